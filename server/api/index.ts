import { type RequestHandler, Router } from 'express'
import { cardPaymentsFrom } from '#app/services/payments/stripe-client.server'
import { airportsRouter } from './airports'
import { analyticsConfigRouter, posthogProxyRouter } from './analytics'
import { auditLogRouter } from './audit-log'
import { authRouter } from './auth'
import { bookingDetailsRouter } from './booking-details'
import { bookingSettingsRouter } from './booking-settings'
import { bookingRequestsRouter, bookingsRouter } from './bookings'
import type { ApiContext } from './context'
import { dashboardRouter } from './dashboard'
import { destinationsRouter } from './destinations'
import { emailSignupsRouter, signupRequestsRouter } from './email-signups'
import { HttpError } from './http-error'
import { imagesRouter } from './images'
import { leadRequestsRouter, leadsRouter } from './leads'
import { loadAdminSession } from './middleware/admin-session'
import { errorHandler } from './middleware/error-handler'
import { jsonBody } from './middleware/json-body'
import { sameStaffAccount } from './middleware/staff-account'
import { adminOnlyWrites, announceAdminWrites, sameOriginWrites } from './middleware/write-guards'
import { notificationSettingsRouter } from './notification-settings'
import { packageFeaturesRouter } from './package-features'
import { packagesRouter } from './packages'
import { passwordsRouter } from './passwords'
import { pricingRouter } from './pricing'
import { privacyRouter } from './privacy'
import { reviewsRouter } from './reviews'
import { assertRoutesDeclared, listRoutes, mount } from './route-list'
import { sitemapRouter } from './sitemap'
import { staffRouter } from './staff'
import { stripeWebhookRouter } from './stripe-webhook'
import { widgetSectionsRouter } from './widget-sections'

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
  const cardPayments = cardPaymentsFrom(context.config)
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  })
  router.use(refuseUnknownMediaTypes)
  router.use(sameOriginWrites(context.config))
  router.use(loadAdminSession(context.db))
  router.use(sameStaffAccount)
  router.use(adminOnlyWrites)
  router.use(announceAdminWrites(context.onCatalogueWrite))
  // The public writes read their own bodies (smaller limits; the proxy's only once it is enabled; Stripe's
  // webhook raw, for its signature), and images arrive as files, so these come before the API's JSON parser.
  mount(router, '/email-signups', signupRequestsRouter(context))
  router.use(leadRequestsRouter(context))
  router.use(bookingRequestsRouter(context, cardPayments))
  router.use(stripeWebhookRouter(context, cardPayments))
  router.use(posthogProxyRouter(context))
  mount(router, '/images', imagesRouter(context))
  router.use(jsonBody('64kb'))
  mount(router, '/auth/me/notifications', notificationSettingsRouter(context))
  mount(router, '/auth', authRouter(context))
  mount(router, '/auth', passwordsRouter(context))
  mount(router, '/pricing', pricingRouter(context))
  mount(router, '/travel-packages', packagesRouter(context))
  mount(router, '/destinations', destinationsRouter(context))
  mount(router, '/airports', airportsRouter(context))
  mount(router, '/reviews', reviewsRouter(context))
  mount(router, '/package-features', packageFeaturesRouter(context))
  mount(router, '/widget-sections', widgetSectionsRouter(context))
  mount(router, '/sitemap', sitemapRouter(context))
  router.use(analyticsConfigRouter(context))
  router.use(leadsRouter(context))
  router.use(bookingsRouter(context))
  router.use(bookingDetailsRouter(context))
  mount(router, '/email-signups', emailSignupsRouter(context))
  mount(router, '/admin', dashboardRouter(context))
  mount(router, '/privacy', privacyRouter(context))
  mount(router, '/staff', staffRouter(context))
  mount(router, '/audit-log', auditLogRouter(context))
  mount(router, '/settings/booking', bookingSettingsRouter(context))
  router.use((req, _res, next) => next(new HttpError(404, `No API endpoint at ${req.method} ${req.path}.`)))
  router.use(errorHandler)
  assertRoutesDeclared(listRoutes(router))
  return router
}
