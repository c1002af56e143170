import { sql } from 'drizzle-orm'
import type { Request, RequestHandler } from 'express'
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

const HOUR = 60 * 60 * 1000

/**
 * Decision 6's limits on the public writes, per IP. The API and the pages that take the same forms without
 * JavaScript count against them under the same names, so using both never doubles a visitor's allowance.
 */
export const PUBLIC_WRITE_LIMITS = {
  'email-signups': { limit: 20, windowMs: HOUR },
  'contact-webhook': { limit: 10, windowMs: HOUR },
} as const

export type PublicWrite = keyof typeof PUBLIC_WRITE_LIMITS

type LimitOptions = {
  db: Database
  name: string
  limit: number
  windowMs: number
  /** What is counted; the client's IP address unless said otherwise. */
  keyOf?: (req: Request) => string
  /** Count only refused requests, as for sign-in: a member of staff signing in often is not an attack. */
  failuresOnly?: boolean
  /** Over the limit: answers 429 with the JSON error shape, unless this says otherwise. */
  whenLimited?: RequestHandler
}

/** A limit with standard RateLimit headers, answering 429 with the JSON error shape once it is reached. */
export function limitRequests({
  db,
  name,
  limit,
  windowMs,
  keyOf,
  failuresOnly = false,
  whenLimited,
}: LimitOptions) {
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
    handler:
      whenLimited ??
      ((_req, res, _next, options) => {
        res.status(options.statusCode).json({
          error: 'Too many requests from your connection. Please wait a few minutes and try again.',
        })
      }),
  })
}

/** The limit on one public write, counted under the write's own name wherever it arrives. */
export const limitPublicWrite = (db: Database, write: PublicWrite, whenLimited?: RequestHandler) =>
  limitRequests({ db, name: write, ...PUBLIC_WRITE_LIMITS[write], whenLimited })
