import type { IncomingHttpHeaders } from 'node:http'
import type { Request } from 'express'
import { isbot } from 'isbot'
import { SEARCH_FIELDS } from '#app/lib/search-options'

/**
 * The query parameters a request's answer may depend on: the API's, or those of the page the path names
 * (`server/page-query-parameters.ts`). Anything else (utm_*, fbclid, gclid, a cache-buster, a parameter
 * another page reads) is taken off the request before it is answered, so it can neither change the answer
 * nor force a fresh render: the answer is the same, and so is its cache key.
 */
export type QueryParametersOf = (path: string) => ReadonlySet<string> | Promise<ReadonlySet<string>>

/**
 * Every query parameter a public API read looks at. A handler that starts reading a new parameter must add
 * it here, or it will never see it.
 */
export const API_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  // The holiday search (/api/travel-packages); airport and month are also the package calendar's
  // (/api/travel-packages/{slugOrId}/calendar).
  ...SEARCH_FIELDS,
  // A page of a list API (decision 38); the staff's list filters are for staff, whose requests are not cached.
  'limit',
  'offset',
  // /api/travel-packages/{slugOrId}?include=pricing
  'include',
  // /api/travel-packages/{slugOrId}/pricing?from=&to=: departures in a range of dates.
  'from',
  'to',
])

/** Whether the address's query (after `queryStart`, its '?') names only parameters in `read`. */
const readsAll = (url: string, queryStart: number, read: ReadonlySet<string>) =>
  [...new URLSearchParams(url.slice(queryStart + 1)).keys()].every((name) => read.has(name))

/** Whether `dropUnreadQueryParameters` would leave the address as it is. */
export const hasOnlyReadQueryParameters = (url: string, read: ReadonlySet<string>) => {
  const queryStart = url.indexOf('?')
  return queryStart === -1 || readsAll(url, queryStart, read)
}

/**
 * Keeps only the query parameters in `read`, on the request itself (`url` for Express, `originalUrl` for
 * React Router), so what is answered and what is remembered cannot differ.
 */
export function dropUnreadQueryParameters(req: Request, read: ReadonlySet<string>) {
  const queryStart = req.url.indexOf('?')
  if (queryStart === -1) return
  if (readsAll(req.url, queryStart, read)) return
  const query = new URLSearchParams(req.url.slice(queryStart + 1))
  // The order is kept: pages build addresses from their own query, and a visitor sees those.
  for (const name of new Set(query.keys())) if (!read.has(name)) query.delete(name)
  const kept = query.toString()
  const path = req.url.slice(0, queryStart) + (kept ? `?${kept}` : '')
  const pathPrefix = req.originalUrl.slice(0, req.originalUrl.length - req.url.length)
  req.url = path
  req.originalUrl = pathPrefix + path
}

/** What a request's cache key is made of, readable from Express's request and from Node's alike. */
export type KeyedRequest = {
  /** The address as answered: after `dropUnreadQueryParameters`. */
  url: string
  headers: IncomingHttpHeaders
  /** The scheme it came with (`req.protocol`), asked for only where pages take their address from the request. */
  protocol: () => string
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
export function cacheKey(
  { url, headers, protocol }: KeyedRequest,
  { followsRequestHost }: KeyOptions,
): string {
  const reader = isbot(headers['user-agent'] ?? '') ? 'bot' : 'browser'
  const address = followsRequestHost
    ? `${protocol()}://${headers.host ?? ''}|${headers['x-forwarded-host'] ?? ''}`
    : ''
  return `${address}${url} ${reader}`
}
