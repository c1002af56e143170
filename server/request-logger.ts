import cluster from 'node:cluster'
import type { IncomingMessage, ServerResponse } from 'node:http'
import pino from 'pino'
import { pinoHttp } from 'pino-http'
import { HEALTH_PATH } from './api/health'
import { METRICS_PATH } from './route-group'

/**
 * Lines waiting to be written once this many bytes of them are held (about twenty request lines), or every
 * FLUSH_MS: one write for many lines, instead of a blocking write to stdout for each (decision 59).
 */
const BATCH_BYTES = 4096
const FLUSH_MS = 200

/**
 * JSON lines to stdout, or to `destination` (a test's stream). Stdout is written in batches, in the background:
 * a line reaches it within FLUSH_MS. `flushLogs` writes out what is held, and pino writes it at once as the
 * process exits (an uncaught error included); only SIGKILL or a crash of Node itself can lose the last lines.
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options = {
    level,
    // One of several server processes (WEB_CONCURRENCY) says which it is on each line.
    base: cluster.isWorker ? { pid: process.pid } : undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: withoutQueryValues },
  }
  return pino(
    options,
    destination ??
      pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES, periodicFlush: FLUSH_MS }),
  )
}

/** Resolves once every line logged so far has been written (an error writing them is left to pino's own). */
export const flushLogs = (logger: pino.Logger) =>
  new Promise<void>((resolve) => logger.flush(() => resolve()))

/**
 * Drizzle writes a failed query's values (a visitor's name, email and phone among them) into its error's
 * message and `params`. The log keeps the query and the database's reason for refusing it, not the values.
 * pino-http hands this an error it has already serialized, the logger an Error: both carry the fields.
 */
function withoutQueryValues(error: unknown) {
  const serialized: unknown = error instanceof Error ? pino.stdSerializers.err(error) : error
  if (!isFailedQuery(serialized)) return serialized
  const { params, ...rest } = serialized
  const valuesLine = `\nparams: ${String(params)}`
  return {
    ...rest,
    message: rest.message.replace(valuesLine, ''),
    stack: rest.stack?.replace(valuesLine, ''),
  }
}

type FailedQuery = { message: string; stack?: string; query: string; params: unknown }

const isFailedQuery = (value: unknown): value is FailedQuery =>
  typeof value === 'object' &&
  value !== null &&
  'params' in value &&
  typeof (value as { query?: unknown }).query === 'string' &&
  typeof (value as { message?: unknown }).message === 'string'

const pathOf = (req: IncomingMessage) => (req.url ?? '').split('?')[0]

/**
 * One JSON line per request, but for health checks and metrics scrapes. Only the path is logged: query strings and bodies can carry
 * email addresses and phone numbers, which must not reach the logs.
 *
 * `middleware` logs every request the app sees; `answeredFromMemory` writes the same line, numbered in the same
 * sequence, for a request the page cache's hot path answered (decision 59). That one is always a success and
 * never a health check, so it is written straight to the logger, without pino-http's two child loggers per request.
 */
export function requestLogger(logger: pino.Logger) {
  let lastId = 0
  const nextId = () => {
    lastId = (lastId + 1) & 0x7fffffff
    return lastId
  }
  const middleware = pinoHttp({
    logger,
    genReqId: (req) => req.id ?? nextId(),
    quietReqLogger: true,
    // Load balancers and Prometheus ask every few seconds; a line for each would bury the visitors' requests.
    autoLogging: { ignore: (req) => req.url === HEALTH_PATH || req.url === METRICS_PATH },
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      // pino-http serializes with its own error serializer unless given one.
      err: withoutQueryValues,
      req: (req: IncomingMessage & { raw?: IncomingMessage }) => ({ method: req.method, path: pathOf(req) }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
  })
  /**
   * Logs a request begun at `started` whose whole answer the hot path has just handed to Node (`res.end`):
   * nothing is left to wait for, so the line is written now rather than from a 'finish' listener.
   */
  const answeredFromMemory = (req: IncomingMessage, res: ServerResponse, started: number) => {
    if (!logger.isLevelEnabled('info')) return
    logger.info(
      {
        reqId: nextId(),
        req: { method: req.method, path: pathOf(req) },
        res: { status: res.statusCode },
        responseTime: Date.now() - started,
      },
      'request completed',
    )
  }
  return { middleware, answeredFromMemory }
}
