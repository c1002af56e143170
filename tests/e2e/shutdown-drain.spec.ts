import { expect, test } from '@playwright/test'
import { leadBody } from '../factories/enquiries'
import { type Answer, ask, statusOf } from '../setup/ask-server'
import { freePort, freshDataDir, startServer, waitForHealth } from '../setup/server-process'

// What a server does between SIGTERM and its exit, so that a load balancer loses no request (decision 54).

const DRAIN_MS = 3_000

const closesAfter = (answer: Answer) => 'headers' in answer && answer.headers.connection === 'close'

test('on SIGTERM the health check answers 503 at once, pages and posts are served through the drain with Connection: close, then reads are turned away before the port closes', async () => {
  test.setTimeout(120_000)
  const port = await freePort()
  const server = startServer({
    PORT: String(port),
    DATA_DIR: freshDataDir(),
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  })
  await waitForHealth(port)
  // Before the signal, connections are kept for the next request.
  const before = await ask(port, '/offers')
  expect(statusOf(before)).toBe(200)
  expect(closesAfter(before)).toBe(false)

  server.child.kill('SIGTERM')
  const signalled = Date.now()
  await expect.poll(async () => statusOf(await ask(port, '/api/health')), { intervals: [20] }).toBe(503)
  const healthTurnedAfter = Date.now() - signalled
  expect(healthTurnedAfter).toBeLessThan(1_000)

  // The drain: everything still served, and every answer closes its connection.
  const page = await ask(port, '/offers')
  expect(statusOf(page)).toBe(200)
  expect(closesAfter(page)).toBe(true)
  const lead = await ask(port, '/api/contact-webhook', {
    method: 'POST',
    json: leadBody({ email: 'drain@example.com' }),
  })
  expect(statusOf(lead)).toBe(201)
  expect(closesAfter(lead)).toBe(true)

  // A visitor asking every 50 ms: served until the drain ends, then turned away (while a post is still taken),
  // then refused once the port has closed.
  const seen: Array<{ at: number; status: number | string }> = []
  let leadWhileTurningAway: Answer | undefined
  for (;;) {
    const answer = await ask(port, '/offers')
    seen.push({ at: Date.now() - signalled, status: statusOf(answer) })
    if ('error' in answer) break
    if (answer.status === 503 && !leadWhileTurningAway) {
      expect(answer.headers['retry-after']).toBe('1')
      expect(closesAfter(answer)).toBe(true)
      leadWhileTurningAway = await ask(port, '/api/contact-webhook', {
        method: 'POST',
        json: leadBody({ email: 'turning-away@example.com' }),
      })
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const firstTurnedAway = seen.find((answer) => answer.status === 503)
  expect(
    seen.filter((answer) => answer.status === 200).every((answer) => answer.at < (firstTurnedAway?.at ?? 0)),
  ).toBe(true)
  expect(firstTurnedAway?.at).toBeGreaterThanOrEqual(DRAIN_MS)
  expect(seen.at(-1)?.status).toBe('ECONNREFUSED')
  expect(leadWhileTurningAway && statusOf(leadWhileTurningAway)).toBe(201)
  expect(await server.exited, server.output()).toBe(0)
  expect(server.output()).toContain('SIGTERM received: draining for 3 s')
})

test('on SIGINT, from a terminal, the server stops without the drain', async () => {
  test.setTimeout(120_000)
  const port = await freePort()
  const server = startServer({ PORT: String(port), DATA_DIR: freshDataDir(), SHUTDOWN_DRAIN_MS: '60000' })
  await waitForHealth(port)
  expect(
    statusOf(
      await ask(port, '/api/contact-webhook', {
        method: 'POST',
        json: leadBody({ email: 'sigint@example.com' }),
      }),
    ),
  ).toBe(201)
  const signalled = Date.now()
  server.child.kill('SIGINT')
  expect(await server.exited, server.output()).toBe(0)
  expect(Date.now() - signalled).toBeLessThan(10_000)
})
