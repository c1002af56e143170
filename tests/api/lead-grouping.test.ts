import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { contactLeads, leadRequests, mailOutbox } from '#app/db/schema.server'
import type { LeadDetail } from '#app/lib/leads'
import { anotherVisitor, createLead, leadBody, postJson } from '#tests/factories/enquiries'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { startCrmStub } from '#tests/setup/crm-stub'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/** Decision 53: requests from one address about one package within a day show as one lead with a count. */

let server: TestServer
let send: ReturnType<typeof adminRequest>
const crm = await startCrmStub()

beforeAll(async () => {
  server = await startTestServer({ environment: { CRM_WEBHOOK_URL: crm.url } })
  send = adminRequest(server, await signIn(server))
  // Staff who asked hear of every request, a repeat too.
  await send('PUT', '/api/auth/me/notifications', { callBacks: true })
})

afterAll(async () => {
  await server.close()
  await crm.close()
})

const requestCallBack = (body: unknown) =>
  postJson(server.url('/api/contact-webhook'), body, anotherVisitor())

const leadsFrom = (email: string) =>
  server.db
    .select()
    .from(contactLeads)
    .where(eq(sql`lower(${contactLeads.email})`, email.toLowerCase()))

const detail = async (id: number) => (await (await send('GET', `/api/leads/${id}`)).json()) as LeadDetail

describe('a second request from the same address about the same package', () => {
  it('is folded into the first lead, answered as any new request, and keeps its own details', async () => {
    const first = await requestCallBack(leadBody({ email: 'giulia@example.com' }))
    const again = await requestCallBack(
      leadBody({
        email: 'Giulia@Example.com',
        phone: '07700 900123',
        custom_fields: {
          best_time_to_call: 'evening',
          message: 'Actually, after six is better.',
          package: 'Venice City Break',
        },
      }),
    )
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual(await first.json())

    const [lead, ...others] = await leadsFrom('giulia@example.com')
    expect(others).toEqual([])
    const shown = await detail(lead?.id ?? 0)
    expect(shown).toMatchObject({ requestCount: 2, phone: '020 7946 0999', status: 'new' })
    expect(shown.requests.map((request) => [request.phone, request.customFields.message])).toEqual([
      [
        '020 7946 0999',
        "I'm interested in the Venice City Break package. Please call me back to discuss it.",
      ],
      ['07700 900123', 'Actually, after six is better.'],
    ])
    expect(new Date(shown.lastRequestAt).getTime()).toBeGreaterThan(new Date(shown.createdAt).getTime())
  })

  it('is still stored once when the same submission comes twice, and the list counts it', async () => {
    await requestCallBack(leadBody({ email: 'twice@example.com' }))
    const repeat = leadBody({
      email: 'twice@example.com',
      custom_fields: { best_time_to_call: 'now', package: 'Venice City Break' },
    })
    expect((await requestCallBack(repeat)).status).toBe(201)
    expect((await requestCallBack(repeat)).status).toBe(200)
    const [lead] = await leadsFrom('twice@example.com')
    expect(await server.db.$count(leadRequests, eq(leadRequests.leadId, lead?.id ?? 0))).toBe(1)
    const listed = (await (await send('GET', '/api/leads?q=twice@example.com')).json()) as {
      requestCount: number
    }[]
    expect(listed).toMatchObject([{ requestCount: 2 }])
  })

  it('is forwarded to the CRM once, as the lead, and emailed to staff each time', async () => {
    await requestCallBack(leadBody({ email: 'crm.once@example.com' }))
    await requestCallBack(leadBody({ email: 'crm.once@example.com' }))
    const [lead] = await leadsFrom('crm.once@example.com')
    await vi.waitFor(async () =>
      expect((await leadsFrom('crm.once@example.com'))[0]?.forwardedAt).not.toBeNull(),
    )
    // A little longer than a poll, to be sure no second delivery follows.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(crm.received.filter((body) => body.email === 'crm.once@example.com')).toEqual([
      expect.objectContaining({ lead_id: lead?.id }),
    ])
    const alerts = await server.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.aboutAddress, 'crm.once@example.com'))
      .orderBy(mailOutbox.id)
    expect(alerts.map((alert) => alert.subject)).toEqual([
      'New call-back request from Maria Rossi',
      'Another call-back request from Maria Rossi',
    ])
  })

  it('starts a lead of its own for another package, another address, or after a day', async () => {
    await requestCallBack(leadBody({ email: 'apart@example.com' }))
    await requestCallBack(
      leadBody({
        email: 'apart@example.com',
        custom_fields: { best_time_to_call: 'now', package: 'Rome Escape' },
      }),
    )
    await requestCallBack(leadBody({ email: 'apart.too@example.com' }))
    expect(await leadsFrom('apart@example.com')).toHaveLength(2)

    const dayOld = await createLead(server.db, {
      email: 'yesterday@example.com',
      createdAt: new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000),
    })
    await requestCallBack(leadBody({ email: 'yesterday@example.com' }))
    const leads = await leadsFrom('yesterday@example.com')
    expect(leads.map((lead) => lead.id)).toContain(dayOld.id)
    expect(leads).toHaveLength(2)
  })

  it('starts a lead of its own once the first was booked or turned down, so nobody misses it', async () => {
    const booked = await createLead(server.db, { email: 'again@example.com', status: 'booked' })
    await requestCallBack(leadBody({ email: 'again@example.com' }))
    const leads = await leadsFrom('again@example.com')
    expect(leads).toHaveLength(2)
    expect(leads.find((lead) => lead.id !== booked.id)?.status).toBe('new')
  })

  it('folds general requests (no package) together, apart from those about a package', async () => {
    const general = { best_time_to_call: 'now', message: 'Any city break in May?' }
    await requestCallBack(leadBody({ email: 'general@example.com', custom_fields: general }))
    await requestCallBack(
      leadBody({ email: 'general@example.com', custom_fields: { ...general, message: 'Or June.' } }),
    )
    await requestCallBack(leadBody({ email: 'general@example.com' }))
    const leads = await leadsFrom('general@example.com')
    expect(leads).toHaveLength(2)
  })

  it('makes one lead of repeats that arrive together', async () => {
    const responses = await Promise.all(
      ['one', 'two', 'three', 'four'].map((message) =>
        requestCallBack(
          leadBody({
            email: 'together@example.com',
            custom_fields: { best_time_to_call: 'now', package: 'Venice City Break', message },
          }),
        ),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201])
    const [lead, ...others] = await leadsFrom('together@example.com')
    expect(others).toEqual([])
    expect((await detail(lead?.id ?? 0)).requestCount).toBe(4)
  })
})
