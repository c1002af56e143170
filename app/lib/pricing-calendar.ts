import type { Airport, Departure } from './catalogue'
import { monthAndYear, parseDepartureDate, toIsoDate } from './dates'
import { displayPence, toMoneyString, toPence } from './money'

export type AirportGroup<T extends Departure = Departure> = {
  key: string
  airport: Airport | null
  options: T[]
}

export type CalendarMonth = { key: string; year: number; month: number; label: string }

export type CalendarCell = {
  day: number
  date: string
  price: string | null
  option: Departure | null
  available: boolean
}

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

function departureOf(option: Departure): Date | null {
  return parseDepartureDate(option.departureDate)
}

function monthIndex(date: Date): number {
  return date.getFullYear() * 12 + date.getMonth()
}

/** 'jan2025' for January 2025 (month counted from 0). */
export function keyFor(year: number, month: number): string {
  return `${MONTH_NAMES[month]}${year}`
}

/** Options departing this month or later; the whole current month stays, as SPEC 4 says. */
export function upcomingOptions<T extends Departure>(options: T[], today: Date): T[] {
  const thisMonth = monthIndex(today)
  return options.filter((option) => {
    const departure = departureOf(option)
    return departure !== null && monthIndex(departure) >= thisMonth
  })
}

/** The group key of options that leave from no particular airport. */
export const NO_AIRPORT = 'none'

/** The key of an option's airport group: the airport id, or `NO_AIRPORT`. */
export const airportKeyOf = (option: Pick<Departure, 'airportId'>) =>
  option.airportId == null ? NO_AIRPORT : String(option.airportId)

const byDeparture = (a: Departure, b: Departure) => a.departureDate.localeCompare(b.departureDate)

/**
 * The order of airport groups: named airports alphabetically, then an airport id whose details are missing,
 * with `noAirport` placing the group of options that leave from no airport (see `groupByAirport`).
 */
export function airportGroupOrder(noAirport: 'first' | 'last') {
  const rank = (group: { key: string; airport: Airport | null }) => {
    if (group.key === NO_AIRPORT) return noAirport === 'first' ? -1 : 2
    return group.airport ? 0 : 1
  }
  return (a: { key: string; airport: Airport | null }, b: { key: string; airport: Airport | null }) =>
    rank(a) - rank(b) ||
    (a.airport?.name ?? '').localeCompare(b.airport?.name ?? '', 'en-GB') ||
    Number(a.key) - Number(b.key)
}

/**
 * Groups by departure airport, named airports in alphabetical order, each group's options by departure date.
 * `noAirport` places options with no airport: the admin lists them first, as 'All Airports' (SPEC 2); the
 * calendar puts them last, since its first group is preselected and a named airport is the better default.
 */
export function groupByAirport<T extends Departure>(
  options: T[],
  noAirport: 'first' | 'last',
): AirportGroup<T>[] {
  const groups = new Map<string, AirportGroup<T>>()
  for (const option of options) {
    const key = airportKeyOf(option)
    const group = groups.get(key) ?? { key, airport: null, options: [] }
    group.airport ??= option.airportId == null ? null : option.airport
    group.options.push(option)
    groups.set(key, group)
  }
  const sorted = [...groups.values()].sort(airportGroupOrder(noAirport))
  for (const group of sorted) group.options.sort(byDeparture)
  return sorted
}

/** 'jan2025' for '2025-01-15'; empty when the text is not a date. */
export function monthKey(date: string): string {
  const parsed = parseDepartureDate(date)
  return parsed ? keyFor(parsed.getFullYear(), parsed.getMonth()) : ''
}

/** Months with at least one option, latest first (SPEC 4). */
export function monthList(options: Departure[]): CalendarMonth[] {
  const months = new Map<string, CalendarMonth>()
  for (const option of options) {
    const departure = departureOf(option)
    if (!departure) continue
    const year = departure.getFullYear()
    const month = departure.getMonth()
    const key = keyFor(year, month)
    if (!months.has(key)) months.set(key, { key, year, month, label: monthAndYear(new Date(year, month, 1)) })
  }
  return [...months.values()].sort((a, b) => b.year - a.year || b.month - a.month)
}

/**
 * Reads 'jan2025' (or 'YYYY-MM'). An unknown month name means January (SPEC 4); a missing year means this
 * year, since DESIGN replaces the hard-coded 2025 with today's.
 */
export function parseMonthKey(key: string): { year: number; month: number } {
  const value = key.trim().toLowerCase()
  const numeric = /^(\d{4})-(\d{1,2})$/.exec(value)
  if (numeric) {
    const month = Number(numeric[2]) - 1
    return { year: Number(numeric[1]), month: month >= 0 && month < 12 ? month : 0 }
  }
  const named = /^([a-z]*)\s*(\d{4})?$/.exec(value)
  const month = MONTH_NAMES.indexOf(named?.[1]?.slice(0, 3) ?? '')
  const year = named?.[2] ? Number(named[2]) : new Date().getFullYear()
  return { year, month: month === -1 ? 0 : month }
}

/** Offered, not known to be sold out, and with a price we can read. */
export function isBookable(option: Departure): boolean {
  return option.isAvailable && option.availableSeats !== 0 && Number.isFinite(toPence(option.price))
}

/** A bookable option with what ranks it, each read once: the price a visitor pays in pence and its date. */
type Ranked<T extends Departure> = { option: T; pence: number; departure: Date }

function ranked<T extends Departure>(option: T): Ranked<T> | null {
  const departure = departureOf(option)
  if (!departure || !isBookable(option)) return null
  return { option, pence: displayPence(option), departure }
}

/** Cheaper by the price a visitor pays; on a tie the earlier departure, then the lower id. */
const isCheaper = <T extends Departure>(a: Ranked<T>, b: Ranked<T>) =>
  (a.pence - b.pence || a.departure.getTime() - b.departure.getTime() || a.option.id - b.option.id) < 0

/** The cheapest bookable option by the price a visitor pays; on a tie the earliest departure. */
export function lowestAvailable<T extends Departure>(options: T[]): T | null {
  let cheapest: Ranked<T> | null = null
  for (const option of options) {
    const entry = ranked(option)
    if (entry && (!cheapest || isCheaper(entry, cheapest))) cheapest = entry
  }
  return cheapest?.option ?? null
}

export type MonthDay = { day: number; date: string }

/** The month as Monday-first weeks of 7 cells (SPEC 4 and 9), null for the padding before the 1st and after the last day. */
export function monthWeeks(year: number, month: number): Array<Array<MonthDay | null>> {
  const lead = (new Date(year, month, 1).getDay() + 6) % 7
  const length = new Date(year, month + 1, 0).getDate()
  const cells: Array<MonthDay | null> = Array.from({ length: lead }, () => null)
  for (let day = 1; day <= length; day++) cells.push({ day, date: toIsoDate(new Date(year, month, day)) })
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

/**
 * The month's weeks with the price of each day. Pass the options of one airport; a day shows the cheapest
 * bookable option departing on it.
 */
export function calendarGrid(
  year: number,
  month: number,
  options: Departure[],
): Array<Array<CalendarCell | null>> {
  const cheapestByDate = new Map<string, Ranked<Departure>>()
  for (const option of options) {
    const entry = ranked(option)
    if (!entry) continue
    const date = toIsoDate(entry.departure)
    const current = cheapestByDate.get(date)
    if (!current || isCheaper(entry, current)) cheapestByDate.set(date, entry)
  }
  return monthWeeks(year, month).map((week) =>
    week.map((cell) => {
      if (!cell) return null
      const cheapest = cheapestByDate.get(cell.date)
      if (!cheapest) return { ...cell, price: null, option: null, available: false }
      return { ...cell, price: toMoneyString(cheapest.pence), option: cheapest.option, available: true }
    }),
  )
}
