import type { Departure } from './catalogue'
import { displayPrice, formatPounds, toPence } from './money'
import { lowestAvailable, upcomingOptions } from './pricing-calendar'

/** '£999' for whole pounds, '£999.50' otherwise: pence only when there are some, so calendar cells stay short. */
export function priceLabel(amount: string): string {
  const pence = toPence(amount)
  return formatPounds(pence, { decimals: pence % 100 !== 0 })
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
