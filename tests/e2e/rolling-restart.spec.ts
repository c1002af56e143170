import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { leadBody } from '../factories/enquiries'
import { startCrmStub } from '../setup/crm-stub'
import { deployedSite, findNginx, type RunningNginx, startNginx } from '../setup/nginx'
import { createDatabase, withAdminClient } from '../setup/postgres-admin'
import {
  freePort,
  freshDataDir,
  type ServerProcess,
  startServer,
  waitForHealth,
} from '../setup/server-process'

// Issue 34: two production servers on one PostgreSQL behind Debian's nginx with the project's own
// deploy/nginx.conf, each restarted in turn three times while visitors browse and ask for call backs. Not one
// request may fail, and every call-back request a server acknowledged must be stored once (decision 54).
const ROUNDS = 3
const VISITORS = 12

const nginx = findNginx()
const MACHINE_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres'

/** TEST_DATABASE_URL, else the machine's PostgreSQL if it answers; undefined when there is none. */
async function postgresServer(): Promise<string | undefined> {
  const candidate = process.env.TEST_DATABASE_URL ?? MACHINE_POSTGRES
  try {
    await withAdminClient(candidate, (client) => client.query('select 1'))
    return candidate
  } catch {
    return undefined
  }
}

type AppServer = { name: string; port: number; process: ServerProcess }

/** What the visitors saw: every answer counted, every failure described, every acknowledged call back's email. */
type Traffic = {
  requests: number
  callBacksAsked: number
  byKind: Record<string, number>
  failures: string[]
  acknowledged: string[]
}

/**
 * A visitor's loop: pages, the catalogue API, a script file, and every third request a call-back request with
 * a submission id of its own, from an address of its own (the per-address limit allows ten an hour).
 */
async function browse(
  base: string,
  paths: string[],
  traffic: Traffic,
  visitor: number,
  until: () => boolean,
) {
  for (let step = 0; !until(); step += 1) {
    const asksForCallBack = step % 3 === 2
    const leadNumber = asksForCallBack ? traffic.callBacksAsked++ : 0
    const kind = asksForCallBack
      ? 'POST /api/contact-webhook'
      : `GET ${paths[(step + visitor) % paths.length]}`
    const email = `rolling-${visitor}-${step}-${randomUUID().slice(0, 8)}@example.com`
    const started = Date.now()
    try {
      const response = asksForCallBack
        ? await fetch(`${base}/api/contact-webhook`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.34.${(leadNumber >> 8) & 255}.${leadNumber & 255}`,
            },
            body: JSON.stringify(leadBody({ email, submission_id: randomUUID() })),
          })
        : await fetch(`${base}${kind.slice(4)}`, { redirect: 'manual' })
      await response.arrayBuffer()
      traffic.requests += 1
      traffic.byKind[kind] = (traffic.byKind[kind] ?? 0) + 1
      if (response.status >= 400) {
        traffic.failures.push(`${kind} answered ${response.status} after ${Date.now() - started} ms`)
      } else if (asksForCallBack) traffic.acknowledged.push(email)
    } catch (error) {
      traffic.requests += 1
      traffic.failures.push(
        `${kind} failed after ${Date.now() - started} ms: ${(error as Error).cause ?? error}`,
      )
    }
  }
}

test('restarting each of two servers behind nginx in turn, three times, fails no request and loses no lead', async () => {
  test.skip(!nginx, 'needs nginx: `apt-get install nginx-light` (.ci/run installs it), or set NGINX_BIN')
  const serverUrl = await postgresServer()
  test.skip(!serverUrl, `runs on PostgreSQL only: set TEST_DATABASE_URL, or run one at ${MACHINE_POSTGRES}`)
  test.setTimeout(300_000)

  const database = await createDatabase(serverUrl ?? '')
  const crm = await startCrmStub()
  const [portA, portB, balancerPort] = [await freePort(), await freePort(), await freePort()]
  const environment = (port: number) => ({
    DATABASE_URL: database.url,
    PORT: String(port),
    DATA_DIR: freshDataDir('citybreak-rolling-'),
    CRM_WEBHOOK_URL: crm.url,
    LOG_LEVEL: 'warn',
    // As shipped: the default drain (5 s).
    SHUTDOWN_DRAIN_MS: '',
  })
  const start = (name: string, port: number): AppServer => ({
    name,
    port,
    process: startServer(environment(port)),
  })
  const servers = [start('A', portA), start('B', portB)]
  let balancer: RunningNginx | undefined
  let stopVisitors = false
  try {
    await Promise.all(servers.map((server) => waitForHealth(server.port, 120_000)))
    balancer = await startNginx(
      nginx ?? '',
      deployedSite({ port: balancerPort, upstreams: [portA, portB] }),
      balancerPort,
    )
    const base = balancer.url('')
    const [first] = (await (await fetch(`${base}/api/travel-packages?limit=1`)).json()) as { slug: string }[]
    const script = /\/assets\/[\w.-]+\.js/.exec(await (await fetch(`${base}/`)).text())?.[0]
    const paths = ['/', '/offers', `/package/${first?.slug}`, '/api/travel-packages?limit=5', script ?? '/']

    const traffic: Traffic = { requests: 0, callBacksAsked: 0, byKind: {}, failures: [], acknowledged: [] }
    const startedAt = Date.now()
    const visitors = Array.from({ length: VISITORS }, (_, visitor) =>
      browse(base, paths, traffic, visitor, () => stopVisitors),
    )
    const log = balancer.accessLog
    const restarts: string[] = []
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [index, server] of servers.entries()) {
        const signalled = Date.now()
        server.process.child.kill('SIGTERM')
        expect(await server.process.exited, server.process.output()).toBe(0)
        const stoppedAfter = Date.now() - signalled
        const linesBefore = log().length
        const replacement = start(server.name, server.port)
        servers[index] = replacement
        await waitForHealth(server.port, 120_000)
        const upAfter = Date.now() - signalled
        // As a deploy waits for the balancer to take a server back before stopping the next: nginx has
        // passed the new server a request, and it answered.
        await expect
          .poll(
            () =>
              log()
                .slice(linesBefore)
                .some((line) => {
                  const [, addresses = '', statuses = ''] = /"([^"]*)" "([^"]*)"$/.exec(line) ?? []
                  const lastAddress = addresses.split(', ').at(-1)
                  return (
                    lastAddress === `127.0.0.1:${server.port}` && Number(statuses.split(', ').at(-1)) < 400
                  )
                }),
            { timeout: 60_000, intervals: [100] },
          )
          .toBe(true)
        restarts.push(
          `round ${round} server ${server.name}: exited 0 after ${stoppedAfter} ms, healthy after ${upAfter} ms, ` +
            `back in nginx after ${Date.now() - signalled} ms`,
        )
      }
    }
    // A little traffic on both servers after the last restart, then the visitors finish what they started.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    stopVisitors = true
    await Promise.all(visitors)
    const seconds = (Date.now() - startedAt) / 1000

    const lines = log()
    const retried = lines.filter((line) => /"[^"]*, [^"]*" "[^"]*"$/.test(line))
    const turnedAway = lines.filter((line) => /"[^"]*\b503\b[^"]*"$/.test(line))
    const figures = [
      `${traffic.requests} requests in ${seconds.toFixed(1)} s (${VISITORS} visitors, ${ROUNDS} rounds of restarts), ` +
        `${traffic.failures.length} failed`,
      `${traffic.acknowledged.length} call-back requests acknowledged`,
      `nginx passed ${retried.length} requests on to the other server (${turnedAway.length} after a draining server's 503)`,
      ...restarts,
      `by kind: ${JSON.stringify(traffic.byKind)}`,
    ]
    console.log(figures.join('\n'))
    test.info().annotations.push({ type: 'figures', description: figures.join('; ') })

    expect(traffic.failures, balancer.errorLog()).toEqual([])
    expect(traffic.acknowledged.length).toBeGreaterThan(0)
    const stored = await withAdminClient(database.url, async (client) => {
      const { rows } = await client.query<{ email: string; copies: number }>(
        "select email, count(*)::int as copies from contact_leads where email like 'rolling-%' group by email",
      )
      return new Map(rows.map((row) => [row.email, row.copies]))
    })
    const notStoredOnce = traffic.acknowledged.filter((email) => stored.get(email) !== 1)
    expect(notStoredOnce).toEqual([])
  } finally {
    stopVisitors = true
    await balancer?.stop()
    for (const server of servers) {
      if (server.process.child.exitCode === null && server.process.child.signalCode === null)
        server.process.child.kill('SIGKILL')
      await server.process.exited
    }
    await crm.close()
    await database.drop()
  }
})
