import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { anotherVisitor, postJson } from '#tests/factories/enquiries'
import { startPosthogStub } from '#tests/setup/posthog-stub'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

const KEY = 'phc_proxy_test_key'
const PAGE = 'http://citybreak.test/package/venice-city-break?airport=LGW'

let posthog: Awaited<ReturnType<typeof startPosthogStub>>
let server: TestServer

const event = (overrides: Record<string, unknown> = {}) => ({
  api_key: KEY,
  event: 'package_view',
  properties: { packageId: 1, packageTitle: 'Venice City Break', $referrer: 'https://www.google.com/' },
  type: 'capture',
  distinct_id: 'visitor-1',
  timestamp: '2026-11-22T10:00:00.000Z',
  ...overrides,
})

const send = (body: unknown, headers: Record<string, string> = {}) =>
  postJson(server.url('/api/posthog-proxy'), body, { referer: PAGE, ...anotherVisitor(), ...headers })

beforeAll(async () => {
  posthog = await startPosthogStub()
  server = await startTestServer({
    environment: { POSTHOG_API_KEY: KEY, POSTHOG_USE_PROXY: 'true', POSTHOG_HOST: posthog.url },
  })
})

afterAll(async () => {
  await server.close()
  await posthog.close()
})

beforeEach(() => {
  posthog.setMode('up')
  posthog.received.length = 0
})

describe('POST /api/posthog-proxy', () => {
  it('forwards the event to the capture path with the page fields added', async () => {
    const response = await send(event())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(posthog.received).toHaveLength(1)
    const [forwarded] = posthog.received
    expect(forwarded?.method).toBe('POST')
    expect(forwarded?.path).toBe('/i/v0/e/')
    expect(forwarded?.contentType).toBe('application/json')
    expect(forwarded?.body).toEqual({
      api_key: KEY,
      event: 'package_view',
      type: 'capture',
      distinct_id: 'visitor-1',
      timestamp: '2026-11-22T10:00:00.000Z',
      properties: {
        packageId: 1,
        packageTitle: 'Venice City Break',
        $referrer: 'https://www.google.com/',
        domain: 'citybreak.test',
        full_url: PAGE,
        path: '/package/venice-city-break',
        referrer: 'https://www.google.com/',
      },
    })
  })

  it("says 'direct' when the visitor came from no other page", async () => {
    await send(event({ properties: { $referrer: '$direct' } }))
    expect(posthog.received[0]?.body.properties).toMatchObject({ referrer: 'direct' })
  })

  it('refuses a key other than the configured one, and sends nothing', async () => {
    const response = await send(event({ api_key: 'phc_someone_else' }))
    expect(response.status).toBe(400)
    expect((await response.json()).details).toEqual([{ path: 'api_key', message: 'Unknown analytics key.' }])
    expect(posthog.received).toHaveLength(0)
  })

  it('refuses a body without an event name or with properties that are not an object', async () => {
    expect((await send(event({ event: '' }))).status).toBe(400)
    expect((await send(event({ properties: ['a'] }))).status).toBe(400)
    expect(posthog.received).toHaveLength(0)
  })

  it('refuses an oversized body with 413', async () => {
    const response = await send(event({ properties: { padding: 'x'.repeat(40_000) } }))
    expect(response.status).toBe(413)
    expect(posthog.received).toHaveLength(0)
  })

  it('refuses anything but JSON', async () => {
    const form = new FormData()
    form.set('event', 'package_view')
    const response = await fetch(server.url('/api/posthog-proxy'), { method: 'POST', body: form })
    expect(response.status).toBe(415)
  })

  it('answers 502 at once when PostHog refuses the event', async () => {
    posthog.setMode('refuse')
    const response = await send(event())
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: 'The analytics service did not accept the event.' })
  })

  it('answers 502 promptly when PostHog is down', async () => {
    const down = await startTestServer({
      // A port nothing listens on: the connection is refused straight away.
      environment: { POSTHOG_API_KEY: KEY, POSTHOG_USE_PROXY: 'true', POSTHOG_HOST: 'http://127.0.0.1:9' },
    })
    try {
      const started = Date.now()
      const response = await postJson(down.url('/api/posthog-proxy'), event(), { referer: PAGE })
      expect(response.status).toBe(502)
      expect(Date.now() - started).toBeLessThan(2000)
    } finally {
      await down.close()
    }
  })

  it('gives up on a slow PostHog after the timeout with 504', async () => {
    posthog.setMode('slow')
    const started = Date.now()
    const response = await send(event())
    expect(response.status).toBe(504)
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(2900)
    expect(elapsed).toBeLessThan(6000)
  }, 10_000)

  it('answers 429 after 120 events a minute from one address', async () => {
    const visitor = { 'x-forwarded-for': '198.51.100.7' }
    const statuses: number[] = []
    for (let index = 0; index < 121; index += 1) statuses.push((await send(event(), visitor)).status)
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true)
    expect(statuses[120]).toBe(429)
  })
})

describe('POST /api/posthog-proxy outside proxy mode', () => {
  it('answers 404 and forwards nothing', async () => {
    const direct = await startTestServer({ environment: { POSTHOG_API_KEY: KEY, POSTHOG_HOST: posthog.url } })
    try {
      const response = await postJson(direct.url('/api/posthog-proxy'), event())
      expect(response.status).toBe(404)
      expect(posthog.received).toHaveLength(0)
    } finally {
      await direct.close()
    }
  })
})
