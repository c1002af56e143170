import cluster from 'node:cluster'
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import express from 'express'
import expressStaticGzip from 'express-static-gzip'
import { runServerProcesses, serverProcessCount } from './server-cluster.js'
import { createShutdown } from './server-shutdown.js'

type RunningApp = {
  app: express.Express
  /** Answers a request the page cache holds before Express sees it; false when it cannot (decision 59). */
  answerFromMemory: (req: IncomingMessage, res: ServerResponse) => boolean
  config: { PORT: number; HOST: string; SHUTDOWN_DRAIN_MS: number }
  /** The address the server listens on, as a browser would open it. */
  origin: string
  logger: {
    info: (message: string) => void
    warn: (message: string) => void
    error: (details: object, message: string) => void
  }
  close: () => Promise<void>
  warm: (origin: string) => Promise<void>
  /** Turns the health check to 503 and stops the warm-up: the server has been told to stop. */
  beginDrain: () => void
  /** With METRICS_TOKEN: counts and times every request, the static files' too. */
  observeRequest?: (req: IncomingMessage, res: ServerResponse) => void
}

const production = process.env.NODE_ENV === 'production'
/**
 * How long an idle kept-alive connection stays open. Node's 5 s is shorter than most clients and balancers keep
 * theirs (an AWS load balancer 60 s), and a request sent on a connection just as the server closes it fails
 * unanswered, a POST unretried: the server should be the later of the two to close, never the earlier.
 */
const KEEP_ALIVE_MS = 65_000
/**
 * How long a client may take to send a request (decision 54). Node's own limits (the headers within 60 s, the
 * whole request within 300 s, looked at every 30 s) let a client dripping a header line every few seconds
 * hold a connection 72 s, and one trickling a body keep a stopping server waiting out its grace. The whole
 * request's minute is what the largest image the admin may upload (10 MB, server/api/images.ts) takes at
 * 1.4 Mbit/s. Each request's limits run from its own first byte: a kept-alive connection's idle time between
 * requests does not count. Behind a balancer that reads a request whole before passing it on (nginx does),
 * the servers see every request arrive at once.
 */
const SLOW_CLIENT_LIMITS = {
  headersTimeout: 15_000,
  requestTimeout: 60_000,
  // Node's 30 s between looks let a request run up to half a minute past its limit.
  connectionsCheckingInterval: 1_000,
}
const A_YEAR = 'public, max-age=31536000, immutable'

const fingerprints = new Map<string, string>()
/** Ten characters of the file's SHA-256, as the seed puts them in its pictures' addresses (app/db/seed-art.server.ts). */
function fingerprintOf(file: string): string {
  // The brotli or gzip copy being sent stands for the file it was made from.
  const original = file.replace(/\.(br|gz)$/, '')
  let fingerprint = fingerprints.get(original)
  if (fingerprint === undefined) {
    fingerprint = createHash('sha256').update(readFileSync(original)).digest('base64url').slice(0, 10)
    fingerprints.set(original, fingerprint)
  }
  return fingerprint
}

/** A public file asked for with its own fingerprint (`?v=`) never changes at that address: keep it for a year. */
function cacheFingerprintedForAYear(res: ServerResponse, file: string) {
  const version = new URL(res.req.url ?? '', 'http://localhost').searchParams.get('v')
  if (version && version === fingerprintOf(file)) res.setHeader('Cache-Control', A_YEAR)
}
const SHUTDOWN_GRACE_MS = 10_000

async function loadApp(outer: express.Express): Promise<RunningApp> {
  if (production) {
    const buildDir = new URL('./client/', import.meta.url).pathname
    // The build writes brotli and gzip copies of every text file (scripts/compress-assets.mjs).
    const compressed = { enableBrotli: true, orderPreference: ['br', 'gz'], index: false }
    outer.use(
      '/assets',
      expressStaticGzip(`${buildDir}assets`, {
        ...compressed,
        serveStatic: { immutable: true, maxAge: '1y', index: false },
      }),
    )
    // Each folder of public/ under its own prefix, so a page or API request never waits on a file lookup
    // (a file at the top of public/ would not be served: give it a folder). A dot folder is the build's own
    // (the islands' manifest), not the public's.
    const folders = readdirSync(buildDir, { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && !entry.name.startsWith('.'),
    )
    for (const { name: folder } of folders.filter((entry) => entry.name !== 'assets')) {
      outer.use(
        `/${folder}`,
        expressStaticGzip(`${buildDir}${folder}`, {
          ...compressed,
          serveStatic: { maxAge: '1h', index: false, setHeaders: cacheFingerprintedForAYear },
        }),
      )
    }
    const serverEntry = './server/index.js'
    const { startApp } = (await import(serverEntry)) as { startApp: () => Promise<RunningApp> }
    return startApp()
  }
  const { createServer } = await import('vite')
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
  outer.use(vite.middlewares)
  const { startApp } = (await vite.ssrLoadModule('./server/app.ts')) as {
    startApp: () => Promise<RunningApp>
  }
  return startApp()
}

/**
 * One of several server processes (WEB_CONCURRENCY): the shared port hands each connection to any of them, so
 * the warm-up's requests would fill the others' page caches as much as this one's. They go to a loopback port
 * of this process's own instead, closed once the warm-up is done.
 */
async function warmThisProcess(outer: express.Express, running: RunningApp) {
  const own = createServer(outer).listen({ port: 0, host: '127.0.0.1', exclusive: true })
  await once(own, 'listening')
  try {
    await running.warm(`http://127.0.0.1:${(own.address() as AddressInfo).port}`)
  } finally {
    own.close()
  }
}

async function main() {
  const outer = express()
  outer.disable('x-powered-by')
  const shutdown = createShutdown()
  outer.use(shutdown.middleware)
  let running: RunningApp
  try {
    running = await loadApp(outer)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  outer.use(running.app)
  const { PORT, HOST } = running.config
  const server: Server = createServer(
    { keepAliveTimeout: KEEP_ALIVE_MS, ...SLOW_CLIENT_LIMITS },
    shutdown.requestListener(outer, running.answerFromMemory),
  )
  server.listen(PORT, HOST, () => {
    const { origin } = running
    running.logger.info(`citybreak is listening on ${origin}`)
    // Warming fills the page cache with the public pages before the first visitor asks for one.
    // In development Vite compiles on demand, and a page edited a moment later would be compiled again.
    if (production) void (cluster.isWorker ? warmThisProcess(outer, running) : running.warm(origin))
  })
  server.on('connection', shutdown.connectionListener)
  if (running.observeRequest) server.prependListener('request', running.observeRequest)
  server.on('error', async (error) => {
    running.logger.error({ err: error }, `could not listen on ${HOST}:${PORT}`)
    await running.close()
    process.exit(1)
  })

  let stopping = false
  const stop = async (signal: 'SIGTERM' | 'SIGINT') => {
    if (stopping) return
    stopping = true
    const code = await shutdown.stop(server, {
      signal,
      // SIGTERM comes from a supervisor or orchestrator with a load balancer to tell; SIGINT from a terminal.
      drainMs: signal === 'SIGTERM' ? running.config.SHUTDOWN_DRAIN_MS : 0,
      graceMs: SHUTDOWN_GRACE_MS,
      logger: running.logger,
      beginDrain: running.beginDrain,
      closeApp: running.close,
    })
    process.exit(code)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

function serverProcesses() {
  try {
    return serverProcessCount(process.env)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}

if (cluster.isWorker) await main()
else {
  const count = serverProcesses()
  if (count > 1 && production) runServerProcesses(count, fileURLToPath(import.meta.url))
  else {
    // Vite's development server is one process's: its module graph and hot reload are not shared.
    if (count > 1) console.warn('WEB_CONCURRENCY is for the production server: development runs one process')
    await main()
  }
}
