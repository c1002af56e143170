import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { RequestHandler } from 'express'
import type pino from 'pino'
import type { Database, DatabaseHandle } from '#app/db/client.server'
import { loadConfig } from '#app/env.server'
import { createLeadOutbox, type LeadOutbox } from '#app/services/leads/outbox.server'
import { mailSettings } from '#app/services/mail/mail-settings.server'
import { createMailOutbox, type MailOutbox } from '#app/services/mail/outbox.server'
import { createMailTransport } from '#app/services/mail/transport.server'
import { createHttpApp } from '#server/http-app'
import { createLogger } from '#server/request-logger'
import { createTestDatabase } from './test-database'

export type TestServer = {
  db: Database
  /** This server's own data folder (uploads land here). */
  dataDir: string
  url: (path: string) => string
  leadOutbox?: LeadOutbox
  /** Sends over SMTP_URL when the test sets it, else writes .eml files under `dataDir`/mail. */
  mailOutbox: MailOutbox
  close: () => Promise<void>
}

type TestServerOptions = {
  environment?: Record<string, string>
  /** Stands in for the rendered pages, given the server's database. */
  pages?: (db: Database) => RequestHandler
  /** A database that outlives this server, to stand in for a restart; closed by its owner. */
  database?: DatabaseHandle
  /** Overrides the outboxes' test timings, say to keep one from retrying before a test does. */
  outboxTimings?: Partial<typeof TEST_OUTBOX_TIMINGS>
  /** Where the server's log lines go (from level info); without it the server logs nothing. */
  logTo?: pino.DestinationStream
}

/** Outbox timings short enough for a test to watch retries happen. */
const TEST_OUTBOX_TIMINGS = {
  pollMs: 100,
  leaseMs: 2_000,
  retryBaseMs: 50,
  retryMaxMs: 200,
  timeoutMs: 1_000,
}

/** The real HTTP app on a free port, over a database of its own unless one is given. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase())
  const dataDir = mkdtempSync(path.join(tmpdir(), 'citybreak-api-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...options.environment,
  })
  const logger = options.logTo ? createLogger('info', options.logTo) : createLogger('silent')
  const leadOutbox = config.CRM_WEBHOOK_URL
    ? createLeadOutbox({
        db: database.db,
        webhookUrl: config.CRM_WEBHOOK_URL,
        logger,
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
    ...TEST_OUTBOX_TIMINGS,
    ...options.outboxTimings,
  })
  mailOutbox.start()
  const app = createHttpApp({
    db: database.db,
    config,
    logger,
    leadOutbox,
    mailer: { settings: mailSettings(config), kick: mailOutbox.kick },
    pages: options.pages?.(database.db),
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    db: database.db,
    dataDir,
    url: (address) => `http://127.0.0.1:${port}${address}`,
    leadOutbox,
    mailOutbox,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await Promise.all([leadOutbox?.stop(), mailOutbox.stop()])
      mailTransport.close()
      if (!options.database) await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
