import type { Airport, AirportPricing, Departure } from './catalogue'
import { monthAndYear, parseDepartureDate, toIsoDate } from './dates'
import { displayPrice, toPence } from './money'

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

export type CalendarSelection = {
  airportKey: string | null
  monthKey: string | null
  day: number | null
  price: string | null
  date: string | null
}

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

function departureOf(option: Departure): Date | null {
  return parseDepartureDate(option.departureDate)
}

function monthIndex(date: Date): number {
  return date.getFullYear() * 12 + date.getMonth()
}

function keyFor(year: number, month: number): string {
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

const byDeparture = (a: Departure, b: Departure) => a.departureDate.localeCompare(b.departureDate)

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
    const key = option.airportId == null ? NO_AIRPORT : String(option.airportId)
    const group = groups.get(key) ?? { key, airport: null, options: [] }
    group.airport ??= option.airportId == null ? null : option.airport
    group.options.push(option)
    groups.set(key, group)
  }
  // An airport id whose details are missing still counts as an airport, after the named ones.
  const rank = (group: AirportGroup<T>) => {
    if (group.key === NO_AIRPORT) return noAirport === 'first' ? -1 : 2
    return group.airport ? 0 : 1
  }
  const sorted = [...groups.values()].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.airport?.name ?? '').localeCompare(b.airport?.name ?? '', 'en-GB') ||
      Number(a.key) - Number(b.key),
  )
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

function compareCheapest(a: Departure, b: Departure): number {
  return (
    toPence(displayPrice(a)) - toPence(displayPrice(b)) ||
    (departureOf(a)?.getTime() ?? 0) - (departureOf(b)?.getTime() ?? 0) ||
    a.id - b.id
  )
}

/** The cheapest bookable option by the price a visitor pays; on a tie the earliest departure. */
export function lowestAvailable<T extends Departure>(options: T[]): T | null {
  const bookable = options.filter((option) => departureOf(option) !== null && isBookable(option))
  return bookable.sort(compareCheapest)[0] ?? null
}

function findGroup(groups: AirportGroup[], requested: string | null | undefined): AirportGroup | undefined {
  const wanted = requested?.trim().toLowerCase()
  if (!wanted) return undefined
  return groups.find((group) => group.key === wanted || group.airport?.code.toLowerCase() === wanted)
}

function selectionOf(airportKey: string, key: string, option: Departure | null): CalendarSelection {
  const departure = option && departureOf(option)
  if (!option || !departure) return { airportKey, monthKey: key, day: null, price: null, date: null }
  return {
    airportKey,
    monthKey: key,
    day: departure.getDate(),
    price: displayPrice(option),
    date: toIsoDate(departure),
  }
}

/**
 * What the price calendar shows first (SPEC 4): a requested airport or month wins when it has options,
 * otherwise the first airport group and the month, day and price of its cheapest option.
 */
export function defaultSelection(
  options: Departure[],
  today: Date,
  requested: { airport?: string | null; month?: string | null } = {},
): CalendarSelection {
  const groups = groupByAirport(upcomingOptions(options, today), 'last')
  const group = findGroup(groups, requested.airport) ?? groups[0]
  if (!group) {
    return {
      airportKey: null,
      monthKey: keyFor(today.getFullYear(), today.getMonth()),
      day: null,
      price: null,
      date: null,
    }
  }
  const months = monthList(group.options)
  if (requested.month) {
    const { year, month } = parseMonthKey(requested.month)
    const wanted = months.find((entry) => entry.year === year && entry.month === month)
    if (wanted) {
      const inMonth = group.options.filter((option) => monthKey(option.departureDate) === wanted.key)
      return selectionOf(group.key, wanted.key, lowestAvailable(inMonth))
    }
  }
  // The cheapest option comes from the same options as the month list, so its month is always listed.
  const cheapest = lowestAvailable(group.options)
  if (cheapest) return selectionOf(group.key, monthKey(cheapest.departureDate), cheapest)
  // Nothing bookable: SPEC falls back to the first month listed (the latest), with no day chosen.
  return selectionOf(group.key, months[0]?.key ?? keyFor(today.getFullYear(), today.getMonth()), null)
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
  const cheapestByDate = new Map<string, Departure>()
  for (const option of options) {
    const departure = departureOf(option)
    if (!departure || !isBookable(option)) continue
    const date = toIsoDate(departure)
    const current = cheapestByDate.get(date)
    if (!current || compareCheapest(option, current) < 0) cheapestByDate.set(date, option)
  }
  return monthWeeks(year, month).map((week) =>
    week.map((cell) => {
      if (!cell) return null
      const option = cheapestByDate.get(cell.date) ?? null
      return { ...cell, price: option ? displayPrice(option) : null, option, available: option !== null }
    }),
  )
}

/** The upcoming departures from each airport in brief, in the calendar's airport order (the package API's `pricing`). */
export function summariseByAirport(options: Departure[], today: Date): AirportPricing[] {
  return groupByAirport(upcomingOptions(options, today), 'last').map((group) => {
    const dates = group.options.map((option) => option.departureDate).sort()
    const cheapest = lowestAvailable(group.options)
    return {
      airportId: group.airport?.id ?? null,
      airport: group.airport,
      fromPrice: cheapest ? displayPrice(cheapest) : null,
      departures: group.options.length,
      firstDeparture: dates[0] ?? '',
      lastDeparture: dates[dates.length - 1] ?? '',
    }
  })
}
