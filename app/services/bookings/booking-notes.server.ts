import type { Database } from '#app/db/client.server'
import { bookingNotes } from '#app/db/schema.server'
import { findBooking } from './booking-detail.server'

/** A note as the booking's page lists it. */
export type BookingNote = { text: string; authorEmail: string; at: string }

/**
 * A note staff add to a booking (`POST /api/bookings/:reference/notes`), kept with who wrote it; its
 * author's email stays with it when their account goes. Null when there is no such booking. Any booking
 * takes notes, a cancelled one too: what happened after is worth writing down.
 */
export async function addBookingNote(
  db: Database,
  reference: string,
  text: string,
  author: { id: number; email: string },
): Promise<{ bookingId: number; note: BookingNote } | null> {
  const booking = await findBooking(db, reference)
  if (!booking) return null
  const [row] = await db
    .insert(bookingNotes)
    .values({ bookingId: booking.id, authorId: author.id, authorEmail: author.email, text })
    .returning()
  if (!row) throw new Error('The note was not stored')
  return {
    bookingId: booking.id,
    note: { text: row.text, authorEmail: row.authorEmail, at: row.createdAt.toISOString() },
  }
}
