import path from 'node:path'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import type pino from 'pino'
import { publishedOrigin } from '#app/env.server'
import { NEWSLETTER_UNSUBSCRIBE_PATH } from '#app/lib/newsletter-pages'
import { signWithSessionSecret } from '#app/services/auth/signing-key.server'
import { createDiskStorage, UPLOADS_URL_PREFIX } from '#app/services/images/image-storage.server'
import { createOgImages } from '#app/services/images/og-images.server'
import type { ApiContext } from './api/context'
import { HEALTH_PATH, healthCheck } from './api/health'
import { apiRouter } from './api/index'
import { sameOriginPagePosts } from './api/middleware/write-guards'
import { cacheKey, dropUnreadQueryParameters } from './cache-key'
import { oneClickUnsubscribe } from './newsletter-unsubscribe'
import { ogImagesRouter } from './og-images'
import { wellFormedAddress } from './request-address'
import { requestLogger } from './request-logger'
import { createResponseCache } from './response-cache'
import { cspNonce, securityHeaders } from './security-headers'
import { identifyStaff, isSharedRead, pageCaching } from './shared-caching'

type HttpAppOptions = Omit<ApiContext, 'imageStorage' | 'onCatalogueWrite'> & {
  logger: pino.Logger
  /** Server-side rendering of the pages; absent in API-only integration tests. */
  pages?: RequestHandler
}

/** Everything that answers HTTP except static assets: headers, logs, /api, then the pages. */
export function createHttpApp({ logger, pages, ...context }: HttpAppOptions) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', context.config.TRUST_PROXY)
  signWithSessionSecret(context.db, context.config.SESSION_SECRET)
  app.use(requestLogger(logger))
  app.use(wellFormedAddress)
  app.use(cspNonce)
  app.use(securityHeaders(context.config))
  // Before everything that is not needed to answer it, so it stays cheap under load.
  app.get(HEALTH_PATH, healthCheck(context.db, logger))
  app.use(compression())
  const uploads = path.resolve(context.config.DATA_DIR, 'uploads')
  // Upload names are random and never reused, so browsers and CDNs may keep them for good.
  app.use(UPLOADS_URL_PREFIX, express.static(uploads, { immutable: true, maxAge: '1y', index: false }))
  app.use(identifyStaff(context.db))
  app.use((req, res, next) => {
    if (isSharedRead(req, res)) dropUnreadQueryParameters(req)
    next()
  })
  const followsRequestHost = publishedOrigin(context.config) === undefined
  const responses = createResponseCache({
    maxEntries: 500,
    maxBytes: 32 * 1024 * 1024,
    // Rendering holds the event loop (and PGlite's queries run on it too): two at once overlap a PostgreSQL
    // round trip, and more would only make the health check and the cached pages wait behind them.
    maxConcurrentMisses: 2,
    keyOf: (req) => cacheKey(req, { followsRequestHost }),
    bypass: (req, res) => !isSharedRead(req, res),
  })
  app.use(responses.middleware)
  app.use(
    '/api',
    apiRouter({ ...context, imageStorage: createDiskStorage(uploads), onCatalogueWrite: responses.clear }),
  )
  // The production build serves its copy of public/ (server.ts); the working tree's is the same files.
  const publicFiles = path.resolve(context.config.NODE_ENV === 'production' ? 'build/client' : 'public')
  app.use(ogImagesRouter({ db: context.db, ogImages: createOgImages({ uploads, publicFiles }) }))
  // Before the pages' same-site guard: a mail client's one-click unsubscribe never comes from our pages.
  app.post(NEWSLETTER_UNSUBSCRIBE_PATH, oneClickUnsubscribe(context.db))
  if (pages) app.use(sameOriginPagePosts(context.config), pageCaching, pages)
  return app
}
