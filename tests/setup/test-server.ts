import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { RequestHandler } from 'express'
import type pino from 'pino'
import { openCatalogueChanges } from '#app/db/catalogue-changes.server'
import { type Database, type DatabaseHandle, openPostgres } from '#app/db/client.server'
import { loadConfig } from '#app/env.server'
import { createLeadOutbox, type LeadOutbox } from '#app/services/leads/outbox.server'
import { mailSettings } from '#app/services/mail/mail-settings.server'
import { createMailOutbox, type MailOutbox } from '#app/services/mail/outbox.server'
import { createMailTransport } from '#app/services/mail/transport.server'
import type { QueryParametersOf } from '#server/cache-key'
import { createHttpApp } from '#server/http-app'
import { metricsFor } from '#server/metrics'
import { createLogger } from '#server/request-logger'
import { createTestDatabase } from './test-database'

export type TestServer = {
  db: Database
  /** This server's own data folder (uploads land here). */
  dataDir: string
  url: (path: string) => string
  /** How many requests the page cache's hot path has answered before the app saw them (decision 59). */
  answeredAtOnce: () => number
  leadOutbox?: LeadOutbox
  /** Sends over SMTP_URL when the test sets it, else writes .eml files under `dataDir`/mail. */
  mailOutbox: MailOutbox
  close: () => Promise<void>
}

type TestServerOptions = {
  environment?: Record<string, string>
  /** Stands in for the rendered pages, given the server's database. */
  pages?: (db: Database) => RequestHandler
  /** What the stand-in pages read from their addresses (`server/page-query-parameters.ts`); nothing when absent. */
  pageQueryParameters?: QueryParametersOf
  /** A database that outlives this server, to stand in for a restart; closed by its owner. */
  database?: DatabaseHandle
  /**
   * A PostgreSQL database this server opens connections of its own to and shares with the others given it,
   * as the servers of a fleet do: its admin writes reach their page caches, theirs reach its own.
   */
  fleetDatabaseUrl?: string
  /** Overrides the outboxes' test timings, say to keep one from retrying before a test does. */
  outboxTimings?: Partial<typeof TEST_OUTBOX_TIMINGS>
  /** Where the server's log lines go (from level info); without it the server logs nothing. */
  logTo?: pino.DestinationStream
}

/** Outbox timings short enough for a test to watch retries happen (the CRM timeout is CRM_TIMEOUT_MS's). */
const TEST_OUTBOX_TIMINGS = {
  pollMs: 100,
  leaseMs: 2_000,
  retryBaseMs: 50,
  retryMaxMs: 200,
}

/** The real HTTP app on a free port, over a database of its own unless one is given. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database =
    options.database ??
    (options.fleetDatabaseUrl ? openPostgres(options.fleetDatabaseUrl) : await createTestDatabase())
  const dataDir = mkdtempSync(path.join(tmpdir(), 'citybreak-api-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    CRM_TIMEOUT_MS: '1000',
    ...options.environment,
  })
  const logger = options.logTo ? createLogger('info', options.logTo) : createLogger('silent')
  const catalogueChanges = await openCatalogueChanges({
    databaseUrl: options.fleetDatabaseUrl,
    db: database.db,
    logger,
  })
  const metrics = metricsFor(config, database, logger)
  const leadOutbox = config.CRM_WEBHOOK_URL
    ? createLeadOutbox({
        db: database.db,
        webhookUrl: config.CRM_WEBHOOK_URL,
        timeoutMs: config.CRM_TIMEOUT_MS,
        logger,
        onNotDelivered: metrics?.crmFailures,
        ...TEST_OUTBOX_TIMINGS,
        ...options.outboxTimings,
      })
    : undefined
  leadOutbox?.start()
  const mailTransport = createMailTransport(config, logger)
  const mailOutbox = createMailOutbox({
    db: database.db,
    transport: mailTransport,
    logger,
    onNotDelivered: metrics?.smtpFailures,
    ...TEST_OUTBOX_TIMINGS,
    ...options.outboxTimings,
  })
  mailOutbox.start()
  const { app, answerFromMemory } = createHttpApp({
    db: database.db,
    config,
    logger,
    leadOutbox,
    catalogueChanges,
    mailer: { settings: mailSettings(config), kick: mailOutbox.kick },
    pages: options.pages?.(database.db),
    pageQueryParameters: options.pageQueryParameters,
    metrics,
  })
  // As server.ts serves: the page cache's hot path first, then the app.
  let answeredAtOnce = 0
  const server = createServer((req, res) => {
    if (answerFromMemory(req, res)) answeredAtOnce += 1
    else app(req, res)
  })
  server.listen(0, '127.0.0.1')
  if (metrics) server.prependListener('request', metrics.observeRequest)
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    db: database.db,
    dataDir,
    url: (address) => `http://127.0.0.1:${port}${address}`,
    answeredAtOnce: () => answeredAtOnce,
    leadOutbox,
    mailOutbox,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await Promise.all([leadOutbox?.stop(), mailOutbox.stop(), catalogueChanges.close()])
      mailTransport.close()
      if (!options.database) await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
