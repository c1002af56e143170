import type { bookings } from '#app/db/schema.server'

type BookingRow = typeof bookings.$inferSelect

/**
 * What `POST /api/bookings` answers (issue 39), the first time and for the same `Idempotency-Key` again:
 * money as two-decimal strings, `amountDue` what the visitor chose to pay now. `paymentUrl` stays null until
 * card payments arrive (Stripe), and `manageUrl` until the visitor's signed manage page does.
 */
export function toBookingReceipt(row: BookingRow) {
  return {
    reference: row.reference,
    status: row.status,
    total: row.total,
    deposit: row.deposit,
    amountDue: row.paymentChoice === 'deposit' ? row.deposit : row.total,
    balanceDueDate: row.balanceDueDate,
    holdExpiresAt: row.holdExpiresAt.toISOString(),
    paymentUrl: null,
    manageUrl: null,
  }
}

export type BookingReceipt = ReturnType<typeof toBookingReceipt>
