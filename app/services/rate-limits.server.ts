import { lt, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { rateLimits } from '#app/db/schema.server'

/**
 * Rate-limit counters live in the database, so a limit holds across every app process behind a load
 * balancer (decision 6). Fixed windows: the first hit after a window has ended starts a new one.
 */

const HOUR = 60 * 60 * 1000

/**
 * Decision 6's limits on the public writes, per IP. The API and the pages that take the same forms without
 * JavaScript count against them under the same names, so using both never doubles a visitor's allowance.
 */
export const PUBLIC_WRITE_LIMITS = {
  'email-signups': { limit: 20, windowMs: HOUR },
  'contact-webhook': { limit: 10, windowMs: HOUR },
  // A family's booking, retried, corrected and sent again, with room to spare; not a stream of seat grabs.
  bookings: { limit: 20, windowMs: HOUR },
} as const

export type PublicWrite = keyof typeof PUBLIC_WRITE_LIMITS

/** Says whether one more post of this kind is within the visitor's limit, counting it (a page action's view). */
export type CountPublicWrite = (write: PublicWrite) => Promise<boolean>

/** Counts one hit on `key`: the hits in its window so far, and when that window ends. */
export async function countHit(db: Database, key: string, windowMs: number) {
  const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`
  const expired = sql`${rateLimits.resetAt} <= now()`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
  return { hits: row?.hits ?? 1, resetAt: row?.resetAt }
}

/** Takes one hit back, as for a request that turned out not to count. */
export async function uncountHit(db: Database, key: string) {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`)
}

export async function clearHits(db: Database, key: string) {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`)
}

/** Deletes the windows that have ended; their next hit would start afresh anyway. Answers how many went. */
export async function deleteSpentWindows(db: Database, now = new Date()) {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.resetAt, now))
    .returning({ key: rateLimits.key })
  return deleted.length
}
