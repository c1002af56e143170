import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminUsers, passwordResets } from '#app/db/schema.server'
import { anotherVisitor } from '#tests/factories/enquiries'
import { adminRequest, signInAs, signInWith, staffAccount } from '#tests/setup/admin-session'
import { linkIn, newestStaffEmailTo, staffEmailsTo } from '#tests/setup/staff-emails'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

const SITE = 'https://agency.example'
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ environment: { PUBLIC_URL: SITE } })
})

afterAll(() => server.close())

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(server.url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...anotherVisitor(), ...headers },
    body: JSON.stringify(body),
  })

const requestReset = (email: string, headers: Record<string, string> = {}) =>
  post('/api/auth/password-reset', { email }, headers)

const completeReset = (token: string, password: string) =>
  post('/api/auth/password-reset/complete', { token, password })

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? ''
const me = (cookie: string) => fetch(server.url('/api/auth/me'), { headers: { cookie } })

/** A reset link for the account with this email, as the email brings it. */
async function resetLinkFor(email: string) {
  const before = (await staffEmailsTo(server.dataDir, email)).length
  expect((await requestReset(email)).status).toBe(202)
  return linkIn(await newestStaffEmailTo(server.dataDir, email, { after: before }))
}

describe('asking for a password reset', () => {
  it('answers the same for a member of staff and for anyone else, and emails only the member', async () => {
    await signInAs(server, 'editor')
    const known = await requestReset('EDITOR@example.com')
    const unknown = await requestReset('nobody@example.com')
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    const body = await known.json()
    expect(await unknown.json()).toEqual(body)
    expect(body).toEqual({
      message:
        'If that address belongs to a member of staff, we have sent it a link to choose a new password. It works for an hour.',
    })

    const email = await newestStaffEmailTo(server.dataDir, 'editor@example.com')
    expect(linkIn(email)).toMatch(/^https:\/\/agency\.example\/admin\/reset-password\?token=[\w-]{43}$/)
    expect(email.html).toContain(linkIn(email))
    expect(await staffEmailsTo(server.dataDir, 'nobody@example.com')).toEqual([])
  })

  it('sends nothing to a deactivated account', async () => {
    await signInAs(server, 'sales')
    await server.db
      .update(adminUsers)
      .set({ deactivatedAt: new Date() })
      .where(eq(adminUsers.email, 'sales@example.com'))
    expect((await requestReset('sales@example.com')).status).toBe(202)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await staffEmailsTo(server.dataDir, 'sales@example.com')).toEqual([])
  })

  it('is limited per account, known or not, and per address', async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await requestReset('limited@example.com')).status).toBe(202)
    const limited = await requestReset('limited@example.com')
    expect(limited.status).toBe(429)
    expect(await limited.json()).toHaveProperty('error')

    const address = { 'x-forwarded-for': '198.51.100.77' }
    const statuses = []
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await requestReset(`person${attempt}@example.com`, address)).status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('following a reset link', () => {
  it('sets the new password, ends every session of the account, and works once', async () => {
    const cookie = await signInAs(server, 'editor')
    const token = tokenOf(await resetLinkFor('editor@example.com'))
    const newPassword = 'a brand new editor passphrase'

    const done = await completeReset(token, newPassword)
    expect(done.status).toBe(200)
    expect((await me(cookie)).status).toBe(401)
    await expect(signInWith(server, staffAccount('editor'))).rejects.toThrow('401')
    expect(await signInWith(server, { email: 'editor@example.com', password: newPassword })).not.toBe('')

    const again = await completeReset(token, 'yet another long passphrase')
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      error: 'This link has expired or has been used. Ask for a new one.',
    })
  })

  it('keeps only a hash of the token, and refuses it after an hour', async () => {
    await signInAs(server, 'editor')
    const token = tokenOf(await resetLinkFor('editor@example.com'))
    const rows = await server.db.select().from(passwordResets)
    expect(rows.map((row) => row.tokenHash)).not.toContain(token)
    await server.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` })
    expect((await completeReset(token, 'a brand new editor passphrase')).status).toBe(400)
  })

  it('refuses a short password and keeps the link usable', async () => {
    // The owner's account: the editor's has had its three links this hour.
    await signInAs(server, 'owner')
    const token = tokenOf(await resetLinkFor(staffAccount('owner').email))
    const refused = await completeReset(token, 'short')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ error: 'The password must be at least 12 characters.' })
    expect((await completeReset(token, 'long enough at last, surely')).status).toBe(200)
  })
})

describe('changing one’s own password', () => {
  it('needs the current password, then ends every other session and keeps this one', async () => {
    const account = staffAccount('sales')
    await signInAs(server, 'sales')
    const here = await signInWith(server, account)
    const elsewhere = await signInWith(server, account)
    const change = adminRequest(server, here)

    const wrong = await change('POST', '/api/auth/password', {
      currentPassword: 'not my password at all',
      newPassword: 'my shiny new passphrase',
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({
      details: [{ path: 'currentPassword', message: 'The current password is not right.' }],
    })

    const right = await change('POST', '/api/auth/password', {
      currentPassword: account.password,
      newPassword: 'my shiny new passphrase',
    })
    expect(right.status).toBe(200)
    expect((await me(here)).status).toBe(200)
    expect((await me(elsewhere)).status).toBe(401)
    expect(await signInWith(server, { email: account.email, password: 'my shiny new passphrase' })).not.toBe(
      '',
    )
  })

  it('needs a session', async () => {
    const response = await post('/api/auth/password', { currentPassword: 'x', newPassword: 'y'.repeat(12) })
    expect(response.status).toBe(401)
  })
})
