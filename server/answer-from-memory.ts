import type { IncomingMessage, ServerResponse } from 'node:http'
import { sessionToken } from '#app/services/auth/auth.server'
import { hasOnlyReadQueryParameters, type KeyedRequest, type QueryParametersOf } from './cache-key'
import { isPlainPath } from './plain-path'
import { isWellFormedAddress } from './request-address'
import type { HeaderPair, ResponseCache } from './response-cache'
import { isShareableRead } from './shared-caching'

/** Answers a request from the page cache at once, or says it cannot (false, having sent nothing). */
export type AnswerFromMemory = (req: IncomingMessage, res: ServerResponse) => boolean

type Options = {
  responses: ResponseCache
  /** The page cache's key, as the middleware makes it (`cache-key.ts`). */
  keyOf: (req: KeyedRequest) => string
  /** The scheme the request came with, as Express works it out (`request-protocol.ts`). */
  protocolOf: (req: IncomingMessage) => string
  /** Writes the request log's line for a request answered here, begun at `started`, once its answer is handed to Node (`request-logger.ts`). */
  logAnswer: (req: IncomingMessage, res: ServerResponse, started: number) => void
  /** Strict-Transport-Security for a request that came with this scheme (`security-headers.ts`). */
  strictTransportSecurity: (protocol: () => string) => HeaderPair | undefined
  /** The query parameters the answer to a path reads, as the middleware drops the others (`http-app.ts`). */
  parametersReadBy: QueryParametersOf
}

/**
 * Characters after which Express's address parser (parseurl) hands the address to `url.parse`, whose path
 * can differ from the text before the '?': such an address goes the long way.
 */
const UNUSUAL_TARGET = /[\t\n\f\r #\u00a0\ufeff]/

/** The path of a request target, as Express's `req.path` reads it; undefined where it might read it otherwise. */
function pathOf(url: string) {
  if (UNUSUAL_TARGET.test(url)) return undefined
  const queryStart = url.indexOf('?')
  return queryStart === -1 ? url : url.slice(0, queryStart)
}

/**
 * The hot path (issue 34): a public page or catalogue read the page cache holds is answered before Express
 * routes the request through its middleware, with the same answer the middleware would give (decision 59).
 * Anything the middleware would change or look into first goes that way instead, where it is answered as
 * before: a malformed address (a 400 there), one not in its plain form (a redirect there), a session cookie (staff bypass the cache; a made-up one is a
 * visitor's once checked), a query parameter the page does not read (dropped there first), a page whose
 * parameters are not known yet (development), and every request the cache would not answer.
 *
 * It works on Node's own request and response. Express gives them its prototypes as it takes them, and a
 * response whose prototype has changed costs Node's code that writes it more than the rest of the answer
 * does (decision 59, amended): a cached answer here never meets Express.
 */
export function answerFromMemory({
  responses,
  keyOf,
  protocolOf,
  logAnswer,
  strictTransportSecurity,
  parametersReadBy,
}: Options): AnswerFromMemory {
  /** Whether the answer reads every query parameter the address has, so the middleware would drop none. */
  const readsEveryParameter = (url: string, path: string) => {
    if (!url.includes('?')) return true
    const read = parametersReadBy(path)
    return !(read instanceof Promise) && hasOnlyReadQueryParameters(url, read)
  }

  return (req, res) => {
    const started = Date.now()
    const { method, url = '', headers } = req
    if (method !== 'GET' && method !== 'HEAD') return false
    if (!isWellFormedAddress(req) || sessionToken(headers.cookie) !== undefined) return false
    const path = pathOf(url)
    if (
      path === undefined ||
      !isPlainPath(path) ||
      !isShareableRead(method, path, headers) ||
      !readsEveryParameter(url, path)
    ) {
      return false
    }
    let protocol: string | undefined
    const protocolOnce = () => (protocol ??= protocolOf(req))
    const key = keyOf({ url, headers, protocol: protocolOnce })
    if (!responses.answerIfKept(key, req, res, strictTransportSecurity(protocolOnce))) return false
    logAnswer(req, res, started)
    return true
  }
}
