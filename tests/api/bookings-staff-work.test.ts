import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingAtolCertificates, bookings, mailOutbox } from '#app/db/schema.server'
import type { AtolCertificateDetails } from '#app/lib/bookings/atol-certificate-details'
import { agencyDay } from '#app/lib/bookings/booking-dates'
import type { AuditEntry } from '#app/lib/staff'
import { queueMail } from '#app/services/mail/outbox.server'
import { bookingBody, createDeparture, openBooking, postBooking } from '#tests/factories/bookings'
import { adminRequest, signIn, signInAs } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/** The staff's work on one booking beyond payments (issue 39): the cancellation's preview, notes, its page. */

let server: TestServer
let owner: ReturnType<typeof adminRequest>

beforeAll(async () => {
  server = await startTestServer()
  owner = adminRequest(server, await signIn(server))
  await openBooking(server.db, { depositPerPerson: '100.00' })
})

afterAll(() => server.close())

const inDays = (days: number) => agencyDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000))

async function book(overrides: Parameters<typeof createDeparture>[1] = {}, body: object = {}) {
  const departure = await createDeparture(server.db, overrides)
  const response = await postBooking(server, bookingBody(departure, 2, body))
  expect(response.status).toBe(201)
  return ((await response.json()) as { reference: string }).reference
}

const detailOf = async (reference: string) => {
  const response = await owner('GET', `/api/bookings/${reference}`)
  expect(response.status).toBe(200)
  return response.json()
}

const lastAudit = async () =>
  ((await (await owner('GET', '/api/audit-log?limit=1')).json()) as AuditEntry[])[0]

describe('the cancellation’s preview', () => {
  it('answers what cancelling would charge, changes nothing, and is what the cancellation then records', async () => {
    const reference = await book({ price: '1000.00', departureDate: inDays(70) }, { payment: 'full' })
    await owner('POST', `/api/bookings/${reference}/payments`, { amount: '300.00', method: 'bank' })
    const before = await lastAudit()

    const response = await owner('GET', `/api/bookings/${reference}/cancellation`)
    expect(response.status).toBe(200)
    const preview = await response.json()
    expect(preview).toEqual({
      charge: '1000.00',
      rule: 'Cancelled 12 to 8 weeks before departure: 50% of the total cost, or the deposit if that is higher.',
      refundDue: '0.00',
      stillOwed: '700.00',
    })
    expect(await detailOf(reference)).toMatchObject({ status: 'deposit_paid', cancelledAt: null })
    expect((await lastAudit())?.id).toBe(before?.id)

    const cancelled = await owner('POST', `/api/bookings/${reference}/cancel`, { reason: 'Ill' })
    expect(await cancelled.json()).toMatchObject(preview)
  })

  it('of a booking only held charges nothing', async () => {
    const reference = await book()
    expect(await (await owner('GET', `/api/bookings/${reference}/cancellation`)).json()).toMatchObject({
      charge: '0.00',
      rule: 'Not yet confirmed (no deposit paid): no charge.',
    })
  })

  it('is refused for a booking already over, one that does not exist, and editors', async () => {
    const reference = await book()
    await owner('POST', `/api/bookings/${reference}/cancel`, { reason: 'Asked to' })
    expect((await owner('GET', `/api/bookings/${reference}/cancellation`)).status).toBe(409)
    const expired = await book()
    await server.db.update(bookings).set({ status: 'expired' }).where(eq(bookings.reference, expired))
    expect((await owner('GET', `/api/bookings/${expired}/cancellation`)).status).toBe(409)
    expect((await owner('GET', '/api/bookings/CB-ZZZZZZ/cancellation')).status).toBe(404)
    expect((await owner('GET', '/api/bookings/nonsense!/cancellation')).status).toBe(400)
    const editor = adminRequest(server, await signInAs(server, 'editor'))
    expect((await editor('GET', `/api/bookings/${expired}/cancellation`)).status).toBe(403)
    expect((await fetch(server.url(`/api/bookings/${expired}/cancellation`))).status).toBe(401)
  })
})

describe('a booking’s notes', () => {
  it('are kept trimmed, on several lines, with their author, newest first, and logged without their text', async () => {
    const reference = await book()
    const first = await owner('POST', `/api/bookings/${reference}/notes`, { text: '  Rang about seats  ' })
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({ text: 'Rang about seats', authorEmail: 'staff@example.com' })
    const sales = adminRequest(server, await signInAs(server, 'sales'))
    const second = await sales('POST', `/api/bookings/${reference}/notes`, {
      text: 'Wants a window seat.\nAsk the airline.',
    })
    expect(second.status).toBe(201)

    const { notes } = await detailOf(reference)
    expect(notes).toEqual([
      {
        text: 'Wants a window seat.\nAsk the airline.',
        authorEmail: expect.any(String),
        at: expect.any(String),
      },
      { text: 'Rang about seats', authorEmail: 'staff@example.com', at: expect.any(String) },
    ])
    expect(notes[0].authorEmail).not.toBe('staff@example.com')

    const entry = await lastAudit()
    expect(entry).toMatchObject({ action: 'note', thingType: 'booking', thingName: reference })
    expect(JSON.stringify(entry)).not.toContain('window seat')
  })

  it('refuse an empty or overlong note with details, and store nothing', async () => {
    const reference = await book()
    for (const body of [{}, { text: '   ' }, { text: 'x'.repeat(2001) }, { text: 42 }]) {
      const response = await owner('POST', `/api/bookings/${reference}/notes`, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ details: [{ path: 'text' }] })
    }
    expect((await owner('POST', `/api/bookings/${reference}/notes`, { text: 'x'.repeat(2000) })).status).toBe(
      201,
    )
    expect((await detailOf(reference)).notes).toHaveLength(1)
    expect((await owner('POST', '/api/bookings/CB-ZZZZZZ/notes', { text: 'Hello' })).status).toBe(404)
    const editor = adminRequest(server, await signInAs(server, 'editor'))
    expect((await editor('POST', `/api/bookings/${reference}/notes`, { text: 'Hello' })).status).toBe(403)
  })
})

describe('a booking’s page', () => {
  it('lists the emails sent about it with where each stands, and no one else’s', async () => {
    const reference = await book()
    const other = await book()
    const idOf = async (ref: string) =>
      (await server.db.select().from(bookings).where(eq(bookings.reference, ref)))[0]?.id ?? 0
    const bookingId = await idOf(reference)
    const message = { to: 'maria.rossi@example.com', about: 'maria.rossi@example.com', text: 't', html: 'h' }
    // Whatever the booking itself queued is cleared, so the list holds exactly the three below.
    await server.db.delete(mailOutbox).where(eq(mailOutbox.bookingId, bookingId))
    await queueMail(server.db, [
      { ...message, kind: 'booking-confirmation', subject: 'Your booking', bookingId },
      { ...message, kind: 'booking-balance-reminder', subject: 'Balance due', bookingId },
      { ...message, kind: 'booking-payment', subject: 'Payment received', bookingId },
      { ...message, kind: 'booking-confirmation', subject: 'Not this one', bookingId: await idOf(other) },
    ])
    const sentAt = new Date('2030-01-02T10:00:00Z')
    await server.db.update(mailOutbox).set({ sentAt }).where(eq(mailOutbox.subject, 'Your booking'))
    await server.db
      .update(mailOutbox)
      .set({ failedAt: new Date() })
      .where(eq(mailOutbox.subject, 'Balance due'))

    const { emails } = await detailOf(reference)
    expect(emails).toHaveLength(3)
    expect(emails).toEqual(
      expect.arrayContaining([
        {
          kind: 'booking-confirmation',
          subject: 'Your booking',
          to: 'maria.rossi@example.com',
          status: 'sent',
          at: sentAt.toISOString(),
        },
        expect.objectContaining({ subject: 'Balance due', status: 'failed' }),
        expect.objectContaining({ subject: 'Payment received', status: 'queued', at: expect.any(String) }),
      ]),
    )
  })

  it('links each ATOL Certificate issued, and has none before the first', async () => {
    const reference = await book()
    expect(await detailOf(reference)).toMatchObject({ atolCertificates: [], notes: [] })
    const [row] = await server.db.select().from(bookings).where(eq(bookings.reference, reference))
    const details = {} as AtolCertificateDetails
    await server.db.insert(bookingAtolCertificates).values([
      { bookingId: row?.id ?? 0, issue: 2, details },
      { bookingId: row?.id ?? 0, issue: 1, details },
    ])
    expect((await detailOf(reference)).atolCertificates).toEqual([
      { issue: 1, issuedAt: expect.any(String), url: `/api/bookings/${reference}/atol-certificates/1.pdf` },
      { issue: 2, issuedAt: expect.any(String), url: `/api/bookings/${reference}/atol-certificates/2.pdf` },
    ])
  })
})
