import { and, desc, eq, gt } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { bookingCheckoutSessions, bookingPayments, type bookings } from '#app/db/schema.server'
import { isLiveBooking } from '#app/lib/bookings/booking-amounts'
import { checkoutExpiry } from '#app/lib/bookings/checkout-expiry'
import { toMoneyString, toPence } from '#app/lib/money'
import type { CardPayments } from '#app/services/payments/stripe-client.server'
import { findBooking, paidPence } from './booking-detail.server'
import type { BookingReceipt } from './booking-receipt.server'

type BookingRow = typeof bookings.$inferSelect

/** What a session is for, in its metadata: the first payment the visitor chose, or what is left after it. */
type CheckoutPurpose = 'amount-due' | 'balance'

/** A session with less than this left is not handed out again: the visitor needs time to type a card. */
const REUSE_MARGIN_MS = 60 * 1000

/**
 * Stripe Checkout for a booking (decision 63): a session for an amount in pence, GBP, the booking's
 * reference as `client_reference_id`, closing with the hold. The session made is stored, and asked again
 * for the same amount while it is open, the same session answers: the same request sent twice, or the
 * manage page loaded twice, sends the visitor to one payment page. Never called inside the booking's
 * transaction: a network call must not hold its seats' row lock. Throws when Stripe does not answer; the
 * caller keeps the booking and falls back to the phone.
 */
async function openCheckout(
  db: Database,
  payments: CardPayments,
  booking: BookingRow,
  { amountPence, purpose, now }: { amountPence: number; purpose: CheckoutPurpose; now: Date },
): Promise<string | null> {
  if (amountPence <= 0) return null
  const amount = toMoneyString(amountPence)
  const [open] = await db
    .select({ url: bookingCheckoutSessions.url })
    .from(bookingCheckoutSessions)
    .where(
      and(
        eq(bookingCheckoutSessions.bookingId, booking.id),
        eq(bookingCheckoutSessions.amount, amount),
        gt(bookingCheckoutSessions.expiresAt, new Date(now.getTime() + REUSE_MARGIN_MS)),
      ),
    )
    .orderBy(desc(bookingCheckoutSessions.expiresAt))
    .limit(1)
  if (open) return open.url
  const expiresAt = checkoutExpiry(now, booking.status === 'held' ? booking.holdExpiresAt : null)
  if (!expiresAt) return null
  const back = (outcome: string) =>
    `${payments.siteOrigin}/reservation?booking=${encodeURIComponent(booking.reference)}&payment=${outcome}`
  const session = await payments.stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: 'gbp',
          unit_amount: amountPence,
          product_data: { name: `${booking.packageTitle}, ${booking.reference}` },
        },
        quantity: 1,
      },
    ],
    client_reference_id: booking.reference,
    expires_at: Math.floor(expiresAt.getTime() / 1000),
    customer_email: booking.email,
    metadata: { bookingReference: booking.reference, purpose },
    success_url: back('received'),
    cancel_url: back('cancelled'),
  })
  if (!session.url) throw new Error(`Stripe made checkout session ${session.id} without a payment page`)
  await db
    .insert(bookingCheckoutSessions)
    .values({
      bookingId: booking.id,
      sessionId: session.id,
      url: session.url,
      amount,
      expiresAt: new Date(session.expires_at * 1000),
    })
    .onConflictDoNothing({ target: bookingCheckoutSessions.sessionId })
  return session.url
}

async function paidSoFar(db: Database, bookingId: number) {
  return paidPence(
    await db
      .select({ amount: bookingPayments.amount })
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, bookingId)),
  )
}

/**
 * The payment page for what the visitor chose to pay on booking (the deposit or the full price), less any
 * payment already taken, while the booking is held; null once that is paid, or when the hold ends too soon.
 */
export async function checkoutForAmountDue(
  db: Database,
  payments: CardPayments,
  reference: string,
  now = new Date(),
): Promise<string | null> {
  const booking = await findBooking(db, reference)
  if (booking?.status !== 'held') return null
  const duePence = toPence(booking.paymentChoice === 'deposit' ? booking.deposit : booking.total)
  const amountPence = duePence - (await paidSoFar(db, booking.id))
  return openCheckout(db, payments, booking, { amountPence, purpose: 'amount-due', now })
}

/**
 * The payment page for everything left to pay, for the visitor's manage page (its route comes with that
 * page and its signed token); null when nothing is owed or the booking is cancelled or expired.
 */
export async function checkoutForBalance(
  db: Database,
  payments: CardPayments,
  reference: string,
  now = new Date(),
): Promise<string | null> {
  const booking = await findBooking(db, reference)
  if (!booking || !isLiveBooking(booking.status)) return null
  const amountPence = toPence(booking.total) - (await paidSoFar(db, booking.id))
  return openCheckout(db, payments, booking, { amountPence, purpose: 'balance', now })
}

/**
 * A new booking's receipt with Stripe's page for what is due, for the API and the reservation page's form post
 * alike. Asked once the booking is stored: Stripe failing costs the visitor the link, never the booking (they
 * are told to call), and `report` hears why.
 */
export async function withPaymentPage(
  db: Database,
  payments: CardPayments | null | undefined,
  booking: BookingReceipt,
  report: (error: unknown) => void,
): Promise<BookingReceipt> {
  if (!payments) return booking
  try {
    return { ...booking, paymentUrl: await checkoutForAmountDue(db, payments, booking.reference) }
  } catch (error) {
    report(error)
    return booking
  }
}
