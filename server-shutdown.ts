import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises'
import type { NextFunction, Request, Response } from 'express'
import { HEALTH_PATH } from './server-contract.js'

/** With no request for this long, the load balancers have stopped sending: the port may close. */
const QUIET_MS = 250
/** The longest a stopping server turns requests away waiting for that quiet, should a balancer never learn. */
const TURNING_AWAY_MS = 3_000

type Logger = { info: (message: string) => void; warn: (message: string) => void }

type StopOptions = {
  signal: string
  /** How long to keep serving after the health check turns 503 (SHUTDOWN_DRAIN_MS; 0 for SIGINT). */
  drainMs: number
  /** How long requests still running once the port has closed may take before their connections are cut. */
  graceMs: number
  logger: Logger
  /** Turns the app's health check to 503 and stops its warm-up. */
  beginDrain: () => void
  /** Flushes the app's outboxes and closes its database. */
  closeApp: () => Promise<void>
}

type Phase = 'serving' | 'draining' | 'turning away'

const RESTARTING = JSON.stringify({ error: 'This server is restarting: try again in a moment.' })

/** The answer a stopping server gives a request it will not serve: a balancer retries it on another server. */
function answerRestarting(res: ServerResponse) {
  res.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(RESTARTING),
    'Retry-After': '1',
    'Cache-Control': 'no-store',
    Connection: 'close',
  })
  res.end(RESTARTING)
}

/** A request whose body is still coming in and that nothing has answered yet. */
const stillBeingSent = (res: ServerResponse) => !res.req.complete && !res.headersSent

/**
 * Stops a server without failing a request that a load balancer has sent it (decision 54). On the signal:
 *
 * 1. drain: the health check answers 503 at once, and for `drainMs` every request is still served, each
 *    answer with `Connection: close`, so no kept-alive connection is left for a balancer to send on later;
 * 2. turn away: GET and HEAD requests are answered 503 (which a balancer retries on another server and counts
 *    against this one: nginx then stops choosing it), other methods are still served, until no request has
 *    come for a moment. Only then does the port close: closing it drops, unanswered, the connections the
 *    system had accepted and Node had not taken yet, and a balancer does not resend a POST sent on one;
 * 3. finish: the requests in flight finish (within `graceMs`), each connection closed once answered.
 *    Connections idle after an answer are closed, and those that have carried no request once they have
 *    been open for QUIET_MS: a client's spare connection, not a request on its way, which Node's own
 *    `server.close()` would close at once too. A request whose body is still coming in when the grace ends
 *    is the client's slowness, not a request the server failed: it is answered 503 and its connection closed;
 * 4. the app flushes its outboxes and closes its database; the exit code says whether the grace ran out on
 *    a request the server was answering.
 */
export function createShutdown() {
  let phase: Phase = 'serving'
  let lastArrival = 0
  /** Once the port has closed, nothing can come on a kept-alive connection but a request that fails. */
  let portClosed = false
  /** Requests taken and not yet answered in full. */
  const inFlight = new Set<ServerResponse>()
  /** Kept-alive connections waiting for their next request, which a shutdown closes. */
  const idleAfterAnswer = new Set<Socket>()
  /** Connections yet to carry a request, by when they were accepted. */
  const unused = new Map<Socket, number>()
  const watched = new WeakSet<Socket>()

  /** The server's 'connection' listener. */
  const connectionListener = (socket: Socket) => {
    unused.set(socket, performance.now())
    socket.once('close', () => unused.delete(socket))
  }

  const watch = (socket: Socket, res: ServerResponse) => {
    unused.delete(socket)
    idleAfterAnswer.delete(socket)
    inFlight.add(res)
    res.once('close', () => inFlight.delete(res))
    if (!watched.has(socket)) {
      watched.add(socket)
      socket.once('close', () => idleAfterAnswer.delete(socket))
    }
    res.once('finish', () => {
      if (socket.destroyed) return
      // An answer whose headers went out before the signal kept its connection: it is not kept now.
      if (portClosed) socket.destroy()
      else idleAfterAnswer.add(socket)
    })
  }

  /**
   * The server's 'request' listener: while serving, `answerAtOnce` (the page cache's hot path) may answer
   * first; every other request goes to `app`, whose first middleware is `middleware`.
   */
  const requestListener =
    (app: RequestListener, answerAtOnce?: (req: IncomingMessage, res: ServerResponse) => boolean) =>
    (req: IncomingMessage, res: ServerResponse) => {
      watch(req.socket, res)
      if (phase === 'serving' && answerAtOnce?.(req, res)) return
      app(req, res)
    }

  /** The outer app's first middleware, so that it also sees the static files: the drain's and turning away's answers. */
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (phase === 'serving') return next()
    if (req.path !== HEALTH_PATH) lastArrival = performance.now()
    res.setHeader('Connection', 'close')
    if (phase === 'turning away' && (req.method === 'GET' || req.method === 'HEAD')) {
      answerRestarting(res)
      return
    }
    next()
  }

  /** Waits until no request has arrived for QUIET_MS, or TURNING_AWAY_MS have passed. */
  const quiet = async () => {
    const started = performance.now()
    while (performance.now() - started < TURNING_AWAY_MS) {
      await sleep(50)
      // Timers run before the event loop takes in new connections and requests: let it take them first, so a
      // busy loop's backlog is not mistaken for quiet.
      await nextTurn()
      if (performance.now() - lastArrival >= QUIET_MS) return
    }
  }

  /**
   * Closes the connections that have carried no request: each once it has been open for QUIET_MS, by when a
   * request sent on it as it opened would have come. Browsers open spare connections, and a client may keep
   * one for as long as the server keeps connections (a minute): the shutdown would wait out its grace.
   */
  const closeUnused = () => {
    const now = performance.now()
    for (const [socket, acceptedAt] of unused) {
      const wait = acceptedAt + QUIET_MS - now
      if (wait <= 0) socket.destroy()
      else {
        setTimeout(() => {
          if (unused.has(socket)) socket.destroy()
        }, wait).unref()
      }
    }
  }

  /** Runs the shutdown of `server`; answers the exit code: 0, or 1 when the grace ran out. */
  const stop = async (server: Server, options: StopOptions): Promise<number> => {
    const { signal, drainMs, graceMs, logger } = options
    phase = 'draining'
    lastArrival = performance.now()
    // The requests already taken close their connections once answered, as those the drain takes do.
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
    options.beginDrain()
    logger.info(
      `${signal} received: draining for ${drainMs / 1000} s (the health check answers 503, requests are still served)`,
    )
    await sleep(drainMs)
    phase = 'turning away'
    await quiet()
    logger.info('no more requests coming: closing the port and finishing the requests in flight')
    let forced = false
    const grace = setTimeout(() => {
      const beingSent = [...inFlight].filter(stillBeingSent)
      const beingAnswered = inFlight.size - beingSent.length
      if (beingSent.length > 0) {
        logger.info(`${beingSent.length} requests still being sent after ${graceMs / 1000} s: answered 503`)
        // With `Connection: close`: Node closes each connection once its answer is written.
        for (const res of beingSent) answerRestarting(res)
      }
      if (beingAnswered === 0) return
      forced = true
      logger.warn(`requests still running after ${graceMs / 1000} s: closing their connections`)
      // Ends them, so the close below runs: the database closes and its folder's lock is released.
      server.closeAllConnections()
      setTimeout(() => process.exit(1), graceMs).unref()
    }, graceMs)
    grace.unref()
    // net's close, not http's: http's would also close connections whose first request is still on its way.
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()))
    portClosed = true
    for (const socket of idleAfterAnswer) socket.destroy()
    closeUnused()
    await closed
    clearTimeout(grace)
    await options.closeApp()
    return forced ? 1 : 0
  }

  return { connectionListener, requestListener, middleware, stop }
}
