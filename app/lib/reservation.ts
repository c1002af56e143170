import type { Departure, PackageDetail } from './catalogue'
import { parseDepartureDate, toIsoDate } from './dates'
import { displayPrice } from './money'
import { nightsLabel, whatsIncludedList } from './package-text'
import { isBookable } from './pricing-calendar'
import { enteredText } from './sample-facts'

export const DEFAULT_TRAVELERS = 2
const MAX_TRAVELERS = 20
const DEFAULT_STAY_NIGHTS = 3

/** Travelers from the query string: a whole number from 1 to 20, otherwise the default of 2. */
export function parseTravelers(value: string | null): number {
  const travelers = Number(value)
  return Number.isInteger(travelers) && travelers >= 1 && travelers <= MAX_TRAVELERS
    ? travelers
    : DEFAULT_TRAVELERS
}

type BookingChoice = { date: string; price: string; airportId: string }

/** The reservation page link SPEC gives; travelers start at the default. */
export function reservationHref(packageId: number, choice: BookingChoice): string {
  const query = new URLSearchParams({
    date: choice.date,
    price: choice.price,
    airport: choice.airportId,
    travelers: String(DEFAULT_TRAVELERS),
  })
  return `/reservation/${packageId}?${query}`
}

/**
 * Whether the link's airport names this option's airport. The package page writes the airport's id (empty
 * for a departure with no airport); its IATA code is read too, so a hand-written link like `airport=LGW` works.
 */
function isFromAirport(option: Departure, airport: string | null): boolean {
  const wanted = (airport ?? '').trim()
  if (String(option.airportId ?? '') === wanted) return true
  return Boolean(wanted) && option.airport?.code.toUpperCase() === wanted.toUpperCase()
}

/** The pricing option the link names, by departure date (yyyy-MM-dd or dd/MM/yyyy) and airport. */
export function findChosenOption(
  pricing: Departure[],
  date: string | null,
  airport: string | null,
): Departure | undefined {
  const departure = date ? parseDepartureDate(date) : null
  if (!departure) return undefined
  const iso = toIsoDate(departure)
  return pricing.find((option) => option.departureDate === iso && isFromAirport(option, airport))
}

/** The airport's name for the airport in the link, looked up in the package's pricing. */
export function airportName(pricing: Departure[], airport: string | null): string {
  const match = pricing.find((option) => option.airport && isFromAirport(option, airport))
  return match?.airport?.name ?? 'Selected Airport'
}

/**
 * What the reservation page shows of the departure in its link. The price always comes from the database:
 * a link's `price` is never read, so an edited link cannot offer a trip at a price no departure has.
 * - `no-date`: the link names no date (SPEC's 'No date selected'); no price.
 * - `not-found`: no such departure, or it can no longer be booked (unavailable, sold out, in the past); no price.
 * - `bookable`: the departure's own price per person, the lower of its price and discount (SPEC 9).
 */
export type ChosenDeparture = { airportName: string } & (
  | { status: 'no-date' | 'not-found' }
  | { status: 'bookable'; price: string }
)

export function chosenDeparture(
  pricing: Departure[],
  link: { date: string | null; airport: string | null },
  today: Date,
): ChosenDeparture {
  const name = airportName(pricing, link.airport)
  if (!link.date?.trim()) return { status: 'no-date', airportName: name }
  const option = findChosenOption(pricing, link.date, link.airport)
  if (!option || option.departureDate < toIsoDate(today) || !isBookable(option)) {
    return { status: 'not-found', airportName: name }
  }
  return { status: 'bookable', airportName: name, price: displayPrice(option) }
}

type IncludedLine = { text: string; sample: boolean }

const line = (text: string, entered: boolean): IncludedLine => ({ text, sample: !entered })

/**
 * The reservation page's 'What's Included': the package's own lines, else SPEC's fallback list, in which a
 * line is the staff's only when built from what they entered (the nights at their accommodation type, their
 * board, their features). The rest (flights, transfers, ATOL protection and SPEC's default words) are
 * samples, shown on a draft's preview only (decision 50).
 */
export function reservationInclusions(
  pkg: Pick<PackageDetail, 'whatsIncluded' | 'accommodationType' | 'boardType' | 'duration' | 'features'>,
  samples: boolean,
): IncludedLine[] {
  const own = [...new Set(whatsIncludedList(pkg.whatsIncluded))]
  if (own.length > 0) return own.map((text) => line(text, true))
  const nights = nightsLabel(pkg.duration > 0 ? pkg.duration : DEFAULT_STAY_NIGHTS)
  const accommodation = enteredText(pkg.accommodationType)
  const board = enteredText(pkg.boardType)
  const fallback = [
    line('Return flights from UK airports', false),
    line('Return airport transfers', false),
    line(`${nights} at the ${accommodation ?? 'hotel'}`, accommodation !== null && pkg.duration > 0),
    line(`${board ?? 'Half-board'} meals`, board !== null),
    ...pkg.features.map((feature) => line(feature.label, true)),
    line('ATOL Protection', false),
  ]
  return samples ? fallback : fallback.filter((item) => !item.sample)
}
