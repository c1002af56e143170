import type { RequestHandler } from 'express'
import type { Config } from '#app/env.server'
import { HttpError } from '../http-error'
import { requireAdmin } from './admin-session'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Writes anyone may make: a visitor's enquiries and analytics, and signing in or out. */
export const PUBLIC_WRITES = new Set([
  'POST /email-signups',
  'POST /contact-webhook',
  'POST /posthog-proxy',
  'POST /auth/login',
  'POST /auth/logout',
])

/**
 * A browser always names the page's origin on a cross-site write; one from another site is refused
 * even with a valid session cookie (defence in depth beside SameSite=Lax).
 */
export function sameOriginWrites(config: Config): RequestHandler {
  return (req, _res, next) => {
    const origin = req.headers.origin
    if (READS.has(req.method) || !origin) return next()
    const site = config.PUBLIC_URL
      ? new URL(config.PUBLIC_URL).origin
      : `${req.protocol}://${req.get('host')}`
    if (origin !== site) return next(new HttpError(403, 'This request did not come from this site.'))
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
