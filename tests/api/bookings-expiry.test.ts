import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, mailOutbox, pricingOptions } from '#app/db/schema.server'
import { loadConfig } from '#app/env.server'
import { expireLapsedHolds } from '#app/services/bookings/hold-expiry.server'
import { mailSettings } from '#app/services/mail/mail-settings.server'
import { bookingBody, createDeparture, openBooking, postBooking } from '#tests/factories/bookings'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let owner: ReturnType<typeof adminRequest>
const mailer = {
  settings: mailSettings(loadConfig({ AGENCY_PHONE: '020 7946 0000' })),
  kick: () => undefined,
}

beforeAll(async () => {
  server = await startTestServer()
  owner = adminRequest(server, await signIn(server))
  await openBooking(server.db, { holdMinutes: 30 })
})

afterAll(() => server.close())

const seatsOf = async (id: number) =>
  (await server.db.select().from(pricingOptions).where(eq(pricingOptions.id, id)))[0]?.availableSeats

const statusOf = async (reference: string) =>
  (await server.db.select().from(bookings).where(eq(bookings.reference, reference)))[0]?.status

async function book(departure: Awaited<ReturnType<typeof createDeparture>>) {
  const response = await postBooking(server, bookingBody(departure, 2))
  return ((await response.json()) as { reference: string }).reference
}

/** An hour from now: every hold of 30 minutes made by these tests has run out. */
const anHourOn = () => new Date(Date.now() + 60 * 60 * 1000)

describe('a hold that runs out unpaid', () => {
  it('expires the booking, gives its seats back and tells the visitor by email', async () => {
    const departure = await createDeparture(server.db, { availableSeats: 4 })
    const reference = await book(departure)
    expect(await seatsOf(departure.option.id)).toBe(2)

    expect(await expireLapsedHolds(server.db, mailer)).not.toContain(reference)
    expect(await statusOf(reference)).toBe('held')

    expect(await expireLapsedHolds(server.db, mailer, anHourOn())).toContain(reference)
    expect(await statusOf(reference)).toBe('expired')
    expect(await seatsOf(departure.option.id)).toBe(4)
    const [mail] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'booking-expired'))
    expect(mail).toMatchObject({ toAddress: 'maria.rossi@example.com' })
    expect(mail?.textBody).toContain(reference)
    expect(mail?.textBody).toContain('Dear Maria,')

    // Nothing happens twice, and an expired booking takes no payment.
    expect(await expireLapsedHolds(server.db, mailer, anHourOn())).not.toContain(reference)
    expect(await seatsOf(departure.option.id)).toBe(4)
    const paid = await owner('POST', `/api/bookings/${reference}/payments`, {
      amount: '10.00',
      method: 'card',
    })
    expect(paid.status).toBe(409)
  })

  it('leaves a booking with any payment, deposit met or not, holding its seats', async () => {
    const departure = await createDeparture(server.db, { availableSeats: 6 })
    const part = await book(departure)
    const deposit = await book(departure)
    await owner('POST', `/api/bookings/${part}/payments`, { amount: '20.00', method: 'phone' })
    await owner('POST', `/api/bookings/${deposit}/payments`, { amount: '200.00', method: 'card' })
    const expired = await expireLapsedHolds(server.db, mailer, anHourOn())
    expect(expired).not.toContain(part)
    expect(expired).not.toContain(deposit)
    expect(await statusOf(part)).toBe('held')
    expect(await statusOf(deposit)).toBe('deposit_paid')
    expect(await seatsOf(departure.option.id)).toBe(2)
  })

  it('lapses once though two servers look at the same moment', async () => {
    const departure = await createDeparture(server.db, { availableSeats: 2 })
    const reference = await book(departure)
    const passes = await Promise.all([
      expireLapsedHolds(server.db, mailer, anHourOn()),
      expireLapsedHolds(server.db, mailer, anHourOn()),
    ])
    expect(passes.flat().filter((expired) => expired === reference)).toHaveLength(1)
    expect(await seatsOf(departure.option.id)).toBe(2)
  })
})
