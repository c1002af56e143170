import type { IncomingMessage, ServerResponse } from 'node:http'
import pino from 'pino'
import { pinoHttp } from 'pino-http'
import { HEALTH_PATH } from './api/health'

export function createLogger(level: string) {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime })
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
