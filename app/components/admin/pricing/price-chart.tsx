import { format } from 'date-fns'
import { useId, useSyncExternalStore } from 'react'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatPounds } from '#app/lib/money'
import { chartSeries, chartSummary } from './price-chart-data'
import type { PricingTableGroup } from './pricing-groups'

const subscribeNever = () => () => {}

/**
 * True only in the browser after hydration. Recharts measures its container, which the server cannot, so
 * the server renders the caption alone and the chart appears once the page is live: no hydration mismatch.
 */
const useIsClient = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )

const poundsLabel = (value: unknown) =>
  typeof value === 'number' ? formatPounds(Math.round(value * 100)) : ''
const tooltipDate = (time: unknown) => (typeof time === 'number' ? format(new Date(time), 'dd MMM yyyy') : '')

/**
 * Price per departure date, one line per departure airport, so staff see a season's shape and a mistyped
 * price stands out. Discounts are a dashed line of the same colour with hollow dots; unavailable dates
 * break the line. The caption says the same in words for screen readers.
 */
export function PriceChart({ groups }: { groups: PricingTableGroup[] }) {
  const isClient = useIsClient()
  const captionId = useId()
  const series = chartSeries(groups)
  return (
    <figure className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div
        role="img"
        aria-label="Chart of price per departure date by departure airport"
        aria-describedby={captionId}
        className="h-72 w-full"
      >
        {isClient ? (
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
        ) : null}
      </div>
      <figcaption id={captionId} className="flex flex-col gap-1 text-sm">
        <span>{chartSummary(groups)}</span>
        <span className="text-muted-foreground text-xs">
          Solid lines: price. Dashed lines with hollow dots: discounted price. Gaps: unavailable dates.
        </span>
      </figcaption>
    </figure>
  )
}
