import type { ErrorRequestHandler } from 'express'
import { HttpError } from '../http-error'

/** body-parser's and the router's errors say what went wrong with the request in `type` and `status`. */
type RequestError = Error & { type?: string; status?: number }
type DatabaseError = Error & { code?: string; cause?: unknown }

/** Node's codes for a connection that could not be made or was lost. */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
/** SQLSTATEs of a server shutting down, starting up or full (class 08 is every connection exception). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300'])
/** node-postgres reports a lost, silent or timed-out connection with a message only. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/

/** Drizzle wraps the driver's error: Postgres's SQLSTATE, or Node's code, is on it or on its cause. */
function sqlState(error: Error) {
  const { code, cause } = error as DatabaseError
  return (cause as DatabaseError | undefined)?.code ?? code ?? ''
}

/** A database that is down, restarting or unreachable, as opposed to one that refused the query. */
function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as DatabaseError).code ?? ''
  return (
    NETWORK_ERRORS.has(code) ||
    UNAVAILABLE_STATES.has(code) ||
    code.startsWith('08') ||
    LOST_CONNECTION.test(error.message) ||
    isDatabaseUnavailable(error.cause)
  )
}

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
  const state = sqlState(error)
  if (state === '23503') return plain(400, 'The package, destination or airport it refers to does not exist.')
  if (state === '23505') return plain(409, 'That already exists.')
  if (isDatabaseUnavailable(error))
    return plain(503, 'The database is unavailable. Please try again shortly.')
  return plain(500, 'Something went wrong on our side. Please try again later.')
}

const plain = (status: number, message: string) => ({ status, body: { error: message } })
