import cluster, { type Worker } from 'node:cluster'
import pino from 'pino'
import { AggregatorRegistry } from 'prom-client'
import { METRICS_ANSWER, METRICS_REQUEST, type MetricsAnswer } from './server-contract.js'

/** The most server processes WEB_CONCURRENCY may ask for; app/env.server.ts keeps the same bound. */
const MOST_PROCESSES = 64
/** A process that stops sooner than this after it was started died of its start, not in service. */
const QUICK_DEATH_MS = 30_000
/** Quick deaths in a row that are replaced before the server gives up: past them, every new process meets the fault. */
const QUICK_DEATHS_REPLACED = 3

/**
 * How many server processes WEB_CONCURRENCY asks for, 1 when it is unset. Read here, before any of the app is
 * loaded, because this file and server.ts are compiled alone (tsconfig.server.json); app/env.server.ts states
 * the same rules for the configuration's own checks. Throws the one line to print before exiting.
 */
export function serverProcessCount(environment: NodeJS.ProcessEnv): number {
  const text = environment.WEB_CONCURRENCY?.trim() || '1'
  const count = /^\d+$/.test(text) ? Number(text) : 0
  if (count < 1 || count > MOST_PROCESSES) {
    throw new Error(
      `Invalid configuration: WEB_CONCURRENCY must be a whole number from 1 to ${MOST_PROCESSES}`,
    )
  }
  // The embedded database's folder belongs to one process (decision 11).
  if (count > 1 && !environment.DATABASE_URL?.trim()) {
    throw new Error(
      'Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database serves one process',
    )
  }
  return count
}

/**
 * GET /metrics reaches one server process; it asks here, and the primary gathers every process's registry
 * (prom-client's AggregatorRegistry) and answers the sum: counters and histograms added up, the database's
 * figures taken once (decision 54). Processes without METRICS_TOKEN never ask.
 */
function answerMetricsRequests() {
  const aggregator = new AggregatorRegistry()
  cluster.on('message', (worker, message: { type?: unknown; id?: unknown }) => {
    const { type, id } = message ?? {}
    if (type !== METRICS_REQUEST || typeof id !== 'number') return
    const answer = (fields: Pick<MetricsAnswer, 'text' | 'error'>) => {
      const reply: MetricsAnswer = { type: METRICS_ANSWER, id, ...fields }
      worker.send(reply)
    }
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (error: Error) => answer({ error: error.message }),
    )
  })
}

/** LOG_LEVEL when it names a level; a bad one is the server processes' to refuse, with its own message. */
const logLevel = (level = '') => (level in pino.levels.values || level === 'silent' ? level : 'info')

/**
 * Makes this process the primary of `count` server processes (node:cluster), each running `serverFile` on
 * the one PORT while the primary hands them the connections in turn (decision 44). It serves nothing itself:
 * it passes SIGTERM and SIGINT on and exits once every process has (0 when each exited 0), and replaces a
 * process that dies, unless the processes keep dying as they start.
 */
export function runServerProcesses(count: number, serverFile: string) {
  const logger = pino({
    level: logLevel(process.env.LOG_LEVEL),
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
  })
  // The built server itself, not `npm start`'s script: a replacement must never rebuild under the others.
  cluster.setupPrimary({ exec: serverFile })
  const startedAt = new Map<Worker, number>()
  let served = false
  let quickDeaths = 0
  let stopping = false
  let exitCode = 0

  const start = () => {
    const worker = cluster.fork()
    startedAt.set(worker, Date.now())
    worker.once('listening', () => {
      served = true
    })
  }
  const stop = (signal: NodeJS.Signals, code: number) => {
    stopping = true
    exitCode = Math.max(exitCode, code)
    for (const worker of startedAt.keys()) worker.process.kill(signal)
    if (startedAt.size === 0) process.exit(exitCode)
  }

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0)
    startedAt.delete(worker)
    if (stopping) {
      if (code !== 0) exitCode = 1
      if (startedAt.size === 0) process.exit(exitCode)
      return
    }
    const death = { pid: worker.process.pid, code, signal }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0
    if (!served) {
      // As one process would: a bad setting or a database out of reach ends the start, for a supervisor to retry.
      logger.error(death, 'a server process failed to start: stopping the others')
      stop('SIGTERM', 1)
    } else if (quickDeaths > QUICK_DEATHS_REPLACED) {
      logger.error(
        death,
        `${quickDeaths} server processes in a row died as they started: stopping the others`,
      )
      stop('SIGTERM', 1)
    } else {
      logger.warn(death, 'a server process stopped unexpectedly: starting another')
      start()
    }
  })

  answerMetricsRequests()

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return
      logger.info(`${signal} received: passing it on to ${startedAt.size} server processes`)
      stop(signal, 0)
    })
  }
  logger.info(
    { processes: count },
    `starting ${count} server processes on one port (WEB_CONCURRENCY); each warms its own page cache`,
  )
  for (let n = 0; n < count; n += 1) start()
}
