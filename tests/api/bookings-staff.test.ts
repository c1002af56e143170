import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pricingOptions } from '#app/db/schema.server'
import { agencyDay } from '#app/lib/bookings/booking-dates'
import type { AuditEntry } from '#app/lib/staff'
import { bookingBody, createDeparture, openBooking, postBooking, traveller } from '#tests/factories/bookings'
import { adminRequest, signIn, signInAs } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let owner: ReturnType<typeof adminRequest>

beforeAll(async () => {
  server = await startTestServer()
  owner = adminRequest(server, await signIn(server))
  await openBooking(server.db, { depositPerPerson: '100.00' })
})

afterAll(() => server.close())

const inDays = (days: number) => agencyDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000))

const seatsOf = async (id: number) =>
  (await server.db.select().from(pricingOptions).where(eq(pricingOptions.id, id)))[0]?.availableSeats

/** Books `departure` as a visitor and answers its reference. */
async function book(departure: Awaited<ReturnType<typeof createDeparture>>, travellers = 2, overrides = {}) {
  const response = await postBooking(server, bookingBody(departure, travellers, overrides))
  expect(response.status).toBe(201)
  return ((await response.json()) as { reference: string }).reference
}

const pay = (reference: string, amount: string, method = 'card') =>
  owner('POST', `/api/bookings/${reference}/payments`, { amount, method })

describe('a booking’s payments', () => {
  it('move it to deposit_paid once the deposit is met and to paid at the total', async () => {
    const reference = await book(await createDeparture(server.db, { price: '500.00' }))
    expect(await (await pay(reference, '150.00')).json()).toMatchObject({ status: 'held', paid: '150.00' })
    expect(await (await pay(reference, '50.00', 'bank')).json()).toMatchObject({
      status: 'deposit_paid',
      outstanding: '800.00',
    })
    const paid = await pay(reference, '800.00', 'phone')
    expect(paid.status).toBe(201)
    const detail = await (await owner('GET', `/api/bookings/${reference.toLowerCase()}`)).json()
    expect(detail).toMatchObject({
      reference,
      status: 'paid',
      total: '1000.00',
      deposit: '200.00',
      paid: '1000.00',
      outstanding: '0.00',
      travellers: [traveller('Maria'), traveller('Luca')],
      payments: [
        { amount: '150.00', method: 'card', at: expect.any(String), recordedBy: 'staff@example.com' },
        { amount: '50.00', method: 'bank' },
        { amount: '800.00', method: 'phone' },
      ],
    })
    expect(detail).not.toHaveProperty('idempotencyKey')
  })

  it('refuse more than is left to pay, a nought, and a method nobody uses', async () => {
    const reference = await book(await createDeparture(server.db, { price: '300.00' }), 1)
    const over = await pay(reference, '300.01')
    expect(over.status).toBe(422)
    expect(await over.json()).toMatchObject({ details: [{ path: 'amount' }] })
    expect((await pay(reference, '0')).status).toBe(400)
    expect((await pay(reference, '-10')).status).toBe(400)
    expect((await pay(reference, '10.00', 'cash')).status).toBe(400)
    expect((await pay('CB-ZZZZZZ', '10.00')).status).toBe(404)
    expect((await pay('not-a-reference', '10.00')).status).toBe(400)
  })

  it('are in the activity log, by the booking’s reference, without the traveller’s details', async () => {
    const reference = await book(await createDeparture(server.db))
    await pay(reference, '200.00')
    const [entry] = (await (await owner('GET', '/api/audit-log?limit=1')).json()) as AuditEntry[]
    expect(entry).toMatchObject({
      action: 'payment',
      thingType: 'booking',
      thingName: reference,
      summary: 'Recorded a payment of £200.00 by card.',
    })
    expect(JSON.stringify(entry)).not.toContain('maria.rossi')
  })
})

describe('a cancellation', () => {
  it('of a confirmed booking far from departure costs the deposit and gives the seats back', async () => {
    const departure = await createDeparture(server.db, { price: '600.00', availableSeats: 5 })
    const reference = await book(departure)
    await pay(reference, '200.00')
    expect(await seatsOf(departure.option.id)).toBe(3)
    const response = await owner('POST', `/api/bookings/${reference}/cancel`, { reason: 'Family illness' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      charge: '200.00',
      rule: 'Cancelled more than 12 weeks before departure: the loss of your deposit.',
      refundDue: '0.00',
      stillOwed: '0.00',
      booking: { status: 'cancelled', cancellationCharge: '200.00', cancellationReason: 'Family illness' },
    })
    expect(await seatsOf(departure.option.id)).toBe(5)

    const again = await owner('POST', `/api/bookings/${reference}/cancel`, { reason: 'Twice' })
    expect(again.status).toBe(409)
    expect(await seatsOf(departure.option.id)).toBe(5)
    expect((await pay(reference, '10.00')).status).toBe(409)
  })

  it('10 weeks before departure costs half the total, and says what to refund', async () => {
    const departure = await createDeparture(server.db, { price: '1000.00', departureDate: inDays(70) })
    const reference = await book(departure, 2, { payment: 'full' })
    await pay(reference, '2000.00')
    const answer = await (
      await owner('POST', `/api/bookings/${reference}/cancel`, { reason: 'Changed plans' })
    ).json()
    expect(answer).toMatchObject({ charge: '1000.00', refundDue: '1000.00', stillOwed: '0.00' })
  })

  it('of a booking only held costs nothing: it was never confirmed', async () => {
    const departure = await createDeparture(server.db, { availableSeats: 2 })
    const reference = await book(departure)
    const answer = await (
      await owner('POST', `/api/bookings/${reference}/cancel`, { reason: 'Asked to' })
    ).json()
    expect(answer).toMatchObject({ charge: '0.00', booking: { status: 'cancelled' } })
    expect(await seatsOf(departure.option.id)).toBe(2)
    const [entry] = (await (await owner('GET', '/api/audit-log?limit=1')).json()) as AuditEntry[]
    expect(entry).toMatchObject({ action: 'cancel', thingName: reference })
    expect(entry?.summary).toContain('£0.00')
    expect(JSON.stringify(entry)).not.toContain('Asked to')
  })

  it('needs a reason', async () => {
    const reference = await book(await createDeparture(server.db))
    const response = await owner('POST', `/api/bookings/${reference}/cancel`, {})
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ details: [{ path: 'reason' }] })
  })
})

describe('a package deleted after it was booked', () => {
  it('leaves the booking, its payments and what was booked for staff to read', async () => {
    const departure = await createDeparture(server.db, { price: '400.00' })
    const reference = await book(departure)
    await pay(reference, '200.00')
    expect((await owner('DELETE', `/api/travel-packages/${departure.pkg.id}`)).status).toBe(204)
    const detail = await (await owner('GET', `/api/bookings/${reference}`)).json()
    expect(detail).toMatchObject({
      packageId: null,
      pricingOptionId: null,
      packageTitle: departure.pkg.title,
      departureDate: departure.option.departureDate,
      status: 'deposit_paid',
      payments: [{ amount: '200.00' }],
    })
    // Cancelled, it has no departure to give seats back to, and says what the Terms charge all the same.
    const cancelled = await owner('POST', `/api/bookings/${reference}/cancel`, { reason: 'Tour withdrawn' })
    expect(await cancelled.json()).toMatchObject({ charge: '200.00' })
  })
})

describe('the staff’s list of bookings', () => {
  let later: string
  let sooner: string

  beforeAll(async () => {
    later = await book(await createDeparture(server.db, { departureDate: '2032-08-01' }), 1, {
      travellers: [traveller('=HYPERLINK("http://evil.example")')],
      contact: {
        email: 'giulia.bianchi@example.com',
        phone: '020 7946 0123',
        address: { line1: '1 Road', town: 'Leeds', postcode: 'LS1 1AA' },
      },
    })
    sooner = await book(await createDeparture(server.db, { departureDate: '2032-07-01' }), 1, {
      contact: {
        email: 'zeno.verdi@example.com',
        phone: '020 7946 0124',
        address: { line1: '2 Road', town: 'York', postcode: 'YO1 7HH' },
      },
    })
  })

  const list = async (query: string) => {
    const response = await owner('GET', `/api/bookings?${query}`)
    expect(response.status).toBe(200)
    return {
      total: Number(response.headers.get('x-total-count')),
      items: (await response.json()) as { reference: string }[],
    }
  }

  it('is in departure order, paged, with the count of all', async () => {
    const everything = await list('limit=100')
    const references = everything.items.map((item) => item.reference)
    expect(references.indexOf(sooner)).toBeLessThan(references.indexOf(later))
    const first = await list('limit=1')
    expect(first.items).toHaveLength(1)
    expect(first.total).toBe(everything.total)
  })

  it('finds a booking by reference, name or email, and filters by status', async () => {
    expect((await list(`q=${later.toLowerCase()}`)).items.map((item) => item.reference)).toEqual([later])
    expect((await list('q=zeno.verdi')).items.map((item) => item.reference)).toEqual([sooner])
    expect((await list('q=hyperlink')).items.map((item) => item.reference)).toEqual([later])
    const held = await list('status=held&limit=100')
    expect(held.items.map((item) => item.reference)).toEqual(expect.arrayContaining([later, sooner]))
    const cancelled = await list('status=cancelled,expired&limit=100')
    expect(cancelled.items.map((item) => item.reference)).not.toContain(later)
    expect((await owner('GET', '/api/bookings?status=lost')).status).toBe(400)
  })

  it('exports as CSV that no spreadsheet runs as a formula, and the log says so', async () => {
    const response = await owner('GET', `/api/bookings/export.csv?q=${later}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const csv = await response.text()
    expect(csv).toContain(later)
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    const [entry] = (await (await owner('GET', '/api/audit-log?limit=1')).json()) as AuditEntry[]
    expect(entry).toMatchObject({
      action: 'export',
      thingType: 'bookings',
      summary: 'Downloaded 1 booking as a CSV file.',
    })
  })

  it('is for owners and sales; editors and visitors are refused', async () => {
    const sales = adminRequest(server, await signInAs(server, 'sales'))
    expect((await sales('GET', '/api/bookings')).status).toBe(200)
    expect((await sales('GET', `/api/bookings/${later}`)).status).toBe(200)
    const editor = adminRequest(server, await signInAs(server, 'editor'))
    expect((await editor('GET', '/api/bookings')).status).toBe(403)
    expect((await editor('GET', `/api/bookings/${later}`)).status).toBe(403)
    expect((await editor('POST', `/api/bookings/${later}/cancel`, { reason: 'x' })).status).toBe(403)
    expect((await fetch(server.url('/api/bookings'))).status).toBe(401)
    expect((await fetch(server.url(`/api/bookings/${later}`))).status).toBe(401)
  })
})
