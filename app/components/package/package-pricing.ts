import type { Departure } from '#app/lib/catalogue'
import { monthAndYear, ordinal, parseDepartureDate, weekdayName } from '#app/lib/dates'
import { displayPrice, formatPounds, toPence } from '#app/lib/money'
import { lowestAvailable, upcomingOptions } from '#app/lib/pricing-calendar'
import { DEFAULT_TRAVELERS } from '#app/lib/reservation'

/** '£999' for whole pounds, '£999.50' otherwise: pence only when there are some, so calendar cells stay short. */
export function priceLabel(amount: string): string {
  const pence = toPence(amount)
  return formatPounds(pence, { decimals: pence % 100 !== 0 })
}

/** 'Friday 5th June 2026'; the raw text when it is not a date. */
export function dayLabel(isoDate: string): string {
  const date = parseDepartureDate(isoDate)
  if (!date) return isoDate
  return `${weekdayName(date)} ${ordinal(date.getDate())} ${monthAndYear(date)}`
}

export type HeadlinePrice = { price: string; original: string | null }

/**
 * The 'From £…' price in the header: the cheapest bookable departure still ahead, with its full price when a
 * discount brings it down. Null when nothing can be booked, so the header says 'See Pricing' instead.
 */
export function headlinePrice(pricing: Departure[], today: Date): HeadlinePrice | null {
  const cheapest = lowestAvailable(upcomingOptions(pricing, today))
  if (!cheapest) return null
  const price = displayPrice(cheapest)
  return { price, original: toPence(cheapest.price) > toPence(price) ? cheapest.price : null }
}

export type BookingChoice = { date: string; price: string; airportId: string }

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
