import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminUsers, staffInvitations } from '#app/db/schema.server'
import type { AuditEntry, InvitationSent, StaffList, StaffMember } from '#app/lib/staff'
import { INVITATION_UNUSABLE } from '#app/lib/staff-links'
import { SESSION_COOKIE } from '#app/services/auth/auth.server'
import { ADMIN, adminRequest, cookieSent, signIn, signInAs, signInWith } from '#tests/setup/admin-session'
import { linkIn, newestStaffEmailTo, staffEmailsTo } from '#tests/setup/staff-emails'
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

const login = (account: { email: string; password: string }) =>
  fetch(server.url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  })

/** The activity log's entries about one thing, newest first. */
async function activityOf(thing: string, id: number) {
  const response = await owner('GET', `/api/audit-log?thing=${thing}&thingId=${id}`)
  return (await response.json()) as AuditEntry[]
}

/** Who has an invitation waiting. */
const waitingFor = async () => (await staffList()).invitations.map((invitation) => invitation.email)

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
  it('sets the password, makes the account with the role invited, signs them in, and uses the link up', async () => {
    const sent = await invite('sam.sales@example.com', 'sales')
    const response = await accept(tokenOf(sent.invitationUrl))
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({
      user: { email: 'sam.sales@example.com', role: 'sales' },
      message: 'Your account is ready, and you are signed in.',
    })

    // The answer's session cookie is a live session: no sign-in needed.
    const session = cookieSent(response, SESSION_COOKIE)
    expect(session).not.toBe('')
    const me = await (await fetch(server.url('/api/auth/me'), { headers: { cookie: session } })).json()
    expect(me).toEqual({ user: expect.objectContaining({ email: 'sam.sales@example.com', role: 'sales' }) })
    expect(await signInWith(server, { email: 'sam.sales@example.com', password: PASSWORD })).not.toBe('')
    expect((await staffList()).invitations.map((invitation) => invitation.email)).not.toContain(sent.email)

    const again = await accept(tokenOf(sent.invitationUrl), 'another long passphrase')
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ error: INVITATION_UNUSABLE })
    expect(again.headers.getSetCookie()).toEqual([])
  })

  it('is in the activity log: the account made, by whom, from whose invitation', async () => {
    const sent = await invite('joined@example.com', 'editor')
    expect((await accept(tokenOf(sent.invitationUrl))).status).toBe(201)
    const { id } = await memberNamed('joined@example.com')
    const [entry] = await activityOf('staff', id)
    expect(entry).toMatchObject({
      actorEmail: 'joined@example.com',
      action: 'join',
      thingName: 'joined@example.com',
      summary: `Accepted the invitation ${ADMIN.email} had sent, as Editor, and chose a password.`,
    })
    const [sending] = await activityOf('invitation', sent.id)
    expect(sending).toMatchObject({
      action: 'invite',
      summary: 'Invited joined@example.com as Editor; the link works for 7 days.',
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
    const refused = await login(account)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      error: 'This account has been deactivated. Ask an owner to reactivate it.',
    })
    const wrong = await login({ ...account, password: 'not the password at all' })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({ error: 'The email or password is incorrect.' })

    await owner('PATCH', `/api/staff/${id}`, { active: true })
    expect(await signInWith(server, account)).not.toBe('')
  })

  it('tells deactivation and reactivation in the activity log in words, never as timestamps', async () => {
    await signInAs(server, 'sales')
    const { id } = await memberNamed('sales@example.com')
    await owner('PATCH', `/api/staff/${id}`, { active: false })
    await owner('PATCH', `/api/staff/${id}`, { active: true })
    const [reactivated, deactivated] = await activityOf('staff', id)
    expect(deactivated).toMatchObject({
      action: 'deactivate',
      summary:
        'Deactivated sales@example.com: signed out everywhere, and unable to sign in until reactivated.',
      before: { status: 'active' },
      after: { status: 'deactivated' },
    })
    expect(reactivated).toMatchObject({
      action: 'reactivate',
      summary: 'Reactivated sales@example.com: they can sign in again.',
      before: { status: 'deactivated' },
      after: { status: 'active' },
    })
    const told = [deactivated, reactivated].map((entry) => [entry?.summary, entry?.before, entry?.after])
    expect(JSON.stringify(told)).not.toMatch(/deactivatedAt|\d{4}-\d\d-\d\dT/)
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

/** A second owner, made by invitation; answers their id and a request function signed in as them. */
async function secondOwner(email: string) {
  const sent = await invite(email, 'owner')
  const accepted = await accept(tokenOf(sent.invitationUrl))
  expect(accepted.status).toBe(201)
  const { user } = (await accepted.json()) as { user: StaffMember }
  return { id: user.id, request: adminRequest(server, cookieSent(accepted, SESSION_COOKIE)) }
}

async function inviteAs(request: ReturnType<typeof adminRequest>, email: string, role: string) {
  const response = await request('POST', '/api/staff', { email, role })
  expect(response.status).toBe(201)
  return (await response.json()) as InvitationSent
}

describe('an invitation outlives no sender’s rights (audit finding 1)', () => {
  it('dies when its sender is deactivated: the link makes no owner, and the log says what was voided', async () => {
    const second = await secondOwner('second.one@example.com')
    const backdoor = await inviteAs(second.request, 'backdoor@example.com', 'owner')
    expect(await waitingFor()).toContain('backdoor@example.com')

    expect((await owner('PATCH', `/api/staff/${second.id}`, { active: false })).status).toBe(200)
    expect(await waitingFor()).not.toContain('backdoor@example.com')
    const refused = await accept(tokenOf(backdoor.invitationUrl))
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: INVITATION_UNUSABLE })
    expect((await staffList()).members.map((member) => member.email)).not.toContain('backdoor@example.com')

    const [entry] = await activityOf('staff', second.id)
    expect(entry).toMatchObject({ action: 'deactivate' })
    expect(entry?.summary).toContain(
      'Voided 1 waiting invitation they had sent: backdoor@example.com (Owner).',
    )
  })

  it('dies when its sender is no longer an owner', async () => {
    const second = await secondOwner('second.two@example.com')
    const sent = await inviteAs(second.request, 'via.demoted@example.com', 'editor')
    expect((await owner('PATCH', `/api/staff/${second.id}`, { role: 'editor' })).status).toBe(200)
    expect(await waitingFor()).not.toContain('via.demoted@example.com')
    expect((await accept(tokenOf(sent.invitationUrl))).status).toBe(400)
    const [entry] = await activityOf('staff', second.id)
    expect(entry).toMatchObject({
      action: 'update',
      summary:
        'Role: Owner → Editor. Voided 1 waiting invitation they had sent: via.demoted@example.com (Editor).',
    })
  })

  it('is not waiting, nor usable, once its sender has lost the right by any road', async () => {
    const second = await secondOwner('second.three@example.com')
    const sent = await inviteAs(second.request, 'older.rule@example.com', 'owner')
    // As an invitation sent a moment before its sender was deactivated, or before invitations were voided.
    await server.db.update(adminUsers).set({ deactivatedAt: new Date() }).where(eq(adminUsers.id, second.id))
    expect(await waitingFor()).not.toContain('older.rule@example.com')
    expect((await accept(tokenOf(sent.invitationUrl))).status).toBe(400)
    expect((await owner('DELETE', `/api/staff/${sent.id}/invitation`)).status).toBe(404)
  })
})

describe('revoking an invitation', () => {
  it('kills its link at once and takes it off the list; a second revoke is a 404', async () => {
    const sent = await invite('revoke.me@example.com', 'owner')
    const revoked = await owner('DELETE', `/api/staff/${sent.id}/invitation`)
    expect(revoked.status).toBe(204)
    expect(await waitingFor()).not.toContain('revoke.me@example.com')
    const refused = await accept(tokenOf(sent.invitationUrl))
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: INVITATION_UNUSABLE })

    const again = await owner('DELETE', `/api/staff/${sent.id}/invitation`)
    expect(again.status).toBe(404)
    expect(await again.json()).toEqual({
      error: 'That invitation is not waiting any more: it was accepted, revoked or has expired.',
    })
    const [entry] = await activityOf('invitation', sent.id)
    expect(entry).toMatchObject({
      actorEmail: ADMIN.email,
      action: 'revoke',
      thingName: 'revoke.me@example.com',
      summary: 'Withdrew the invitation of revoke.me@example.com as Owner; its link no longer works.',
    })
  })

  it('answers 404 for an unknown, accepted or expired invitation, 400 for an id it cannot read', async () => {
    expect((await owner('DELETE', '/api/staff/999999/invitation')).status).toBe(404)
    const used = await invite('used.up@example.com')
    await accept(tokenOf(used.invitationUrl))
    expect((await owner('DELETE', `/api/staff/${used.id}/invitation`)).status).toBe(404)
    const late = await invite('too.late@example.com')
    await server.db
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffInvitations.id, late.id))
    expect((await owner('DELETE', `/api/staff/${late.id}/invitation`)).status).toBe(404)
    const unreadable = await owner('DELETE', '/api/staff/abc/invitation')
    expect(unreadable.status).toBe(400)
    expect(await unreadable.json()).toHaveProperty('error')
  })
})

describe('resending an invitation', () => {
  it('sends a fresh link with 7 fresh days; the old link stops working and the new one makes the account', async () => {
    const first = await invite('slow.reader@example.com', 'sales')
    await server.db
      .update(staffInvitations)
      .set({ expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(staffInvitations.id, first.id))
    // The first email is sent after the answer: it must be in before the resent one is looked for.
    await newestStaffEmailTo(server.dataDir, 'slow.reader@example.com')
    const before = (await staffEmailsTo(server.dataDir, 'slow.reader@example.com')).length

    const response = await owner('POST', `/api/staff/${first.id}/invitation/resend`)
    expect(response.status).toBe(200)
    const resent = (await response.json()) as InvitationSent
    expect(resent).toMatchObject({ id: first.id, email: 'slow.reader@example.com', role: 'sales' })
    expect(resent.invitationUrl).not.toBe(first.invitationUrl)
    const days = (Date.parse(resent.expiresAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)

    const email = await newestStaffEmailTo(server.dataDir, 'slow.reader@example.com', { after: before })
    expect(linkIn(email)).toBe(resent.invitationUrl)
    expect((await accept(tokenOf(first.invitationUrl))).status).toBe(400)
    expect((await accept(tokenOf(resent.invitationUrl))).status).toBe(201)

    const [entry] = await activityOf('invitation', first.id)
    expect(entry).toMatchObject({ action: 'resend', thingName: 'slow.reader@example.com' })
  })

  it('makes the owner who resends it its sender', async () => {
    const second = await secondOwner('second.four@example.com')
    const sent = await inviteAs(second.request, 'handed.over@example.com', 'editor')
    expect((await owner('POST', `/api/staff/${sent.id}/invitation/resend`)).status).toBe(200)
    const listed = (await staffList()).invitations.find((item) => item.email === 'handed.over@example.com')
    expect(listed?.invitedBy).toBe(ADMIN.email)
    // Deactivating the first sender no longer voids it: it is the resender's word now.
    await owner('PATCH', `/api/staff/${second.id}`, { active: false })
    expect(await waitingFor()).toContain('handed.over@example.com')
  })

  it('answers 404 for an invitation not waiting, 409 once the address has an account', async () => {
    expect((await owner('POST', '/api/staff/999999/invitation/resend')).status).toBe(404)
    const sent = await invite('made.meanwhile@example.com')
    await server.db.insert(adminUsers).values({
      email: 'made.meanwhile@example.com',
      passwordHash: 'not a real hash',
      role: 'editor',
    })
    const refused = await owner('POST', `/api/staff/${sent.id}/invitation/resend`)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ error: 'made.meanwhile@example.com already has an account.' })
  })
})
