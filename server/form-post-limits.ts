import type { Request, Response } from 'express'
import type { Database } from '#app/db/client.server'
import {
  type CountPublicWrite,
  PUBLIC_WRITE_LIMITS,
  type PublicWrite,
} from '#app/services/rate-limits.server'
import { limitPublicWrite } from './api/middleware/rate-limit'

/** Passed to `next` by a limiter whose limit is reached, so it is told apart from an error. */
const LIMITED = Symbol('limited')

/**
 * The call-back and newsletter forms also post to page actions (for visitors whose scripts have not run,
 * decision 16). An action cannot run Express middleware, so this hands it the API's own limiters, bound to
 * the request: the same express-rate-limit, counters, visitor address and failure rule as `/api`. Over the
 * limit, nothing is answered here; the action answers in the page's own words.
 */
export function formPostLimits(db: Database) {
  const writes = Object.keys(PUBLIC_WRITE_LIMITS) as PublicWrite[]
  const limiters = new Map(
    writes.map((write) => [write, limitPublicWrite(db, write, (_req, _res, next) => next(LIMITED))]),
  )
  return (req: Request, res: Response): CountPublicWrite =>
    (write) =>
      new Promise((resolve, reject) => {
        const limiter = limiters.get(write)
        if (!limiter) return reject(new Error(`No limit is set for ${write}.`))
        void limiter(req, res, (outcome?: unknown) => {
          if (outcome === LIMITED) resolve(false)
          else if (outcome) reject(outcome)
          else resolve(true)
        })
      })
}
