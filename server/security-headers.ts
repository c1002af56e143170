import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'
import helmet from 'helmet'
import type { Config } from '#app/env.server'
import { embedPolicy } from '#app/lib/embed-policy'
import { SITE_REFERRER_POLICY } from '#app/lib/site-origin'
import type { HeaderPair } from './response-cache'
import { isPublishedOverHttps, isSecureRequest } from './secure-request'

/** A fresh nonce per response lets React Router's inline hydration scripts run and nothing else. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64')
  next()
}

const origin = (url: string) => new URL(url).origin

const nonceOf = (res: unknown) => (res as { locals: { cspNonce: string } }).locals.cspNonce

/**
 * Helmet's headers, and HSTS only to a browser that came over HTTPS (or when PUBLIC_URL is https): a plain
 * http request whose X-Forwarded-Proto comes from an untrusted sender does not get it (decision 22).
 */
export function securityHeaders(config: Config): RequestHandler {
  const headers = helmetHeaders(config)
  const hsts = strictTransportSecurity(config)
  return (req, res, next) =>
    headers(req, res, (error?: unknown) => {
      if (error) return next(error)
      hsts(req, res, next)
    })
}

/**
 * HSTS to a browser that came over HTTPS (or when PUBLIC_URL is https) only. The page cache's hot path, whose
 * kept headers never hold it, asks `strictTransportSecurityHeader` the same.
 */
export function strictTransportSecurity(config: Config): RequestHandler {
  const hsts = helmet.strictTransportSecurity()
  return (req, res, next) => (isSecureRequest(req, config) ? hsts(req, res, next) : next())
}

/**
 * The same decision and header for the page cache's hot path, which writes every header at once
 * (`server/answer-from-memory.ts`): given the scheme the request came with (asked only when the site's
 * address does not settle it), the pair to lead them with, or undefined.
 */
export function strictTransportSecurityHeader(
  config: Config,
): (protocol: () => string) => HeaderPair | undefined {
  let header: HeaderPair | undefined
  const recorder = { setHeader: (name: string, value: string) => (header = [name, value]) }
  helmet.strictTransportSecurity()({} as never, recorder as never, () => {})
  if (!header) throw new Error('helmet set no Strict-Transport-Security header')
  const pair = header
  const always = isPublishedOverHttps(config)
  return (protocol) => (always || protocol() === 'https' ? pair : undefined)
}

function helmetHeaders(config: Config) {
  const travelify = origin(config.TRAVELIFY_SCRIPT_URL)
  // Travelify's and EMBED_ORIGINS: the same list the HTML section editor warns by (decision 56).
  const embeds = embedPolicy({
    travelifyScriptUrl: config.TRAVELIFY_SCRIPT_URL,
    embedOrigins: config.EMBED_ORIGINS,
  })
  const analytics = origin(config.POSTHOG_HOST)
  const development = config.NODE_ENV === 'development'
  // Images uploaded while a CDN is named in front of the bucket are linked there (decision 29).
  const imageCdn = config.S3_PUBLIC_URL ? [origin(config.S3_PUBLIC_URL)] : []
  return helmet({
    // Vite's development client injects inline scripts and a websocket; production is strict.
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${nonceOf(res)}'`, ...embeds.scriptOrigins],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', travelify, ...imageCdn],
            fontSrc: ["'self'"],
            connectSrc: ["'self'", travelify, analytics],
            frameSrc: embeds.frameOrigins,
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    // Nothing about a page reaches another site, as with helmet's 'no-referrer'; but this site's own form
    // posts keep their Origin, which Chromium replaces with 'null' under 'no-referrer', and which React
    // Router's check of an action and the forms' same-site guard both need (decision 16).
    referrerPolicy: { policy: SITE_REFERRER_POLICY },
    strictTransportSecurity: false,
  })
}
