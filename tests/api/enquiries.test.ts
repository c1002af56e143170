import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactLeads, newsletterSignups } from '#app/db/schema.server'
import type { AdminLead } from '#app/lib/leads'
import { anotherVisitor, leadBody, postJson } from '#tests/factories/enquiries'
import { signIn } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(() => server.close())

const signup = (body: unknown) => postJson(server.url('/api/email-signups'), body, anotherVisitor())
const requestCallBack = (body: unknown) =>
  postJson(server.url('/api/contact-webhook'), body, anotherVisitor())

async function leadsFor(email: string) {
  return server.db.select().from(contactLeads).where(eq(contactLeads.email, email))
}

describe('POST /api/email-signups', () => {
  it('subscribes a new address with 201', async () => {
    const response = await signup({ email: 'first.reader@example.com' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: 'Thank you for subscribing!' })
  })

  it('answers 409 for an address already subscribed in another letter case, storing it once', async () => {
    expect((await signup({ email: 'Second.Reader@example.com' })).status).toBe(201)
    // Unconfirmed, it is sent its link again (200); once confirmed, it is subscribed already.
    expect((await signup({ email: 'second.reader@example.com' })).status).toBe(200)
    await server.db
      .update(newsletterSignups)
      .set({ status: 'confirmed' })
      .where(eq(newsletterSignups.email, 'Second.Reader@example.com'))
    const repeat = await signup({ email: 'second.READER@EXAMPLE.com' })
    expect(repeat.status).toBe(409)
    expect(await repeat.json()).toEqual({ error: 'This email is already subscribed.' })
    const [stored] = await server.db.select({ n: count() }).from(newsletterSignups)
    expect(stored?.n).toBe(2)
  })

  it('answers 400 with the message for a bad or missing address', async () => {
    for (const body of [{ email: 'not an email' }, { email: 'reader@example' }, {}, { email: 42 }]) {
      const response = await signup(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'Please enter a valid email address.' })
    }
  })
})

describe('POST /api/contact-webhook', () => {
  it('stores the lead before answering, without echoing what was sent', async () => {
    const body = leadBody({ email: 'stored@example.com', first_name: '<b>Maria</b>' })
    const response = await requestCallBack(body)
    expect(response.status).toBe(201)
    const answer = await response.text()
    expect(answer).not.toContain('Maria')
    const [lead] = await leadsFor('stored@example.com')
    expect(lead).toMatchObject({
      firstName: '<b>Maria</b>',
      lastName: 'Rossi',
      phone: '020 7946 0999',
      customFields: { best_time_to_call: 'morning', package: 'Venice City Break', source: 'package-page' },
      forwardedAt: null,
    })
  })

  it('stores a repeated submission once, also when both arrive together', async () => {
    const body = leadBody({ email: 'double-click@example.com' })
    const responses = await Promise.all([requestCallBack(body), requestCallBack(body), requestCallBack(body)])
    expect(responses.every((response) => response.ok)).toBe(true)
    expect(await leadsFor('double-click@example.com')).toHaveLength(1)
  })

  it('treats identical content without a submission id as a repeat too', async () => {
    const body = leadBody({ email: 'no-id@example.com', submission_id: undefined })
    expect((await requestCallBack(body)).status).toBe(201)
    expect((await requestCallBack(body)).status).toBe(200)
    expect(await leadsFor('no-id@example.com')).toHaveLength(1)
  })

  it('refuses a custom time without a message, and bad fields, changing nothing', async () => {
    const custom = leadBody({
      email: 'custom@example.com',
      custom_fields: { best_time_to_call: 'custom', message: '  ', source: 'offers' },
    })
    const response = await requestCallBack(custom)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ details: [{ path: 'custom_fields.message' }] })
    for (const bad of [
      leadBody({ email: 'nope' }),
      leadBody({ phone: 'ring me' }),
      leadBody({ first_name: '' }),
      leadBody({ custom_fields: { best_time_to_call: 'midnight' } }),
    ]) {
      expect((await requestCallBack(bad)).status).toBe(400)
    }
    expect(await leadsFor('custom@example.com')).toHaveLength(0)
  })

  it("keeps another client's own source as it came, and the inbox lists it", async () => {
    const source = 'Lakes & Dales <partner site>'
    const body = leadBody({
      email: 'partner@example.com',
      custom_fields: { best_time_to_call: 'now', source: `  ${source} ` },
    })
    expect((await requestCallBack(body)).status).toBe(201)
    const [lead] = await leadsFor('partner@example.com')
    expect(lead?.customFields).toEqual({ best_time_to_call: 'now', source })
    const inbox = await fetch(server.url('/api/leads'), { headers: { cookie: await signIn(server) } })
    const listed = ((await inbox.json()) as AdminLead[]).find(
      (entry) => entry.email === 'partner@example.com',
    )
    expect(listed?.customFields.source).toBe(source)
  })

  it('stores a blank source as none, and refuses one past 100 characters saying why', async () => {
    const blank = leadBody({
      email: 'blank-source@example.com',
      custom_fields: { best_time_to_call: 'now', source: ' ' },
    })
    expect((await requestCallBack(blank)).status).toBe(201)
    expect((await leadsFor('blank-source@example.com'))[0]?.customFields).toEqual({
      best_time_to_call: 'now',
    })

    const long = leadBody({
      email: 'long-source@example.com',
      custom_fields: { best_time_to_call: 'now', source: 'x'.repeat(101) },
    })
    const response = await requestCallBack(long)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: expect.any(String),
      details: [{ path: 'custom_fields.source', message: 'Source must be at most 100 characters' }],
    })
    expect(await leadsFor('long-source@example.com')).toHaveLength(0)
  })

  it('refuses a 15 KB phone number for its length alone, with the usual message', async () => {
    const response = await requestCallBack(
      leadBody({ email: 'long-phone@example.com', phone: `${'1'.repeat(15_000)}x` }),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      details: [{ path: 'phone', message: 'Please enter a valid phone number' }],
    })
    expect(await leadsFor('long-phone@example.com')).toHaveLength(0)
  })

  it('ignores fields it does not know', async () => {
    const response = await requestCallBack(
      leadBody({ email: 'extra@example.com', forwardedAt: '2020-01-01' }),
    )
    expect(response.status).toBe(201)
    const [lead] = await leadsFor('extra@example.com')
    expect(lead?.forwardedAt).toBeNull()
  })
})

describe('what the public endpoints refuse', () => {
  it('answers malformed JSON with 400, an oversized body with 413 and another media type with 415', async () => {
    const post = (path: string, body: string, type = 'application/json') =>
      fetch(server.url(path), {
        method: 'POST',
        headers: { 'content-type': type, ...anotherVisitor() },
        body,
      })
    expect((await post('/api/email-signups', '{"email": ')).status).toBe(400)
    expect((await post('/api/contact-webhook', '{"first_name": ')).status).toBe(400)
    expect(
      (await post('/api/email-signups', JSON.stringify({ email: `${'a'.repeat(5000)}@example.com` }))).status,
    ).toBe(413)
    const huge = JSON.stringify(
      leadBody({ custom_fields: { best_time_to_call: 'now', message: 'x'.repeat(40_000) } }),
    )
    expect((await post('/api/contact-webhook', huge)).status).toBe(413)
    expect(
      (await post('/api/email-signups', 'email=a@b.co', 'application/x-www-form-urlencoded')).status,
    ).toBe(415)
  })
})
