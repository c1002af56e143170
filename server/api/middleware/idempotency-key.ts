import type { RequestHandler } from 'express'
import { refusalOf } from '#app/lib/bookings/booking-refusals'
import { IdempotencyKeySchema } from '#app/schemas/booking'
import type { BookingRefusal } from '#app/services/bookings/booking-write.server'
import { HttpError } from '../http-error'

/**
 * The `Idempotency-Key` header of a booking, read before the body: a booking without one could be made
 * twice. The key is left in `res.locals.idempotencyKey`.
 */
export const idempotencyKey: RequestHandler = (req, res, next) => {
  const key = IdempotencyKeySchema.safeParse(req.get('idempotency-key'))
  if (!key.success) {
    const message = key.error.issues[0]?.message ?? 'Send an Idempotency-Key header.'
    return next(new HttpError(400, message, [{ path: 'Idempotency-Key', message }]))
  }
  res.locals.idempotencyKey = key.data
  next()
}

/** A refused booking as the API answers it, with the field it belongs beside when there is one. */
export function bookingRefused(reason: BookingRefusal): HttpError {
  const { status, message, field } = refusalOf(reason)
  return new HttpError(status, message, field ? [{ path: field, message }] : undefined)
}
