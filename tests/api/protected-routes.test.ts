import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_WRITES } from '#server/api/middleware/write-guards'
import { signIn } from '#tests/setup/admin-session'
import { apiRoutes, concretePath as concrete } from '#tests/setup/api-routes'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let cookie: string

const routes = apiRoutes()
const protectedWrites = routes.filter(
  (route) => route.method !== 'GET' && !PUBLIC_WRITES.has(`${route.method} ${route.path}`),
)
// Catalogue reads are public; every other read is for staff.
const PUBLIC_READS = [
  '/travel-packages',
  '/destinations',
  '/airports',
  '/widget-sections',
  '/sitemap',
  '/analytics-config',
  '/health',
]
const adminReads = routes.filter(
  (route) => route.method === 'GET' && !PUBLIC_READS.some((prefix) => route.path.startsWith(prefix)),
)

beforeAll(async () => {
  server = await startTestServer()
  cookie = await signIn(server)
})

afterAll(() => server.close())

describe('every write but the public ones', () => {
  it('is found in the router', () => {
    expect(protectedWrites.length).toBeGreaterThanOrEqual(15)
    expect(protectedWrites).toContainEqual({ method: 'POST', path: '/travel-packages' })
    expect(protectedWrites).toContainEqual({ method: 'DELETE', path: '/images/:id' })
    expect(protectedWrites).toContainEqual({ method: 'PUT', path: '/widget-sections/order' })
  })

  it.each(protectedWrites)('$method $path answers 401 without a session', async ({ method, path }) => {
    const response = await fetch(server.url(concrete(path)), {
      method,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Please sign in to continue.' })
  })

  it.each(protectedWrites)(
    '$method $path answers 403 from another site, even signed in',
    async ({ method, path }) => {
      const response = await fetch(server.url(concrete(path)), {
        method,
        headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie },
        body: '{}',
      })
      expect(response.status).toBe(403)
    },
  )
})

describe('reads of what visitors sent us', () => {
  it('are found in the router', () => {
    expect(adminReads).toContainEqual({ method: 'GET', path: '/leads' })
    expect(adminReads).toContainEqual({ method: 'GET', path: '/email-signups/export.csv' })
  })

  it.each(adminReads)('$method $path answers 401 without a session', async ({ path }) => {
    expect((await fetch(server.url(concrete(path)))).status).toBe(401)
  })
})

describe('catalogue reads', () => {
  it('stay public', async () => {
    for (const path of [
      '/api/travel-packages',
      '/api/destinations',
      '/api/airports',
      '/api/widget-sections',
    ]) {
      expect((await fetch(server.url(path))).status).toBe(200)
    }
  })
})
