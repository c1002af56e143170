import { type AirportDepartures, type CalendarChoice, cheapestDay } from './airport-departures'
import type { Departure } from './catalogue'
import { monthAndYear } from './dates'
import { type DepartureTable, packDepartures, unpackDepartures } from './departure-table'
import { type CalendarCell, type CalendarMonth, calendarGrid, parseMonthKey } from './pricing-calendar'

/** The id of the package page's price calendar section, the target of links to it (`#pricing`). */
export const PRICE_CALENDAR_ID = 'pricing'

/** One airport of the calendar's dropdown, with the months it flies (latest first, SPEC 4) and its offers. */
export type CalendarAirport = Pick<
  AirportDepartures,
  'key' | 'airport' | 'months' | 'bookable' | 'lowPrice' | 'highPrice'
>

/**
 * The package page's price calendar as the server sends it: every airport and month for the dropdowns, but
 * the days of the chosen month only. A year of every airport's departures was most of the page's data; the
 * choice of airport and month lives in the address (`?airport=…&month=…`), so another one is a page request
 * the response cache can answer.
 */
export type CalendarData = {
  airports: CalendarAirport[]
  airportKey: string | null
  monthKey: string | null
  /** The preselected day: the month's cheapest bookable departure, or null. */
  date: string | null
  /** The chosen airport's departures in the chosen month. */
  days: DepartureTable
}

/**
 * The calendar the page starts on: the airports (without what only the server needs of them), the airport
 * and month chosen by `chooseCalendarMonth`, and that month's departures with its cheapest day preselected.
 */
export function calendarData(
  airports: AirportDepartures[],
  choice: CalendarChoice | null,
  days: Departure[],
): CalendarData {
  return {
    airports: airports.map(({ key, airport, months, bookable, lowPrice, highPrice }) => ({
      key,
      airport,
      months,
      bookable,
      lowPrice,
      highPrice,
    })),
    airportKey: choice?.airportKey ?? null,
    monthKey: choice?.monthKey ?? null,
    date: cheapestDay(days)?.date ?? null,
    days: packDepartures(days),
  }
}

/** 'jan2027' as the month the dropdown and the grid show. */
export function calendarMonth(key: string): CalendarMonth {
  const { year, month } = parseMonthKey(key)
  return { key, year, month, label: monthAndYear(new Date(year, month, 1)) }
}

export type PriceView = {
  airports: CalendarAirport[]
  airport: CalendarAirport | null
  months: CalendarMonth[]
  month: CalendarMonth | null
  weeks: Array<Array<CalendarCell | null>>
  /** The chosen day while it can still be booked. */
  selected: CalendarCell | null
}

/**
 * The calendar for a chosen day. The price is deliberately not kept with the choice: it is read from the
 * month's departures on every render, so a price changed in the back office shows once the page refetches.
 */
export function priceView(calendar: CalendarData, date: string | null): PriceView {
  const airport = calendar.airports.find((entry) => entry.key === calendar.airportKey) ?? null
  const months = (airport?.months ?? []).map(calendarMonth)
  const month = months.find((entry) => entry.key === calendar.monthKey) ?? null
  const weeks = month ? calendarGrid(month.year, month.month, unpackDepartures(calendar.days)) : []
  const selected = weeks.flat().find((cell) => cell?.available && cell.date === date) ?? null
  return { airports: calendar.airports, airport, months, month, weeks, selected }
}

/** The airport id for the reservation link: empty for departures with no airport, as SPEC's link allows. */
export function airportParam(cell: CalendarCell): string {
  return String(cell.option?.airportId ?? '')
}
