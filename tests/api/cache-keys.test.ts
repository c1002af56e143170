import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import type { RequestHandler } from 'express'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { travelPackages } from '#app/db/schema.server'
import type { PackageDetail } from '#app/lib/catalogue'
import { SEARCH_FIELDS } from '#app/lib/search-options'
import { pageQueryParameters } from '#server/page-query-parameters'
import { createPackage } from '#tests/factories/catalogue'
import { rawRequest } from '#tests/setup/raw-http'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * What the response cache keys on decides who can change what others see and who can make the site work
 * harder: junk a visitor adds to an address, a forged cookie or a forged host must neither reach another
 * visitor nor force a fresh answer.
 */

describe('a public read with inputs nothing reads', () => {
  let server: TestServer
  let packageId: number

  beforeAll(async () => {
    server = await startTestServer()
    packageId = (await createPackage(server.db, { slug: 'lake-garda-break', title: 'Lake Garda Break' })).id
  })
  afterAll(() => server.close())

  const title = async (query = '', headers: Record<string, string> = {}) => {
    const response = await fetch(server.url(`/api/travel-packages/lake-garda-break${query}`), { headers })
    return { title: ((await response.json()) as PackageDetail).title, response }
  }

  /** Changed behind the app's back, so only a fresh answer can show it. */
  const retitleInDatabase = (newTitle: string) =>
    server.db.update(travelPackages).set({ title: newTitle }).where(eq(travelPackages.id, packageId))

  it('is answered from memory whatever tracking or junk parameters it carries', async () => {
    expect((await title()).title).toBe('Lake Garda Break')
    await retitleInDatabase('Lake Garda in Spring')
    for (const junk of [
      '?utm_source=newsletter&utm_medium=email',
      '?fbclid=abc',
      '?gclid=1&x=2',
      '?_=1700000000',
    ]) {
      expect((await title(junk)).title, junk).toBe('Lake Garda Break')
    }
    // A parameter the API reads is part of the key: that answer is worked out afresh.
    expect((await title('?include=pricing')).title).toBe('Lake Garda in Spring')
  })

  it('takes a made-up session cookie for a visitor’s, answered from memory and shareable', async () => {
    // Malformed, and shaped like a real token but signed by nobody.
    const random = () => randomBytes(32).toString('base64url')
    for (const token of ['made-up', `${random()}.${random()}`]) {
      const { title: seen, response } = await title('', { cookie: `citybreak_session=${token}` })
      expect(seen, token).toBe('Lake Garda Break')
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=30')
    }
  })

  it('answers a malformed Host with 400 and ignores a malformed X-Forwarded-Host', async () => {
    const badHost = await rawRequest(server.url('/'), {
      target: '/api/travel-packages',
      headers: { Host: 'x:99999' },
    })
    expect(badHost.status).toBe(400)
    expect(badHost.text).toContain('The Host header is malformed.')
    const badForwardedHost = await rawRequest(server.url('/'), {
      target: '/api/travel-packages',
      headers: { Host: 'localhost', 'X-Forwarded-Host': 'a b' },
    })
    expect(badForwardedHost.status).toBe(200)
  })

  it('refuses a request target that is not a path', async () => {
    for (const target of ['http://evil.example/api/travel-packages/lake-garda-break', '*']) {
      const answer = await rawRequest(server.url('/'), { target, headers: { Host: 'localhost' } })
      expect(answer.status, target).toBe(400)
      expect(answer.text).toContain('The request target must be a path on this site.')
    }
  })
})

/**
 * Routes as the server build lists them, each declaring what its loader reads as a route module does
 * (`export const queryParameters`): the same shapes as app/routes.ts, matched by the server's own code.
 */
const STAND_IN_ROUTES = {
  root: { id: 'root', path: '', module: {} },
  'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: {} },
  'routes/terms': { id: 'routes/terms', parentId: 'root', path: 'terms', module: {} },
  'routes/offers': {
    id: 'routes/offers',
    parentId: 'root',
    path: 'offers',
    module: { queryParameters: [...SEARCH_FIELDS, 'page'] },
  },
  'routes/reservation': {
    id: 'routes/reservation',
    parentId: 'root',
    path: 'reservation/:packageSlug?',
    module: { queryParameters: ['date', 'airport', 'travelers'] },
  },
  'routes/package-catch-all': {
    id: 'routes/package-catch-all',
    parentId: 'root',
    path: ':slug',
    module: { queryParameters: ['airport', 'month'] },
  },
  'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*', module: {} },
} as unknown as ServerBuild['routes']

describe('pages on a site whose address is configured', () => {
  let server: TestServer
  const renders = new Map<string, number>()
  const rendersOf = (path: string) => renders.get(path) ?? 0

  /** Stands in for React Router's renderer, counting renders; slow enough for requests to overlap. */
  const countingPages: RequestHandler = async (req, res) => {
    renders.set(req.path, rendersOf(req.path) + 1)
    if (req.path === '/slow') await sleep(200)
    res.type('html').send(`<p>${req.originalUrl}</p>`)
  }

  beforeAll(async () => {
    const readBy = pageQueryParameters(STAND_IN_ROUTES)
    server = await startTestServer({
      environment: { PUBLIC_URL: 'https://www.example.com' },
      pages: () => countingPages,
      pageQueryParameters: async (path) => readBy(path),
    })
  })
  afterAll(() => server.close())

  const read = async (path: string) => (await fetch(server.url(path))).text()

  it('renders a page once whatever Host or X-Forwarded-Host a request names', async () => {
    for (const host of ['localhost', 'evil.example', 'another.example:8080']) {
      const answer = await rawRequest(server.url('/'), {
        target: '/offers',
        headers: { Host: host, 'X-Forwarded-Host': `${host}.forged` },
      })
      expect(answer.status).toBe(200)
    }
    expect(rendersOf('/offers')).toBe(1)
  })

  it('hands /offers its page number (decision 40), with the junk taken off, each page its own answer', async () => {
    expect(await read('/offers?duration=4-6&page=2&utm_source=mail&date=2031-05-01')).toBe(
      '<p>/offers?duration=4-6&page=2</p>',
    )
    expect(await read('/offers?duration=4-6&page=3')).toBe('<p>/offers?duration=4-6&page=3</p>')
  })

  it('renders a page once whatever values come for parameters other pages read (decision 49)', async () => {
    expect(await read('/terms')).toBe('<p>/terms</p>')
    for (const query of ['?page=1', '?returnTo=x', '?date=y', '?page=2&returnTo=%2Foffers&travelers=3']) {
      expect(await read(`/terms${query}`), query).toBe('<p>/terms</p>')
    }
    // In any letter case, as the routes match; and the same for a client navigation's data request.
    expect(await read('/Terms?page=9')).toBe('<p>/Terms</p>')
    expect(await read('/terms.data?page=9&_routes=routes%2Fterms')).toBe(
      '<p>/terms.data?_routes=routes%2Fterms</p>',
    )
    expect(rendersOf('/terms')).toBe(1)
  })

  it('keeps a flood of new values for the home page from rendering it again', async () => {
    await read('/')
    const values = Array.from({ length: 300 }, (_, index) => `/?page=${index}&date=2031-01-${index}`)
    for (let at = 0; at < values.length; at += 20) {
      await Promise.all(values.slice(at, at + 20).map(read))
    }
    expect(rendersOf('/')).toBe(1)
  })

  it('hands each page the parameters its loader reads, and only those', async () => {
    expect(await read('/venice-city-break?airport=LGW&month=2031-05&page=2&date=2031-05-01')).toBe(
      '<p>/venice-city-break?airport=LGW&month=2031-05</p>',
    )
    expect(await read('/reservation/venice-city-break?date=2031-05-01&airport=LGW&travelers=2&price=1')).toBe(
      '<p>/reservation/venice-city-break?date=2031-05-01&airport=LGW&travelers=2</p>',
    )
    expect(await read('/venice-city-break.data?month=2031-06&returnTo=%2F&_routes=x')).toBe(
      '<p>/venice-city-break.data?month=2031-06&_routes=x</p>',
    )
    // A page nobody has made reads nothing.
    expect(await read('/no/such/page?airport=LGW')).toBe('<p>/no/such/page</p>')
  })

  it('still hands the API the parameters it reads', async () => {
    for (const title of ['Bergamo Break', 'Verona Break']) await createPackage(server.db, { title })
    const answer = await fetch(server.url('/api/travel-packages?limit=1&offset=1&page=2&returnTo=x'))
    expect(((await answer.json()) as PackageDetail[]).map((pkg) => pkg.title)).toHaveLength(1)
    expect(answer.headers.get('x-total-count')).toBe('2')
    expect(answer.headers.get('link') ?? '').not.toMatch(/page=|returnTo/)
  })

  it('renders once for many visitors asking for the same page at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => fetch(server.url('/slow'))))
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200))
    expect(rendersOf('/slow')).toBe(1)
  })

  it('keeps the pages visitors come back to through a flood of addresses each asked for once', async () => {
    await fetch(server.url('/popular'))
    await fetch(server.url('/popular'))
    for (let i = 0; i < 700; i += 1) await (await fetch(server.url(`/flood-${i}`))).arrayBuffer()
    await fetch(server.url('/popular'))
    expect(rendersOf('/popular')).toBe(1)
  })
})
