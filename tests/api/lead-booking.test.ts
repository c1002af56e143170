import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, bookingTravellers, contactLeads, pricingOptions } from '#app/db/schema.server'
import type { LeadDetail } from '#app/lib/leads'
import type { AuditEntry } from '#app/lib/staff'
import { saveBookingSettings } from '#app/services/bookings/booking-settings.server'
import { bookingBody, createDeparture } from '#tests/factories/bookings'
import { createLead } from '#tests/factories/enquiries'
import { signIn, signInAs } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let ownerCookie: string
let salesCookie: string

beforeAll(async () => {
  server = await startTestServer()
  ownerCookie = await signIn(server)
  salesCookie = await signInAs(server, 'sales')
  // Online booking stays off: it governs the public site, and staff book all the same.
  await saveBookingSettings(server.db, { enabled: false, depositPerPerson: '100.00' })
})

afterAll(() => server.close())

/** `POST /api/leads/:id/booking` as `cookie`'s member of staff, with `key` as its Idempotency-Key. */
const bookLead = (cookie: string, leadId: number, body: unknown, key: string | null = randomUUID()) =>
  fetch(server.url(`/api/leads/${leadId}/booking`), {
    method: 'POST',
    headers: {
      cookie,
      'content-type': 'application/json',
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify(body),
  })

const seatsOf = async (id: number) =>
  (await server.db.select().from(pricingOptions).where(eq(pricingOptions.id, id)))[0]?.availableSeats

const statusOf = async (leadId: number) =>
  (await server.db.select().from(contactLeads).where(eq(contactLeads.id, leadId)))[0]?.status

const bookingsOf = (leadId: number) => server.db.select().from(bookings).where(eq(bookings.leadId, leadId))

describe('a booking made from a call-back request', () => {
  it('is made by sales while online booking is off, takes its seats and names the lead', async () => {
    const departure = await createDeparture(server.db, { price: '600.00', availableSeats: 4 })
    const lead = await createLead(server.db, {
      firstName: 'Giulia',
      lastName: 'Bianchi',
      status: 'contacted',
    })
    const response = await bookLead(salesCookie, lead.id, bookingBody(departure, 3))
    expect(response.status).toBe(201)
    const receipt = (await response.json()) as { reference: string }
    expect(receipt).toMatchObject({ status: 'held', total: '1800.00', deposit: '300.00' })
    expect(await seatsOf(departure.option.id)).toBe(1)

    const [row] = await bookingsOf(lead.id)
    expect(row).toMatchObject({ reference: receipt.reference, leadId: lead.id, travellerCount: 3 })
    const travellers = await server.db
      .select()
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, row?.id ?? 0))
    expect(travellers).toHaveLength(3)
    expect(await statusOf(lead.id)).toBe('booked')

    // The lead's panel links the booking; its activity names it by reference, not by the travellers.
    const detail = (await (
      await fetch(server.url(`/api/leads/${lead.id}`), { headers: { cookie: salesCookie } })
    ).json()) as LeadDetail
    expect(detail.bookings).toEqual([{ reference: receipt.reference, status: 'held' }])
    expect(detail.status).toBe('booked')
    const log = (await (
      await fetch(server.url('/api/audit-log?thing=lead'), { headers: { cookie: ownerCookie } })
    ).json()) as AuditEntry[]
    const entry = log.find((candidate) => candidate.thingId === lead.id)
    expect(entry).toMatchObject({
      action: 'book',
      actorEmail: 'sales@example.com',
      summary: `Made booking ${receipt.reference} from Giulia Bianchi's request.`,
    })
    expect(JSON.stringify(entry)).not.toContain('1980-04-02')
  })

  it('answers the same booking for the same key again and takes no more seats', async () => {
    const departure = await createDeparture(server.db, { availableSeats: 5 })
    const lead = await createLead(server.db)
    const key = randomUUID()
    const first = await bookLead(salesCookie, lead.id, bookingBody(departure, 2), key)
    expect(first.status).toBe(201)
    const again = await bookLead(salesCookie, lead.id, bookingBody(departure, 2), key)
    expect(again.status).toBe(200)
    expect((await again.json()).reference).toBe((await first.json()).reference)
    expect(await seatsOf(departure.option.id)).toBe(3)
    expect(await bookingsOf(lead.id)).toHaveLength(1)

    // The key sent again for another lead is another request: refused, not answered with this booking.
    const other = await createLead(server.db)
    const reused = await bookLead(salesCookie, other.id, bookingBody(departure, 2), key)
    expect(reused.status).toBe(422)
    expect(await bookingsOf(other.id)).toHaveLength(0)
    expect(await statusOf(other.id)).toBe('new')
  })

  it('is refused as the public booking is, changing nothing', async () => {
    const departure = await createDeparture(server.db, { availableSeats: 1 })
    const lead = await createLead(server.db)
    const noSeats = await bookLead(salesCookie, lead.id, bookingBody(departure, 2))
    expect(noSeats.status).toBe(409)
    expect(await noSeats.json()).toEqual({ error: 'Not enough seats left on that departure' })

    const bad = await bookLead(salesCookie, lead.id, bookingBody(departure, 1, { acceptTerms: false }))
    expect(bad.status).toBe(400)
    expect((await bad.json()).details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'acceptTerms' })]),
    )
    expect((await bookLead(salesCookie, lead.id, bookingBody(departure, 1), null)).status).toBe(400)

    const missing = bookingBody(departure, 1, { date: '2031-06-02' })
    expect((await bookLead(salesCookie, lead.id, missing)).status).toBe(404)
    expect((await bookLead(salesCookie, 999_999, bookingBody(departure, 1))).status).toBe(404)

    const soon = await createDeparture(server.db, {
      departureDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    })
    const deposit = await bookLead(salesCookie, lead.id, bookingBody(soon, 1))
    expect(deposit.status).toBe(422)
    expect(await deposit.json()).toMatchObject({ details: [{ path: 'payment' }] })

    expect(await seatsOf(departure.option.id)).toBe(1)
    expect(await bookingsOf(lead.id)).toHaveLength(0)
    expect(await statusOf(lead.id)).toBe('new')
  })

  it('is refused to an editor, and to anyone signed out', async () => {
    const departure = await createDeparture(server.db, { availableSeats: 3 })
    const lead = await createLead(server.db)
    const editor = await signInAs(server, 'editor')
    expect((await bookLead(editor, lead.id, bookingBody(departure, 1))).status).toBe(403)
    expect((await bookLead('', lead.id, bookingBody(departure, 1))).status).toBe(401)
    expect(await seatsOf(departure.option.id)).toBe(3)
    expect(await bookingsOf(lead.id)).toHaveLength(0)
  })
})
