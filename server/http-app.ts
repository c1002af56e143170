import compression from 'compression'
import express, { type RequestHandler } from 'express'
import type pino from 'pino'
import { type CatalogueChanges, inProcessCatalogueChanges } from '#app/db/catalogue-changes.server'
import { publishedOrigin } from '#app/env.server'
import { NEWSLETTER_UNSUBSCRIBE_PATH } from '#app/lib/newsletter-pages'
import { signWithSessionSecret } from '#app/services/auth/signing-key.server'
import { UPLOADS_URL_PREFIX } from '#app/services/images/image-storage.server'
import { createOgImages } from '#app/services/images/og-images.server'
import { answerFromMemory } from './answer-from-memory'
import type { ApiContext } from './api/context'
import { HEALTH_PATH, healthCheck } from './api/health'
import { apiRouter } from './api/index'
import { sameOriginPagePosts } from './api/middleware/write-guards'
import {
  API_QUERY_PARAMETERS,
  cacheKey,
  dropUnreadQueryParameters,
  type KeyedRequest,
  type QueryParametersOf,
} from './cache-key'
import { createImageStore } from './image-store'
import type { AppMetrics } from './metrics'
import { metricsEndpoint } from './metrics-endpoint'
import { oneClickUnsubscribe } from './newsletter-unsubscribe'
import { ogImagesRouter } from './og-images'
import { pageMethodsOnly } from './page-methods'
import { plainPathsOnly } from './plain-path'
import { publicFilesFolder } from './public-files'
import { removableDrainListeners } from './removable-drain-listeners'
import { wellFormedAddress } from './request-address'
import { requestLogger } from './request-logger'
import { requestProtocol } from './request-protocol'
import { createResponseCache } from './response-cache'
import { METRICS_PATH } from './route-group'
import { cspNonce, securityHeaders, strictTransportSecurityHeader } from './security-headers'
import { identifyStaff, isSharedRead, pageCaching } from './shared-caching'
import { noReferrerFromTokenPages } from './token-pages'

type HttpAppOptions = Omit<ApiContext, 'imageStorage' | 'onCatalogueWrite'> & {
  logger: pino.Logger
  /** How admin writes reach the page cache of every server; this process's alone when absent. */
  catalogueChanges?: CatalogueChanges
  /** Server-side rendering of the pages; absent in API-only integration tests. */
  pages?: RequestHandler
  /** The query parameters the page a path names reads (`server/page-query-parameters.ts`); none when absent. */
  pageQueryParameters?: QueryParametersOf
  /** Aborted once the server is told to stop: the health check then answers 503 (decision 54). */
  stopping?: AbortSignal
  /** The process's metrics, made when METRICS_TOKEN is set; GET /metrics answers from them (decision 54). */
  metrics?: AppMetrics
}

const READS_NOTHING: ReadonlySet<string> = new Set()

/** Mounted at /api, which Express matches in any letter case. */
const isApiPath = (path: string) => /^\/api(\/|$)/i.test(path)

/**
 * Everything that answers HTTP except static assets: headers, logs, /api, then the pages; and the hot path
 * that answers from the page cache before any of it runs, for the server to try first.
 */
export function createHttpApp({
  logger,
  pages,
  pageQueryParameters = () => READS_NOTHING,
  catalogueChanges = inProcessCatalogueChanges(),
  stopping,
  metrics,
  ...context
}: HttpAppOptions) {
  /** The query parameters the answer to `path` reads: the API's, or those of the page it names. */
  const parametersReadBy: QueryParametersOf = (path) =>
    isApiPath(path) ? API_QUERY_PARAMETERS : pageQueryParameters(path)
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', context.config.TRUST_PROXY)
  signWithSessionSecret(context.db, context.config.SESSION_SECRET)
  const requestLog = requestLogger(logger)
  app.use(requestLog.middleware)
  const origin = publishedOrigin(context.config)
  app.use(wellFormedAddress(origin))
  app.use(cspNonce)
  // Before anything reads the path: each rule then sees the path the router matches (decision 62).
  app.use(securityHeaders(context.config), plainPathsOnly, noReferrerFromTokenPages)
  // Before everything that is not needed to answer it, so it stays cheap under load.
  app.get(HEALTH_PATH, healthCheck(context.db, logger, stopping))
  app.use(compression(), removableDrainListeners)
  const token = context.config.METRICS_TOKEN
  if (metrics && token) app.get(METRICS_PATH, metricsEndpoint(metrics.registry, token, logger))
  const images = createImageStore(context.config)
  app.use(UPLOADS_URL_PREFIX, images.uploads)
  app.use(identifyStaff(context.db))
  app.use(async (req, res, next) => {
    if (req.url.includes('?') && isSharedRead(req, res)) {
      dropUnreadQueryParameters(req, await parametersReadBy(req.path))
    }
    next()
  })
  const followsRequestHost = origin === undefined
  const keyOf = (req: KeyedRequest) => cacheKey(req, { followsRequestHost })
  const responses = createResponseCache({
    maxEntries: 500,
    maxBytes: 32 * 1024 * 1024,
    // Rendering holds the event loop (and PGlite's queries run on it too): two at once overlap a PostgreSQL
    // round trip, and more would only make the health check and the cached pages wait behind them.
    maxConcurrentMisses: 2,
    keyOf: (req) => keyOf({ url: req.originalUrl, headers: req.headers, protocol: () => req.protocol }),
    bypass: (req, res) => !isSharedRead(req, res),
    observe: metrics?.pageCache,
  })
  app.use(responses.middleware)
  catalogueChanges.onChange(responses.clear)
  app.use(
    '/api',
    apiRouter({ ...context, imageStorage: images.storage, onCatalogueWrite: catalogueChanges.announce }),
  )
  const publicFiles = publicFilesFolder(context.config)
  app.use(
    ogImagesRouter({ db: context.db, ogImages: createOgImages({ storage: images.storage, publicFiles }) }),
  )
  // Before the pages' same-site guard: a mail client's one-click unsubscribe never comes from our pages.
  app.post(NEWSLETTER_UNSUBSCRIBE_PATH, oneClickUnsubscribe(context.db))
  if (pages) {
    app.use(
      pageMethodsOnly,
      sameOriginPagePosts(context.config),
      pageCaching,
      metrics?.timedPages(pages) ?? pages,
    )
  }
  return {
    app,
    // Housekeeping sweeps the same store the API writes to.
    imageStorage: images.storage,
    answerFromMemory: answerFromMemory({
      responses,
      keyOf,
      protocolOf: (req) => requestProtocol(req, app.get('trust proxy fn')),
      logAnswer: requestLog.answeredFromMemory,
      strictTransportSecurity: strictTransportSecurityHeader(context.config),
      parametersReadBy,
    }),
  }
}
