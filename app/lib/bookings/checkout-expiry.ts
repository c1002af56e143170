/**
 * When a Stripe Checkout Session for a booking closes (decision 63). Stripe takes an `expires_at` from 30
 * minutes to 24 hours after it makes the session; a minute's margin each side allows for the two clocks.
 */
const MINUTE = 60 * 1000
export const SHORTEST_CHECKOUT_MS = 31 * MINUTE
export const LONGEST_CHECKOUT_MS = 24 * 60 * MINUTE - MINUTE

/**
 * With the hold, so nobody pays for seats the expiry pass has given back; at most Stripe's longest (a later
 * request makes a fresh session for what is left of the hold). Null when the hold ends too soon for a
 * session Stripe would make: that visitor pays by phone. A booking with no hold (its deposit paid) gets
 * Stripe's longest.
 */
export function checkoutExpiry(now: Date, holdEndsAt: Date | null): Date | null {
  const longest = new Date(now.getTime() + LONGEST_CHECKOUT_MS)
  if (!holdEndsAt) return longest
  if (holdEndsAt.getTime() - now.getTime() < SHORTEST_CHECKOUT_MS) return null
  return holdEndsAt < longest ? holdEndsAt : longest
}
