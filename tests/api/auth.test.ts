import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '#app/db/schema.server'
import { anotherVisitor, postJson } from '#tests/factories/enquiries'
import { ADMIN, signIn } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(() => server.close())

const me = (cookie?: string) => fetch(server.url('/api/auth/me'), { headers: cookie ? { cookie } : {} })

describe('signing in', () => {
  it('sets an httpOnly, SameSite=Lax session cookie that /api/auth/me accepts', async () => {
    await signIn(server)
    const response = await postJson(server.url('/api/auth/login'), ADMIN, anotherVisitor())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      user: { id: expect.any(Number), email: ADMIN.email, role: 'owner' },
    })
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^citybreak_session=[\w-]{43}\.[\w-]{43};/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    const answer = await me(cookie.split(';')[0])
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ user: { email: ADMIN.email } })
  })

  it('says the same thing for a wrong password and an unknown email', async () => {
    const wrongPassword = await postJson(
      server.url('/api/auth/login'),
      { ...ADMIN, password: 'nope' },
      anotherVisitor(),
    )
    const unknown = await postJson(
      server.url('/api/auth/login'),
      { email: 'nobody@example.com', password: 'x' },
      anotherVisitor(),
    )
    expect(wrongPassword.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrongPassword.json()).toEqual(await unknown.json())
  })

  it('ends the session on sign-out', async () => {
    const cookie = await signIn(server)
    const logout = await fetch(server.url('/api/auth/logout'), { method: 'POST', headers: { cookie } })
    expect(logout.status).toBe(204)
    expect(logout.headers.get('set-cookie')).toMatch(/citybreak_session=;/)
    expect((await me(cookie)).status).toBe(401)
  })

  it('refuses an expired session', async () => {
    const cookie = await signIn(server)
    expect((await me(cookie)).status).toBe(200)
    await server.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) })
    expect((await me(cookie)).status).toBe(401)
    expect((await me()).status).toBe(401)
    await server.db.delete(sessions).where(eq(sessions.userId, -1))
  })

  it('does not count successful sign-ins towards the limits', async () => {
    await signIn(server)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 25; attempt += 1) {
      statuses.push((await postJson(server.url('/api/auth/login'), ADMIN)).status)
    }
    expect(new Set(statuses)).toEqual(new Set([200]))
  })

  it('limits sign-in attempts on one account, from any address', async () => {
    const target = { email: 'targeted@example.com', password: 'guess' }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await postJson(server.url('/api/auth/login'), target, anotherVisitor())).status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
    const limited = await postJson(server.url('/api/auth/login'), target, anotherVisitor())
    expect(await limited.json()).toEqual({
      error: 'Too many wrong passwords for this account. Please wait 15 minutes and try again.',
    })
  })

  it('counts only wrong passwords against an account, not forms sent half-filled', async () => {
    const halfFilled = { email: 'half-filled@example.com', password: '' }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push((await postJson(server.url('/api/auth/login'), halfFilled, anotherVisitor())).status)
    }
    expect(new Set(statuses)).toEqual(new Set([400]))
    const guess = { ...halfFilled, password: 'a guess' }
    expect((await postJson(server.url('/api/auth/login'), guess, anotherVisitor())).status).toBe(401)
  })

  it('answers an email that is not text with 400, even one that cannot be turned into text', async () => {
    // `{ toString: 1 }` made String() throw in the per-account limit, before the check: a 500.
    for (const email of [{ toString: 1 }, { valueOf: null, toString: null }, ['admin@example.com'], 42]) {
      const response = await postJson(
        server.url('/api/auth/login'),
        { email, password: 'x' },
        anotherVisitor(),
      )
      expect(response.status, JSON.stringify(email)).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'Please enter your email address.' })
    }
  })
})
