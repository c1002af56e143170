import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { destinations } from '#app/db/schema.server'
import type { AuditEntry } from '#app/lib/staff'
import { createDestination, createPackage } from '#tests/factories/catalogue'
import { ADMIN, signIn, signInAs, staffAccount } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

// Decision 52: a back-office page names its account on every call (X-Staff-Account), and the API answers such
// a call only for that account's live session.
let server: TestServer
let ownerId: number

beforeAll(async () => {
  server = await startTestServer()
  const cookie = await signIn(server)
  const me = await fetch(server.url('/api/auth/me'), { headers: { cookie } })
  ownerId = ((await me.json()) as { user: { id: number } }).user.id
})

afterAll(() => server.close())

/** A call from the owner's page, with whatever session cookie the browser holds now. */
const fromOwnersPage = (cookie: string, method = 'GET', path = '/api/auth/me', body?: unknown) =>
  fetch(server.url(path), {
    method,
    headers: {
      cookie,
      'x-staff-account': String(ownerId),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const rename = (cookie: string, id: number, name: string) =>
  fromOwnersPage(cookie, 'PUT', `/api/destinations/${id}`, { name, country: 'Italy' })

const nameOf = async (id: number) =>
  (await server.db.select().from(destinations).where(eq(destinations.id, id)))[0]?.name

const newestEntry = async (cookie: string) => {
  const response = await fromOwnersPage(cookie, 'GET', '/api/audit-log?limit=1')
  return ((await response.json()) as AuditEntry[])[0]
}

describe('a call that names the account its page was opened for', () => {
  it("is answered as before with that account's session", async () => {
    const cookie = await signIn(server)
    const destination = await createDestination(server.db, { name: 'Verona' })
    const saved = await rename(cookie, destination.id, 'Verona Centro')
    expect(saved.status).toBe(200)
    expect(await nameOf(destination.id)).toBe('Verona Centro')
  })

  it('is refused, changing nothing, when the browser has since signed in as someone else', async () => {
    const colleague = await signInAs(server, 'editor')
    const destination = await createDestination(server.db, { name: 'Padua' })
    const refused = await rename(colleague, destination.id, 'Padova')
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({
      error:
        'This browser is now signed in as another account. Sign in again as the account this page was opened for.',
    })
    expect(await nameOf(destination.id)).toBe('Padua')
    // The colleague's own pages, which name no account or their own, work as before.
    const own = await fetch(server.url(`/api/destinations/${destination.id}`), {
      method: 'PUT',
      headers: { cookie: colleague, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Padua', country: 'Italy' }),
    })
    expect(own.status).toBe(200)
  })

  it('is a 401 once the session has ended, even for a read a visitor would get from the cache', async () => {
    await createPackage(server.db, { title: 'Unpublished Lakes', status: 'draft' })
    const cookie = await signIn(server)
    // A visitor's read of the list is now in the page cache.
    const visitors = await fetch(server.url('/api/travel-packages'))
    expect(visitors.status).toBe(200)
    expect(JSON.stringify(await visitors.json())).not.toContain('Unpublished Lakes')

    await fetch(server.url('/api/auth/logout'), { method: 'POST', headers: { cookie } })
    const ended = await fromOwnersPage(cookie, 'GET', '/api/travel-packages')
    expect(ended.status).toBe(401)
    expect(await ended.json()).toEqual({ error: 'Please sign in to continue.' })
    // Without the header the same read is a visitor's, as it always was.
    expect((await fetch(server.url('/api/travel-packages'), { headers: { cookie } })).status).toBe(200)
  })

  it('may sign in again, and the save sent again is recorded as the right person', async () => {
    const colleague = await signInAs(server, 'editor')
    const destination = await createDestination(server.db, { name: 'Bergamo' })
    expect((await rename(colleague, destination.id, 'Bergamo Alta')).status).toBe(401)

    // The sign-in in place sends the page's header too, and is not refused for it.
    const signedIn = await fromOwnersPage(colleague, 'POST', '/api/auth/login', ADMIN)
    expect(signedIn.status).toBe(200)
    const cookie = signedIn.headers
      .getSetCookie()
      .find((line) => line.startsWith('citybreak_session='))
      ?.split(';')[0]
    expect(cookie).toBeTruthy()
    expect((await rename(cookie ?? '', destination.id, 'Bergamo Alta')).status).toBe(200)
    expect(await nameOf(destination.id)).toBe('Bergamo Alta')
    expect(await newestEntry(cookie ?? '')).toMatchObject({
      actorEmail: ADMIN.email,
      thingName: 'Bergamo Alta',
    })
  })

  it('still meets the sign-in limits and the same-site check', async () => {
    const editor = staffAccount('editor')
    await signInAs(server, 'editor')
    const guesses = { email: editor.email, password: 'not the password' }
    for (let guess = 0; guess < 10; guess++) {
      expect((await fromOwnersPage('', 'POST', '/api/auth/login', guesses)).status).toBe(401)
    }
    expect((await fromOwnersPage('', 'POST', '/api/auth/login', editor)).status).toBe(429)

    const cookie = await signIn(server)
    const destination = await createDestination(server.db, { name: 'Trento' })
    const crossSite = await fetch(server.url(`/api/destinations/${destination.id}`), {
      method: 'PUT',
      headers: {
        cookie,
        origin: 'https://elsewhere.example',
        'x-staff-account': String(ownerId),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'Trient', country: 'Italy' }),
    })
    expect(crossSite.status).toBe(403)
    expect(await nameOf(destination.id)).toBe('Trento')
  })
})
