import type { BookingStatus, PaymentMethod } from '#app/lib/bookings/booking-amounts'
import { formatPounds, toPence } from '#app/lib/money'

/** The words staff read for a booking's status and a payment's method. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  held: 'Held, awaiting deposit',
  deposit_paid: 'Deposit paid',
  paid: 'Paid in full',
  cancelled: 'Cancelled',
  expired: 'Expired',
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  bank: 'Bank transfer',
  phone: 'Card by phone',
}

/** '£1,250.00' from the API's '1250.00'. */
export const pounds = (amount: string) => formatPounds(toPence(amount))

/** The lead traveller as the list names them, or the email when the row has no traveller. */
export const leadName = (booking: {
  leadFirstName: string | null
  leadSurname: string | null
  email: string
}) => [booking.leadFirstName, booking.leadSurname].filter(Boolean).join(' ') || booking.email
