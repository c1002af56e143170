import type { Airport, AirportPricing, Departure } from './catalogue'
import { parseDepartureDate, toIsoDate } from './dates'
import { displayPence, displayPrice, toMoneyString } from './money'
import {
  airportKeyOf,
  groupByAirport,
  isBookable,
  keyFor,
  lowestAvailable,
  monthKey,
  monthList,
  parseMonthKey,
  upcomingOptions,
} from './pricing-calendar'

/**
 * One airport's departures from this month on (SPEC 4 keeps the whole current month), summed up: what the
 * package page and the package API show of a year of prices, but the days of one month. The database sums
 * them (`listAirportDepartures` in app/services/pricing/package-calendar.server.ts); `summariseDepartures`
 * is the same sum over options in hand.
 */
export type AirportDepartures = {
  /** The airport id, or 'none' for departures from no particular airport. */
  key: string
  airport: Airport | null
  /** Months with a departure, latest first (SPEC 4), as 'jan2027'. */
  months: string[]
  departures: number
  firstDeparture: string
  lastDeparture: string
  /** Bookable departures from today on and the range of prices a visitor pays for them (search engines' offers). */
  bookable: number
  lowPrice: string | null
  highPrice: string | null
  /**
   * The lowest price a visitor pays for a bookable departure from this month on, and the month of the
   * earliest departure at that price (where the calendar opens); null when nothing can be booked.
   */
  fromPrice: string | null
  cheapestMonth: string | null
}

/** The airport and month the calendar shows. */
export type CalendarChoice = { airportKey: string; monthKey: string }

export type Requested = { airport?: string | null; month?: string | null }

/** The bookable departures' count and price range from today on, each price read once. */
function priceRange(
  options: Departure[],
  today: Date,
): Pick<AirportDepartures, 'bookable' | 'lowPrice' | 'highPrice'> {
  const todayIso = toIsoDate(today)
  const pence = options
    .filter((option) => {
      const departure = parseDepartureDate(option.departureDate)
      return departure !== null && toIsoDate(departure) >= todayIso && isBookable(option)
    })
    .map(displayPence)
  if (pence.length === 0) return { bookable: 0, lowPrice: null, highPrice: null }
  return {
    bookable: pence.length,
    lowPrice: toMoneyString(Math.min(...pence)),
    highPrice: toMoneyString(Math.max(...pence)),
  }
}

/** The airports' departures from this month on, in the calendar's airport order ('none' last). */
export function summariseDepartures(options: Departure[], today: Date): AirportDepartures[] {
  return groupByAirport(upcomingOptions(options, today), 'last').map((group) => ({
    key: group.key,
    airport: group.airport,
    months: monthList(group.options).map((month) => month.key),
    departures: group.options.length,
    firstDeparture: group.options[0]?.departureDate ?? '',
    lastDeparture: group.options.at(-1)?.departureDate ?? '',
    ...priceRange(group.options, today),
    ...cheapestOf(group.options),
  }))
}

function cheapestOf(options: Departure[]): Pick<AirportDepartures, 'fromPrice' | 'cheapestMonth'> {
  const cheapest = lowestAvailable(options)
  if (!cheapest) return { fromPrice: null, cheapestMonth: null }
  return { fromPrice: displayPrice(cheapest), cheapestMonth: monthKey(cheapest.departureDate) }
}

/** The airport asked for by id ('3', 'none') or IATA code ('man'). */
function findAirport(airports: AirportDepartures[], requested: string | null | undefined) {
  const wanted = requested?.trim().toLowerCase()
  if (!wanted) return undefined
  return airports.find((entry) => entry.key === wanted || entry.airport?.code.toLowerCase() === wanted)
}

/**
 * The airport and month the calendar shows first (SPEC 4): a requested airport or month wins when it has
 * departures, otherwise the first airport and the month of its cheapest bookable departure; with nothing
 * bookable, the first month listed (the latest). Null when nothing departs from this month on.
 */
export function chooseCalendarMonth(
  airports: AirportDepartures[],
  requested: Requested = {},
): CalendarChoice | null {
  const airport = findAirport(airports, requested.airport) ?? airports[0]
  if (!airport) return null
  if (requested.month) {
    const { year, month } = parseMonthKey(requested.month)
    const wanted = keyFor(year, month)
    if (airport.months.includes(wanted)) return { airportKey: airport.key, monthKey: wanted }
  }
  // The cheapest departure is among the airport's departures, so its month is always listed.
  const month = airport.cheapestMonth ?? airport.months[0]
  return month ? { airportKey: airport.key, monthKey: month } : null
}

/** The chosen airport's departures in the chosen month, by date (what the database sends for one month). */
export function monthDepartures<T extends Departure>(options: T[], choice: CalendarChoice): T[] {
  return options
    .filter(
      (option) =>
        airportKeyOf(option) === choice.airportKey && monthKey(option.departureDate) === choice.monthKey,
    )
    .sort((a, b) => a.departureDate.localeCompare(b.departureDate))
}

export type CalendarDay = { day: number; date: string; price: string }

/** The day a month opens on: its cheapest bookable departure, or null when none can be booked. */
export function cheapestDay(days: Departure[]): CalendarDay | null {
  const cheapest = lowestAvailable(days)
  const departure = cheapest && parseDepartureDate(cheapest.departureDate)
  if (!cheapest || !departure) return null
  return { day: departure.getDate(), date: toIsoDate(departure), price: displayPrice(cheapest) }
}

export type CalendarSelection = {
  airportKey: string | null
  monthKey: string | null
  day: number | null
  price: string | null
  date: string | null
}

/**
 * What the price calendar shows first (SPEC 4), worked out from a package's options in hand: the admin's
 * calendar check runs the page's rules so. Nothing departing from this month on shows today's month.
 */
export function defaultSelection(
  options: Departure[],
  today: Date,
  requested: Requested = {},
): CalendarSelection {
  const choice = chooseCalendarMonth(summariseDepartures(options, today), requested)
  if (!choice) {
    const thisMonth = keyFor(today.getFullYear(), today.getMonth())
    return { airportKey: null, monthKey: thisMonth, day: null, price: null, date: null }
  }
  const day = cheapestDay(monthDepartures(options, choice))
  return { ...choice, day: day?.day ?? null, price: day?.price ?? null, date: day?.date ?? null }
}

/** The upcoming departures from each airport in brief, in the calendar's airport order (the package API's `pricing`). */
export function airportPricing(airports: AirportDepartures[]): AirportPricing[] {
  return airports.map((entry) => ({
    airportId: entry.airport?.id ?? null,
    airport: entry.airport,
    fromPrice: entry.fromPrice,
    departures: entry.departures,
    firstDeparture: entry.firstDeparture,
    lastDeparture: entry.lastDeparture,
  }))
}
