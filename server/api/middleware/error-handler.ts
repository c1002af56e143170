import type { ErrorRequestHandler } from 'express'
import { isDatabaseUnavailable, sqlState } from '#app/db/availability.server'
import { ImageStoreFailed } from '#app/services/images/image-storage.server'
import { HttpError } from '../http-error'

/** body-parser's and the router's errors say what went wrong with the request in `type` and `status`. */
type RequestError = Error & { type?: string; status?: number }

/** Maps any error to the JSON error shape; the text of an unexpected 5xx is never shown. */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const { status, body } = toErrorResponse(error as Error)
  // The request's own log line carries it (server/request-logger.ts): one line per failed request.
  if (status >= 500) res.err = error
  if (res.headersSent) return
  res.status(status).json(body)
}

function toErrorResponse(error: Error): { status: number; body: { error: string; details?: unknown } } {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      body: { error: error.message, ...(error.details && { details: error.details }) },
    }
  }
  const requestError = error as RequestError
  if (requestError.type === 'entity.too.large') return plain(413, 'The request is too large.')
  if (requestError.type === 'entity.parse.failed') return plain(400, 'The request body is not valid JSON.')
  if (requestError.type === 'encoding.unsupported' || requestError.type === 'charset.unsupported') {
    return plain(415, 'The request uses an unsupported encoding.')
  }
  // Any other request the libraries could not read (a body that does not decompress, a path parameter
  // that does not URL-decode): the caller's fault, told without the library's wording.
  const status = requestError.status ?? 0
  if (status >= 400 && status < 500) return plain(status, 'The request could not be read.')
  // Before the database's checks: a store that cannot be reached fails with the same network codes.
  if (error instanceof ImageStoreFailed)
    return plain(503, 'The image store is unavailable. Please try again shortly.')
  const state = sqlState(error)
  if (state === '23503') return plain(400, 'The package, destination or airport it refers to does not exist.')
  if (state === '23505') return plain(409, 'That already exists.')
  if (isDatabaseUnavailable(error))
    return plain(503, 'The database is unavailable. Please try again shortly.')
  return plain(500, 'Something went wrong on our side. Please try again later.')
}

const plain = (status: number, message: string) => ({ status, body: { error: message } })
