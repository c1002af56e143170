import type { RequestHandler } from 'express'
import type pino from 'pino'
import type { Database } from '#app/db/client.server'
import { probeDatabase } from '#app/services/health.server'
import { HEALTH_PATH } from '../../server-contract'

export { HEALTH_PATH }

/** How long one answer from the database vouches for it; a probe already under way is shared. */
const PROBE_MS = 1000

/**
 * `GET /api/health`: 200 once the database answers, 503 otherwise, and 503 from the moment the server is told
 * to stop (`stopping` aborted), so load balancers send their requests elsewhere while it drains (decision 54).
 * Under load, at most one probe a second reaches the database, so the check can neither slow the site nor be
 * slowed by it.
 */
export function healthCheck(db: Database, logger: pino.Logger, stopping?: AbortSignal): RequestHandler {
  let probe: Promise<unknown> | null = null
  let probedAt = 0
  const databaseAnswers = () => {
    if (!probe || Date.now() - probedAt > PROBE_MS) {
      probedAt = Date.now()
      probe = probeDatabase(db)
      // A failed probe is not reused: the next request asks again.
      probe.catch(() => {
        probe = null
      })
    }
    return probe
  }
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store')
    if (stopping?.aborted) {
      res.status(503).json({ status: 'stopping', error: 'This server is shutting down.' })
      return
    }
    try {
      await databaseAnswers()
      res.json({ status: 'ok' })
    } catch (error) {
      logger.warn({ err: error }, 'health check: database not answering')
      res.status(503).json({ status: 'unavailable', error: 'The database is not answering.' })
    }
  }
}
