import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#app/db/client.server'
import { setAdminPassword } from '#app/services/auth/auth.server'
import { leadBody, postJson } from '#tests/factories/enquiries'
import { ADMIN } from '#tests/setup/admin-session'
import { createTestDatabase } from '#tests/setup/test-database'
import { startTwoServers, type TwoServers } from '#tests/setup/test-fleet'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(() => server.close())

async function statusesOf(count: number, send: (index: number) => Promise<Response>) {
  const statuses: number[] = []
  for (let index = 0; index < count; index += 1) statuses.push((await send(index)).status)
  return statuses
}

describe('per-IP rate limits on the public writes', () => {
  it('answers 429 with a clear message after 20 sign-ups in an hour', async () => {
    const statuses = await statusesOf(20, (index) =>
      postJson(server.url('/api/email-signups'), { email: `reader${index}@example.com` }),
    )
    expect(statuses.every((status) => status === 201)).toBe(true)
    const limited = await postJson(server.url('/api/email-signups'), { email: 'one-more@example.com' })
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({
      error: 'Too many requests from your connection. Please wait a few minutes and try again.',
    })
    expect(limited.headers.get('ratelimit-policy')).toMatch(/q=20/)
  })

  it('answers 429 after 10 call-back requests in an hour, counted apart from sign-ups', async () => {
    const statuses = await statusesOf(10, () => postJson(server.url('/api/contact-webhook'), leadBody()))
    expect(statuses.every((status) => status === 201)).toBe(true)
    expect((await postJson(server.url('/api/contact-webhook'), leadBody())).status).toBe(429)
  })
})

describe('the visitor address behind a proxy (TRUST_PROXY)', () => {
  const callBack = (target: TestServer, forwardedFor: string) =>
    postJson(target.url('/api/contact-webhook'), leadBody(), { 'x-forwarded-for': forwardedFor })

  // One database for the servers below: each test counts different addresses, and migrating is slow.
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  async function withServer(
    environment: Record<string, string>,
    work: (target: TestServer) => Promise<void>,
  ) {
    const target = await startTestServer({ database, environment })
    try {
      await work(target)
    } finally {
      await target.close()
    }
  }

  it('by default counts each visitor a proxy on this machine names, not the proxy itself', async () => {
    await withServer({}, async (target) => {
      const statuses = await statusesOf(10, () => callBack(target, '198.51.100.1'))
      expect(statuses.every((status) => status === 201)).toBe(true)
      expect((await callBack(target, '198.51.100.1')).status).toBe(429)
      expect((await callBack(target, '198.51.100.2')).status).toBe(201)
    })
  })

  it('ignores X-Forwarded-For from a sender that is not a trusted proxy', async () => {
    await withServer({ TRUST_PROXY: '10.0.0.0/8' }, async (target) => {
      // Each request claims another address, but all come from 127.0.0.1, which is not trusted here.
      const statuses = await statusesOf(10, (index) => callBack(target, `198.51.100.${index + 1}`))
      expect(statuses.every((status) => status === 201)).toBe(true)
      expect((await callBack(target, '198.51.100.99')).status).toBe(429)
    })
  })

  it('with a hop count, takes the address the outermost trusted proxy saw, not one the visitor made up', async () => {
    await withServer({ TRUST_PROXY: '2' }, async (target) => {
      // This machine and the load balancer at 10.0.0.1 are the two trusted hops; the entries further
      // left were written by the visitor and change on every request.
      const spoofed = (index: number) => `192.0.2.${index + 1}, 198.51.100.7, 10.0.0.1`
      const statuses = await statusesOf(10, (index) => callBack(target, spoofed(index)))
      expect(statuses.every((status) => status === 201)).toBe(true)
      expect((await callBack(target, spoofed(99))).status).toBe(429)
      expect((await callBack(target, '198.51.100.8, 10.0.0.1')).status).toBe(201)
    })
  })
})

describe('the limits of a fleet: two servers on one database', () => {
  let fleet: TwoServers
  // Stopped by the cleanup it hands back, once every test below has run.
  beforeAll(async () => {
    fleet = await startTwoServers()
    return fleet.close
  })

  it('count a visitor’s call-back requests on both servers together', async () => {
    const visitor = { 'x-forwarded-for': '198.51.100.77' }
    const callBackTo = (target: TestServer) =>
      postJson(target.url('/api/contact-webhook'), leadBody(), visitor)
    const statuses = await statusesOf(10, (index) => callBackTo(index % 2 ? fleet.b : fleet.a))
    expect(statuses.every((status) => status === 201)).toBe(true)
    expect((await callBackTo(fleet.a)).status).toBe(429)
    expect((await callBackTo(fleet.b)).status).toBe(429)
  })

  it('count wrong passwords for one account on both servers together', async () => {
    await setAdminPassword(fleet.a.db, ADMIN.email, ADMIN.password)
    // Each guess from an address of its own, so only the account's limit can be what stops them.
    const guessOn = (target: TestServer, index: number) =>
      postJson(
        target.url('/api/auth/login'),
        { email: ADMIN.email, password: `wrong guess ${index}` },
        { 'x-forwarded-for': `198.51.100.${100 + index}` },
      )
    const statuses = await statusesOf(10, (index) => guessOn(index % 2 ? fleet.b : fleet.a, index))
    expect(statuses.every((status) => status === 401)).toBe(true)
    expect((await guessOn(fleet.a, 10)).status).toBe(429)
    expect((await guessOn(fleet.b, 11)).status).toBe(429)
  })
})
