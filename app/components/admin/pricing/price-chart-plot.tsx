import { format } from 'date-fns'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatPounds } from '#app/lib/money'
import type { ChartSeries } from './price-chart-data'

const poundsLabel = (value: unknown) =>
  typeof value === 'number' ? formatPounds(Math.round(value * 100)) : ''
const tooltipDate = (time: unknown) => (typeof time === 'number' ? format(new Date(time), 'dd MMM yyyy') : '')

/**
 * The drawing of the price chart, with recharts: a chunk of its own that loads only when a package's chart
 * is shown, not with the dashboard.
 */
export function PricePlot({ series }: { series: ChartSeries[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* The figure is the accessible image; recharts' own keyboard layer would nest focus inside it. */}
      <LineChart accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          // Room either side, so the first and last dots are not cut in half by the plot's edge.
          padding={{ left: 12, right: 12 }}
          tickFormatter={(time: number) => format(new Date(time), 'd MMM')}
          fontSize={12}
        />
        {/* Fitted to the prices rather than starting at £0, so a season's rises and falls show. */}
        <YAxis
          domain={['auto', 'auto']}
          tickFormatter={(value: number) => `£${value}`}
          fontSize={12}
          width={64}
        />
        <Tooltip labelFormatter={tooltipDate} formatter={poundsLabel} />
        <Legend />
        {series.flatMap((line) => [
          <Line
            key={`${line.key}-price`}
            data={line.points}
            dataKey="price"
            name={line.name}
            stroke={line.color}
            strokeWidth={2}
            dot={{ r: 3, fill: line.color }}
            connectNulls={false}
            isAnimationActive={false}
          />,
          <Line
            key={`${line.key}-discounted`}
            data={line.points}
            dataKey="discounted"
            name={`${line.name} (discounted)`}
            stroke={line.color}
            strokeDasharray="5 4"
            dot={{ r: 4, fill: '#fff', strokeWidth: 2 }}
            legendType="none"
            connectNulls={false}
            isAnimationActive={false}
          />,
        ])}
      </LineChart>
    </ResponsiveContainer>
  )
}
