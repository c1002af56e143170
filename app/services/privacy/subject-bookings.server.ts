import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { Database, Transaction } from '#app/db/client.server'
import { bookingNotes, bookingPayments, bookings, bookingTravellers, mailOutbox } from '#app/db/schema.server'
import { agencyDay } from '#app/lib/bookings/booking-dates'
import { emailKey } from '#app/lib/email-address'

/**
 * A data subject's bookings (issue 39, decisions 34 and 63): found by the lead traveller's address, handed
 * over whole, and erased unless the agency must keep them. Two kinds are kept, each said with its reason:
 * a booking with money received (accounting records, which UK company and tax law has kept for six years),
 * and a booking still to travel that is neither cancelled nor expired (the package travel contract the
 * agency must perform; UK GDPR article 17(3) lets it keep what it needs for that). Every other booking goes
 * with its travellers, notes and emails.
 */

export const KEPT_FOR_PAYMENTS =
  'Kept: payments were taken for it, and accounting law has the agency keep its records of money received for six years.'
export const KEPT_FOR_CONTRACT =
  'Kept: the holiday is still to come and the booking is not cancelled, so the agency needs it to perform the contract.'

const LIVE_STATUSES = new Set(['held', 'deposit_paid', 'paid'])

/** Why the agency must keep a booking, or null when it may be erased. */
export function bookingKeptBecause(
  booking: { status: string; departureDate: string; paymentCount: number },
  today: string,
): string | null {
  if (booking.paymentCount > 0) return KEPT_FOR_PAYMENTS
  if (LIVE_STATUSES.has(booking.status) && booking.departureDate >= today) return KEPT_FOR_CONTRACT
  return null
}

export const bookingsOf = (email: string) => eq(bookings.emailKey, emailKey(email))

/** Each booking on `email`, newest first, with its travellers, payments, notes and the emails sent about it. */
export async function describeSubjectBookings(db: Database, email: string, now = new Date()) {
  const rows = await db.select().from(bookings).where(bookingsOf(email)).orderBy(desc(bookings.createdAt))
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return []
  const [travellers, payments, notes, mails] = await Promise.all([
    db
      .select()
      .from(bookingTravellers)
      .where(inArray(bookingTravellers.bookingId, ids))
      .orderBy(asc(bookingTravellers.position)),
    db
      .select()
      .from(bookingPayments)
      .where(inArray(bookingPayments.bookingId, ids))
      .orderBy(asc(bookingPayments.createdAt)),
    db
      .select()
      .from(bookingNotes)
      .where(inArray(bookingNotes.bookingId, ids))
      .orderBy(asc(bookingNotes.createdAt)),
    db
      .select({
        bookingId: mailOutbox.bookingId,
        kind: mailOutbox.kind,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        queuedAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(inArray(mailOutbox.bookingId, ids))
      .orderBy(asc(mailOutbox.createdAt)),
  ])
  const today = agencyDay(now)
  const ofBooking = <T extends { bookingId: number | null }>(list: T[], id: number) =>
    list.filter((item) => item.bookingId === id).map(({ bookingId: _booking, ...item }) => item)
  // The idempotency key and request hash are the booking's machinery, nobody's data.
  return rows.map(({ idempotencyKey: _key, requestHash: _hash, ...booking }) => {
    const bookingPaymentsOf = ofBooking(payments, booking.id)
    return {
      ...booking,
      keptBecause: bookingKeptBecause({ ...booking, paymentCount: bookingPaymentsOf.length }, today),
      travellers: ofBooking(travellers, booking.id).map(({ id: _id, ...traveller }) => traveller),
      payments: bookingPaymentsOf.map(({ stripeSessionId: _session, ...payment }) => payment),
      notes: ofBooking(notes, booking.id),
      emails: ofBooking(mails, booking.id),
    }
  })
}

export type KeptBooking = { reference: string; reason: string }

/**
 * Sorts the bookings on `email` into those the agency must keep, each with its reason, and those to erase,
 * in the caller's transaction. They are locked, so a payment cannot arrive between the check and the
 * deletion; deleting a booking takes its travellers, notes, certificates and emails with it (the foreign
 * keys cascade).
 */
export async function sortSubjectBookings(tx: Transaction, email: string, now = new Date()) {
  const rows = await tx
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      departureDate: bookings.departureDate,
    })
    .from(bookings)
    .where(bookingsOf(email))
    .orderBy(asc(bookings.createdAt))
    .for('update')
  const paid = rows.length
    ? await tx
        .selectDistinct({ bookingId: bookingPayments.bookingId })
        .from(bookingPayments)
        .where(
          inArray(
            bookingPayments.bookingId,
            rows.map((row) => row.id),
          ),
        )
    : []
  const paidIds = new Set(paid.map((payment) => payment.bookingId))
  const today = agencyDay(now)
  const kept: (KeptBooking & { id: number })[] = []
  const going: number[] = []
  for (const row of rows) {
    const reason = bookingKeptBecause({ ...row, paymentCount: paidIds.has(row.id) ? 1 : 0 }, today)
    if (reason) kept.push({ id: row.id, reference: row.reference, reason })
    else going.push(row.id)
  }
  return { kept, going }
}
