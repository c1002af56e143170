import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import type pino from 'pino'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Database, DatabaseHandle, PoolUse } from '#app/db/client.server'
import type { Config } from '#app/env.server'
import { leadOutboxBacklog } from '#app/services/leads/outbox.server'
import { mailOutboxBacklog } from '#app/services/mail/outbox.server'
import type { OutboxBacklog } from '#app/services/outbox-worker.server'
import { shareWithPrimary } from './cluster-metrics'
import { publicFilesFolder, staticPrefixes } from './public-files'
import { methodLabel, routeGroupOf } from './route-group'

type MetricsSources = {
  db: Database
  logger: pino.Logger
  /** PostgreSQL's pool; the embedded database has none, and no pool metrics. */
  poolUse?: () => PoolUse
  /** Whether leads are forwarded to a CRM: without one every lead would count as waiting for ever. */
  forwardsLeads: boolean
  /** Where server.ts serves static files (`staticPrefixes`). */
  staticPrefixes: readonly string[]
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * One outbox's depth and oldest age, read by one query when Prometheus asks (both gauges are collected at
 * once and share it), never per request. A database that does not answer makes them NaN, not a stale figure.
 */
function outboxGauges(
  registry: Registry,
  outbox: 'lead' | 'mail',
  read: () => Promise<OutboxBacklog>,
  logger: pino.Logger,
) {
  let reading: Promise<OutboxBacklog | null> | undefined
  const backlog = () => {
    reading ??= read()
      .catch((error: unknown) => {
        logger.warn({ err: error }, `metrics: the ${outbox} outbox could not be read`)
        return null
      })
      .finally(() => {
        reading = undefined
      })
    return reading
  }
  // The same figure in every process of a server: the database's, so never summed (decision 54).
  const common = { registers: [registry], aggregator: 'max' as const }
  new Gauge({
    name: `${outbox}_outbox_depth`,
    help: `${outbox === 'lead' ? 'Call-back requests not yet taken by the CRM' : 'Emails not yet sent'}`,
    ...common,
    async collect() {
      this.set((await backlog())?.depth ?? Number.NaN)
    },
  })
  new Gauge({
    name: `${outbox}_outbox_oldest_age_seconds`,
    help: `How long the oldest ${outbox === 'lead' ? 'call-back request' : 'email'} still waiting has waited (0 when none is)`,
    ...common,
    async collect() {
      const read = await backlog()
      this.set(read ? (read.oldestAgeSeconds ?? 0) : Number.NaN)
    },
  })
}

function poolGauges(registry: Registry, poolUse: () => PoolUse) {
  new Gauge({
    name: 'db_pool_connections_in_use',
    help: 'PostgreSQL connections lent out by the pool now',
    registers: [registry],
    collect() {
      this.set(poolUse().inUse)
    },
  })
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a PostgreSQL connection from the pool',
    registers: [registry],
    collect() {
      this.set(poolUse().waiting)
    },
  })
}

/**
 * The process's Prometheus metrics (prom-client), made only when METRICS_TOKEN is set (decision 54): what
 * each part of the server reports, and the registry GET /metrics answers from.
 */
export function createMetrics({ db, logger, poolUse, forwardsLeads, staticPrefixes }: MetricsSources) {
  const registry = new Registry()
  // Event-loop delay, memory, CPU, handles, garbage collection.
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answers given, by route group, method and status',
    labelNames: ['group', 'method', 'status'] as const,
    registers: [registry],
  })
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being handed to the network, by route group',
    labelNames: ['group'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  })
  const cacheHits = new Counter({
    name: 'page_cache_hits_total',
    help: 'Public pages and catalogue reads answered from the page cache',
    registers: [registry],
  })
  const cacheMisses = new Counter({
    name: 'page_cache_misses_total',
    help: 'Public pages and catalogue reads the page cache did not hold, worked out afresh',
    registers: [registry],
  })
  const renders = new Histogram({
    name: 'render_duration_seconds',
    help: 'Time React Router took to answer a page it was asked for (loaders and rendering)',
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  })
  const crmFailures = new Counter({
    name: 'crm_failures_total',
    help: 'Deliveries of call-back requests the CRM did not take (each is retried)',
    registers: [registry],
  })
  const smtpFailures = new Counter({
    name: 'smtp_failures_total',
    help: 'Emails the mail server (or the mail folder) did not take',
    registers: [registry],
  })
  if (forwardsLeads) outboxGauges(registry, 'lead', () => leadOutboxBacklog(db), logger)
  outboxGauges(registry, 'mail', () => mailOutboxBacklog(db), logger)
  if (poolUse) poolGauges(registry, poolUse)
  shareWithPrimary(registry)

  return {
    registry,
    /**
     * An http.Server 'request' listener, added before the app's: counts and times every answer by its route
     * group, the static files server.ts serves included. An answer cut off before it ended is not counted.
     */
    observeRequest(req: IncomingMessage, res: ServerResponse) {
      const started = performance.now()
      const group = routeGroupOf(req.url ?? '', staticPrefixes)
      res.once('finish', () => {
        requests.inc({ group, method: methodLabel(req.method), status: String(res.statusCode) })
        durations.observe({ group }, (performance.now() - started) / 1000)
      })
    },
    /** Told by the page cache (`server/response-cache.ts`). */
    pageCache: { hit: () => cacheHits.inc(), miss: () => cacheMisses.inc() },
    /** Times React Router's answers: `pages` with a stopwatch. */
    timedPages(pages: RequestHandler): RequestHandler {
      return (req, res, next) => {
        const stop = renders.startTimer()
        res.once('finish', () => stop())
        return pages(req, res, next)
      }
    },
    crmFailures: (count: number) => crmFailures.inc(count),
    smtpFailures: (count: number) => smtpFailures.inc(count),
  }
}

export type AppMetrics = ReturnType<typeof createMetrics>

/** The process's metrics as the server makes them: only when METRICS_TOKEN is set, else none. */
export const metricsFor = (config: Config, database: DatabaseHandle, logger: pino.Logger) =>
  config.METRICS_TOKEN
    ? createMetrics({
        db: database.db,
        logger,
        poolUse: database.poolUse,
        forwardsLeads: Boolean(config.CRM_WEBHOOK_URL),
        staticPrefixes: staticPrefixes(publicFilesFolder(config)),
      })
    : undefined
