import { useEffect, useMemo, useRef, useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { type CalendarData, type PriceView, priceView } from '#app/lib/package-calendar'
import type { CalendarCell } from '#app/lib/pricing-calendar'
import type { HeadlinePrice } from '#app/lib/pricing-labels'
import { announceHeadline } from './headline-price'

export type PriceSelection = PriceView & {
  /** The airport and month the dropdowns show: the ones just picked while their month is on its way. */
  shown: { airportKey: string | undefined; monthKey: string | undefined }
  loading: boolean
  selectAirport: (airportKey: string) => void
  selectMonth: (monthKey: string) => void
  selectDay: (cell: CalendarCell) => void
}

type Month = { airportKey: string; monthKey: string }

/** The page's address with the calendar's airport and month, as the server would render it. */
function addressOf({ airportKey, monthKey }: Month) {
  const url = new URL(window.location.href)
  url.searchParams.set('airport', airportKey)
  url.searchParams.set('month', monthKey)
  return url
}

/**
 * The price calendar's state, shared by the calendar and the booking button. Picking an airport or month asks
 * the package's calendar API for that month's days (SPEC 4's rules run on the server: another airport keeps the
 * month when it flies then, and the day becomes the month's cheapest), and the address follows, so a reload or
 * a shared link shows the same month. The shown month is asked for again when the visitor comes back to the
 * tab (SPEC 7), so a price changed meanwhile is what they book from, and the header's 'From' price follows
 * (`headline-price.ts`). The day is kept here.
 */
export function usePriceSelection(packageId: number, initial: CalendarData): PriceSelection {
  const [calendar, setCalendar] = useState(initial)
  const [wanted, setWanted] = useState<Month | null>(null)
  // Only the latest request may change the calendar: an earlier one can answer after it.
  const latest = useRef(0)
  const busy = useRef(false)
  const shownMonth = `${calendar.airportKey}/${calendar.monthKey}`
  const [picked, setPicked] = useState({ shownMonth, date: calendar.date })
  const date = picked.shownMonth === shownMonth ? picked.date : calendar.date
  const view = useMemo(() => priceView(calendar, date), [calendar, date])

  async function load(month: Month, { quietly }: { quietly: boolean }) {
    const request = ++latest.current
    busy.current = true
    if (!quietly) setWanted(month)
    const query = new URLSearchParams({ airport: month.airportKey, month: month.monthKey })
    try {
      const answer = await apiRequest<{ calendar: CalendarData; headline: HeadlinePrice | null }>(
        `/api/travel-packages/${packageId}/calendar?${query}`,
      )
      if (request !== latest.current) return
      setCalendar(answer.calendar)
      announceHeadline(answer.headline)
      if (!quietly) window.history.replaceState(window.history.state, '', addressOf(month))
    } catch {
      // The page itself can say what went wrong (the package is gone, the site is down) better than a
      // calendar can; a quiet refresh that fails leaves the prices shown.
      if (!quietly && request === latest.current) window.location.assign(addressOf(month))
    } finally {
      if (request === latest.current) {
        busy.current = false
        setWanted(null)
      }
    }
  }

  const refresh = useRef(() => {})
  refresh.current = () => {
    const { airportKey, monthKey } = calendar
    // Coming back fires both 'focus' and 'visibilitychange': one request is enough.
    if (airportKey && monthKey && !busy.current) void load({ airportKey, monthKey }, { quietly: true })
  }
  useEffect(() => {
    function comeBack() {
      if (document.visibilityState === 'visible') refresh.current()
    }
    window.addEventListener('focus', comeBack)
    document.addEventListener('visibilitychange', comeBack)
    return () => {
      window.removeEventListener('focus', comeBack)
      document.removeEventListener('visibilitychange', comeBack)
    }
  }, [])

  // A pick made while the last one is on its way builds on it, not on the month still shown.
  const shown = {
    airportKey: wanted?.airportKey ?? view.airport?.key,
    monthKey: wanted?.monthKey ?? view.month?.key,
  }

  return {
    ...view,
    shown,
    loading: wanted !== null,
    selectAirport: (airportKey) =>
      void load({ airportKey, monthKey: shown.monthKey ?? '' }, { quietly: false }),
    selectMonth: (monthKey) =>
      void load({ airportKey: shown.airportKey ?? '', monthKey }, { quietly: false }),
    selectDay: (cell) => {
      if (cell.available) setPicked({ shownMonth, date: cell.date })
    },
  }
}
