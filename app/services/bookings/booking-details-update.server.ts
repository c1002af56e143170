import { and, eq } from 'drizzle-orm'
import type { Database, Transaction } from '#app/db/client.server'
import { bookings, bookingTravellers } from '#app/db/schema.server'
import { isLiveBooking } from '#app/lib/bookings/booking-amounts'
import { emailKey } from '#app/lib/email-address'
import type { BookingDetailsInput } from '#app/schemas/booking-details'
import type { Mailer } from '#app/services/mail/mail-settings.server'
import { reissueAtolCertificateIfChanged } from './atol-certificate.server'
import { type BookingDetail, findBooking, readBookingDetail } from './booking-detail.server'

export type DetailsOutcome =
  /** `reissued`: the ATOL Certificate's new issue number, when the change made one. */
  | { booking: BookingDetail; reissued: number | null }
  | { refused: 'not-live' }
  /** The travellers sent are not as many as were booked: a different party is a new booking. */
  | { refused: 'traveller-count'; booked: number }

async function saveTravellers(
  tx: Transaction,
  bookingId: number,
  travellers: BookingDetailsInput['travellers'],
) {
  for (const [index, person] of (travellers ?? []).entries()) {
    await tx
      .update(bookingTravellers)
      .set(person)
      .where(and(eq(bookingTravellers.bookingId, bookingId), eq(bookingTravellers.position, index + 1)))
  }
}

async function saveContact(tx: Transaction, bookingId: number, contact: BookingDetailsInput['contact']) {
  if (!contact) return
  const { email, phone, address } = contact
  await tx
    .update(bookings)
    .set({
      email,
      emailKey: emailKey(email),
      phone,
      addressLine1: address.line1,
      addressLine2: address.line2 ?? null,
      town: address.town,
      postcode: address.postcode,
      updatedAt: new Date(),
    })
    .where(eq(bookings.id, bookingId))
}

/**
 * Staff correcting a booking's travellers or its lead traveller's contact (issue 39), under the booking's
 * row lock. A booking cancelled or expired is over and keeps what it had. When a certificate has been
 * issued and the names it certifies are no longer the booking's, the next issue is made and emailed (to
 * the contact as it now is) in the same transaction.
 */
export async function updateBookingDetails(
  db: Database,
  reference: string,
  input: BookingDetailsInput,
  mailer: Mailer,
): Promise<DetailsOutcome | null> {
  const outcome = await db.transaction(async (tx): Promise<DetailsOutcome | null> => {
    const row = await findBooking(tx, reference, { forUpdate: true })
    if (!row) return null
    if (!isLiveBooking(row.status)) return { refused: 'not-live' }
    if (input.travellers && input.travellers.length !== row.travellerCount) {
      return { refused: 'traveller-count', booked: row.travellerCount }
    }
    await saveTravellers(tx, row.id, input.travellers)
    await saveContact(tx, row.id, input.contact)
    const updated = (await findBooking(tx, reference)) ?? row
    const reissued = await reissueAtolCertificateIfChanged(tx, updated, mailer)
    return { booking: await readBookingDetail(tx, updated), reissued }
  })
  if (outcome && 'reissued' in outcome && outcome.reissued) mailer.kick()
  return outcome
}
