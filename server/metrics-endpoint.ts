import cluster from 'node:cluster'
import { createHash, timingSafeEqual } from 'node:crypto'
import type { RequestHandler } from 'express'
import type pino from 'pino'
import type { Registry } from 'prom-client'
import { metricsOfEveryProcess } from './cluster-metrics'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Whether `Authorization` shows the token; compared in constant time, whatever the lengths. */
function showsToken(authorization: string | undefined, token: string) {
  const shown = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization ?? '')?.[1]
  return shown !== undefined && timingSafeEqual(digest(shown), digest(token))
}

/**
 * GET /metrics: Prometheus's text format, for a scraper showing `Authorization: Bearer <METRICS_TOKEN>`
 * (401 otherwise). Never kept by any cache; of several server processes, every process's figures summed.
 */
export function metricsEndpoint(registry: Registry, token: string, logger: pino.Logger): RequestHandler {
  return async (req, res) => {
    res.set('Cache-Control', 'no-store')
    if (!showsToken(req.get('authorization'), token)) {
      res.set('WWW-Authenticate', 'Bearer realm="metrics"')
      res.status(401).json({ error: 'The metrics need the bearer token set in METRICS_TOKEN.' })
      return
    }
    try {
      const text = cluster.isWorker ? await metricsOfEveryProcess() : await registry.metrics()
      res.setHeader('Content-Type', registry.contentType)
      res.end(text)
    } catch (error) {
      logger.warn({ err: error }, 'metrics could not be gathered')
      res.status(503).json({ error: 'The metrics could not be gathered: try again.' })
    }
  }
}
