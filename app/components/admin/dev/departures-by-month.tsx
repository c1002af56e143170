import { format } from 'date-fns'
import { parseDepartureDate } from '#app/lib/dates'
import { cn } from '#app/lib/utils'
import type { DeparturesByMonth } from '#app/services/diagnostics.server'
import { Cell, DevTable, HeaderCell } from './dev-table'

/** '2026-05' reads 'May 26', short enough for twelve columns. */
const monthHeading = (key: string) => {
  const date = parseDepartureDate(`${key}-01`)
  return date ? format(date, 'MMM yy') : key
}

/** /dev/pricing-dashboard: bookable departures per package and month; an empty month stands out. */
export function DeparturesByMonthTable({ data }: { data: DeparturesByMonth }) {
  if (data.rows.length === 0)
    return <p className="text-muted-foreground">There are no travel packages yet.</p>
  return (
    <DevTable caption="Bookable departures per month (each date and airport counts once)">
      <thead>
        <tr>
          <HeaderCell>Package</HeaderCell>
          {data.months.map((month) => (
            <HeaderCell key={month} numeric>
              {monthHeading(month)}
            </HeaderCell>
          ))}
          <HeaderCell numeric>Total</HeaderCell>
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className="whitespace-nowrap border-b px-4 py-2 font-medium">
              {row.title}
            </th>
            {row.perMonth.map((departures, index) => (
              <td
                key={data.months[index]}
                className={cn(
                  'border-b px-4 py-2 text-right tabular-nums',
                  departures === 0 && 'bg-amber-50 text-amber-800',
                )}
              >
                {departures}
              </td>
            ))}
            <Cell numeric>{row.total}</Cell>
          </tr>
        ))}
      </tbody>
    </DevTable>
  )
}
