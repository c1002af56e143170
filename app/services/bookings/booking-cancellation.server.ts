import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '#app/db/client.server'
import { bookingPayments, bookings } from '#app/db/schema.server'
import { isLiveBooking } from '#app/lib/bookings/booking-amounts'
import { agencyDay, daysBeforeDeparture } from '#app/lib/bookings/booking-dates'
import { cancellationCharge, chargeInWords } from '#app/lib/bookings/cancellation-charges'
import { toMoneyString, toPence } from '#app/lib/money'
import { type BookingDetail, findBooking, paidPence, readBookingDetail } from './booking-detail.server'
import { returnSeats } from './seats.server'

type BookingRow = typeof bookings.$inferSelect

/** What cancelling costs: the Terms' charge, in their words which band it fell in, and what it leaves. */
export type CancellationTerms = {
  charge: string
  rule: string
  /** What was paid beyond the charge, to be refunded; what is still owed of it when less was paid. */
  refundDue: string
  stillOwed: string
}

export type Cancellation = CancellationTerms & { booking: BookingDetail }

/**
 * The charge the Terms set for cancelling this booking on `now`'s day, given what has been paid. A booking
 * still only held was never confirmed (the Terms confirm a booking once its deposit is paid), so it costs
 * nothing. The preview and the cancellation both answer this, so staff are shown what is then recorded.
 */
function cancellationTerms(row: BookingRow, paid: number, now: Date): CancellationTerms {
  const { chargePence, band } = cancellationCharge({
    totalPence: toPence(row.total),
    depositPence: toPence(row.deposit),
    daysBeforeDeparture: daysBeforeDeparture(agencyDay(now), row.departureDate),
  })
  const charged = row.status === 'held' ? 0 : chargePence
  return {
    charge: toMoneyString(charged),
    rule:
      row.status === 'held'
        ? 'Not yet confirmed (no deposit paid): no charge.'
        : `Cancelled ${band.when}: ${chargeInWords(band)}.`,
    refundDue: toMoneyString(Math.max(0, paid - charged)),
    stillOwed: toMoneyString(Math.max(0, charged - paid)),
  }
}

const paidFor = async (db: Database | Transaction, bookingId: number) =>
  paidPence(
    await db
      .select({ amount: bookingPayments.amount })
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, bookingId)),
  )

/**
 * What cancelling the booking now would charge (`GET /api/bookings/:reference/cancellation`), changing
 * nothing: staff see it before they confirm. Refused for a booking that is over already.
 */
export async function previewCancellation(
  db: Database,
  reference: string,
  now = new Date(),
): Promise<CancellationTerms | { refused: 'not-live' } | null> {
  const row = await findBooking(db, reference)
  if (!row) return null
  if (!isLiveBooking(row.status)) return { refused: 'not-live' }
  return cancellationTerms(row, await paidFor(db, row.id), now)
}

/**
 * Cancels a booking (issue 39): its seats go back to the departure and the charge the Terms set for the
 * weeks left before departure is worked out and kept.
 */
export async function cancelBooking(
  db: Database,
  reference: string,
  reason: string,
  now = new Date(),
): Promise<Cancellation | { refused: 'not-live' } | null> {
  return db.transaction(async (tx) => {
    const row = await findBooking(tx, reference, { forUpdate: true })
    if (!row) return null
    if (!isLiveBooking(row.status)) return { refused: 'not-live' as const }
    const terms = cancellationTerms(row, await paidFor(tx, row.id), now)
    const [cancelled] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancellationReason: reason,
        cancellationCharge: terms.charge,
      })
      .where(eq(bookings.id, row.id))
      .returning()
    await returnSeats(tx, row.pricingOptionId, row.travellerCount)
    return { booking: await readBookingDetail(tx, cancelled ?? row), ...terms }
  })
}
