import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '#app/db/client.server'
import { bookingPayments, bookings } from '#app/db/schema.server'
import { isLiveBooking, type PaymentMethod, statusAfterPayments } from '#app/lib/bookings/booking-amounts'
import { formatPounds, toMoneyString, toPence } from '#app/lib/money'
import { recordAudit } from '#app/services/audit/audit-log.server'
import type { Mailer } from '#app/services/mail/mail-settings.server'
import { issueFirstAtolCertificate } from './atol-certificate.server'
import { type BookingDetail, findBooking, paidPence, readBookingDetail } from './booking-detail.server'

export type PaymentOutcome =
  | { booking: BookingDetail }
  | { refused: 'not-live' }
  /** More than is left to pay: staff record a refund or an amendment elsewhere, not an overpayment. */
  | { refused: 'too-much'; outstanding: string }

/**
 * Money staff took for a booking (issue 39): recorded with who took it, and the booking's status moved on,
 * `deposit_paid` once the deposit is met and `paid` at the total. The booking is locked for the change, so
 * two payments at once are added up, not lost. The first payment issues the ATOL Certificate.
 */
export async function recordPayment(
  db: Database,
  reference: string,
  payment: { amount: string; method: PaymentMethod; note: string | null },
  staff: { id: number; email: string },
  mailer: Mailer,
): Promise<PaymentOutcome | null> {
  let certified = false
  const outcome = await db.transaction(async (tx) => {
    const row = await findBooking(tx, reference, { forUpdate: true })
    if (!row) return null
    if (!isLiveBooking(row.status)) return { refused: 'not-live' as const }
    const totalPence = toPence(row.total)
    const outstandingPence = totalPence - (await paidBefore(tx, row.id))
    if (toPence(payment.amount) > outstandingPence) {
      return { refused: 'too-much' as const, outstanding: toMoneyString(outstandingPence) }
    }
    await tx.insert(bookingPayments).values({
      bookingId: row.id,
      ...payment,
      recordedById: staff.id,
      recordedByEmail: staff.email,
    })
    const updated = await moveStatusOn(tx, row, totalPence - outstandingPence + toPence(payment.amount))
    certified = await certifyFirstPayment(tx, updated, mailer)
    return { booking: await readBookingDetail(tx, updated) }
  })
  if (certified) mailer.kick()
  return outcome
}

type BookingRow = typeof bookings.$inferSelect

const paidBefore = async (tx: Transaction, bookingId: number) =>
  paidPence(
    await tx
      .select({ amount: bookingPayments.amount })
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, bookingId)),
  )

/**
 * The ATOL Certificate that the first payment of a live booking brings (issue 39), in the payment's own
 * transaction; a booking cancelled or expired before its money arrived has nothing to certify.
 */
const certifyFirstPayment = (tx: Transaction, row: BookingRow, mailer: Mailer) =>
  isLiveBooking(row.status) ? issueFirstAtolCertificate(tx, row, mailer) : Promise.resolve(false)

/** A live booking's status once `paid` pence are in; a cancelled or expired one keeps its own. */
async function moveStatusOn(tx: Transaction, row: BookingRow, paid: number): Promise<BookingRow> {
  if (!isLiveBooking(row.status)) return row
  const status = statusAfterPayments({
    paidPence: paid,
    depositPence: toPence(row.deposit),
    totalPence: toPence(row.total),
  })
  const [updated] = await tx.update(bookings).set({ status }).where(eq(bookings.id, row.id)).returning()
  return updated ?? row
}

/** Who the payments list and the activity log say recorded a card payment made on Stripe's page. */
export const STRIPE_RECORDER = 'Stripe'

/** What staff must do about money that came in on its own: for a booking that is over, or past its total. */
function needsStaff(row: BookingRow, paid: number): string | null {
  if (!isLiveBooking(row.status)) return `The booking was ${row.status} when it arrived: refund it or rebook.`
  const over = paid - toPence(row.total)
  return over > 0 ? `That is ${formatPounds(over)} more than the total: refund the difference.` : null
}

export type StripePaymentOutcome =
  | { recorded: false; reason: 'unknown-booking' | 'already-recorded' }
  /** `attention`: money staff must act on (refund, or rebook), said in the activity log too. */
  | { recorded: true; status: BookingRow['status']; attention: string | null }

/**
 * A card payment Stripe reports for a Checkout Session (decision 63): recorded once per session however
 * often Stripe sends it, since the unique `stripe_session_id` turns a second insert (even one at the same
 * moment, waiting on the booking's lock) into nothing. Money received is never refused: a payment to a
 * booking cancelled or expired meanwhile, or above what was owed, is recorded as it is and flagged for staff
 * in the activity log, whose entry names Stripe as the one who acted. The first payment issues the ATOL
 * Certificate, once: the same event again inserts nothing, so it reaches none of this.
 */
export async function recordStripePayment(
  db: Database,
  payment: { reference: string; sessionId: string; amount: string },
  mailer: Mailer,
): Promise<StripePaymentOutcome> {
  let certified = false
  const outcome = await db.transaction(async (tx) => {
    const row = await findBooking(tx, payment.reference, { forUpdate: true })
    if (!row) return { recorded: false as const, reason: 'unknown-booking' as const }
    const paid = (await paidBefore(tx, row.id)) + toPence(payment.amount)
    const [inserted] = await tx
      .insert(bookingPayments)
      .values({
        bookingId: row.id,
        amount: payment.amount,
        method: 'card',
        stripeSessionId: payment.sessionId,
        recordedByEmail: STRIPE_RECORDER,
      })
      .onConflictDoNothing({ target: bookingPayments.stripeSessionId })
      .returning({ id: bookingPayments.id })
    if (!inserted) return { recorded: false as const, reason: 'already-recorded' as const }
    const updated = await moveStatusOn(tx, row, paid)
    certified = await certifyFirstPayment(tx, updated, mailer)
    const attention = needsStaff(row, paid)
    await recordAudit(tx, {
      actor: { id: null, email: STRIPE_RECORDER },
      action: 'payment',
      thingType: 'booking',
      thingId: row.id,
      thingName: row.reference,
      summary: [`Took a card payment of ${formatPounds(toPence(payment.amount))}.`, attention]
        .filter(Boolean)
        .join(' '),
      before: null,
      after: null,
    })
    return { recorded: true as const, status: updated.status, attention }
  })
  if (certified) mailer.kick()
  return outcome
}
