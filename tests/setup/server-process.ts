import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** A production server process (`npm run build` first) started by a test or the soak, on its own port and data folder. */
export type ServerProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

export { freePort } from './free-port'

// A full path, so that stopping some other checkout's `node build/server.js` by name leaves this one alone.
export const serverCommand = () => [process.execPath, path.resolve('build/server.js')] as const

/**
 * The production server's environment on the embedded database, one process, with the given settings on top:
 * a WEB_CONCURRENCY left in the shell (for a benchmark) would otherwise turn every test's server into several.
 * No load balancer watches a test's server, so it stops without the drain one needs (a test of the drain sets
 * SHUTDOWN_DRAIN_MS itself).
 */
export const serverEnvironment = (environment: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  DATABASE_URL: '',
  WEB_CONCURRENCY: '',
  SHUTDOWN_DRAIN_MS: '0',
  ...environment,
})

export function startServer(environment: Record<string, string>): ServerProcess {
  let output = ''
  const [node, server] = serverCommand()
  const child = spawn(node, [server], {
    env: serverEnvironment(environment),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { child, output: () => output, exited }
}

/** Waits for the server to answer its health check: migrated, seeded and listening. */
export async function waitForHealth(port: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status !== 200) {
    if (Date.now() > deadline) throw new Error(`The server on port ${port} did not become healthy`)
    await sleep(200)
  }
}

export const freshDataDir = (prefix = 'citybreak-lifecycle-') => mkdtempSync(path.join(tmpdir(), prefix))

/**
 * A newsletter sign-up the server is surely in the middle of: the headers ask for `100 Continue`, which
 * the server sends once it has taken the request on, and the body follows only when `finish` is called.
 * Answers the raw HTTP the server wrote back.
 */
export async function signUpHalfway(port: number) {
  const body = JSON.stringify({ email: 'in-flight@example.com' })
  const socket = net.connect(port, '127.0.0.1')
  await once(socket, 'connect')
  let answer = ''
  socket.setEncoding('utf8')
  const taken = new Promise<void>((resolve) => {
    socket.on('data', (chunk: string) => {
      answer += chunk
      if (answer.includes('100 Continue')) resolve()
    })
  })
  const ended = once(socket, 'end')
  socket.write(
    `POST /api/email-signups HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
  )
  await taken
  return {
    finish: async () => {
      socket.write(body)
      await ended
      return answer
    },
  }
}
