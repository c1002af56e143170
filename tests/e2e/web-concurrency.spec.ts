import http from 'node:http'
import net from 'node:net'
import { expect, test } from '@playwright/test'
import { createDatabase } from '../setup/postgres-admin'
import {
  freePort,
  freshDataDir,
  type ServerProcess,
  signUpHalfway,
  startServer,
  waitForHealth,
} from '../setup/server-process'
import { isZombie } from '../setup/unreaped-process'

// `npm start` with WEB_CONCURRENCY: one primary process and that many server processes on one port (decision 44).
const serverUrl = process.env.TEST_DATABASE_URL

/** The processes that said they listen, by the pid each puts on its log lines. */
const listeningPids = (server: ServerProcess) =>
  new Set(
    server
      .output()
      .split('\n')
      .filter((line) => line.includes('citybreak is listening'))
      .map((line) => (JSON.parse(line) as { pid: number }).pid),
  )

/** Asks on a connection of its own, as a new visitor does: the primary hands each connection to the next process. */
async function expectAnswer(port: number, path: string) {
  const status = await new Promise<number | undefined>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode))
      })
      .on('error', reject)
  })
  expect(status, path).toBe(200)
}

const isGone = (pid: number) => {
  try {
    process.kill(pid, 0)
  } catch {
    return true
  }
  return isZombie(pid)
}

async function portIsFree(port: number) {
  const probe = net.createServer()
  const bound = await new Promise<boolean>((resolve) => {
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => resolve(true))
  })
  if (bound) await new Promise((resolve) => probe.close(resolve))
  return bound
}

/** Two server processes on a fresh PostgreSQL database, started together; `use` runs once both listen. */
async function withTwoProcesses(use: (server: ServerProcess, port: number) => Promise<void>) {
  const database = await createDatabase(serverUrl ?? '')
  const port = await freePort()
  const server = startServer({
    WEB_CONCURRENCY: '2',
    DATABASE_URL: database.url,
    PORT: String(port),
    DATA_DIR: freshDataDir('citybreak-processes-'),
  })
  try {
    await waitForHealth(port)
    await expect.poll(() => listeningPids(server).size).toBe(2)
    await use(server, port)
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
    await server.exited
    await database.drop()
  }
}

test('a WEB_CONCURRENCY the site cannot serve stops start-up with one line, before any server process starts', async () => {
  // Never opened: the primary refuses before any process could try it.
  const elsewhere = 'postgres://postgres@127.0.0.1:1/never-opened'
  const notACount = 'must be a whole number from 1 to 64'
  const refused: Array<[Record<string, string>, string]> = [
    [{ WEB_CONCURRENCY: '2' }, 'above 1 needs DATABASE_URL: the embedded database serves one process'],
    ...['two', '0', '65', '1.5'].map((value): [Record<string, string>, string] => [
      { WEB_CONCURRENCY: value, DATABASE_URL: elsewhere },
      notACount,
    ]),
  ]
  const starts = refused.map(([environment, message]) => ({
    message,
    server: startServer({ ...environment, PORT: '0', DATA_DIR: freshDataDir() }),
  }))
  for (const { message, server } of starts) {
    expect(await server.exited).toBe(1)
    expect(server.output().trim()).toBe(`Invalid configuration: WEB_CONCURRENCY ${message}`)
  }
})

test.describe('on PostgreSQL', () => {
  test.skip(!serverUrl, 'runs on PostgreSQL only: set TEST_DATABASE_URL')

  test('WEB_CONCURRENCY=2 on a fresh database: both processes come up on one port and answer, and SIGTERM stops them all after their requests', async () => {
    test.setTimeout(120_000)
    await withTwoProcesses(async (server, port) => {
      // They migrated together under the lock: one seeded, and each warmed its own page cache.
      expect(server.output().match(/seeded the sample catalogue/g)).toHaveLength(1)
      await expect.poll(() => server.output().match(/public pages warmed/g)?.length).toBe(2)
      const pids = listeningPids(server)
      await expectAnswer(port, '/')
      await expectAnswer(port, '/offers')
      for (let n = 0; n < 4; n += 1) await expectAnswer(port, '/api/travel-packages')
      const apiLines = server
        .output()
        .split('\n')
        .filter((line) => line.includes('"path":"/api/travel-packages"'))
      expect(new Set(apiLines.map((line) => (JSON.parse(line) as { pid: number }).pid))).toEqual(pids)

      const inFlight = await signUpHalfway(port)
      server.child.kill('SIGTERM')
      await expect
        .poll(() => server.output().match(/SIGTERM received: finishing in-flight requests/g)?.length)
        .toBe(2)
      expect(await inFlight.finish()).toMatch(/HTTP\/1\.1 201 Created/)
      expect(await server.exited, server.output()).toBe(0)
      for (const pid of pids) expect(isGone(pid), `server process ${pid}`).toBe(true)
      expect(await portIsFree(port)).toBe(true)
    })
  })

  test('a server process that dies is replaced while the other answers, and the primary killed takes its processes with it', async () => {
    test.setTimeout(120_000)
    await withTwoProcesses(async (server, port) => {
      const [killed, other] = [...listeningPids(server)] as [number, number]
      process.kill(killed, 'SIGKILL')
      await expect
        .poll(server.output)
        .toMatch(new RegExp(`"pid":${killed},.*"signal":"SIGKILL".*starting another`))
      for (let n = 0; n < 4; n += 1) await expectAnswer(port, '/api/health')
      await expect.poll(() => listeningPids(server).size, { timeout: 60_000 }).toBe(3)
      const replacement = [...listeningPids(server)].find((pid) => pid !== killed && pid !== other) ?? 0
      await expectAnswer(port, '/')

      // As after a crash of `npm start` itself: the next server must find the port and the processes gone.
      server.child.kill('SIGKILL')
      expect(await server.exited).toBeNull()
      await expect.poll(() => [other, replacement].every(isGone), { timeout: 10_000 }).toBe(true)
      expect(await portIsFree(port)).toBe(true)
    })
  })
})
