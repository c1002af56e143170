import { createRequestHandler } from '@react-router/express'
import { RouterContextProvider } from 'react-router'
import { appContext } from '#app/app-context.server'
import { openCatalogueChanges } from '#app/db/catalogue-changes.server'
import { openDatabase } from '#app/db/client.server'
import { createFilesPrivately, makeFolderPrivate } from '#app/db/private-data-folder.server'
import { listeningOrigin, loadConfig } from '#app/env.server'
import { startHoldExpiry } from '#app/services/bookings/hold-expiry.server'
import { startHousekeeping } from '#app/services/housekeeping.server'
import { createLeadOutbox } from '#app/services/leads/outbox.server'
import { mailFolder } from '#app/services/mail/mail-files.server'
import { mailSettings } from '#app/services/mail/mail-settings.server'
import { createMailOutbox } from '#app/services/mail/outbox.server'
import { createMailTransport } from '#app/services/mail/transport.server'
import { serveOwnerRequests } from '#app/services/owner-socket.server'
import { startScheduledPublishing } from '#app/services/packages/scheduled-publishing.server'
import { cardPaymentsFrom, stripeApiUrlWarning } from '#app/services/payments/stripe-client.server'
import { rememberedSearchOptions } from '#app/services/search/remembered-options.server'
import { listSitemapEntries } from '#app/services/sitemap.server'
import type { QueryParametersOf } from './cache-key'
import { formPostLimits } from './form-post-limits'
import { createHttpApp } from './http-app'
import { readIslandScripts } from './island-scripts'
import { metricsFor } from './metrics'
import { pageQueryParameters } from './page-query-parameters'
import { prepareDatabase } from './prepare-database'
import { createLogger, flushLogs } from './request-logger'
import { audienceOf } from './shared-caching'
import { warmUp } from './warm-up'

/**
 * Validates the configuration, opens and migrates the database, seeds an empty one,
 * and returns the app. Built by Vite as the server entry, so it can load the route modules.
 */
export async function startApp() {
  createFilesPrivately()
  const config = loadConfig()
  const logger = createLogger(config.LOG_LEVEL)
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
    logger.warn(
      `PUBLIC_URL IS NOT SET: canonical links, the sitemap and robots.txt will name ${listeningOrigin(config)}. ` +
        'Set PUBLIC_URL to the address visitors use (for example https://www.example.com) before going live.',
    )
  }
  const stripeWarning = stripeApiUrlWarning(config)
  if (stripeWarning) logger.warn(stripeWarning)
  const tightened = makeFolderPrivate(config.DATA_DIR)
  if (tightened > 0) {
    logger.warn(
      `made ${tightened} files and folders in ${config.DATA_DIR} private: other users of this machine had access to them`,
    )
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  try {
    if ((await prepareDatabase(database, config)).seeded) logger.info('seeded the sample catalogue')
  } catch (error) {
    await database.close()
    throw error
  }
  const metrics = metricsFor(config, database, logger)
  const leadOutbox = config.CRM_WEBHOOK_URL
    ? createLeadOutbox({
        db: database.db,
        webhookUrl: config.CRM_WEBHOOK_URL,
        timeoutMs: config.CRM_TIMEOUT_MS,
        logger,
        onNotDelivered: metrics?.crmFailures,
      })
    : undefined
  const mailTransport = createMailTransport(config, logger)
  const mailOutbox = createMailOutbox({
    db: database.db,
    transport: mailTransport,
    logger,
    onNotDelivered: metrics?.smtpFailures,
  })
  const mailer = { settings: mailSettings(config), kick: mailOutbox.kick }
  const publicWriteLimits = formPostLimits(database.db)
  const cardPayments = cardPaymentsFrom(config)
  const catalogueChanges = await openCatalogueChanges({
    databaseUrl: config.DATABASE_URL,
    db: database.db,
    logger,
  })
  const searchOptions = rememberedSearchOptions(database.db)
  catalogueChanges.onChange(searchOptions.forget)
  const production = config.NODE_ENV === 'production'
  const loadBuild = () => import('virtual:react-router/server-build')
  // Given a function, React Router loads the build and derives its routes again on every request, which the
  // development server's hot reload needs; in production that was 5 % of a fresh page's CPU, so the build is
  // loaded once.
  const build = production ? await loadBuild() : undefined
  // Beside the client build this module is part of (build/server/index.js → build/client/.vite).
  const islandScripts = production
    ? readIslandScripts(new URL('../client/.vite/islands-manifest.json', import.meta.url))
    : undefined
  const readByPages = build ? pageQueryParameters(build.routes) : undefined
  // Known there and then in production, as the hot path needs them (server/answer-from-memory.ts).
  const queryParametersOfPage: QueryParametersOf = (path) =>
    readByPages ? readByPages(path) : loadBuild().then((latest) => pageQueryParameters(latest.routes)(path))
  const pages = createRequestHandler({
    build: build ?? loadBuild,
    mode: production ? 'production' : 'development',
    getLoadContext: (req, res) => {
      const context = new RouterContextProvider()
      context.set(appContext, {
        db: database.db,
        config,
        cspNonce: String(res.locals.cspNonce ?? ''),
        islandScripts,
        audience: audienceOf(res),
        searchOptions: searchOptions.load,
        leadOutbox,
        mailer,
        countPublicWrite: publicWriteLimits(req, res),
        cardPayments,
        onCatalogueWrite: catalogueChanges.announce,
        reportError: (error) => {
          res.err = error instanceof Error ? error : new Error(String(error))
        },
      })
      return context
    },
  })
  if (leadOutbox) leadOutbox.start()
  else logger.warn('CRM_WEBHOOK_URL is not set: call-back requests are stored but not forwarded')
  mailOutbox.start()
  if (!config.SMTP_URL) {
    logger.warn(`SMTP_URL is not set: emails are written to ${config.DATA_DIR}/mail instead of being sent`)
  }
  const scheduledPublishing = startScheduledPublishing({
    db: database.db,
    logger,
    onPublished: catalogueChanges.announce,
  })
  const holdExpiry = startHoldExpiry({
    db: database.db,
    mailer,
    logger,
    onExpired: catalogueChanges.announce,
  })
  // `npm run backup` and `npm run admin` ask the server that holds the embedded database's folder (decisions 31, 51).
  const ownerRequests = database.snapshot
    ? await serveOwnerRequests({ database, dataDir: config.DATA_DIR, logger })
    : undefined
  // Aborted when the server is told to stop: the health check answers 503 and the warm-up ends (decision 54).
  const stopping = new AbortController()
  const { app, answerFromMemory, imageStorage } = createHttpApp({
    db: database.db,
    config,
    logger,
    pages,
    pageQueryParameters: queryParametersOfPage,
    leadOutbox,
    mailer,
    catalogueChanges,
    stopping: stopping.signal,
    metrics,
  })
  const rules = {
    leadRetentionMonths: config.LEAD_RETENTION_MONTHS,
    mailFolder: mailFolder(config.DATA_DIR),
    uploads: imageStorage,
  }
  const housekeeping = startHousekeeping({ db: database.db, rules, logger })
  const close = async () => {
    await Promise.all([
      leadOutbox?.stop(),
      mailOutbox.stop(),
      housekeeping.stop(),
      scheduledPublishing.stop(),
      holdExpiry.stop(),
      catalogueChanges.close(),
      ownerRequests?.close(),
    ])
    mailTransport.close()
    await database.close()
    // The log is written in batches: the last lines go out before the process exits.
    await flushLogs(logger)
  }
  /** Renders every public page once (server/warm-up.ts), once the server listens at origin. */
  const warm = async (origin: string) =>
    warmUp(
      origin,
      (await listSitemapEntries(database.db)).map((entry) => entry.url),
      logger,
      stopping.signal,
    )
  return {
    app,
    answerFromMemory,
    config,
    origin: listeningOrigin(config),
    logger,
    close,
    warm,
    beginDrain: () => stopping.abort(),
    observeRequest: metrics?.observeRequest,
  }
}
