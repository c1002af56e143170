import type { bookings } from '#app/db/schema.server'

type BookingRow = typeof bookings.$inferSelect

/**
 * What `POST /api/bookings` answers (issue 39), the first time and for the same `Idempotency-Key` again:
 * money as two-decimal strings, `amountDue` what the visitor chose to pay now. `paymentUrl` is the Stripe
 * Checkout page for it when the agency takes cards (`booking-checkout.server.ts`), null when it does not (the
 * visitor calls to pay); `manageUrl` stays null until the visitor's signed manage page arrives.
 */
export function toBookingReceipt(row: BookingRow, paymentUrl: string | null = null) {
  return {
    reference: row.reference,
    status: row.status,
    total: row.total,
    deposit: row.deposit,
    amountDue: row.paymentChoice === 'deposit' ? row.deposit : row.total,
    balanceDueDate: row.balanceDueDate,
    holdExpiresAt: row.holdExpiresAt.toISOString(),
    paymentUrl,
    manageUrl: null,
  }
}

export type BookingReceipt = ReturnType<typeof toBookingReceipt>
