import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, bookingTravellers, pricingOptions } from '#app/db/schema.server'
import { agencyDay } from '#app/lib/bookings/booking-dates'
import { REFERENCE_PATTERN } from '#app/lib/bookings/booking-reference'
import { bookingBody, createDeparture, openBooking, postBooking, traveller } from '#tests/factories/bookings'
import { createPackage, createPricingOption } from '#tests/factories/catalogue'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
  await openBooking(server.db, { depositPerPerson: '150.00', holdMinutes: 60 })
})

afterAll(() => server.close())

const seatsOf = async (id: number) =>
  (await server.db.select().from(pricingOptions).where(eq(pricingOptions.id, id)))[0]?.availableSeats

/** The day `days` from today, as a departure date. */
const inDays = (days: number) => agencyDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000))

describe('a booking', () => {
  it('is held, priced from the database by the discounted price, and takes its seats', async () => {
    const departure = await createDeparture(server.db, {
      price: '900.00',
      discountedPrice: '749.50',
      availableSeats: 5,
    })
    const before = Date.now()
    // A price or total the client sends is dropped: the departure's own price is the one charged.
    const response = await postBooking(server, bookingBody(departure, 3, { price: '1.00', total: '3.00' }))
    expect(response.status).toBe(201)
    const answer = await response.json()
    expect(answer).toEqual({
      reference: expect.stringMatching(REFERENCE_PATTERN),
      status: 'held',
      total: '2248.50',
      deposit: '450.00',
      amountDue: '450.00',
      balanceDueDate: '2031-03-09',
      holdExpiresAt: expect.any(String),
      paymentUrl: null,
      manageUrl: null,
    })
    const holdMinutes = (Date.parse(answer.holdExpiresAt) - before) / 60_000
    expect(holdMinutes).toBeGreaterThan(59)
    expect(holdMinutes).toBeLessThan(61)
    expect(await seatsOf(departure.option.id)).toBe(2)

    const [row] = await server.db.select().from(bookings).where(eq(bookings.reference, answer.reference))
    expect(row).toMatchObject({
      packageTitle: departure.pkg.title,
      pricePerPerson: '749.50',
      emailKey: 'maria.rossi@example.com',
      postcode: 'BS1 4DJ',
      phone: '020 7946 0999',
    })
    const names = await server.db
      .select({ firstName: bookingTravellers.firstName, position: bookingTravellers.position })
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, row?.id ?? 0))
      .orderBy(bookingTravellers.position)
    expect(names).toEqual([
      { firstName: 'Maria', position: 1 },
      { firstName: 'Luca', position: 2 },
      { firstName: 'Sofia', position: 3 },
    ])
  })

  it('asks a deposit of at most the total, and the whole total when paying in full', async () => {
    const cheap = await createDeparture(server.db, { price: '99.00' })
    const deposit = await (await postBooking(server, bookingBody(cheap, 2))).json()
    expect(deposit).toMatchObject({ total: '198.00', deposit: '198.00', amountDue: '198.00' })

    const full = await createDeparture(server.db, { price: '500.00' })
    const paidInFull = await (await postBooking(server, bookingBody(full, 2, { payment: 'full' }))).json()
    expect(paidInFull).toMatchObject({ total: '1000.00', deposit: '300.00', amountDue: '1000.00' })
  })

  it('takes no seat from a departure without a limit, and books it', async () => {
    const departure = await createDeparture(server.db, { availableSeats: null })
    expect((await postBooking(server, bookingBody(departure, 9))).status).toBe(201)
    expect(await seatsOf(departure.option.id)).toBeNull()
  })

  it('by a departure’s airport id, as the reservation link carries it, books the same', async () => {
    const departure = await createDeparture(server.db)
    const body = bookingBody(departure, 1, { airport: String(departure.airport.id) })
    expect((await postBooking(server, body)).status).toBe(201)
  })

  it('within 12 weeks of departure must pay the full price', async () => {
    const soon = await createDeparture(server.db, { departureDate: inDays(40), availableSeats: 4 })
    const refused = await postBooking(server, bookingBody(soon, 2))
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({
      error: 'The full price is due when booking within 12 weeks of departure',
    })
    expect(await seatsOf(soon.option.id)).toBe(4)
    const full = await postBooking(server, bookingBody(soon, 2, { payment: 'full' }))
    expect(full.status).toBe(201)
    expect(await seatsOf(soon.option.id)).toBe(2)
  })
})

describe('a booking refused', () => {
  it('for too few seats is a 409 and changes nothing', async () => {
    const departure = await createDeparture(server.db, { availableSeats: 2 })
    const count = await server.db.$count(bookings)
    const response = await postBooking(server, bookingBody(departure, 3))
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: 'Not enough seats left on that departure' })
    expect(await seatsOf(departure.option.id)).toBe(2)
    expect(await server.db.$count(bookings)).toBe(count)
  })

  it('for a departure that does not exist or cannot be booked is a 404', async () => {
    const departure = await createDeparture(server.db)
    const draft = await createPackage(server.db, { status: 'draft' })
    await createPricingOption(server.db, {
      packageId: draft.id,
      airportId: departure.airport.id,
      departureDate: '2031-06-01',
    })
    const offNow = await createDeparture(server.db)
    await server.db
      .update(pricingOptions)
      .set({ isAvailable: false })
      .where(eq(pricingOptions.id, offNow.option.id))
    const gone = await createDeparture(server.db, { departureDate: '2020-06-01' })
    for (const body of [
      bookingBody(departure, 2, { date: '2031-06-02' }),
      bookingBody(departure, 2, { airport: 'ZZZ' }),
      bookingBody(departure, 2, { packageId: draft.id }),
      bookingBody(offNow),
      bookingBody(gone, 2, { payment: 'full' }),
    ]) {
      const response = await postBooking(server, body)
      expect(response.status, JSON.stringify(body)).toBe(404)
      expect(await response.json()).toHaveProperty('error')
    }
  })

  const departure = () => createDeparture(server.db)
  it.each<[string, (body: ReturnType<typeof bookingBody>) => object, string]>([
    ['no travellers', (body) => ({ ...body, travellers: [] }), 'travellers'],
    ['ten travellers', (body) => ({ ...body, travellers: Array(10).fill(traveller('Ann')) }), 'travellers'],
    [
      'a date of birth in the future',
      (body) => ({ ...body, travellers: [traveller('Ann', '2099-01-01')] }),
      'travellers.0.dateOfBirth',
    ],
    [
      'an impossible date of birth',
      (body) => ({ ...body, travellers: [traveller('Ann', '1990-02-30')] }),
      'travellers.0.dateOfBirth',
    ],
    [
      'a name on two lines',
      (body) => ({ ...body, travellers: [traveller('Ann\r\nBcc: x')] }),
      'travellers.0.firstName',
    ],
    [
      'a name with a hidden character',
      (body) => ({ ...body, travellers: [traveller('An\u200bn')] }),
      'travellers.0.firstName',
    ],
    ['terms not accepted', (body) => ({ ...body, acceptTerms: false }), 'acceptTerms'],
    ['terms as text', (body) => ({ ...body, acceptTerms: 'true' }), 'acceptTerms'],
    ['no payment choice', (body) => ({ ...body, payment: 'later' }), 'payment'],
    [
      'an address that is not plain',
      (body) => ({
        ...body,
        contact: { ...body.contact, address: { ...body.contact.address, line1: '<b>1</b> Road' } },
      }),
      'contact.address.line1',
    ],
    [
      'an address on two lines',
      (body) => ({
        ...body,
        contact: { ...body.contact, address: { ...body.contact.address, town: 'Bath\nBristol' } },
      }),
      'contact.address.town',
    ],
    [
      'a postcode that is not one',
      (body) => ({
        ...body,
        contact: { ...body.contact, address: { ...body.contact.address, postcode: '12345' } },
      }),
      'contact.address.postcode',
    ],
    [
      'an email that is not plain',
      (body) => ({ ...body, contact: { ...body.contact, email: 'Maria <m@example.com>' } }),
      'contact.email',
    ],
    [
      'a phone that is not one',
      (body) => ({ ...body, contact: { ...body.contact, phone: '12' } }),
      'contact.phone',
    ],
    ['no contact', (body) => ({ ...body, contact: undefined }), 'contact'],
    ['a package id that is not one', (body) => ({ ...body, packageId: '1e3' }), 'packageId'],
    ['a date that is not one', (body) => ({ ...body, date: '01/06/2031' }), 'date'],
  ])('for %s is a 400 naming the field, and takes no seat', async (_case, change, field) => {
    const made = await departure()
    const response = await postBooking(server, change(bookingBody(made, 1)))
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: string; details: { path: string }[] }
    expect(answer.details.map((detail) => detail.path)).toContain(field)
    expect(await seatsOf(made.option.id)).toBe(10)
  })

  it.each([
    ['missing', null],
    ['too short', 'abc'],
    ['with spaces', 'a key with spaces'],
  ])('for an Idempotency-Key %s is a 400', async (_case, key) => {
    const response = await postBooking(server, bookingBody(await departure()), key)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ details: [{ path: 'Idempotency-Key' }] })
  })
})

describe('a visitor’s bookings', () => {
  it('are limited per address, as the enquiry forms are', async () => {
    const departure = await createDeparture(server.db, { availableSeats: null })
    const fromOne = { 'x-forwarded-for': '198.51.100.7', 'content-type': 'application/json' }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 21; attempt++) {
      const response = await fetch(server.url('/api/bookings'), {
        method: 'POST',
        headers: { ...fromOne, 'idempotency-key': randomUUID() },
        body: JSON.stringify(bookingBody(departure, 1)),
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201))
    expect(statuses[20]).toBe(429)
  })
})

describe('the same Idempotency-Key again', () => {
  it('answers the same booking and takes no more seats', async () => {
    const departure = await createDeparture(server.db, { availableSeats: 5 })
    const key = randomUUID()
    const first = await postBooking(server, bookingBody(departure, 2), key)
    const again = await postBooking(server, bookingBody(departure, 2), key)
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual(await first.json())
    expect(await seatsOf(departure.option.id)).toBe(3)
  })

  it('sent at once, many times, makes one booking', async () => {
    const departure = await createDeparture(server.db, { availableSeats: 2 })
    const key = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postBooking(server, bookingBody(departure, 2), key)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201))
    const references = new Set(
      await Promise.all(answers.map(async (answer) => (await answer.json()).reference)),
    )
    expect(references.size).toBe(1)
    expect(await seatsOf(departure.option.id)).toBe(0)
  })

  it('with a different booking is refused with 422', async () => {
    const departure = await createDeparture(server.db)
    const key = randomUUID()
    expect((await postBooking(server, bookingBody(departure, 2), key)).status).toBe(201)
    const other = await postBooking(server, bookingBody(departure, 3), key)
    expect(other.status).toBe(422)
    expect(await seatsOf(departure.option.id)).toBe(8)
  })
})
