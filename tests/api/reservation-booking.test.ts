import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#app/db/client.server'
import { bookings, pricingOptions } from '#app/db/schema.server'
import { REFERENCE_PATTERN } from '#app/lib/bookings/booking-reference'
import { loader } from '#app/routes/reservation'
import { saveBookingSettings } from '#app/services/bookings/booking-settings.server'
import { createDeparture, openBooking } from '#tests/factories/bookings'
import { FROM_THIS_SITE, formPost, postReservation, SITE } from '#tests/setup/page-actions'
import { loadPage } from '#tests/setup/page-context'
import { createTestDatabase } from '#tests/setup/test-database'

let database: DatabaseHandle

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(() => database.close())

type Departure = Awaited<ReturnType<typeof createDeparture>>

/** The reservation link the package page writes for a departure, for `travellers` people. */
const linkOf = ({ pkg, airport, option }: Departure, travellers = 2) =>
  `${SITE}/reservation/${pkg.slug}?${new URLSearchParams({
    date: option.departureDate,
    airport: String(airport.id),
    travelers: String(travellers),
    price: '1.00',
  })}`

/** The booking form filled in as a visitor would type it, for two travellers. */
const filledForm = (overrides: Record<string, string> = {}) => ({
  firstName1: 'Maria',
  surname1: 'Rossi',
  dateOfBirth1: '1980-04-02',
  firstName2: 'Luca',
  surname2: 'Rossi',
  dateOfBirth2: '1982-09-14',
  email: 'maria.rossi@example.com',
  phone: '020 7946 0999',
  line1: '12 High Street',
  line2: '',
  town: 'Bristol',
  postcode: 'bs1 4dj',
  payment: 'deposit',
  acceptTerms: 'on',
  ...overrides,
})

const book = (departure: Departure, fields: Record<string, string>, travellers = 2) =>
  postReservation(database.db, departure.pkg.slug, formPost(linkOf(departure, travellers), fields))

const seatsOf = async (id: number) =>
  (await database.db.select().from(pricingOptions).where(eq(pricingOptions.id, id)))[0]?.availableSeats

describe('the reservation page while online booking is off', () => {
  it('has no booking form, and refuses a booking posted to it', async () => {
    await saveBookingSettings(database.db, { enabled: false })
    const departure = await createDeparture(database.db, { availableSeats: 4 })
    const page = await loadPage(loader, linkOf(departure), database.db, {
      params: { packageSlug: departure.pkg.slug },
    })
    expect(page.data).toMatchObject({ booking: null, chosen: { status: 'bookable' } })

    const post = book(departure, filledForm())
    expect(await post.answer).toMatchObject({
      status: 403,
      data: { error: expect.stringContaining('not open') },
    })
    expect(post.counted).toEqual([])
    expect(await seatsOf(departure.option.id)).toBe(4)
  })
})

describe('the reservation page while online booking is on', () => {
  beforeAll(() => openBooking(database.db, { depositPerPerson: '150.00' }))

  it('renders the form for the link’s departure and travellers, a deposit allowed', async () => {
    const departure = await createDeparture(database.db)
    const page = await loadPage(loader, linkOf(departure, 3), database.db, {
      params: { packageSlug: departure.pkg.slug },
    })
    expect(page.data).toMatchObject({
      booking: {
        link: { packageId: departure.pkg.id, date: departure.option.departureDate, travellers: 3 },
        depositAllowed: true,
        depositPerPerson: '150.00',
      },
    })
  })

  it('books a form posted without scripts at the database’s price, whatever price the post names', async () => {
    const departure = await createDeparture(database.db, { price: '800.00', availableSeats: 5 })
    const post = book(departure, filledForm({ price: '1.00', total: '2.00' }))
    const answer = await post.answer
    expect(answer).toMatchObject({
      status: 201,
      data: {
        booking: {
          reference: expect.stringMatching(REFERENCE_PATTERN),
          status: 'held',
          total: '1600.00',
          deposit: '300.00',
          amountDue: '300.00',
          paymentUrl: null,
          travellers: ['Maria Rossi', 'Luca Rossi'],
        },
      },
    })
    expect(post.counted).toEqual(['bookings'])
    expect(post.catalogueWrites).toEqual(['write'])
    expect(await seatsOf(departure.option.id)).toBe(3)
  })

  it('is one booking when the same form is posted twice', async () => {
    const departure = await createDeparture(database.db, { availableSeats: 5 })
    const first = (await book(departure, filledForm()).answer).data as { booking: { reference: string } }
    const again = book(departure, filledForm())
    const second = (await again.answer).data as { booking: { reference: string } }
    expect(second.booking.reference).toBe(first.booking.reference)
    expect(again.catalogueWrites).toEqual([])
    expect(await seatsOf(departure.option.id)).toBe(3)
    const made = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.pricingOptionId, departure.option.id))
    expect(made).toHaveLength(1)
  })

  it('answers the form again with every value kept and each error beside its field', async () => {
    const departure = await createDeparture(database.db, { availableSeats: 5 })
    const fields = filledForm({ surname2: '', postcode: 'nowhere', acceptTerms: '' })
    const answer = await book(departure, fields).answer
    expect(answer.status).toBe(400)
    expect(answer.data).toEqual({
      values: fields,
      errors: {
        surname2: expect.stringContaining('Surname'),
        postcode: 'Please enter a UK postcode, such as SW1A 1AA',
        acceptTerms: 'Please accept the Terms and Conditions to book',
      },
    })
    expect(await seatsOf(departure.option.id)).toBe(5)
  })

  it('says beside the payment choice when the full price is due, and when the seats have gone', async () => {
    const soon = await createDeparture(database.db, {
      departureDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    })
    const deposit = await book(soon, filledForm()).answer
    expect(deposit).toMatchObject({
      status: 422,
      data: { errors: { payment: expect.stringContaining('full price') } },
    })

    const full = await createDeparture(database.db, { availableSeats: 1 })
    const noSeats = await book(full, filledForm()).answer
    expect(noSeats).toMatchObject({
      status: 409,
      data: { errors: { form: 'Not enough seats left on that departure' } },
    })
  })

  it('refuses a post from another site, and counts a post past the limit without booking', async () => {
    const departure = await createDeparture(database.db, { availableSeats: 5 })
    const crossSite = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' }
    const foreign = postReservation(
      database.db,
      departure.pkg.slug,
      formPost(linkOf(departure), filledForm(), crossSite),
    )
    expect((await foreign.answer).status).toBe(403)

    const limited = postReservation(
      database.db,
      departure.pkg.slug,
      formPost(linkOf(departure), filledForm(), FROM_THIS_SITE),
      { withinLimit: false },
    )
    expect((await limited.answer).status).toBe(429)
    expect(await seatsOf(departure.option.id)).toBe(5)
  })
})
