import type { IncomingMessage } from 'node:http'
import type { RequestHandler } from 'express'

/** RFC 1035's longest name, with room for a port. */
const MAX_HOST_LENGTH = 261

/**
 * A Host as HTTP allows it: a name or IPv4 address, or a bracketed IPv6 address, then an optional port.
 * The two parts share no character, so the pattern cannot backtrack.
 */
const HOST_PATTERN = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::(\d{1,5}))?$/i

function isWellFormedHost(value: string): boolean {
  if (value.length > MAX_HOST_LENGTH) return false
  const match = HOST_PATTERN.exec(value)
  return match !== null && Number(match[1] ?? 0) <= 65_535
}

const badRequest = (res: Parameters<RequestHandler>[1], error: string) =>
  res.status(400).set('Cache-Control', 'no-store').json({ error })

/**
 * Whether `wellFormedAddress` would let the request through as it is: a path for a target, a well-formed
 * Host, and no X-Forwarded-Host or a well-formed one.
 */
export function isWellFormedAddress(req: IncomingMessage): boolean {
  const { host, 'x-forwarded-host': forwardedHost } = req.headers
  return (
    (req.url ?? '').startsWith('/') &&
    host !== undefined &&
    isWellFormedHost(host) &&
    (forwardedHost === undefined || isWellFormedHost(firstForwardedHost(forwardedHost)))
  )
}

const firstForwardedHost = (header: string | string[]) => String(header).split(',')[0]?.trim() ?? ''

/**
 * Every address a request carries must make a URL before anything builds one from it (React Router builds
 * the page's request URL from Host, X-Forwarded-Host and the target, and threw on a bad one: a 500):
 * - a target that is not a path (absolute-form `GET http://evil.example/`, which only proxies are sent, or
 *   `*`) is a 400: Express's router would join its host to the path it routes;
 * - a malformed Host (`x:99999`, a space) is a 400;
 * - no Host at all (HTTP/1.0 allows it; Node refuses an HTTP/1.1 request without one) is the site's own
 *   address where that is configured (`publishedOrigin`, production): pages name themselves from it anyway, and
 *   Host changes nothing there. Where pages take their address from the request (development and tests), a
 *   request that names no host has no address to be answered at: a 400 (decision 49);
 * - a malformed X-Forwarded-Host (`a b`) is dropped, as if the proxy had not sent it.
 */
export function wellFormedAddress(publishedOrigin: string | undefined): RequestHandler {
  const siteHost = publishedOrigin === undefined ? undefined : new URL(publishedOrigin).host
  return (req, res, next) => {
    if (!req.url.startsWith('/')) return badRequest(res, 'The request target must be a path on this site.')
    const host = req.headers.host
    if (host === undefined) {
      if (siteHost === undefined) return badRequest(res, 'The Host header is missing.')
      req.headers.host = siteHost
    } else if (!isWellFormedHost(host)) return badRequest(res, 'The Host header is malformed.')
    const forwardedHost = req.headers['x-forwarded-host']
    if (forwardedHost !== undefined) {
      if (!isWellFormedHost(firstForwardedHost(forwardedHost))) delete req.headers['x-forwarded-host']
    }
    next()
  }
}
