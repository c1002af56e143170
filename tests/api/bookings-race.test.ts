import { addMonths, formatISO } from 'date-fns'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, pricingOptions } from '#app/db/schema.server'
import type { CalendarData } from '#app/lib/package-calendar'
import type { HeadlinePrice } from '#app/lib/pricing-labels'
import { bookingBody, createDeparture, openBooking, postBooking } from '#tests/factories/bookings'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { cloneTemplateDatabase } from '#tests/setup/test-database'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

// Seats are never oversold (issue 39, point 4): on PGlite's one connection and on PostgreSQL's row locks.

const RACERS = 20

const seatsOf = async (server: TestServer, id: number) =>
  (await server.db.select().from(pricingOptions).where(eq(pricingOptions.id, id)))[0]?.availableSeats

const bookingsOf = (server: TestServer, optionId: number) =>
  server.db.$count(bookings, eq(bookings.pricingOptionId, optionId))

describe('twenty visitors racing for the last seat', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer()
    await openBooking(server.db)
  })

  afterAll(() => server?.close())

  it('give it to one, and 409 to nineteen', async () => {
    const departure = await createDeparture(server.db, { availableSeats: 1 })
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () => postBooking(server, bookingBody(departure, 1))),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, ...Array(RACERS - 1).fill(409)])
    expect(await seatsOf(server, departure.option.id)).toBe(0)
    expect(await bookingsOf(server, departure.option.id)).toBe(1)
  })

  it('for the last three seats, two at a time, leave one seat and one booking', async () => {
    const departure = await createDeparture(server.db, { availableSeats: 3 })
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () => postBooking(server, bookingBody(departure, 2))),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(await seatsOf(server, departure.option.id)).toBe(1)
    expect(await bookingsOf(server, departure.option.id)).toBe(1)
  })

  it('sells out the day on the package’s calendar at once, though the calendar was just read', async () => {
    const departureDate = formatISO(addMonths(new Date(), 4), { representation: 'date' })
    const departure = await createDeparture(server.db, { availableSeats: 1, departureDate })
    type Answer = { headline: HeadlinePrice | null; calendar: CalendarData }
    const calendar = async () =>
      (await (
        await fetch(server.url(`/api/travel-packages/${departure.pkg.slug}/calendar`))
      ).json()) as Answer
    expect((await calendar()).calendar.date).toBe(departureDate)
    expect((await postBooking(server, bookingBody(departure, 1, { payment: 'full' }))).status).toBe(201)
    const soldOut = await calendar()
    expect(soldOut.calendar.date).toBeNull()
    expect(soldOut.headline).toBeNull()

    // A cancellation offers the day again, at once.
    const [booking] = await server.db
      .select()
      .from(bookings)
      .where(eq(bookings.pricingOptionId, departure.option.id))
    const owner = adminRequest(server, await signIn(server))
    const cancelled = await owner('POST', `/api/bookings/${booking?.reference}/cancel`, {
      reason: 'Asked to',
    })
    expect(cancelled.status).toBe(200)
    expect((await calendar()).calendar.date).toBe(departureDate)
  })
})

// Two servers of a fleet on one PostgreSQL database, the visitors split between them.
const serverUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!serverUrl)('the race across two servers on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof cloneTemplateDatabase>>
  let a: TestServer
  let b: TestServer

  beforeAll(async () => {
    database = await cloneTemplateDatabase(serverUrl ?? '')
    a = await startTestServer({ fleetDatabaseUrl: database.url })
    b = await startTestServer({ fleetDatabaseUrl: database.url })
    await openBooking(a.db)
  })

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()])
    await database?.drop()
  })

  it('still gives the last seat to one visitor', async () => {
    const departure = await createDeparture(a.db, { availableSeats: 1 })
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, index) => postBooking(index % 2 ? a : b, bookingBody(departure, 1))),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, ...Array(RACERS - 1).fill(409)])
    expect(await seatsOf(a, departure.option.id)).toBe(0)
    expect(await bookingsOf(b, departure.option.id)).toBe(1)
  })
})
