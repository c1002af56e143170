import { asc, eq } from 'drizzle-orm'
import type { Database, Transaction } from '#app/db/client.server'
import { bookingPayments, bookings, bookingTravellers } from '#app/db/schema.server'
import { toMoneyString, toPence } from '#app/lib/money'

type BookingRow = typeof bookings.$inferSelect

/** Pence paid so far by these payments. */
export const paidPence = (payments: { amount: string }[]) =>
  payments.reduce((sum, payment) => sum + toPence(payment.amount), 0)

/**
 * One booking as staff read it (`GET /api/bookings/:reference`): what was booked, the travellers, the money
 * (paid and outstanding) with each payment, and its cancellation. Never the request's key or hash.
 */
export async function readBookingDetail(db: Database | Transaction, row: BookingRow) {
  const [travellers, payments] = await Promise.all([
    db
      .select({
        firstName: bookingTravellers.firstName,
        surname: bookingTravellers.surname,
        dateOfBirth: bookingTravellers.dateOfBirth,
      })
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, row.id))
      .orderBy(asc(bookingTravellers.position)),
    db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, row.id))
      .orderBy(asc(bookingPayments.createdAt), asc(bookingPayments.id)),
  ])
  const paid = paidPence(payments)
  const { idempotencyKey: _key, requestHash: _hash, emailKey: _emailKey, ...booking } = row
  return {
    ...booking,
    travellers,
    paid: toMoneyString(paid),
    outstanding: toMoneyString(Math.max(0, toPence(row.total) - paid)),
    payments: payments.map((payment) => ({
      amount: payment.amount,
      method: payment.method,
      at: payment.createdAt.toISOString(),
      note: payment.note,
      recordedBy: payment.recordedByEmail,
    })),
  }
}

export type BookingDetail = Awaited<ReturnType<typeof readBookingDetail>>

/** The booking with this reference, locked for the caller's change when asked; null when there is none. */
export async function findBooking(db: Database | Transaction, reference: string, { forUpdate = false } = {}) {
  const query = db.select().from(bookings).where(eq(bookings.reference, reference))
  const [row] = forUpdate ? await query.for('update') : await query
  return row ?? null
}

export async function getBooking(db: Database, reference: string) {
  const row = await findBooking(db, reference)
  return row ? readBookingDetail(db, row) : null
}
