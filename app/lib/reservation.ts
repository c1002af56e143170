import type { Departure, PackageDetail } from './catalogue'
import { displayPrice, toPence } from './money'
import { nightsLabel } from './package-text'

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

/** The pricing option the visitor picked, found by departure date and airport id. */
export function findChosenOption(
  pricing: Departure[],
  date: string | null,
  airport: string | null,
): Departure | undefined {
  if (!date) return undefined
  return pricing.find(
    (option) => option.departureDate === date && String(option.airportId ?? '') === (airport ?? '').trim(),
  )
}

/**
 * The price per person to show: the stored price of the chosen departure when it exists,
 * so an edited link cannot change it; otherwise the link's price, digits and dot only.
 */
export function pricePerPerson(chosen: Departure | undefined, linkPrice: string | null): string | null {
  if (chosen) return displayPrice(chosen)
  const pence = toPence(linkPrice ?? '')
  return Number.isFinite(pence) && pence > 0 ? (pence / 100).toFixed(2) : null
}

/** The airport's name for the airport id in the link, looked up in the package's pricing. */
export function airportName(pricing: Departure[], airport: string | null): string {
  const match = pricing.find(
    (option) => option.airport && String(option.airportId) === (airport ?? '').trim(),
  )
  return match?.airport?.name ?? 'Selected Airport'
}

/** What the reservation page shows of the departure in its link: its price per person and airport name. */
export type ChosenDeparture = { price: string | null; airportName: string }

export function chosenDeparture(
  pricing: Departure[],
  link: { date: string | null; price: string | null; airport: string | null },
): ChosenDeparture {
  return {
    price: pricePerPerson(findChosenOption(pricing, link.date, link.airport), link.price),
    airportName: airportName(pricing, link.airport),
  }
}

/** SPEC's fallback list when the package has no "what's included" text. */
export function fallbackInclusions(
  pkg: Pick<PackageDetail, 'accommodationType' | 'boardType' | 'duration' | 'features'>,
) {
  const nights = pkg.duration > 0 ? pkg.duration : DEFAULT_STAY_NIGHTS
  return [
    'Return flights from UK airports',
    'Return airport transfers',
    `${nightsLabel(nights)} at the ${pkg.accommodationType || 'hotel'}`,
    `${pkg.boardType || 'Half-board'} meals`,
    ...pkg.features.map((feature) => feature.label),
    'ATOL Protection',
  ]
}
