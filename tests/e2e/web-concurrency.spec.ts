import http from 'node:http'
import net from 'node:net'
import { expect, test } from '@playwright/test'
import { ask, statusOf } from '../setup/ask-server'
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
async function withTwoProcesses(
  use: (server: ServerProcess, port: number) => Promise<void>,
  environment: Record<string, string> = {},
) {
  const database = await createDatabase(serverUrl ?? '')
  const port = await freePort()
  const server = startServer({
    WEB_CONCURRENCY: '2',
    DATABASE_URL: database.url,
    PORT: String(port),
    DATA_DIR: freshDataDir('citybreak-processes-'),
    ...environment,
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
      const answeredBy = () =>
        new Set(
          server
            .output()
            .split('\n')
            .filter((line) => line.includes('"path":"/api/travel-packages"'))
            .map((line) => (JSON.parse(line) as { pid: number }).pid),
        )
      // Each process writes its log in batches (decision 59): its lines reach stdout within 200 ms.
      await expect.poll(answeredBy).toEqual(pids)

      const inFlight = await signUpHalfway(port)
      server.child.kill('SIGTERM')
      await expect.poll(() => server.output().match(/SIGTERM received: draining/g)?.length).toBe(2)
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

  test('SIGTERM to the primary: every server process answers its health check with 503 at once and serves through its drain', async () => {
    test.setTimeout(120_000)
    await withTwoProcesses(
      async (server, port) => {
        server.child.kill('SIGTERM')
        await expect.poll(() => server.output().match(/SIGTERM received: draining for 3 s/g)?.length).toBe(2)
        // Each answer closes its connection, so each request below is a new one, handed to either process.
        const health = await Promise.all(Array.from({ length: 6 }, () => ask(port, '/api/health')))
        expect(health.map(statusOf)).toEqual(Array(6).fill(503))
        const page = await ask(port, '/offers')
        expect(statusOf(page)).toBe(200)
        expect('headers' in page && page.headers.connection).toBe('close')
        expect(await server.exited, server.output()).toBe(0)
      },
      { SHUTDOWN_DRAIN_MS: '3000' },
    )
  })

  test('GET /metrics answers the figures of every server process summed, whichever process takes the scrape', async () => {
    test.setTimeout(120_000)
    const token = 'metrics-token-of-two-processes'
    const scrape = async (port: number) => {
      const answer = await ask(port, '/metrics', {
        // A connection of its own each time: the primary hands the scrapes to both processes in turn.
        headers: { authorization: `Bearer ${token}`, connection: 'close' },
      })
      expect(statusOf(answer)).toBe(200)
      return 'body' in answer ? answer.body : ''
    }
    const count = (text: string, labels: string) =>
      Number(new RegExp(`^http_requests_total\\{${labels}\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0)
    await withTwoProcesses(
      async (_server, port) => {
        // On connections of their own, as ten visitors: the primary hands them to both processes.
        for (let n = 0; n < 10; n += 1) await expectAnswer(port, '/api/travel-packages')
        const first = await scrape(port)
        expect(count(first, 'group="api",method="GET",status="200"')).toBe(10)
        const scrapes = count(first, 'group="metrics",method="GET",status="200"')
        for (let n = 1; n <= 4; n += 1) {
          const next = await scrape(port)
          expect(count(next, 'group="api",method="GET",status="200"')).toBe(10)
          expect(count(next, 'group="metrics",method="GET",status="200"')).toBe(scrapes + n)
        }
        // The database's own figures are taken once, not once per process.
        expect(first).toMatch(/^mail_outbox_depth 0$/m)
        expect(first).toMatch(/^db_pool_connections_in_use \d+$/m)
      },
      { METRICS_TOKEN: token },
    )
  })
})
