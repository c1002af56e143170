import { Link } from 'react-router'
import { formatShortDate } from '#app/lib/dates'
import { priceLabel } from '#app/lib/pricing-labels'
import type { PricingOverviewRow } from '#app/services/diagnostics.server'
import { Cell, DevTable, HeaderCell } from './dev-table'

function airportsCovered(row: PricingOverviewRow): string {
  const named = row.airports ?? ''
  if (row.anyAirport) return named ? `${named}, any airport` : 'Any airport'
  return named || 'None'
}

/** /dev/pricing: per package, what can be booked from today and for how much. */
export function PricingOverview({ rows }: { rows: PricingOverviewRow[] }) {
  if (rows.length === 0) return <p className="text-muted-foreground">There are no travel packages yet.</p>
  return (
    <DevTable caption="Upcoming departures per package (from today)">
      <thead>
        <tr>
          <HeaderCell>Package</HeaderCell>
          <HeaderCell numeric>Bookable departures</HeaderCell>
          <HeaderCell numeric>All upcoming options</HeaderCell>
          <HeaderCell>Next departure</HeaderCell>
          <HeaderCell numeric>Cheapest</HeaderCell>
          <HeaderCell numeric>Dearest</HeaderCell>
          <HeaderCell>Airports covered</HeaderCell>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={row.departures === 0 ? 'bg-amber-50' : undefined}>
            <Cell>
              <Link to={`/package/${row.slug}`} className="text-primary underline-offset-4 hover:underline">
                {row.title}
              </Link>
            </Cell>
            <Cell numeric>{row.departures}</Cell>
            <Cell numeric>{row.options}</Cell>
            <Cell>{row.nextDeparture ? formatShortDate(row.nextDeparture) : 'None'}</Cell>
            <Cell numeric>{row.cheapest ? priceLabel(row.cheapest) : '-'}</Cell>
            <Cell numeric>{row.dearest ? priceLabel(row.dearest) : '-'}</Cell>
            <Cell>{airportsCovered(row)}</Cell>
          </tr>
        ))}
      </tbody>
    </DevTable>
  )
}
