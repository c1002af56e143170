import { and, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Transaction } from '#app/db/client.server'
import { pricingOptions } from '#app/db/schema.server'

/**
 * Seats on a departure (decision 63). Both are one conditional UPDATE inside the caller's transaction: on
 * PostgreSQL its row lock makes a second booking of the same departure wait for the first to commit and then
 * test the seats left, so no two bookings take the last seat, whichever server each arrives at; PGlite runs
 * one transaction at a time. A null `available_seats` is no limit and stays null. The seats' "last changed"
 * stays the price's own, and the month-sum triggers (decision 45) see the update, so a departure whose
 * seats reach 0 leaves the calendar as it is stored.
 */

/** Takes `count` seats and answers the departure's price as it stands now; null when there are not enough. */
export async function takeSeats(tx: Transaction, pricingOptionId: number, count: number) {
  const [taken] = await tx
    .update(pricingOptions)
    .set({
      availableSeats: sql`${pricingOptions.availableSeats} - ${count}`,
      updatedAt: sql`${pricingOptions.updatedAt}`,
    })
    .where(
      and(
        eq(pricingOptions.id, pricingOptionId),
        eq(pricingOptions.isAvailable, true),
        or(isNull(pricingOptions.availableSeats), gte(pricingOptions.availableSeats, count)),
      ),
    )
    .returning({ price: pricingOptions.price, discountedPrice: pricingOptions.discountedPrice })
  return taken ?? null
}

/** Gives `count` seats back to a departure with a limit; one without a limit, or deleted since, is left be. */
export async function returnSeats(tx: Transaction, pricingOptionId: number | null, count: number) {
  if (pricingOptionId === null) return
  await tx
    .update(pricingOptions)
    .set({
      availableSeats: sql`${pricingOptions.availableSeats} + ${count}`,
      updatedAt: sql`${pricingOptions.updatedAt}`,
    })
    .where(and(eq(pricingOptions.id, pricingOptionId), isNotNull(pricingOptions.availableSeats)))
}
