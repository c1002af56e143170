import type { Request, RequestHandler } from 'express'
import type { Config } from '#app/env.server'
import { CROSS_SITE_MESSAGE, isCrossSite, isOwnPageWithoutReferrer } from '#app/lib/site-origin'
import { HttpError } from '../http-error'
import { requireAdmin } from './admin-session'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Writes anyone may make: a visitor's enquiries, booking and analytics, signing in or out, setting a password
 * from an emailed link, and Stripe's webhook (its signature is its authority; it sends no Origin, so the
 * same-site check lets it by as it does any request without one). Each of these routes declares
 * `access('anyone')` too; the rest need staff.
 */
export const PUBLIC_WRITES = new Set([
  'POST /email-signups',
  'POST /contact-webhook',
  'POST /bookings',
  'POST /payments/stripe/webhook',
  'POST /posthog-proxy',
  'POST /auth/login',
  'POST /auth/logout',
  'POST /auth/accept-invitation',
  'POST /auth/password-reset',
  'POST /auth/password-reset/complete',
])

/** The origin this site's pages are served from: PUBLIC_URL's, or the one the request came in on. */
export const ownOrigin = (config: Config, req: Request) =>
  config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `${req.protocol}://${req.get('host')}`

const crossSiteWrite = (config: Config, req: Request) =>
  !READS.has(req.method) &&
  isCrossSite({ origin: req.headers.origin, fetchSite: req.get('sec-fetch-site') }, ownOrigin(config, req))

/**
 * A browser names the page that sent a write; one from another site is refused even with a valid session
 * cookie (defence in depth beside SameSite=Lax).
 */
export function sameOriginWrites(config: Config): RequestHandler {
  return (req, _res, next) =>
    next(crossSiteWrite(config, req) ? new HttpError(403, CROSS_SITE_MESSAGE) : undefined)
}

/**
 * The same rule in front of the pages, whose form actions check it too (`form-post-guard.server.ts`): it
 * answers before React Router's own origin check, which would say only "Bad Request" and log the attempt
 * as a fault.
 */
export function sameOriginPagePosts(config: Config): RequestHandler {
  return (req, res, next) => {
    if (crossSiteWrite(config, req)) return void res.status(403).type('text/plain').send(CROSS_SITE_MESSAGE)
    // React Router's check reads Origin alone, and refuses 'null': a token page's post without scripts.
    if (isOwnPageWithoutReferrer({ origin: req.headers.origin, fetchSite: req.get('sec-fetch-site') })) {
      delete req.headers.origin
    }
    next()
  }
}

/** Every write but the public ones needs a signed-in admin. */
export const adminOnlyWrites: RequestHandler = (req, res, next) => {
  if (READS.has(req.method) || PUBLIC_WRITES.has(`${req.method} ${req.path}`)) return next()
  requireAdmin(req, res, next)
}

/**
 * Calls `onWrite` when an admin write succeeds, just before its answer is sent: by the time the admin sees
 * "saved", the next public request is already answered from the new data.
 */
export function announceAdminWrites(onWrite: (() => void) | undefined): RequestHandler {
  return (req, res, next) => {
    if (!onWrite || READS.has(req.method) || PUBLIC_WRITES.has(`${req.method} ${req.path}`)) return next()
    const end = res.end.bind(res)
    res.end = ((...args: Parameters<typeof res.end>) => {
      if (res.statusCode < 400) onWrite()
      return end(...args)
    }) as typeof res.end
    next()
  }
}
