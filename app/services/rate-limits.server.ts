import { sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { rateLimits } from '#app/db/schema.server'

/**
 * Rate-limit counters live in the database, so a limit holds across every app process behind a load
 * balancer (decision 6). Fixed windows: the first hit after a window has ended starts a new one.
 */

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
