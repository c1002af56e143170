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
export function sqlState(error: Error) {
  const { code, cause } = error as DatabaseError
  return (cause as DatabaseError | undefined)?.code ?? code ?? ''
}

/** A database that is down, restarting or unreachable, as opposed to one that refused the query. */
export function isDatabaseUnavailable(error: unknown): boolean {
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
