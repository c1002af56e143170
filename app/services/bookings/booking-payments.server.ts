import { eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { bookingPayments, bookings } from '#app/db/schema.server'
import { isLiveBooking, type PaymentMethod, statusAfterPayments } from '#app/lib/bookings/booking-amounts'
import { toMoneyString, toPence } from '#app/lib/money'
import { type BookingDetail, findBooking, paidPence, readBookingDetail } from './booking-detail.server'

export type PaymentOutcome =
  | { booking: BookingDetail }
  | { refused: 'not-live' }
  /** More than is left to pay: staff record a refund or an amendment elsewhere, not an overpayment. */
  | { refused: 'too-much'; outstanding: string }

/**
 * Money staff took for a booking (issue 39): recorded with who took it, and the booking's status moved on,
 * `deposit_paid` once the deposit is met and `paid` at the total. The booking is locked for the change, so
 * two payments at once are added up, not lost.
 */
export async function recordPayment(
  db: Database,
  reference: string,
  payment: { amount: string; method: PaymentMethod; note: string | null },
  staff: { id: number; email: string },
): Promise<PaymentOutcome | null> {
  return db.transaction(async (tx) => {
    const row = await findBooking(tx, reference, { forUpdate: true })
    if (!row) return null
    if (!isLiveBooking(row.status)) return { refused: 'not-live' as const }
    const payments = await tx
      .select({ amount: bookingPayments.amount })
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, row.id))
    const totalPence = toPence(row.total)
    const outstandingPence = totalPence - paidPence(payments)
    if (toPence(payment.amount) > outstandingPence) {
      return { refused: 'too-much' as const, outstanding: toMoneyString(outstandingPence) }
    }
    await tx.insert(bookingPayments).values({
      bookingId: row.id,
      ...payment,
      recordedById: staff.id,
      recordedByEmail: staff.email,
    })
    const status = statusAfterPayments({
      paidPence: totalPence - outstandingPence + toPence(payment.amount),
      depositPence: toPence(row.deposit),
      totalPence,
    })
    const [updated] = await tx.update(bookings).set({ status }).where(eq(bookings.id, row.id)).returning()
    return { booking: await readBookingDetail(tx, updated ?? row) }
  })
}
