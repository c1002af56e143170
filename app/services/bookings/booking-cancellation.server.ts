import { eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { bookings } from '#app/db/schema.server'
import { isLiveBooking } from '#app/lib/bookings/booking-amounts'
import { agencyDay, daysBeforeDeparture } from '#app/lib/bookings/booking-dates'
import { cancellationCharge, chargeInWords } from '#app/lib/bookings/cancellation-charges'
import { toMoneyString, toPence } from '#app/lib/money'
import { type BookingDetail, findBooking, readBookingDetail } from './booking-detail.server'
import { returnSeats } from './seats.server'

export type Cancellation = {
  booking: BookingDetail
  /** The Terms' charge for cancelling on this day, and in their words which band it fell in. */
  charge: string
  rule: string
  /** What was paid beyond the charge, to be refunded; what is still owed of it when less was paid. */
  refundDue: string
  stillOwed: string
}

/**
 * Cancels a booking (issue 39): its seats go back to the departure and the charge the Terms set for the
 * weeks left before departure is worked out and kept. A booking still only held was never confirmed (the
 * Terms confirm a booking once its deposit is paid), so it is cancelled without a charge.
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
    const days = daysBeforeDeparture(agencyDay(now), row.departureDate)
    const { chargePence, band } = cancellationCharge({
      totalPence: toPence(row.total),
      depositPence: toPence(row.deposit),
      daysBeforeDeparture: days,
    })
    const charged = row.status === 'held' ? 0 : chargePence
    const [cancelled] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancellationReason: reason,
        cancellationCharge: toMoneyString(charged),
      })
      .where(eq(bookings.id, row.id))
      .returning()
    await returnSeats(tx, row.pricingOptionId, row.travellerCount)
    const booking = await readBookingDetail(tx, cancelled ?? row)
    const paid = toPence(booking.paid)
    return {
      booking,
      charge: toMoneyString(charged),
      rule:
        row.status === 'held'
          ? 'Not yet confirmed (no deposit paid): no charge.'
          : `Cancelled ${band.when}: ${chargeInWords(band)}.`,
      refundDue: toMoneyString(Math.max(0, paid - charged)),
      stillOwed: toMoneyString(Math.max(0, charged - paid)),
    }
  })
}
