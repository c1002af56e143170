import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { contactLeads, leadNotes, leadRequests, mailOutbox, newsletterSignups } from '#app/db/schema.server'
import { CONSENT_WORDINGS, CURRENT_CONSENT_VERSION } from '#app/lib/newsletter-consent'
import type { DataSubject } from '#app/services/privacy/data-subject.server'
import { anotherVisitor, leadBody, postJson } from '#tests/factories/enquiries'
import { ADMIN, adminRequest, signIn } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let send: ReturnType<typeof adminRequest>

const SUBJECT = 'maria.rossi@example.com'
const BYSTANDER = 'someone.else@example.com'

beforeAll(async () => {
  server = await startTestServer()
  send = adminRequest(server, await signIn(server))
  // Staff hear of each call-back, so an email about the subject goes to a colleague's inbox too.
  await send('PUT', '/api/auth/me/notifications', { callBacks: true })
  for (const email of [SUBJECT, BYSTANDER]) {
    await postJson(server.url('/api/contact-webhook'), leadBody({ email }), anotherVisitor())
    await postJson(server.url('/api/email-signups'), { email, source_page: '/offers' }, anotherVisitor())
  }
  // A second call-back about the same holiday, sent in other capitals: folded into the first lead.
  await postJson(
    server.url('/api/contact-webhook'),
    leadBody({ email: 'Maria.Rossi@Example.com', phone: '07700 900555' }),
    anotherVisitor(),
  )
  // And one about another holiday, a lead of its own.
  await postJson(
    server.url('/api/contact-webhook'),
    leadBody({ email: SUBJECT, custom_fields: { best_time_to_call: 'now', package: 'Rome Escape' } }),
    anotherVisitor(),
  )
  await vi.waitFor(async () => expect(await server.db.$count(mailOutbox)).toBe(6))
  // Staff's notes about the person are theirs too.
  const [first] = await server.db.select().from(contactLeads).where(eq(contactLeads.email, SUBJECT)).limit(1)
  await send('POST', `/api/leads/${first?.id}/notes`, { text: 'Prefers WhatsApp.' })
})

afterAll(() => server.close())

const subjectPath = (email: string) => `/api/privacy/subject?email=${encodeURIComponent(email)}`

describe('GET /api/privacy/subject', () => {
  it('answers everything held on the address, in any letter case, and nothing on anyone else', async () => {
    const response = await send('GET', subjectPath('MARIA.rossi@example.com'))
    expect(response.status).toBe(200)
    const held = (await response.json()) as DataSubject
    expect(held.email).toBe(SUBJECT)
    expect(held.leads).toHaveLength(2)
    expect(held.leads.find((lead) => lead.repeats.length > 0)).toMatchObject({
      firstName: 'Maria',
      phone: '020 7946 0999',
      repeats: [{ email: 'Maria.Rossi@Example.com', phone: '07700 900555' }],
      notes: [{ text: 'Prefers WhatsApp.', authorEmail: ADMIN.email }],
    })
    expect(held.leads[0]).not.toHaveProperty('dedupeKey')
    expect(held.leads[0]?.repeats[0] ?? {}).not.toHaveProperty('dedupeKey')
    expect(held.signups).toMatchObject([{ email: SUBJECT, status: 'pending' }])
    expect(held.consents).toMatchObject([
      {
        wordingVersion: CURRENT_CONSENT_VERSION,
        wording: CONSENT_WORDINGS[CURRENT_CONSENT_VERSION],
        sourcePage: '/offers',
        confirmedAt: null,
      },
    ])
    expect(held.consents[0]).not.toHaveProperty('confirmTokenHash')
    // The confirmation to the subject, and the two alerts about them to staff.
    expect(held.mails.map((mail) => `${mail.kind} to ${mail.to}`).sort()).toEqual([
      `call-back-notification to ${ADMIN.email}`,
      `call-back-notification to ${ADMIN.email}`,
      `call-back-notification to ${ADMIN.email}`,
      `newsletter-confirmation to ${SUBJECT}`,
    ])
    expect(JSON.stringify(held)).not.toContain(BYSTANDER)
  })

  it('answers an address with nothing held with empty lists, and refuses one that is not an address', async () => {
    expect(await (await send('GET', subjectPath('nobody@example.com'))).json()).toEqual({
      email: 'nobody@example.com',
      leads: [],
      signups: [],
      consents: [],
      mails: [],
      bookings: [],
    })
    for (const path of [
      '/api/privacy/subject',
      subjectPath('not an address'),
      subjectPath('a'.repeat(300)),
    ]) {
      const refused = await send('GET', path)
      expect(refused.status, path).toBe(400)
      expect(await refused.json()).toMatchObject({ error: 'Please enter a valid email address.' })
    }
  })

  it('is for staff only', async () => {
    expect((await fetch(server.url(subjectPath(SUBJECT)))).status).toBe(401)
    expect((await fetch(server.url(subjectPath(SUBJECT)), { method: 'DELETE' })).status).toBe(401)
    expect(await server.db.$count(contactLeads)).toBe(3)
  })
})

describe('DELETE /api/privacy/subject', () => {
  it('erases everything held on the address and says how much, leaving everyone else', async () => {
    const response = await send('DELETE', subjectPath('Maria.Rossi@example.com'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      erased: { leads: 2, signups: 1, consents: 1, bookings: 0, mails: 4 },
      kept: [],
    })
    expect(await server.db.$count(leadRequests)).toBe(0)
    expect(await server.db.$count(leadNotes)).toBe(0)
    // The activity log keeps that a note was added, and no longer on whose request.
    const entries = JSON.stringify(await (await send('GET', '/api/audit-log?thing=lead')).json())
    expect(entries).toContain('Added a note to call-back request')
    expect(entries).not.toContain('Maria')

    expect(await (await send('GET', subjectPath(SUBJECT))).json()).toMatchObject({
      leads: [],
      signups: [],
      consents: [],
      mails: [],
    })
    const bystander = (await (await send('GET', subjectPath(BYSTANDER))).json()) as DataSubject
    expect(bystander.leads).toHaveLength(1)
    expect(bystander.signups).toHaveLength(1)
    expect(bystander.mails).toHaveLength(2)
    expect(await server.db.$count(newsletterSignups)).toBe(1)

    // Nothing left to erase the second time.
    expect(await (await send('DELETE', subjectPath(SUBJECT))).json()).toEqual({
      erased: { leads: 0, signups: 0, consents: 0, bookings: 0, mails: 0 },
      kept: [],
    })
  })
})
