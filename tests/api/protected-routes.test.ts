import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { can, NOT_ALLOWED_MESSAGE, STAFF_ROLES, type StaffRole } from '#app/lib/staff-roles'
import { PUBLIC_WRITES } from '#server/api/middleware/write-guards'
import type { ApiRoute } from '#server/api/route-list'
import { createWidgetSection } from '#tests/factories/catalogue'
import { adminRequest, signInAs } from '#tests/setup/admin-session'
import { apiRoutes, concretePath as concrete } from '#tests/setup/api-routes'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer

const routes = apiRoutes()
const name = (route: ApiRoute) => `${route.method} ${route.path}`
const staffRoutes = routes.filter((route) => route.access !== 'anyone')
const staffWrites = staffRoutes.filter((route) => route.method !== 'GET')

/** One session per role, signed in again when a route under test (signing everyone out) has ended it. */
const sessions = new Map<StaffRole, string>()
async function sessionOf(role: StaffRole) {
  const cookie = sessions.get(role)
  if (cookie && (await fetch(server.url('/api/auth/me'), { headers: { cookie } })).status === 200)
    return cookie
  const fresh = await signInAs(server, role)
  sessions.set(role, fresh)
  return fresh
}

const call = ({ method, path }: ApiRoute, headers: Record<string, string> = {}) =>
  fetch(server.url(concrete(path)), {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: method === 'GET' ? undefined : '{}',
  })

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(() => server.close())

describe('every route', () => {
  it('is found in the router', () => {
    expect(routes.length).toBeGreaterThanOrEqual(50)
    expect(staffWrites.map(name)).toEqual(
      expect.arrayContaining(['POST /travel-packages', 'DELETE /images/:id', 'PUT /widget-sections/order']),
    )
  })

  it('says who may call it', () => {
    expect(routes.filter((route) => !route.access).map(name)).toEqual([])
  })

  it('is open to anyone only for the catalogue reads and the public writes', () => {
    const openWrites = routes.filter((route) => route.method !== 'GET' && route.access === 'anyone')
    expect(new Set(openWrites.map(name))).toEqual(PUBLIC_WRITES)
  })

  // What each role is for (decision 35): a route declared with the wrong permission fails here.
  it.each([
    ['GET /leads', 'enquiries'],
    ['POST /leads/:id/retry', 'enquiries'],
    ['GET /leads/:id', 'enquiries'],
    ['GET /leads/assignees', 'enquiries'],
    ['PATCH /leads/:id', 'enquiries'],
    ['POST /leads/:id/notes', 'enquiries'],
    ['POST /leads/:id/booking', 'bookings'],
    ['GET /leads/export.csv', 'enquiries'],
    ['DELETE /leads/:id', 'leadDelete'],
    ['GET /email-signups', 'enquiries'],
    ['GET /email-signups/export.csv', 'signupExport'],
    ['GET /admin/summary', 'dashboard'],
    ['GET /staff', 'staff'],
    ['POST /staff', 'staff'],
    ['PATCH /staff/:id', 'staff'],
    ['POST /staff/:id/invitation/resend', 'staff'],
    ['DELETE /staff/:id/invitation', 'staff'],
    ['GET /audit-log', 'auditLog'],
    ['GET /bookings', 'bookings'],
    ['GET /bookings/:reference', 'bookings'],
    ['GET /bookings/export.csv', 'bookings'],
    ['POST /bookings/:reference/payments', 'bookings'],
    ['POST /bookings/:reference/cancel', 'bookings'],
    ['PATCH /bookings/:reference', 'bookings'],
    ['GET /bookings/:reference/atol-certificates/:issue.pdf', 'bookings'],
    ['GET /settings/booking', 'bookingSettings'],
    ['PUT /settings/booking', 'bookingSettings'],
    ['POST /auth/sessions/end-all', 'staff'],
    ['POST /auth/password', 'ownAccount'],
    ['PUT /pricing/:id', 'catalogue'],
    ['POST /widget-sections', 'catalogue'],
  ])('%s needs %s', (route, permission) => {
    expect(routes.find((candidate) => name(candidate) === route)?.access).toBe(permission)
  })
})

describe('every staff route', () => {
  it.each(staffRoutes)('$method $path answers 401 without a session', async (route) => {
    const response = await call(route)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Please sign in to continue.' })
  })

  it.each(staffRoutes)('$method $path ($access) lets in its roles and refuses the others', async (route) => {
    const access = route.access
    if (!access || access === 'anyone') throw new Error('a staff route')
    for (const role of STAFF_ROLES) {
      const response = await call(route, { cookie: await sessionOf(role) })
      if (can(role, access)) {
        expect([401, 403], `${role} is let in`).not.toContain(response.status)
      } else {
        expect(response.status, `${role} is refused`).toBe(403)
        expect(await response.json()).toEqual({ error: NOT_ALLOWED_MESSAGE })
      }
    }
  })

  it.each(staffWrites)('$method $path answers 403 from another site, even signed in', async (route) => {
    const response = await call(route, { origin: 'https://evil.example', cookie: await sessionOf('owner') })
    expect(response.status).toBe(403)
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

describe('raw HTML home sections', () => {
  const htmlSection = {
    title: 'Partner banner',
    widgetType: 'html-embed',
    widgetId: '<p>Hi</p>',
    position: 5,
  }
  const searchSection = { title: 'Search', widgetType: 'search-box', widgetId: null, position: 6 }

  it('are the owner’s: an editor can neither add, change nor delete one', async () => {
    const editor = adminRequest(server, await sessionOf('editor'))
    const existing = await createWidgetSection(server.db, { widgetType: 'html-embed', widgetId: '<b>x</b>' })

    expect((await editor('POST', '/api/widget-sections', htmlSection)).status).toBe(403)
    const changed = await editor('PUT', `/api/widget-sections/${existing.id}`, {
      ...htmlSection,
      title: 'Mine',
    })
    expect(changed.status).toBe(403)
    expect(await changed.json()).toEqual({ error: NOT_ALLOWED_MESSAGE })
    // Nor turn it into another type, which would drop the owner's HTML.
    const retyped = await editor('PUT', `/api/widget-sections/${existing.id}`, searchSection)
    expect(retyped.status).toBe(403)
    expect((await editor('DELETE', `/api/widget-sections/${existing.id}`)).status).toBe(403)

    // Read as staff, whom the page cache never answers: the section was made beside the API.
    const owner = adminRequest(server, await sessionOf('owner'))
    const sections = (await (await owner('GET', '/api/widget-sections')).json()) as { id: number }[]
    expect(sections.find((section) => section.id === existing.id)).toMatchObject({ widgetId: '<b>x</b>' })
  })

  it('leave the editor every other section, and the owner all of them', async () => {
    const editor = adminRequest(server, await sessionOf('editor'))
    const owner = adminRequest(server, await sessionOf('owner'))
    expect((await editor('POST', '/api/widget-sections', searchSection)).status).toBe(201)
    const added = await owner('POST', '/api/widget-sections', htmlSection)
    expect(added.status).toBe(201)
    const { id } = (await added.json()) as { id: number }
    expect((await owner('DELETE', `/api/widget-sections/${id}`)).status).toBe(204)
  })
})
