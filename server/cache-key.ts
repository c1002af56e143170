import type { Request } from 'express'
import { isbot } from 'isbot'
import { SENT_FLAG, SUBSCRIBED_FLAG } from '#app/lib/enquiry-pages'
import { SEARCH_FIELDS } from '#app/lib/search-options'

/**
 * Every query parameter a public page or public API read looks at. Anything else (utm_*, fbclid, gclid, a
 * cache-buster) is taken off the request before it is answered, so it can neither change the answer nor force
 * a fresh render: the answer is the same, and so is its cache key. A loader that starts reading a new
 * parameter must add it here, or it will never see it.
 */
const READ_QUERY_PARAMETERS = new Set<string>([
  // The holiday search (/offers and /api/travel-packages) and the package page's calendar (airport, month).
  ...SEARCH_FIELDS,
  // Which page of /offers' results.
  'page',
  // The reservation page's link from the calendar (its price is not read: the page shows the database's).
  'date',
  'travelers',
  // A page of a list API (decision 38); the staff's list filters are for staff, whose requests are not cached.
  'limit',
  'offset',
  // /api/travel-packages/{slugOrId}?include=pricing
  'include',
  // /api/travel-packages/{slugOrId}/pricing?from=&to=: departures in a range of dates.
  'from',
  'to',
  // The call-back and newsletter pages that work without JavaScript.
  'package',
  'source',
  'returnTo',
  SENT_FLAG,
  SUBSCRIBED_FLAG,
  // React Router's own: which loaders a client-side navigation's data request wants, and index routes.
  '_routes',
  'index',
])

/**
 * Keeps only the query parameters something reads, on the request itself (`url` for
 * Express, `originalUrl` for React Router), so what is answered and what is remembered cannot differ.
 */
export function dropUnreadQueryParameters(req: Request) {
  const queryStart = req.url.indexOf('?')
  if (queryStart === -1) return
  const query = new URLSearchParams(req.url.slice(queryStart + 1))
  const names = new Set(query.keys())
  if ([...names].every((name) => READ_QUERY_PARAMETERS.has(name))) return
  // The order is kept: pages build addresses from their own query, and a visitor sees those.
  for (const name of names) if (!READ_QUERY_PARAMETERS.has(name)) query.delete(name)
  const kept = query.toString()
  const path = req.url.slice(0, queryStart) + (kept ? `?${kept}` : '')
  const pathPrefix = req.originalUrl.slice(0, req.originalUrl.length - req.url.length)
  req.url = path
  req.originalUrl = pathPrefix + path
}

type KeyOptions = {
  /** True when pages name their own address from the request (no configured origin: development and tests). */
  followsRequestHost: boolean
}

/**
 * Everything an answer depends on. The path and the parameters read (after `dropUnreadQueryParameters`);
 * whether a crawler asked, since React waits for the whole page before sending it to one; and, only where
 * pages take their address from the request, the scheme and hosts it came with. In production the site's
 * address comes from configuration, so a forged Host or X-Forwarded-Host changes neither key nor answer.
 */
export function cacheKey(req: Request, { followsRequestHost }: KeyOptions): string {
  const reader = isbot(req.get('user-agent') ?? '') ? 'bot' : 'browser'
  const address = followsRequestHost
    ? `${req.protocol}://${req.get('host') ?? ''}|${req.get('x-forwarded-host') ?? ''}`
    : ''
  return `${address}${req.originalUrl} ${reader}`
}
