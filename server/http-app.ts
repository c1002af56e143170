import compression from 'compression'
import express, { type RequestHandler } from 'express'
import type pino from 'pino'
import type { ApiContext } from './api/context'
import { apiRouter } from './api/index'
import { requestLogger } from './request-logger'
import { cspNonce, securityHeaders } from './security-headers'

type HttpAppOptions = ApiContext & {
  logger: pino.Logger
  /** Server-side rendering of the pages; absent in API-only integration tests. */
  pages?: RequestHandler
}

/** Everything that answers HTTP except static assets: headers, logs, /api, then the pages. */
export function createHttpApp({ logger, pages, ...context }: HttpAppOptions) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback')
  app.use(requestLogger(logger))
  app.use(cspNonce)
  app.use(securityHeaders(context.config))
  app.use(compression())
  app.use('/api', apiRouter(context))
  if (pages) app.use(pages)
  return app
}
