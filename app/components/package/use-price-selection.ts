import { useMemo, useState } from 'react'
import {
  chooseAirport,
  chooseDay,
  chooseMonth,
  initialChoice,
  type PriceView,
  priceView,
} from '#app/components/package/price-selection'
import type { Departure } from '#app/lib/catalogue'
import type { CalendarCell } from '#app/lib/pricing-calendar'

export type PriceSelection = PriceView & {
  selectAirport: (airportKey: string) => void
  selectMonth: (monthKey: string) => void
  selectDay: (cell: CalendarCell) => void
}

/** The price calendar's state, shared by the calendar and the booking button. */
export function usePriceSelection(
  pricing: Departure[],
  today: Date,
  requested: { airport: string | null; month: string | null },
): PriceSelection {
  const [wanted, setWanted] = useState(() => initialChoice(pricing, today, requested))
  const view = useMemo(() => priceView(pricing, today, wanted), [pricing, today, wanted])
  const { choice } = view
  return {
    ...view,
    selectAirport: (airportKey) => setWanted(chooseAirport(pricing, today, choice, airportKey)),
    selectMonth: (monthKey) => setWanted(chooseMonth(pricing, today, choice, monthKey)),
    selectDay: (cell) => setWanted(chooseDay(choice, cell)),
  }
}
