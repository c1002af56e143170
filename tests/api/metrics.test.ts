import type { RequestHandler } from 'express'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { anotherVisitor, leadBody, postJson } from '#tests/factories/enquiries'
import { startCrmStub } from '#tests/setup/crm-stub'
import { freePort } from '#tests/setup/free-port'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

// GET /metrics (decision 54): Prometheus's text format for a scraper holding METRICS_TOKEN, nothing without it.
const TOKEN = 'metrics-token-for-the-tests-0123456789'
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

/** One sample's value from Prometheus's text: `name{labels} value`, the labels as written (in prom-client's order). */
function sample(text: string, name: string, labels = ''): number | undefined {
  const series = labels ? `${name}{${labels}}` : name
  const line = text.split('\n').find((row) => row.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

const scrape = (server: TestServer, authorization?: string) =>
  fetch(server.url('/metrics'), { headers: authorization ? { authorization } : {} })

const metricsText = async (server: TestServer) => {
  const response = await scrape(server, `Bearer ${TOKEN}`)
  expect(response.status).toBe(200)
  return response.text()
}

/** Stands in for React Router: a public page the page cache keeps. */
const page = (): RequestHandler => (_req, res) => void res.type('html').send('<p>a public page</p>')

describe('without METRICS_TOKEN', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('has no metrics to show, whatever the token offered', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const response = await scrape(server, authorization)
      expect(response.status).toBe(404)
      expect(await response.text()).not.toContain('# HELP')
    }
  })
})

describe('with METRICS_TOKEN', () => {
  let server: TestServer
  let crm: Awaited<ReturnType<typeof startCrmStub>>
  const logLines: { msg?: string; req?: { path?: string } }[] = []

  beforeAll(async () => {
    // The CRM refuses every lead and no mail server listens: both outboxes fill up and count failures.
    crm = await startCrmStub({ mode: 'down' })
    server = await startTestServer({
      environment: {
        METRICS_TOKEN: TOKEN,
        CRM_WEBHOOK_URL: crm.url,
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      },
      pages: page,
      logTo: { write: (line: string) => void logLines.push(JSON.parse(line)) },
    })
  })
  afterAll(async () => {
    await server.close()
    await crm.close()
  })

  it('answers only a scraper that shows the token as a bearer token', async () => {
    const refused = [
      undefined,
      `Bearer ${TOKEN.slice(0, -1)}x`,
      `Bearer ${TOKEN}-and-more`,
      'Bearer ',
      `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ]
    for (const authorization of refused) {
      const response = await scrape(server, authorization)
      expect(response.status, authorization).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
      expect(await response.json()).toEqual({ error: expect.stringContaining('METRICS_TOKEN') })
    }
    const shown = await scrape(server, `bearer ${TOKEN}`)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/)
    expect(shown.headers.get('cache-control')).toBe('no-store')
    expect(await shown.text()).toContain('# TYPE http_requests_total counter')
  })

  it('counts pages, the page cache, the API and the outboxes that cannot deliver', async () => {
    expect((await fetch(server.url('/offers?page=1'))).status).toBe(200)
    expect((await fetch(server.url('/offers?page=1'))).status).toBe(200)
    expect((await fetch(server.url('/api/health'))).status).toBe(200)
    const lead = await postJson(
      server.url('/api/contact-webhook'),
      leadBody({ email: 'metrics@example.com' }),
      anotherVisitor(),
    )
    expect(lead.status).toBe(201)
    const signUp = await postJson(
      server.url('/api/email-signups'),
      { email: 'metrics-news@example.com' },
      anotherVisitor(),
    )
    expect(signUp.status).toBe(201)

    // The outboxes try at once, and fail: the CRM answers 503, the mail server's port is closed.
    await vi.waitFor(
      async () => {
        const text = await metricsText(server)
        expect(sample(text, 'crm_failures_total')).toBeGreaterThanOrEqual(1)
        expect(sample(text, 'smtp_failures_total')).toBeGreaterThanOrEqual(1)
      },
      { timeout: 10_000, interval: 200 },
    )
    const text = await metricsText(server)
    expect(sample(text, 'http_requests_total', 'group="page",method="GET",status="200"')).toBe(2)
    expect(sample(text, 'http_requests_total', 'group="api",method="POST",status="201"')).toBe(2)
    expect(sample(text, 'http_requests_total', 'group="health",method="GET",status="200"')).toBe(1)
    expect(sample(text, 'http_requests_total', 'group="metrics",method="GET",status="200"')).toBeGreaterThan(
      0,
    )
    expect(sample(text, 'http_request_duration_seconds_count', 'group="page"')).toBe(2)
    expect(sample(text, 'http_request_duration_seconds_bucket', 'le="+Inf",group="page"')).toBe(2)
    expect(sample(text, 'page_cache_misses_total')).toBe(1)
    expect(sample(text, 'page_cache_hits_total')).toBe(1)
    // Rendered once: the second visitor had the cache's copy.
    expect(sample(text, 'render_duration_seconds_count')).toBe(1)
    expect(sample(text, 'lead_outbox_depth')).toBe(1)
    expect(sample(text, 'lead_outbox_oldest_age_seconds')).toBeGreaterThan(0)
    expect(sample(text, 'mail_outbox_depth')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'mail_outbox_oldest_age_seconds')).toBeGreaterThan(0)
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
    if (onPostgres) {
      expect(sample(text, 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(0)
      expect(sample(text, 'db_pool_waiting')).toBe(0)
    } else {
      // The embedded database has no pool.
      expect(text).not.toContain('db_pool_')
    }
    // A bounded set of labels, never an address a visitor typed.
    const groups = new Set([...text.matchAll(/group="([^"]*)"/g)].map((match) => match[1]))
    expect([...groups].sort()).toEqual(['api', 'health', 'metrics', 'page'])
    expect(text).not.toContain('/offers')
  })

  it('answers every scrape afresh, and logs none of them', async () => {
    const scrapes = async () =>
      sample(await metricsText(server), 'http_requests_total', 'group="metrics",method="GET",status="200"') ??
      0
    const before = await scrapes()
    expect(await scrapes()).toBe(before + 1)
    expect(logLines.filter((line) => line.msg === 'request completed').length).toBeGreaterThan(0)
    expect(logLines.filter((line) => line.req?.path === '/metrics')).toEqual([])
  })
})

describe('without a CRM', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ environment: { METRICS_TOKEN: TOKEN } })
  })
  afterAll(() => server.close())

  it('shows no lead outbox: without a CRM every lead would seem to wait for ever', async () => {
    const text = await metricsText(server)
    expect(text).not.toContain('lead_outbox_')
    expect(sample(text, 'mail_outbox_depth')).toBe(0)
    expect(sample(text, 'mail_outbox_oldest_age_seconds')).toBe(0)
  })
})
