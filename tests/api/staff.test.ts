import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminUsers, staffInvitations } from '#app/db/schema.server'
import type { InvitationSent, StaffList, StaffMember } from '#app/lib/staff'
import { ADMIN, adminRequest, signIn, signInAs, signInWith } from '#tests/setup/admin-session'
import { linkIn, newestStaffEmailTo } from '#tests/setup/staff-emails'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

const SITE = 'https://agency.example'
let server: TestServer
let owner: ReturnType<typeof adminRequest>

beforeAll(async () => {
  server = await startTestServer({ environment: { PUBLIC_URL: SITE, AGENCY_NAME: 'Lagoon & Lantern' } })
  owner = adminRequest(server, await signIn(server))
})

afterAll(() => server.close())

const PASSWORD = 'a long and lovely passphrase'

async function invite(email: string, role = 'editor') {
  const response = await owner('POST', '/api/staff', { email, role })
  expect(response.status).toBe(201)
  return (await response.json()) as InvitationSent
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? ''

const accept = (token: string, password = PASSWORD) =>
  fetch(server.url('/api/auth/accept-invitation'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  })

async function staffList() {
  return (await (await owner('GET', '/api/staff')).json()) as StaffList
}

const memberNamed = async (email: string) =>
  (await staffList()).members.find((member) => member.email === email) as StaffMember

describe('inviting a member of staff', () => {
  it('answers a single-use link on PUBLIC_URL, sends it by email and lists the invitation', async () => {
    const sent = await invite('Ann.Editor@Example.com')
    expect(sent).toMatchObject({ email: 'ann.editor@example.com', role: 'editor', invitedBy: ADMIN.email })
    expect(sent.invitationUrl).toMatch(
      /^https:\/\/agency\.example\/admin\/accept-invitation\?token=[\w-]{43}$/,
    )
    const days = (Date.parse(sent.expiresAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)

    const email = await newestStaffEmailTo(server.dataDir, 'ann.editor@example.com')
    expect(email.subject).toBe('You are invited to the Lagoon & Lantern back office')
    expect(linkIn(email)).toBe(sent.invitationUrl)
    expect(email.text).toContain(`${ADMIN.email} has invited you`)
    expect(email.html).toContain(`href="${sent.invitationUrl.replace('&', '&amp;')}"`)
    expect(email.html).toContain('Lagoon &amp; Lantern')

    expect((await staffList()).invitations).toContainEqual(expect.objectContaining({ email: sent.email }))
  })

  it('keeps only a hash of the token', async () => {
    const sent = await invite('hash.check@example.com')
    const token = tokenOf(sent.invitationUrl)
    const [row] = await server.db.select().from(staffInvitations).where(eq(staffInvitations.id, sent.id))
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('refuses an address that already has an account, and bad input', async () => {
    const taken = await owner('POST', '/api/staff', { email: ADMIN.email.toUpperCase(), role: 'sales' })
    expect(taken.status).toBe(409)
    expect(await taken.json()).toEqual({ error: `${ADMIN.email} already has an account.` })
    for (const body of [
      { email: 'not-an-address', role: 'sales' },
      { email: 'x@example.com', role: 'boss' },
      {},
    ]) {
      const response = await owner('POST', '/api/staff', body)
      expect(response.status).toBe(400)
      expect(await response.json()).toHaveProperty('details')
    }
  })
})

describe('accepting an invitation', () => {
  it('sets the password, makes the account with the role invited, and uses the link up', async () => {
    const sent = await invite('sam.sales@example.com', 'sales')
    const response = await accept(tokenOf(sent.invitationUrl))
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ email: 'sam.sales@example.com' })

    const cookie = await signInWith(server, { email: 'sam.sales@example.com', password: PASSWORD })
    const me = await (await fetch(server.url('/api/auth/me'), { headers: { cookie } })).json()
    expect(me).toEqual({ user: expect.objectContaining({ email: 'sam.sales@example.com', role: 'sales' }) })
    expect((await staffList()).invitations.map((invitation) => invitation.email)).not.toContain(sent.email)

    const again = await accept(tokenOf(sent.invitationUrl), 'another long passphrase')
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      error: 'This invitation has expired or has been used. Ask an owner to invite you again.',
    })
  })

  it('keeps the invitation when the password is refused', async () => {
    const sent = await invite('short.password@example.com')
    const refused = await accept(tokenOf(sent.invitationUrl), 'too short')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ error: 'The password must be at least 12 characters.' })
    expect((await accept(tokenOf(sent.invitationUrl))).status).toBe(201)
  })

  it('refuses a link past its seven days, a replaced one, and one that was never made', async () => {
    const late = await invite('late@example.com')
    await server.db
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffInvitations.id, late.id))
    expect((await accept(tokenOf(late.invitationUrl))).status).toBe(400)

    const first = await invite('twice@example.com')
    const second = await invite('twice@example.com', 'sales')
    expect((await accept(tokenOf(first.invitationUrl))).status).toBe(400)
    expect((await accept(tokenOf(second.invitationUrl))).status).toBe(201)
    expect((await memberNamed('twice@example.com')).role).toBe('sales')

    expect((await accept('A'.repeat(43))).status).toBe(400)
    expect((await accept('not a token')).status).toBe(400)
  })
})

describe('changing a member of staff', () => {
  it('changes the role, which holds from their very next request', async () => {
    const editor = adminRequest(server, await signInAs(server, 'editor'))
    const section = { title: 'Search', widgetType: 'search-box', position: 3 }
    expect((await editor('POST', '/api/widget-sections', section)).status).toBe(201)

    const { id } = await memberNamed('editor@example.com')
    const changed = await owner('PATCH', `/api/staff/${id}`, { role: 'sales' })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ id, role: 'sales', active: true })
    expect((await editor('POST', '/api/widget-sections', section)).status).toBe(403)
    expect((await editor('GET', '/api/leads')).status).toBe(200)
  })

  it('deactivates: their sessions end at once and they cannot sign in; reactivating lets them back', async () => {
    const cookie = await signInAs(server, 'sales')
    const { id } = await memberNamed('sales@example.com')
    const deactivated = await owner('PATCH', `/api/staff/${id}`, { active: false })
    expect(await deactivated.json()).toMatchObject({ active: false })

    expect((await fetch(server.url('/api/auth/me'), { headers: { cookie } })).status).toBe(401)
    const account = { email: 'sales@example.com', password: 'sales horse battery staple' }
    const refused = await fetch(server.url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    })
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: 'The email or password is incorrect.' })

    await owner('PATCH', `/api/staff/${id}`, { active: true })
    expect(await signInWith(server, account)).not.toBe('')
  })

  it('never leaves the site without an active owner', async () => {
    const me = await memberNamed(ADMIN.email)
    for (const change of [{ role: 'editor' }, { active: false }]) {
      const refused = await owner('PATCH', `/api/staff/${me.id}`, change)
      expect(refused.status).toBe(409)
      expect(await refused.json()).toEqual({
        error: 'The site needs at least one active owner: make someone else an owner first.',
      })
    }
    expect(await memberNamed(ADMIN.email)).toMatchObject({ role: 'owner', active: true })

    // With a second owner, the first may step down.
    const second = await invite('second.owner@example.com', 'owner')
    await accept(tokenOf(second.invitationUrl))
    const stepDown = await owner('PATCH', `/api/staff/${me.id}`, { role: 'editor' })
    expect(stepDown.status).toBe(200)
    expect((await owner('GET', '/api/staff')).status).toBe(403)
    await server.db.update(adminUsers).set({ role: 'owner' }).where(eq(adminUsers.id, me.id))
  })

  it('answers 404 for an unknown member, 400 for a change it cannot read', async () => {
    expect((await owner('PATCH', '/api/staff/999999', { role: 'sales' })).status).toBe(404)
    for (const body of [{}, { role: 'boss' }, { active: 'no' }]) {
      expect((await owner('PATCH', '/api/staff/1', body)).status).toBe(400)
    }
  })
})
