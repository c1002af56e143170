import { z } from 'zod'
import { BookingContactSchema, BookingTravellersSchema } from './booking'

const NOTHING_MESSAGE = 'Send the travellers or the contact details to change'

/**
 * `PATCH /api/bookings/:reference`: staff correcting the travellers (as many as were booked) or the lead
 * traveller's contact, each checked exactly as the booking itself checks them.
 */
export const BookingDetailsInputSchema = z
  .object({
    travellers: BookingTravellersSchema.optional(),
    contact: BookingContactSchema.optional(),
  })
  .strip()
  .refine((input) => input.travellers !== undefined || input.contact !== undefined, NOTHING_MESSAGE)

export type BookingDetailsInput = z.infer<typeof BookingDetailsInputSchema>
