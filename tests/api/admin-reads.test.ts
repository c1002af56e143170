import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LeadInputSchema } from '#app/schemas/lead'
import { recordLead } from '#app/services/leads/call-backs.server'
import { createImage, createPackage, createPricingOption } from '#tests/factories/catalogue'
import { createSignup, leadBody } from '#tests/factories/enquiries'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { startCrmStub } from '#tests/setup/crm-stub'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let send: ReturnType<typeof adminRequest>
const crm = await startCrmStub({ mode: 'down' })

beforeAll(async () => {
  server = await startTestServer({
    environment: { CRM_WEBHOOK_URL: crm.url },
    // After a failed try the outbox waits a minute, so only the retry staff ask for can forward a lead here.
    outboxTimings: { retryBaseMs: 60_000, retryMaxMs: 60_000 },
  })
  send = adminRequest(server, await signIn(server))
})

afterAll(async () => {
  await server.close()
  await crm.close()
})

type Lead = {
  id: number
  email: string
  forwardedAt: string | null
  lastError: string | null
  dedupeKey?: string
}

describe('leads for staff', () => {
  it('lists leads newest first with their forwarding state, and retries one on request', async () => {
    await recordLead(server.db, LeadInputSchema.parse(leadBody({ email: 'older@example.com' })))
    await recordLead(server.db, LeadInputSchema.parse(leadBody({ email: 'newer@example.com' })))
    await vi.waitFor(async () => {
      const leads = (await (await send('GET', '/api/leads')).json()) as Lead[]
      expect(leads.every((lead) => lead.lastError)).toBe(true)
    })
    const leads = (await (await send('GET', '/api/leads')).json()) as Lead[]
    expect(leads.map((lead) => lead.email)).toEqual(['newer@example.com', 'older@example.com'])
    expect(leads[0]).not.toHaveProperty('dedupeKey')

    crm.setMode('up')
    const target = leads[1] as Lead
    expect((await send('POST', `/api/leads/${target.id}/retry`)).status).toBe(204)
    await vi.waitFor(() => expect(crm.received.map((lead) => lead.email)).toContain('older@example.com'), {
      timeout: 5000,
    })
    await vi.waitFor(async () => {
      const after = (await (await send('GET', '/api/leads')).json()) as Lead[]
      expect(after.find((lead) => lead.id === target.id)?.forwardedAt).not.toBeNull()
    })
    expect((await send('POST', `/api/leads/${target.id}/retry`)).status).toBe(404)
  })
})

describe('newsletter sign-ups for staff', () => {
  it('lists them with their status and exports a CSV that a spreadsheet cannot run as formulas', async () => {
    await createSignup(server.db, { email: 'reader@example.com', status: 'confirmed' })
    await createSignup(server.db, { email: '=HYPERLINK("x")@example.com', status: 'confirmed' })
    await createSignup(server.db, { email: 'waiting@example.com', status: 'pending' })
    await createSignup(server.db, { email: 'left@example.com', status: 'unsubscribed' })
    const list = (await (await send('GET', '/api/email-signups')).json()) as {
      email: string
      status: string
    }[]
    expect(list.map(({ email, status }) => ({ email, status }))).toEqual(
      expect.arrayContaining([
        { email: 'reader@example.com', status: 'confirmed' },
        { email: 'waiting@example.com', status: 'pending' },
        { email: 'left@example.com', status: 'unsubscribed' },
      ]),
    )
    const csv = await send('GET', '/api/email-signups/export.csv')
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="?newsletter-signups-\d{4}-\d{2}-\d{2}\.csv"?/,
    )
    const text = await csv.text()
    expect(text.split('\n')[0]).toBe('email,subscribed_at,status,confirmed_at,unsubscribed_at')
    expect(text).toMatch(/^reader@example\.com,\d{4}-[^,]+,confirmed,\d{4}-/m)
    expect(text).toContain(`"'=HYPERLINK(""x"")@example.com"`)
  })

  it('exports only confirmed, still subscribed addresses, unless asked for everyone', async () => {
    const subscribers = await (await send('GET', '/api/email-signups/export.csv')).text()
    expect(subscribers).not.toContain('waiting@example.com')
    expect(subscribers).not.toContain('left@example.com')
    const everyone = await send('GET', '/api/email-signups/export.csv?status=all')
    expect(everyone.headers.get('content-disposition')).toMatch(
      /newsletter-signups-all-\d{4}-\d{2}-\d{2}\.csv/,
    )
    const text = await everyone.text()
    expect(text).toMatch(/^waiting@example\.com,[^,]+,pending,,$/m)
    expect(text).toMatch(/^left@example\.com,[^,]+,unsubscribed,/m)
    expect(text).toMatch(/^reader@example\.com,/m)
    const unknown = await send('GET', '/api/email-signups/export.csv?status=pending')
    expect(unknown.status).toBe(400)
  })
})

describe('the at-a-glance summary', () => {
  it('counts recent enquiries and names packages that need attention', async () => {
    const ready = await createPackage(server.db, { title: 'Ready to sell' })
    await createImage(server.db, { packageId: ready.id, type: 'hero' })
    const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
    await createPricingOption(server.db, { packageId: ready.id, departureDate: soon })
    const bare = await createPackage(server.db, { title: 'Needs work' })
    const summary = await (await send('GET', '/api/admin/summary')).json()
    expect(summary).toMatchObject({
      // Both leads are still new; none has a follow-up.
      newLeads: 2,
      overdueFollowUps: 0,
      // Confirmed ones only: reader@ and the formula address; waiting@ is counted apart.
      newSignups7d: 2,
      pendingSignups: 1,
      crmConfigured: true,
      packagesWithoutDepartures: [{ id: bare.id, title: 'Needs work' }],
      packagesWithoutHero: [{ id: bare.id, title: 'Needs work' }],
    })
  })
})
