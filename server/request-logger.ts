import type { IncomingMessage, ServerResponse } from 'node:http'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import pino from 'pino'
import { pinoHttp } from 'pino-http'
import { HEALTH_PATH } from './api/health'

/** JSON lines to stdout, or to `destination` (a test's stream). */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: withoutQueryValues },
  }
  return destination ? pino(options, destination) : pino(options)
}

/**
 * Drizzle writes a failed query's values (a visitor's name, email and phone among them) into its error's
 * message and `params`. The log keeps the query and the database's reason for refusing it, not the values.
 */
function withoutQueryValues(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error)
  if (!(error instanceof DrizzleQueryError)) return serialized
  const { params: _values, ...rest } = serialized as typeof serialized & { params?: unknown }
  const withoutValues = `Failed query: ${error.query}`
  return {
    ...rest,
    message: serialized.message.replace(error.message, withoutValues),
    stack: serialized.stack.replace(error.message, withoutValues),
  }
}

/**
 * One JSON line per request, but for health checks. Only the path is logged: query strings and bodies can carry
 * email addresses and phone numbers, which must not reach the logs.
 */
export function requestLogger(logger: pino.Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    // Load balancers ask every few seconds; a line for each would bury the visitors' requests.
    autoLogging: { ignore: (req) => req.url === HEALTH_PATH },
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: IncomingMessage & { raw?: IncomingMessage }) => ({
        method: req.method,
        path: (req.url ?? '').split('?')[0],
      }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
  })
}
