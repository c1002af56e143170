/**
 * What a booking costs (issue 39), in integer pence: the price a visitor pays per person (the discount
 * when there is one) times the travellers, and a deposit per person that never exceeds that total.
 */
export function bookingAmounts({
  pricePerPersonPence,
  depositPerPersonPence,
  travellers,
}: {
  pricePerPersonPence: number
  depositPerPersonPence: number
  travellers: number
}) {
  const totalPence = pricePerPersonPence * travellers
  return { totalPence, depositPence: Math.min(depositPerPersonPence * travellers, totalPence) }
}

/** Every state a booking can be in; `held` until its deposit is met, `cancelled` and `expired` for good. */
export const BOOKING_STATUSES = ['held', 'deposit_paid', 'paid', 'cancelled', 'expired'] as const

export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** What the visitor chose to pay now. */
export const PAYMENT_CHOICES = ['deposit', 'full'] as const

export type PaymentChoice = (typeof PAYMENT_CHOICES)[number]

/** How staff took a payment. */
export const PAYMENT_METHODS = ['card', 'bank', 'phone'] as const

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** A live booking's status once `paidPence` has been paid: `deposit_paid` once the deposit is met, `paid` at the total. */
export function statusAfterPayments({
  paidPence,
  depositPence,
  totalPence,
}: {
  paidPence: number
  depositPence: number
  totalPence: number
}): BookingStatus {
  if (paidPence >= totalPence) return 'paid'
  if (paidPence >= depositPence) return 'deposit_paid'
  return 'held'
}

/** Whether a booking still holds its seats and can take payments. */
export const isLiveBooking = (status: BookingStatus) => status !== 'cancelled' && status !== 'expired'
