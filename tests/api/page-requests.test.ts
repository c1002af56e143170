import type { RequestHandler } from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { headerValues, rawRequest } from '#tests/setup/raw-http'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * What the server answers around the pages, before and after React Router renders them (issue 31): the
 * methods a page takes, a request that names no host, and the headers of the pages only one person sees.
 */

/**
 * Stands in for React Router's handler: says which method and host reached it, and, as React Router adds a
 * page's own headers to the answer, names a Cache-Control of its own.
 */
const standInPage: RequestHandler = (req, res) => {
  res.append('Cache-Control', 'public, max-age=0, must-revalidate')
  res.type('html').send(`<p>${req.method} ${req.get('host') ?? 'no host'}</p>`)
}

describe('methods', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ pages: () => standInPage })
  })
  afterAll(() => server.close())

  it('refuses TRACE and every other method a page does not take with 405, naming those it does', async () => {
    // Node's fetch refuses TRACE itself, as React Router's request did: a 500 before.
    for (const method of ['TRACE', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      const answer = await rawRequest(server.url('/'), {
        method,
        target: '/offers',
        headers: { Host: 'localhost' },
      })
      expect(answer.status, method).toBe(405)
      expect(headerValues(answer.text, 'allow'), method).toEqual(['GET, HEAD, POST'])
      expect(answer.text).toContain(`{"error":"Pages do not answer ${method} requests."}`)
    }
  })

  it('takes GET, HEAD and POST to a page as before', async () => {
    expect(await (await fetch(server.url('/offers'))).text()).toMatch(/^<p>GET /)
    expect((await fetch(server.url('/offers'), { method: 'HEAD' })).status).toBe(200)
    expect(await (await fetch(server.url('/offers'), { method: 'POST' })).text()).toMatch(/^<p>POST /)
  })
})

describe('an HTTP/1.0 request that names no host', () => {
  const withoutHost = (server: TestServer) =>
    rawRequest(server.url('/'), { target: '/terms', headers: {}, version: '1.0' })

  it('is answered at the configured address where pages name themselves from it', async () => {
    const server = await startTestServer({
      environment: { PUBLIC_URL: 'https://www.example.com' },
      pages: () => standInPage,
    })
    try {
      const answer = await withoutHost(server)
      expect(answer.status).toBe(200)
      expect(answer.text).toContain('<p>GET www.example.com</p>')
    } finally {
      await server.close()
    }
  })

  it('is a 400 where pages take their address from the request (development and tests)', async () => {
    const server = await startTestServer({ pages: () => standInPage })
    try {
      const answer = await withoutHost(server)
      expect(answer.status).toBe(400)
      expect(answer.text).toContain('{"error":"The Host header is missing."}')
    } finally {
      await server.close()
    }
  })
})

describe('pages only one person sees', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ pages: () => standInPage })
  })
  afterAll(() => server.close())

  const headersOf = async (target: string) =>
    (await rawRequest(server.url('/'), { target, headers: { Host: 'localhost' } })).text

  const TOKEN_PAGES = [
    '/admin/accept-invitation?token=abc',
    '/admin/reset-password?token=abc',
    '/newsletter/confirm?token=abc',
    '/newsletter/unsubscribe?token=abc',
  ]

  it('say no-store, once, whatever the page itself said', async () => {
    const pages = [
      ...TOKEN_PAGES,
      '/admin',
      '/admin/leads',
      '/admin.data',
      '/admin/login',
      '/dev/test',
      '/newsletter/confirm.data?token=abc',
      '/Newsletter/Unsubscribe/?token=abc',
    ]
    for (const page of pages) {
      expect(headerValues(await headersOf(page), 'cache-control'), page).toEqual(['no-store'])
    }
    // A public page is shared, with its one header too: the copy kept without the first answer's nonce, which
    // was that visitor's alone (decision 62).
    expect(headerValues(await headersOf('/terms'), 'cache-control')).toEqual([
      'private, max-age=0, must-revalidate',
    ])
    expect(headerValues(await headersOf('/terms'), 'cache-control')).toEqual([
      'public, max-age=0, must-revalidate, s-maxage=30',
    ])
  })

  it('send no Referer from a page whose address holds an emailed token', async () => {
    const tokenPages = [
      ...TOKEN_PAGES,
      '/admin/reset-password.data?token=abc',
      '/NEWSLETTER/confirm/?token=abc',
      '/newsletter/unsubscribe/_.data?token=abc',
    ]
    for (const page of tokenPages) {
      expect(headerValues(await headersOf(page), 'referrer-policy'), page).toEqual(['no-referrer'])
    }
    for (const page of ['/terms', '/admin/login', '/admin/forgot-password', '/newsletter']) {
      expect(headerValues(await headersOf(page), 'referrer-policy'), page).toEqual(['same-origin'])
    }
  })

  // Issue 38, finding 5: the router decodes and resolves these, the cache's rules read them as they came, so
  // they were kept as public pages (200, s-maxage=30), their token dropped and their Referrer-Policy lost.
  const DISGUISED = [
    ['/newsletter/%63onfirm?token=abc', '/newsletter/confirm?token=abc'],
    ['/x/../newsletter/confirm?token=abc', '/newsletter/confirm?token=abc'],
    ['/%61dmin/login', '/admin/login'],
    ['/%61dmin/reset-password?token=abc', '/admin/reset-password?token=abc'],
    ['/%4E%45WSLETTER/./%75nsubscribe/?token=a%2Fb&x=%61', '/NEWSLETTER/unsubscribe/?token=a%2Fb&x=%61'],
  ]

  it('send an address the router would decode or resolve to its plain form, kept by no one', async () => {
    for (const [disguised, plain] of DISGUISED) {
      const answer = await headersOf(disguised as string)
      expect(answer, disguised).toMatch(/^HTTP\/1\.1 301 /)
      expect(headerValues(answer, 'location'), disguised).toEqual([plain])
      expect(headerValues(answer, 'cache-control'), disguised).toEqual(['no-store'])
      const followed = await headersOf(plain as string)
      expect(followed, plain).toMatch(/^HTTP\/1\.1 200 /)
      expect(headerValues(followed, 'cache-control'), plain).toEqual(['no-store'])
    }
    for (const [disguised, plain] of DISGUISED.filter(([page]) => page?.includes('token'))) {
      const followed = await headersOf(plain as string)
      expect(headerValues(followed, 'referrer-policy'), disguised).toEqual(['no-referrer'])
    }
  })

  it('send a form posted to such an address on with its method, and refuse one that would leave the site', async () => {
    const posted = await rawRequest(server.url('/'), {
      method: 'POST',
      target: '/%61dmin/login?next=1',
      headers: { Host: 'localhost', 'Content-Length': '0' },
    })
    expect(posted.status).toBe(308)
    expect(headerValues(posted.text, 'location')).toEqual(['/admin/login?next=1'])
    for (const target of [
      '/..//evil.example/',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/./\\evil.example',
    ]) {
      const answer = await headersOf(target)
      expect(answer, target).toMatch(/^HTTP\/1\.1 400 /)
      expect(headerValues(answer, 'location'), target).toEqual([])
    }
  })
})
