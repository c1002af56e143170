import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#app/db/client.server'
import { sessions } from '#app/db/schema.server'
import { SESSION_COOKIE, SESSION_IDLE_MS, setAdminPassword } from '#app/services/auth/auth.server'
import { postJson } from '#tests/factories/enquiries'
import { ADMIN, cookieSent, signIn } from '#tests/setup/admin-session'
import { createTestDatabase } from '#tests/setup/test-database'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

// One database for the servers below, which differ only in the proxies they trust.
let database: DatabaseHandle
let server: TestServer

beforeAll(async () => {
  database = await createTestDatabase()
  server = await startTestServer({ database })
})

afterAll(async () => {
  await server.close()
  await database.close()
})

const me = (target: TestServer, cookie: string) => fetch(target.url('/api/auth/me'), { headers: { cookie } })

describe('behind a proxy that ends TLS', () => {
  const signInAs = (target: TestServer, headers: Record<string, string>) =>
    postJson(target.url('/api/auth/login'), ADMIN, { 'x-forwarded-for': '198.51.100.9', ...headers })

  beforeAll(() => setAdminPassword(server.db, ADMIN.email, ADMIN.password))

  it('sets Secure cookies and sends HSTS when a trusted proxy says the browser used https', async () => {
    const response = await signInAs(server, { 'x-forwarded-proto': 'https' })
    expect(response.status).toBe(200)
    const cookies = response.headers.getSetCookie()
    expect(cookies).toHaveLength(2)
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/i)
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
  })

  it('sets neither on plain http', async () => {
    const response = await signInAs(server, {})
    for (const cookie of response.headers.getSetCookie()) expect(cookie).not.toMatch(/; Secure/i)
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const untrusting = await startTestServer({ database, environment: { TRUST_PROXY: '10.0.0.0/8' } })
    try {
      const response = await signInAs(untrusting, { 'x-forwarded-proto': 'https' })
      expect(response.status).toBe(200)
      for (const cookie of response.headers.getSetCookie()) expect(cookie).not.toMatch(/; Secure/i)
      expect(response.headers.get('strict-transport-security')).toBeNull()
    } finally {
      await untrusting.close()
    }
  })
})

describe('idle sessions', () => {
  // Sessions are stored under the SHA-256 of their cookie's token.
  const sessionOf = (cookie: string) =>
    eq(sessions.id, sql`encode(sha256(convert_to(${cookie.split('=')[1]}, 'UTF8')), 'hex')`)
  const lastSeen = async (cookie: string) => {
    const [row] = await server.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(sessionOf(cookie))
    return row?.lastSeenAt
  }
  const seenAgo = (cookie: string, ms: number) =>
    server.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - ms) })
      .where(sessionOf(cookie))

  it('ends a session left idle past the limit, inside its seven days', async () => {
    const cookie = await signIn(server)
    expect((await me(server, cookie)).status).toBe(200)
    await seenAgo(cookie, SESSION_IDLE_MS + 60_000)
    const answer = await me(server, cookie)
    expect(answer.status).toBe(401)
    expect(await answer.json()).toEqual({ error: 'Please sign in to continue.' })
  })

  it('keeps a session in use alive, writing down its use at most once a minute', async () => {
    const cookie = await signIn(server)
    await seenAgo(cookie, 30_000)
    const halfAMinuteAgo = await lastSeen(cookie)
    expect((await me(server, cookie)).status).toBe(200)
    expect(await lastSeen(cookie)).toEqual(halfAMinuteAgo)

    await seenAgo(cookie, SESSION_IDLE_MS - 60_000)
    expect((await me(server, cookie)).status).toBe(200)
    expect(Date.now() - ((await lastSeen(cookie))?.getTime() ?? 0)).toBeLessThan(60_000)
  })

  it('restarts the idle limit with each use: a day of work outlasts eight hours from signing in', async () => {
    const cookie = await signIn(server)
    const hour = 60 * 60 * 1000
    // Signed in 20 hours ago and used every 7 hours since: never idle for 8, so never signed out.
    await server.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 20 * hour) })
      .where(sessionOf(cookie))
    for (let use = 0; use < 3; use++) {
      await seenAgo(cookie, 7 * hour)
      expect((await me(server, cookie)).status).toBe(200)
    }
    // The last use starts the eight hours again from now.
    await seenAgo(cookie, SESSION_IDLE_MS - 60_000)
    expect((await me(server, cookie)).status).toBe(200)
    await seenAgo(cookie, SESSION_IDLE_MS + 60_000)
    expect((await me(server, cookie)).status).toBe(401)
  })

  it('keeps the seven-day limit, however busy the session', async () => {
    const cookie = await signIn(server)
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(sessionOf(cookie))
    expect((await me(server, cookie)).status).toBe(401)
  })
})

describe('POST /api/auth/sessions/end-all', () => {
  const endAll = (cookie: string) =>
    fetch(server.url('/api/auth/sessions/end-all'), { method: 'POST', headers: { cookie } })

  /** Signs in from a browser of its own, leaving the account's other sessions be. */
  const sessionFor = async (account: typeof ADMIN) =>
    cookieSent(await postJson(server.url('/api/auth/login'), account), SESSION_COOKIE)

  it("signs every admin out everywhere, the caller too, and clears the caller's cookie", async () => {
    const colleague = { email: 'colleague@example.com', password: 'another long passphrase' }
    await setAdminPassword(server.db, colleague.email, colleague.password)
    const caller = await signIn(server)
    const everyone = [caller, await sessionFor(ADMIN), await sessionFor(colleague)]
    for (const cookie of everyone) expect((await me(server, cookie)).status).toBe(200)

    const ended = await endAll(caller)
    expect(ended.status).toBe(204)
    expect(ended.headers.get('set-cookie')).toMatch(/^citybreak_session=;.*Expires=Thu, 01 Jan 1970/)
    for (const cookie of everyone) {
      expect((await me(server, cookie)).status).toBe(401)
    }
    expect(await server.db.$count(sessions)).toBe(0)
  })

  it('needs a session', async () => {
    const cookie = await signIn(server)
    const refused = await endAll('citybreak_session=not-a-session')
    expect(refused.status).toBe(401)
    expect((await me(server, cookie)).status).toBe(200)
  })
})
