import { sql } from 'drizzle-orm'
import type { Request } from 'express'
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit'
import { rateLimit } from 'express-rate-limit'
import type { Database } from '#app/db/client.server'
import { rateLimits } from '#app/db/schema.server'

/**
 * Counters live in the database, so a limit holds across every app process behind a load balancer.
 * Fixed windows: the first hit after a window has ended starts a new one.
 */
class DatabaseStore implements Store {
  localKeys = false
  private windowMs = 60_000

  constructor(
    private readonly db: Database,
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const windowEnd = sql`now() + ${this.windowMs} * interval '1 millisecond'`
    const expired = sql`${rateLimits.resetAt} <= now()`
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: this.prefix + key, hits: 1, resetAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
    return { totalHits: row?.hits ?? 1, resetTime: row?.resetAt }
  }

  async decrement(key: string) {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(sql`${rateLimits.key} = ${this.prefix + key}`)
  }

  async resetKey(key: string) {
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} = ${this.prefix + key}`)
  }
}

type LimitOptions = {
  db: Database
  name: string
  limit: number
  windowMs: number
  /** What is counted; the client's IP address unless said otherwise. */
  keyOf?: (req: Request) => string
  /** Count only refused requests, as for sign-in: a member of staff signing in often is not an attack. */
  failuresOnly?: boolean
}

/** A limit answering 429 with the JSON error shape and standard RateLimit headers. */
export function limitRequests({ db, name, limit, windowMs, keyOf, failuresOnly = false }: LimitOptions) {
  return rateLimit({
    windowMs,
    limit,
    skipSuccessfulRequests: failuresOnly,
    ...(keyOf && { keyGenerator: keyOf }),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new DatabaseStore(db, `${name}:`),
    // A counter that cannot be read must not turn a visitor's enquiry away.
    passOnStoreError: true,
    handler: (_req, res, _next, options) => {
      res.status(options.statusCode).json({
        error: 'Too many requests from your connection. Please wait a few minutes and try again.',
      })
    },
  })
}
