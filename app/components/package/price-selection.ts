import type { Departure } from '#app/lib/catalogue'
import {
  type AirportGroup,
  type CalendarCell,
  type CalendarMonth,
  calendarGrid,
  defaultSelection,
  groupByAirport,
  monthList,
  upcomingOptions,
} from '#app/lib/pricing-calendar'

/**
 * What the visitor has picked. The price is deliberately not kept: it is read from the current price list on
 * every render, so a price changed in the back office shows as soon as the page data is refetched.
 */
export type Choice = { airportKey: string | null; monthKey: string | null; date: string | null }

type Requested = { airport?: string | null; month?: string | null }

export type PriceView = {
  /** The choice actually shown, which falls back to the defaults when refetched data dropped the old one. */
  choice: Choice
  groups: AirportGroup[]
  group: AirportGroup | null
  months: CalendarMonth[]
  month: CalendarMonth | null
  weeks: Array<Array<CalendarCell | null>>
  /** The chosen day while it can still be booked. */
  selected: CalendarCell | null
}

export function initialChoice(pricing: Departure[], today: Date, requested: Requested = {}): Choice {
  const { airportKey, monthKey, date } = defaultSelection(pricing, today, requested)
  return { airportKey, monthKey, date }
}

/** Another airport keeps the month when it flies then; either way the day becomes the cheapest one, if any. */
export function chooseAirport(pricing: Departure[], today: Date, choice: Choice, airportKey: string): Choice {
  return initialChoice(pricing, today, { airport: airportKey, month: choice.monthKey })
}

/** Another month preselects its cheapest bookable day, or no day when it has none. */
export function chooseMonth(pricing: Departure[], today: Date, choice: Choice, monthKey: string): Choice {
  return initialChoice(pricing, today, { airport: choice.airportKey, month: monthKey })
}

/** Only a day with an available price can be chosen (SPEC 4). */
export function chooseDay(choice: Choice, cell: CalendarCell): Choice {
  return cell.available ? { ...choice, date: cell.date } : choice
}

function monthsOf(group: AirportGroup | undefined): CalendarMonth[] {
  return group ? monthList(group.options) : []
}

export function priceView(pricing: Departure[], today: Date, wanted: Choice): PriceView {
  const groups = groupByAirport(upcomingOptions(pricing, today))
  let choice = wanted
  let group = groups.find((entry) => entry.key === choice.airportKey)
  if (groups.length > 0 && !monthsOf(group).some((entry) => entry.key === choice.monthKey)) {
    // The defaults always name a listed airport and month, so one fallback is enough.
    choice = initialChoice(pricing, today, { airport: group?.key })
    group = groups.find((entry) => entry.key === choice.airportKey)
  }
  const months = monthsOf(group)
  const month = months.find((entry) => entry.key === choice.monthKey) ?? null
  const weeks = group && month ? calendarGrid(month.year, month.month, group.options) : []
  const selected = weeks.flat().find((cell) => cell?.available && cell.date === choice.date) ?? null
  return { choice, groups, group: group ?? null, months, month, weeks, selected }
}

/** The airport's name and code for the dropdown; departures with no airport are still listed. */
export function airportLabel(group: AirportGroup): string {
  return group.airport ? `${group.airport.name} (${group.airport.code})` : 'Airport to be confirmed'
}

/** The airport id for the reservation link: empty for departures with no airport, as SPEC's link allows. */
export function airportParam(cell: CalendarCell): string {
  return String(cell.option?.airportId ?? '')
}
