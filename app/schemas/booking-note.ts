import { LeadNoteInputSchema } from './lead-work'

/**
 * `POST /api/bookings/:reference/notes { text }`: a booking's note is written as a lead's is (1 to 2000
 * characters once trimmed, on as many lines as it needs), so the two forms take the same.
 */
export const BookingNoteInputSchema = LeadNoteInputSchema
