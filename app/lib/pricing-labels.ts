import type { Departure } from './catalogue'
import { displayPence, formatPounds, toMoneyString, toPence } from './money'

/** '£999' for whole pounds, '£999.50' otherwise: pence only when there are some, so calendar cells stay short. */
export function priceLabel(amount: string): string {
  const pence = toPence(amount)
  return formatPounds(pence, { decimals: pence % 100 !== 0 })
}

export type HeadlinePrice = { price: string; original: string | null }

/**
 * The 'From £…' price in the header, from the earliest bookable departure at the package's 'From' price
 * (decision 64), with its full price when a discount brings it down. Null when nothing can be booked.
 */
export function headlinePrice(cheapest: Departure | null): HeadlinePrice | null {
  if (!cheapest) return null
  const pence = displayPence(cheapest)
  return { price: toMoneyString(pence), original: toPence(cheapest.price) > pence ? cheapest.price : null }
}

/**
 * The header's price as shown (decision 64): the bookable 'From' price, else the package's base price with
 * nothing struck through, else null, and the header says 'See Pricing'.
 */
export function shownHeadline(
  headline: HeadlinePrice | null,
  basePrice: string | null,
): HeadlinePrice | null {
  return headline ?? (basePrice ? { price: basePrice, original: null } : null)
}
