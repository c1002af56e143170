import { useMemo, useState } from 'react'
import { useLocation, useNavigation, useSearchParams } from 'react-router'
import { type CalendarData, type PriceView, priceView } from '#app/lib/package-calendar'
import type { CalendarCell } from '#app/lib/pricing-calendar'

export type PriceSelection = PriceView & {
  /** The airport and month the dropdowns show: the ones just picked while their month is on its way. */
  shown: { airportKey: string | undefined; monthKey: string | undefined }
  loading: boolean
  selectAirport: (airportKey: string) => void
  selectMonth: (monthKey: string) => void
  selectDay: (cell: CalendarCell) => void
}

/**
 * The price calendar's state, shared by the calendar and the booking button. Airport and month live in the
 * address, so picking one asks the server for that month's days (SPEC 4's rules run there: another airport
 * keeps the month when it flies then, and the day becomes the month's cheapest); the day is kept here.
 */
export function usePriceSelection(calendar: CalendarData): PriceSelection {
  const [, setSearchParams] = useSearchParams()
  const location = useLocation()
  const navigation = useNavigation()
  const shownMonth = `${calendar.airportKey}/${calendar.monthKey}`
  const [picked, setPicked] = useState({ shownMonth, date: calendar.date })
  const date = picked.shownMonth === shownMonth ? picked.date : calendar.date
  const view = useMemo(() => priceView(calendar, date), [calendar, date])

  const next = navigation.location?.pathname === location.pathname ? navigation.location : null
  const wanted = next ? new URLSearchParams(next.search) : null

  function choose(airportKey: string, monthKey: string) {
    setSearchParams(
      (params) => {
        params.set('airport', airportKey)
        params.set('month', monthKey)
        return params
      },
      // The calendar is one place on the page: no history entry per pick, and the page stays where it is.
      { replace: true, preventScrollReset: true },
    )
  }

  // A pick made while the last one is on its way builds on it, not on the month still shown.
  const shown = {
    airportKey: wanted?.get('airport') ?? view.airport?.key,
    monthKey: wanted?.get('month') ?? view.month?.key,
  }

  return {
    ...view,
    shown,
    loading: next !== null,
    selectAirport: (airportKey) => choose(airportKey, shown.monthKey ?? ''),
    selectMonth: (monthKey) => choose(shown.airportKey ?? '', monthKey),
    selectDay: (cell) => {
      if (cell.available) setPicked({ shownMonth, date: cell.date })
    },
  }
}
