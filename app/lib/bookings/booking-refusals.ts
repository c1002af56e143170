/**
 * What a visitor is told when a booking is refused, and with which status: one table for `POST /api/bookings`
 * and the reservation page's form post, so both answer alike (decision 63).
 */

export const BOOKING_OFF_MESSAGE = 'Online booking is not open. Please call us to book this holiday.'

/** The field a refusal's message is shown beside, where it belongs to one. */
type Refusal = { status: number; message: string; field?: 'payment' }

export const BOOKING_REFUSALS = {
  'not-found': {
    status: 404,
    message: 'That departure cannot be booked: it does not exist or is no longer offered.',
  },
  'no-seats': { status: 409, message: 'Not enough seats left on that departure' },
  /** A deposit asked for within 12 weeks of departure: the message belongs beside the payment choice. */
  'full-payment-due': {
    status: 422,
    message: 'The full price is due when booking within 12 weeks of departure',
    field: 'payment',
  },
  'key-reused': {
    status: 422,
    message:
      'This Idempotency-Key was sent before with a different booking. Send a new key for a new booking.',
  },
} as const satisfies Record<string, Refusal>

export const refusalOf = (reason: keyof typeof BOOKING_REFUSALS): Refusal => BOOKING_REFUSALS[reason]
