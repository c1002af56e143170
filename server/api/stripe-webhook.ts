import express, { type Request, Router } from 'express'
import type Stripe from 'stripe'
import { toMoneyString } from '#app/lib/money'
import { recordStripePayment } from '#app/services/bookings/booking-payments.server'
import type { CardPayments } from '#app/services/payments/stripe-client.server'
import type { ApiContext } from './context'
import { HttpError } from './http-error'
import { access } from './middleware/access'

const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook'

/**
 * The events that mean a Checkout Session's money arrived: at once for a card, or later for a payment
 * method that settles after the page closes (`completed` then says `unpaid`).
 */
const PAYMENT_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded'])

/** The signed body as it came: the signature is over its bytes, so nothing may parse it first. */
const rawBody = express.raw({ type: () => true, limit: '256kb' })

function verifiedEvent(req: Request, payments: CardPayments): Stripe.Event {
  const signature = req.get('stripe-signature')
  if (!signature || !Buffer.isBuffer(req.body))
    throw new HttpError(400, 'A Stripe-Signature header is needed.')
  try {
    return payments.stripe.webhooks.constructEvent(req.body, signature, payments.webhookSecret)
  } catch {
    throw new HttpError(400, 'The Stripe-Signature does not match this body.')
  }
}

/**
 * `POST /api/payments/stripe/webhook`, Stripe telling the site a visitor paid (decision 63). A public write
 * with no Origin and no session, from Stripe's servers: the signature, made with STRIPE_WEBHOOK_SECRET over
 * the raw body, is its whole authority, so anything that fails it is a 400 that changes nothing. Not rate
 * limited: Stripe resends what it is not answered 2xx for, and a limit would delay money being recorded.
 * Every other event is answered 200 and ignored. Without Stripe configured there is nothing here (404).
 */
export function stripeWebhookRouter({ db, mailer }: ApiContext, payments: CardPayments | null) {
  const router = Router()
  router.post(STRIPE_WEBHOOK_PATH, access('anyone'), rawBody, async (req, res) => {
    if (!payments) throw new HttpError(404, 'Card payments are not set up on this site.')
    const event = verifiedEvent(req, payments)
    if (PAYMENT_EVENTS.has(event.type)) {
      const session = event.data.object as Stripe.Checkout.Session
      await recordSession(req, { db, mailer }, session)
    }
    res.json({ received: true })
  })
  return router
}

async function recordSession(
  req: Request,
  { db, mailer }: Pick<ApiContext, 'db' | 'mailer'>,
  session: Stripe.Checkout.Session,
) {
  if (session.payment_status !== 'paid') return
  const reference = session.client_reference_id
  const pence = session.amount_total
  const about = { session: session.id, reference }
  // Retrying cannot mend these, so they are answered 200 and told to whoever reads the log.
  if (!reference || session.currency !== 'gbp' || !pence || pence <= 0) {
    req.log.error({ ...about, currency: session.currency, pence }, 'a Stripe payment was not for a booking')
    return
  }
  const outcome = await recordStripePayment(
    db,
    { reference, sessionId: session.id, amount: toMoneyString(pence) },
    mailer,
  )
  if (!outcome.recorded && outcome.reason === 'unknown-booking') {
    req.log.error(about, 'a Stripe payment names no booking of ours')
  } else if (outcome.recorded && outcome.attention) {
    req.log.warn({ ...about, status: outcome.status }, `a Stripe payment needs staff: ${outcome.attention}`)
  }
}
