import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingNotes, bookings, bookingTravellers, mailOutbox } from '#app/db/schema.server'
import { emailKey } from '#app/lib/email-address'
import type { DataSubject } from '#app/services/privacy/data-subject.server'
import { KEPT_FOR_CONTRACT, KEPT_FOR_PAYMENTS } from '#app/services/privacy/subject-bookings.server'
import { bookingBody, createDeparture, openBooking, postBooking } from '#tests/factories/bookings'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let send: ReturnType<typeof adminRequest>

const SUBJECT = 'anna.verdi@example.com'
const BYSTANDER = 'piero.neri@example.com'

const contactOf = (email: string) => ({
  email,
  phone: '020 7946 0123',
  address: { line1: '3 Mill Lane', town: 'Leeds', postcode: 'LS1 4AP' },
})

/** A booking of a new departure by `email`, answered by its row. */
async function bookAs(email: string) {
  const response = await postBooking(
    server,
    bookingBody(await createDeparture(server.db), 2, { contact: contactOf(email) }),
  )
  expect(response.status).toBe(201)
  const { reference } = (await response.json()) as { reference: string }
  const [row] = await server.db.select().from(bookings).where(eq(bookings.reference, reference))
  if (!row) throw new Error('The booking was not stored.')
  return row
}

/** An email about a booking, as the booking's messages are queued. */
const mailAbout = (booking: { id: number; email: string }, subject: string) =>
  server.db.insert(mailOutbox).values({
    kind: 'booking-confirmation',
    toAddress: booking.email,
    aboutAddress: emailKey(booking.email),
    subject,
    textBody: subject,
    htmlBody: `<p>${subject}</p>`,
    bookingId: booking.id,
  })

let live: Awaited<ReturnType<typeof bookAs>>
let paidThenCancelled: Awaited<ReturnType<typeof bookAs>>
let cancelled: Awaited<ReturnType<typeof bookAs>>
let expired: Awaited<ReturnType<typeof bookAs>>
let bystanders: Awaited<ReturnType<typeof bookAs>>

beforeAll(async () => {
  server = await startTestServer()
  send = adminRequest(server, await signIn(server))
  await openBooking(server.db)
  live = await bookAs(SUBJECT)
  paidThenCancelled = await bookAs('Anna.Verdi@Example.com')
  cancelled = await bookAs(SUBJECT)
  expired = await bookAs(SUBJECT)
  bystanders = await bookAs(BYSTANDER)
  expect(
    (
      await send('POST', `/api/bookings/${paidThenCancelled.reference}/payments`, {
        amount: '50.00',
        method: 'bank',
      })
    ).status,
  ).toBe(201)
  for (const booking of [paidThenCancelled, cancelled]) {
    expect(
      (await send('POST', `/api/bookings/${booking.reference}/cancel`, { reason: 'Asked to' })).status,
    ).toBe(200)
  }
  await server.db
    .update(bookings)
    .set({ status: 'expired', expiredAt: new Date() })
    .where(eq(bookings.id, expired.id))
  await server.db
    .insert(bookingNotes)
    .values({ bookingId: cancelled.id, authorEmail: 'staff@example.com', text: 'Rang about flights.' })
  await mailAbout(live, 'Your booking is held')
  await mailAbout(cancelled, 'Your booking is cancelled')
})

afterAll(() => server.close())

const subjectPath = (email: string) => `/api/privacy/subject?email=${encodeURIComponent(email)}`

describe('a data subject’s bookings', () => {
  it('are found by the lead traveller’s address, with travellers, payments, notes and emails', async () => {
    const held = (await (await send('GET', subjectPath(SUBJECT))).json()) as DataSubject
    expect(held.bookings.map((booking) => booking.reference).sort()).toEqual(
      [live, paidThenCancelled, cancelled, expired].map((booking) => booking.reference).sort(),
    )
    const byReference = Object.fromEntries(held.bookings.map((booking) => [booking.reference, booking]))
    expect(byReference[live.reference]).toMatchObject({
      status: 'held',
      departureDate: '2031-06-01',
      travellerCount: 2,
      phone: '020 7946 0123',
      postcode: 'LS1 4AP',
      travellers: [
        { position: 1, firstName: 'Maria', surname: 'Rossi', dateOfBirth: '1980-04-02' },
        { position: 2, firstName: 'Luca' },
      ],
      emails: [{ subject: 'Your booking is held', sentAt: null }],
      keptBecause: KEPT_FOR_CONTRACT,
    })
    expect(byReference[paidThenCancelled.reference]).toMatchObject({
      status: 'cancelled',
      payments: [{ amount: '50.00', method: 'bank' }],
      keptBecause: KEPT_FOR_PAYMENTS,
    })
    expect(byReference[cancelled.reference]).toMatchObject({
      notes: [{ text: 'Rang about flights.' }],
      keptBecause: null,
    })
    expect(byReference[expired.reference]).toMatchObject({ status: 'expired', keptBecause: null })
    expect(byReference[live.reference]).not.toHaveProperty('idempotencyKey')
    expect(byReference[live.reference]).not.toHaveProperty('requestHash')
  })

  it('are erased unless the agency must keep them, saying why each kept one is', async () => {
    const response = await send('DELETE', subjectPath(SUBJECT))
    expect(response.status).toBe(200)
    const answer = await response.json()
    expect(answer.erased).toMatchObject({ bookings: 2 })
    expect(answer.kept).toEqual([
      { reference: live.reference, reason: KEPT_FOR_CONTRACT },
      { reference: paidThenCancelled.reference, reason: KEPT_FOR_PAYMENTS },
    ])

    const left = await server.db.select({ id: bookings.id }).from(bookings)
    expect(left.map((row) => row.id).sort()).toEqual([live.id, paidThenCancelled.id, bystanders.id].sort())
    const goneIds = [cancelled.id, expired.id]
    expect(await server.db.$count(bookingTravellers, inArray(bookingTravellers.bookingId, goneIds))).toBe(0)
    expect(await server.db.$count(bookingNotes, inArray(bookingNotes.bookingId, goneIds))).toBe(0)
    // A kept booking keeps what the customer was told (the paid one's ATOL Certificate among it); the erased
    // ones' emails went with them.
    const mails = await server.db.select({ subject: mailOutbox.subject }).from(mailOutbox)
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      expect.stringMatching(/^Your ATOL Certificate for booking CB-/),
      'Your booking is held',
    ])
    expect(await server.db.$count(bookingTravellers, eq(bookingTravellers.bookingId, bystanders.id))).toBe(2)

    // Asked again, only the kept ones are found, and they stay kept.
    const again = (await (await send('GET', subjectPath(SUBJECT))).json()) as DataSubject
    expect(again.bookings).toHaveLength(2)
    expect((await (await send('DELETE', subjectPath(SUBJECT))).json()).erased).toMatchObject({ bookings: 0 })
  })
})
