import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '#app/db/client.server'
import { contactLeads } from '#app/db/schema.server'
import { LeadInputSchema } from '#app/schemas/lead'
import { recordLead } from '#app/services/leads/call-backs.server'
import { createLeadOutbox } from '#app/services/leads/outbox.server'
import { createLogger } from '#server/request-logger'
import { leadBody, postJson } from '#tests/factories/enquiries'
import { startCrmStub } from '#tests/setup/crm-stub'
import { freePort } from '#tests/setup/free-port'
import { createTestDatabase } from '#tests/setup/test-database'
import { startTestServer } from '#tests/setup/test-server'

let database: DatabaseHandle

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(() => database.close())

const leadByEmail = async (email: string) =>
  (await database.db.select().from(contactLeads).where(eq(contactLeads.email, email)))[0]

describe('forwarding leads to the CRM', () => {
  it('keeps a lead while the CRM is down and forwards it once it is back, across a restart', async () => {
    const crm = await startCrmStub({ mode: 'down' })
    const environment = { CRM_WEBHOOK_URL: crm.url }
    const first = await startTestServer({ environment, database })
    const response = await postJson(
      first.url('/api/contact-webhook'),
      leadBody({ email: 'outage@example.com' }),
    )
    expect(response.status).toBe(201)
    await vi.waitFor(
      async () => expect((await leadByEmail('outage@example.com'))?.lastError).toMatch(/503/),
      {
        timeout: 10_000,
      },
    )
    await first.close()

    crm.setMode('up')
    const second = await startTestServer({ environment, database })
    await vi.waitFor(
      async () => expect((await leadByEmail('outage@example.com'))?.forwardedAt).not.toBeNull(),
      {
        timeout: 10_000,
      },
    )
    await second.close()
    await crm.close()

    const delivered = crm.received.filter((lead) => lead.email === 'outage@example.com')
    expect(delivered).toHaveLength(1)
    expect(delivered[0]).toMatchObject({
      first_name: 'Maria',
      last_name: 'Rossi',
      phone: '020 7946 0999',
      custom_fields: { best_time_to_call: 'morning', package: 'Venice City Break', source: 'package-page' },
    })
    const stored = await leadByEmail('outage@example.com')
    expect(stored?.forwardAttempts).toBeGreaterThanOrEqual(2)
    expect(stored?.lastError).toBeNull()
  })

  it('records why a lead is waiting, down to the refused connection', async () => {
    const closedPort = await freePort()
    const crmUrl = `http://127.0.0.1:${closedPort}/hooks`
    const server = await startTestServer({ environment: { CRM_WEBHOOK_URL: crmUrl }, database })
    await postJson(server.url('/api/contact-webhook'), leadBody({ email: 'refused@example.com' }))
    await vi.waitFor(
      async () =>
        expect((await leadByEmail('refused@example.com'))?.lastError).toMatch(
          /^fetch failed: .*ECONNREFUSED/,
        ),
      { timeout: 10_000 },
    )
    await server.close()
    // Left waiting, it would be forwarded by the next test's workers.
    await database.db.delete(contactLeads).where(eq(contactLeads.email, 'refused@example.com'))
  })

  it('never sends the same lead twice at once from two workers', async () => {
    for (let index = 0; index < 12; index += 1) {
      await recordLead(database.db, LeadInputSchema.parse(leadBody({ email: `busy${index}@example.com` })))
    }
    const crm = await startCrmStub({ delayMs: 150 })
    const workerOptions = {
      db: database.db,
      webhookUrl: crm.url,
      logger: createLogger('silent'),
      batchSize: 3,
    }
    const workers = [createLeadOutbox(workerOptions), createLeadOutbox(workerOptions)]
    const forwarded = await Promise.all(workers.map((worker) => worker.runOnce()))
    await crm.close()

    const busy = crm.received.filter((lead) => String(lead.email).startsWith('busy'))
    expect(new Set(busy.map((lead) => lead.email)).size).toBe(12)
    expect(busy).toHaveLength(12)
    expect(crm.overlaps).toEqual([])
    expect(forwarded.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(12)
  })

  it('on stopping, finishes the pass under way and the one a lead taken meanwhile asked for', async () => {
    const crm = await startCrmStub({ delayMs: 300 })
    // Polling once a minute: only the kicks below start passes.
    const outbox = createLeadOutbox({
      db: database.db,
      webhookUrl: crm.url,
      logger: createLogger('silent'),
      pollMs: 60_000,
    })
    const takeLead = async (email: string) => {
      await recordLead(database.db, LeadInputSchema.parse(leadBody({ email })))
      outbox.kick()
    }
    await takeLead('before-stop@example.com')
    await vi.waitFor(() =>
      expect(crm.arrivals.map((arrival) => arrival.email)).toContain('before-stop@example.com'),
    )
    // Taken while the first delivery is still at the CRM, as a lead taken during a shutdown's drain.
    await takeLead('during-stop@example.com')
    await outbox.stop()
    const delivered = crm.received.map((lead) => lead.email)
    expect(delivered).toEqual(expect.arrayContaining(['before-stop@example.com', 'during-stop@example.com']))
    // Stopped, it starts no more passes: the database may close under it.
    await takeLead('after-stop@example.com')
    expect(await outbox.runOnce()).toBe(0)
    await crm.close()
    expect(crm.arrivals.map((arrival) => arrival.email)).not.toContain('after-stop@example.com')
    await database.db.delete(contactLeads).where(eq(contactLeads.email, 'after-stop@example.com'))
  })

  it("forwards another client's source as it was stored", async () => {
    const server = await startTestServer({ database })
    const source = 'Spring landing page <A/B "b">'
    const body = leadBody({
      email: 'landing@example.com',
      custom_fields: { best_time_to_call: 'now', source },
    })
    expect((await postJson(server.url('/api/contact-webhook'), body)).status).toBe(201)
    await server.close()
    const crm = await startCrmStub()
    await createLeadOutbox({ db: database.db, webhookUrl: crm.url, logger: createLogger('silent') }).runOnce()
    await crm.close()
    const [delivered] = crm.received.filter((lead) => lead.email === 'landing@example.com')
    expect(delivered?.custom_fields).toEqual({ best_time_to_call: 'now', source })
  })
})

describe('a CRM that is slow or long gone', () => {
  it('hears every retry after a timeout with the same Idempotency-Key, until one is answered in time', async () => {
    const crm = await startCrmStub({ delayMs: 600 })
    const servers = await Promise.all(
      [1, 2].map(() =>
        startTestServer({
          environment: { CRM_WEBHOOK_URL: crm.url, CRM_TIMEOUT_MS: '150' },
          database,
        }),
      ),
    )
    const [first] = servers
    if (!first) throw new Error('no server')
    const response = await postJson(
      first.url('/api/contact-webhook'),
      leadBody({ email: 'slow@example.com' }),
    )
    expect(response.status).toBe(201)
    const attemptsAtTheCrm = () => crm.arrivals.filter((arrival) => arrival.email === 'slow@example.com')
    await vi.waitFor(() => expect(attemptsAtTheCrm().length).toBeGreaterThanOrEqual(3), { timeout: 10_000 })
    const waiting = await leadByEmail('slow@example.com')
    expect(waiting?.forwardedAt).toBeNull()
    expect(waiting?.lastError).toBe('The CRM did not answer within 150 ms')

    crm.setDelay(0)
    await vi.waitFor(
      async () => {
        expect((await leadByEmail('slow@example.com'))?.forwardedAt).not.toBeNull()
      },
      { timeout: 10_000 },
    )
    await Promise.all(servers.map((server) => server.close()))
    await crm.close()

    const keys = new Set(attemptsAtTheCrm().map((arrival) => arrival.idempotencyKey))
    expect(keys).toEqual(new Set([`lead-${waiting?.id}-${waiting?.createdAt.getTime()}`]))
  })

  it('after a long outage, waits at most two minutes between attempts, spread out', async () => {
    const { id } = await recordLead(
      database.db,
      LeadInputSchema.parse(leadBody({ email: 'long-outage@example.com' })),
    )
    const crm = await startCrmStub({ mode: 'down' })
    // The production timings: a 30 s first wait, doubling, capped.
    const outbox = createLeadOutbox({ db: database.db, webhookUrl: crm.url, logger: createLogger('silent') })
    const waitsMs: number[] = []
    for (let failure = 1; failure <= 12; failure += 1) {
      await outbox.runOnce()
      const [lead] = await database.db
        .select({ waitMs: sql<number>`extract(epoch from ${contactLeads.nextAttemptAt} - now()) * 1000` })
        .from(contactLeads)
        .where(eq(contactLeads.id, id))
      waitsMs.push(Number(lead?.waitMs))
      // As if the wait were over: the next pass tries it again.
      await database.db.update(contactLeads).set({ nextAttemptAt: sql`now()` }).where(eq(contactLeads.id, id))
    }
    await crm.close()

    expect(crm.arrivals.filter((arrival) => arrival.email === 'long-outage@example.com')).toHaveLength(12)
    for (const wait of waitsMs) expect(wait).toBeLessThanOrEqual(120_000)
    // The first wait is 15 to 30 s; from the fourth failure on, every wait is between one and two minutes.
    expect(waitsMs[0]).toBeGreaterThanOrEqual(14_000)
    expect(waitsMs[0]).toBeLessThanOrEqual(30_000)
    for (const wait of waitsMs.slice(3)) expect(wait).toBeGreaterThanOrEqual(59_000)
    expect(new Set(waitsMs.slice(3).map(Math.round)).size).toBeGreaterThan(1)
  })
})

describe('without a CRM webhook', () => {
  it('stores the lead and leaves it marked as not forwarded', async () => {
    const server = await startTestServer({ database })
    expect(
      (await postJson(server.url('/api/contact-webhook'), leadBody({ email: 'kept@example.com' }))).status,
    ).toBe(201)
    await server.close()
    expect(await leadByEmail('kept@example.com')).toMatchObject({ forwardedAt: null, forwardAttempts: 0 })
  })
})
