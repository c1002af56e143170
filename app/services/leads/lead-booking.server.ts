import { and, asc, eq, ne } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { bookings, contactLeads } from '#app/db/schema.server'
import type { BookingInput } from '#app/schemas/booking'
import { getBookingSettings } from '#app/services/bookings/booking-settings.server'
import { type BookingOutcome, makeBooking } from '#app/services/bookings/booking-write.server'

/**
 * A booking staff make from a call-back request (issue 39 point 5, decision 63). It is the visitor's booking
 * in every way (`makeBooking`: the same seats, price, refusals and idempotency) with the lead it came from
 * on it, made whether or not online booking is open: the owner's switch governs the public site, not the
 * agency's own staff taking a booking on the phone. The lead is then marked booked.
 */
export async function bookFromLead(
  db: Database,
  leadId: number,
  input: BookingInput,
  { idempotencyKey }: { idempotencyKey: string },
): Promise<BookingOutcome | null> {
  const [lead] = await db
    .select({ id: contactLeads.id })
    .from(contactLeads)
    .where(eq(contactLeads.id, leadId))
  if (!lead) return null
  const settings = await getBookingSettings(db)
  const outcome = await makeBooking(db, input, { idempotencyKey, settings, leadId })
  if ('booking' in outcome) {
    await db
      .update(contactLeads)
      .set({ status: 'booked' })
      .where(and(eq(contactLeads.id, leadId), ne(contactLeads.status, 'booked')))
  }
  return outcome
}

/** The bookings made from a lead, oldest first: its panel links each to the Bookings tab. */
export function bookingsOfLead(db: Database, leadId: number) {
  return db
    .select({ reference: bookings.reference, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.leadId, leadId))
    .orderBy(asc(bookings.createdAt), asc(bookings.id))
}
