import { useEffect } from 'react'
import { track } from '#app/browser/analytics/client'
import { analyticsEvents } from '#app/browser/analytics/events'
import type { PriceSelection } from '#app/components/package/use-price-selection'
import { type CalendarAirport, calendarMonth } from '#app/lib/package-calendar'
import type { CalendarMonth } from '#app/lib/pricing-calendar'

type PackageRef = { id: number; title: string }

/** SPEC 7's package_view, once per package the visitor opens (a refetch of the same one is no new view). */
export function usePackageView({ id, title }: PackageRef) {
  useEffect(() => track(analyticsEvents.packageView({ id, title })), [id, title])
}

/** The airport as analytics reports it: its IATA code, or 'unknown' for departures with no airport yet. */
const airportOf = (entry: CalendarAirport | null | undefined) => entry?.airport?.code ?? 'unknown'

/** A month as YYYY-MM, the same whatever the page's wording. */
const monthOf = (month: CalendarMonth) => `${month.year}-${String(month.month + 1).padStart(2, '0')}`

/** The price calendar's selection, reporting each airport, month and priced day the visitor picks. */
export function withSelectionTracking(selection: PriceSelection, pkg: PackageRef): PriceSelection {
  return {
    ...selection,
    selectAirport: (airportKey) => {
      const chosen = selection.airports.find((entry) => entry.key === airportKey)
      track(analyticsEvents.airportSelect(pkg, airportOf(chosen)))
      selection.selectAirport(airportKey)
    },
    selectMonth: (monthKey) => {
      track(analyticsEvents.monthSelect(pkg, monthOf(calendarMonth(monthKey))))
      selection.selectMonth(monthKey)
    },
    selectDay: (cell) => {
      if (cell.available && cell.price) {
        const choice = { price: cell.price, date: cell.date, airport: airportOf(selection.airport) }
        track(analyticsEvents.priceSelect(pkg, choice))
      }
      selection.selectDay(cell)
    },
  }
}
