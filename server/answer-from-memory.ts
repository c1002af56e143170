import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Express, Request, Response } from 'express'
import { sessionToken } from '#app/services/auth/auth.server'
import { API_QUERY_PARAMETERS, hasOnlyReadQueryParameters, type QueryParametersOf } from './cache-key'
import { isWellFormedAddress } from './request-address'
import type { HeaderPair, ResponseCache } from './response-cache'

/** Answers a request from the page cache at once, or says it cannot (false, having sent nothing). */
export type AnswerFromMemory = (req: IncomingMessage, res: ServerResponse) => boolean

type Options = {
  /** The app whose page cache this reads: its request and response prototypes, so its settings (trust proxy). */
  app: Express
  responses: ResponseCache
  /** Writes the request log's line for a request answered here, begun at `started`, once its answer is handed to Node (`request-logger.ts`). */
  logAnswer: (req: IncomingMessage, res: ServerResponse, started: number) => void
  /** Strict-Transport-Security, for a browser that came over HTTPS (`security-headers.ts`). */
  strictTransportSecurity: (req: Request) => HeaderPair | undefined
  pageQueryParameters: QueryParametersOf
  isApiPath: (path: string) => boolean
}

/**
 * The hot path (issue 34): a public page or catalogue read the page cache holds is answered before Express
 * routes the request through its middleware, with the same answer the middleware would give (decision 59).
 * Anything the middleware would change or look into first goes that way instead, where it is answered as
 * before: a malformed address (a 400 there), a session cookie (staff bypass the cache; a made-up one is a
 * visitor's once checked), a query parameter the page does not read (dropped there first), a page whose
 * parameters are not known yet (development), and every request the cache would not answer.
 */
export function answerFromMemory({
  app,
  responses,
  logAnswer,
  strictTransportSecurity,
  pageQueryParameters,
  isApiPath,
}: Options): AnswerFromMemory {
  const readBy = (url: string, req: Request) => {
    if (!url.includes('?')) return true
    const read = isApiPath(req.path) ? API_QUERY_PARAMETERS : pageQueryParameters(req.path)
    return !(read instanceof Promise) && hasOnlyReadQueryParameters(url, read)
  }

  return (incoming, outgoing) => {
    const started = Date.now()
    const { method, url = '' } = incoming
    if (method !== 'GET' && method !== 'HEAD') return false
    if (!isWellFormedAddress(incoming) || sessionToken(incoming.headers.cookie) !== undefined) return false
    // As Express's own handling begins (`app.handle`): its request and response, for the cache's key and answer.
    Object.setPrototypeOf(incoming, app.request)
    Object.setPrototypeOf(outgoing, app.response)
    const req = incoming as Request
    const res = outgoing as Response
    req.res = res
    res.req = req
    res.locals ??= Object.create(null)
    req.originalUrl = url
    if (!readBy(url, req)) return false
    // Never kept, as it is decided per request: set only on an answer given here.
    if (!responses.answerIfKept(req, res, strictTransportSecurity(req))) return false
    logAnswer(req, res, started)
    return true
  }
}
