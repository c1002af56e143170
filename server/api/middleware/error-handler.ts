import type { ErrorRequestHandler } from 'express'
import { HttpError } from '../http-error'

/** body-parser's and the router's errors say what went wrong with the request in `type` and `status`. */
type RequestError = Error & { type?: string; status?: number }
type DatabaseError = Error & { code?: string; cause?: { code?: string } }

/** Drizzle wraps the driver's error; Postgres's SQLSTATE is on it or on its cause. */
const sqlState = (error: Error) => (error as DatabaseError).cause?.code ?? (error as DatabaseError).code ?? ''

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
  '08001',
])

/** Maps any error to the JSON error shape; the text of an unexpected 5xx is never shown. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const { status, body } = toErrorResponse(error as Error)
  if (status >= 500) req.log?.error({ err: error }, 'request failed')
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
  const state = sqlState(error)
  if (state === '23503') return plain(400, 'The package or destination it belongs to does not exist.')
  if (state === '23505') return plain(409, 'That already exists.')
  if (CONNECTION_ERRORS.has(state)) {
    return plain(503, 'The service is temporarily unavailable. Please try again shortly.')
  }
  return plain(500, 'Something went wrong on our side. Please try again later.')
}

const plain = (status: number, message: string) => ({ status, body: { error: message } })
