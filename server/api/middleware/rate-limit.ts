import type { Request, RequestHandler, Response } from 'express'
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit'
import { rateLimit } from 'express-rate-limit'
import type { Database } from '#app/db/client.server'
import {
  clearHits,
  countHit,
  PUBLIC_WRITE_LIMITS,
  type PublicWrite,
  uncountHit,
} from '#app/services/rate-limits.server'

/** express-rate-limit's store over the database's counters, one key prefix per limit. */
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
    const { hits, resetAt } = await countHit(this.db, this.prefix + key, this.windowMs)
    return { totalHits: hits, resetTime: resetAt }
  }

  async decrement(key: string) {
    await uncountHit(this.db, this.prefix + key)
  }

  async resetKey(key: string) {
    await clearHits(this.db, this.prefix + key)
  }
}

type LimitOptions = {
  db: Database
  name: string
  limit: number
  windowMs: number
  /** What is counted; the client's IP address unless said otherwise. */
  keyOf?: (req: Request, res: Response) => string
  /** Requests this limit neither counts nor refuses. */
  skip?: (req: Request, res: Response) => boolean
  /** Count only refused requests, as for sign-in: a member of staff signing in often is not an attack. */
  failuresOnly?: boolean
  /** With failuresOnly, which answers count as failures: every 4xx and 5xx unless said otherwise. */
  isFailure?: (status: number) => boolean
  /** Over the limit: answers 429 with the JSON error shape, unless this says otherwise (or lets it through). */
  whenLimited?: RequestHandler
}

export const TOO_MANY_REQUESTS =
  'Too many requests from your connection. Please wait a few minutes and try again.'

/** A limit with standard RateLimit headers, answering 429 with the JSON error shape once it is reached. */
export function limitRequests({
  db,
  name,
  limit,
  windowMs,
  keyOf,
  skip,
  failuresOnly = false,
  isFailure = (status) => status >= 400,
  whenLimited,
}: LimitOptions) {
  return rateLimit({
    windowMs,
    limit,
    skipSuccessfulRequests: failuresOnly,
    requestWasSuccessful: (_req, res) => !isFailure(res.statusCode),
    ...(keyOf && { keyGenerator: keyOf }),
    ...(skip && { skip }),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new DatabaseStore(db, `${name}:`),
    // A counter that cannot be read must not turn a visitor's enquiry away.
    passOnStoreError: true,
    handler:
      whenLimited ??
      ((_req, res, _next, options) => {
        res.status(options.statusCode).json({ error: TOO_MANY_REQUESTS })
      }),
  })
}

/** The limit on one public write, counted under the write's own name wherever it arrives. */
export const limitPublicWrite = (db: Database, write: PublicWrite, whenLimited?: RequestHandler) =>
  limitRequests({ db, name: write, ...PUBLIC_WRITE_LIMITS[write], whenLimited })
