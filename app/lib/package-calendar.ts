import type { Airport, Departure } from './catalogue'
import { monthAndYear, parseDepartureDate, toIsoDate } from './dates'
import { type DepartureTable, packDepartures, unpackDepartures } from './departure-table'
import { displayPrice, toPence } from './money'
import {
  type CalendarCell,
  type CalendarMonth,
  calendarGrid,
  defaultSelection,
  groupByAirport,
  isBookable,
  monthKey,
  monthList,
  parseMonthKey,
  upcomingOptions,
} from './pricing-calendar'

/** The id of the package page's price calendar section, the target of links to it (`#pricing`). */
export const PRICE_CALENDAR_ID = 'pricing'

/** One airport of the calendar's dropdown, with the months it flies (latest first, SPEC 4). */
export type CalendarAirport = {
  key: string
  airport: Airport | null
  months: string[]
  /** Bookable departures from today on and the range of prices a visitor pays for them (search engines' offers). */
  bookable: number
  lowPrice: string | null
  highPrice: string | null
}

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

export type Requested = { airport?: string | null; month?: string | null }

function priceRange(
  options: Departure[],
  today: Date,
): Pick<CalendarAirport, 'bookable' | 'lowPrice' | 'highPrice'> {
  const todayIso = toIsoDate(today)
  const prices = options
    .filter((option) => {
      const departure = parseDepartureDate(option.departureDate)
      return departure !== null && toIsoDate(departure) >= todayIso && isBookable(option)
    })
    .map(displayPrice)
    .sort((a, b) => toPence(a) - toPence(b))
  return {
    bookable: prices.length,
    lowPrice: prices[0] ?? null,
    highPrice: prices[prices.length - 1] ?? null,
  }
}

/** What the calendar shows first (SPEC 4's defaults, or the airport and month asked for) and what it needs. */
export function calendarData(options: Departure[], today: Date, requested: Requested = {}): CalendarData {
  const groups = groupByAirport(upcomingOptions(options, today), 'last')
  const { airportKey, monthKey: chosenMonth, date } = defaultSelection(options, today, requested)
  const group = groups.find((entry) => entry.key === airportKey)
  const inMonth = group?.options.filter((option) => monthKey(option.departureDate) === chosenMonth) ?? []
  return {
    airports: groups.map((entry) => ({
      key: entry.key,
      airport: entry.airport,
      months: monthList(entry.options).map((month) => month.key),
      ...priceRange(entry.options, today),
    })),
    airportKey: group ? airportKey : null,
    monthKey: group ? chosenMonth : null,
    date,
    days: packDepartures(inMonth),
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
