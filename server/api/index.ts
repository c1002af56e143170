import express, { type RequestHandler, Router } from 'express'
import { catalogueRouter } from './catalogue-misc'
import type { ApiContext } from './context'
import { destinationsRouter } from './destinations'
import { enquiriesRouter } from './enquiries'
import { healthRouter } from './health'
import { HttpError } from './http-error'
import { errorHandler } from './middleware/error-handler'
import { packagesRouter } from './packages'

/** A body the API cannot read is refused up front rather than parsed as empty. */
const refuseUnknownMediaTypes: RequestHandler = (req, _res, next) => {
  if (req.is(['application/json', 'multipart/form-data']) === false) {
    return next(new HttpError(415, 'Send the request body as JSON.'))
  }
  next()
}

/** The JSON API mounted at /api. Answers are never cached by shared caches unless said so. */
export function apiRouter(context: ApiContext) {
  const router = Router()
  router.use(refuseUnknownMediaTypes)
  router.use(enquiriesRouter(context))
  router.use(express.json({ limit: '64kb' }))
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  })
  router.use(healthRouter(context))
  router.use('/travel-packages', packagesRouter(context))
  router.use('/destinations', destinationsRouter(context))
  router.use(catalogueRouter(context))
  router.use((req, _res, next) => next(new HttpError(404, `No API endpoint at ${req.method} ${req.path}.`)))
  router.use(errorHandler)
  return router
}
