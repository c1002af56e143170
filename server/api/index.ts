import express, { type RequestHandler, Router } from 'express'
import { adminReadsRouter } from './admin-reads'
import { authRouter } from './auth'
import { catalogueRouter } from './catalogue-misc'
import { catalogueRowsRouter } from './catalogue-rows'
import type { ApiContext } from './context'
import { destinationsRouter } from './destinations'
import { enquiriesRouter } from './enquiries'
import { HttpError } from './http-error'
import { imagesRouter } from './images'
import { loadAdminSession } from './middleware/admin-session'
import { errorHandler } from './middleware/error-handler'
import { adminOnlyWrites, announceAdminWrites, sameOriginWrites } from './middleware/write-guards'
import { packagesRouter } from './packages'
import { posthogProxyRouter } from './posthog-proxy'
import { pricingRouter } from './pricing'
import { mount } from './route-list'

/** A body the API cannot read is refused up front rather than parsed as empty. */
const refuseUnknownMediaTypes: RequestHandler = (req, _res, next) => {
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined
  if (hasBody && !req.is(['application/json', 'multipart/form-data'])) {
    return next(new HttpError(415, 'Send the request body as JSON.'))
  }
  next()
}

/** The JSON API mounted at /api. Answers are never cached by shared caches unless said so. */
export function apiRouter(context: ApiContext) {
  const router = Router()
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  })
  router.use(refuseUnknownMediaTypes)
  router.use(sameOriginWrites(context.config))
  router.use(loadAdminSession(context.db))
  router.use(adminOnlyWrites)
  router.use(announceAdminWrites(context.onCatalogueWrite))
  router.use(enquiriesRouter(context))
  router.use(posthogProxyRouter(context))
  mount(router, '/images', imagesRouter(context))
  router.use(express.json({ limit: '64kb' }))
  mount(router, '/auth', authRouter(context))
  mount(router, '/pricing', pricingRouter(context))
  mount(router, '/travel-packages', packagesRouter(context))
  mount(router, '/destinations', destinationsRouter(context))
  router.use(catalogueRouter(context))
  router.use(catalogueRowsRouter(context))
  router.use(adminReadsRouter(context))
  router.use((req, _res, next) => next(new HttpError(404, `No API endpoint at ${req.method} ${req.path}.`)))
  router.use(errorHandler)
  return router
}
