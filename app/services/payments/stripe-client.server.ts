import Stripe from 'stripe'
import { type Config, mailOrigin } from '#app/env.server'

/** Card payments as configured (decision 63): the official client, the webhook's secret, the site's address. */
export type CardPayments = {
  stripe: Stripe
  webhookSecret: string
  /** Where Stripe sends the visitor back to after the payment page: never a request's Host. */
  siteOrigin: string
}

/** A booking waits on this call, so it gives up well before a visitor would (Stripe's own default is 80 s). */
const STRIPE_TIMEOUT_MS = 10_000

/** The stripe package's `host`, `port` and `protocol` for STRIPE_API_URL (the tests' stand-in). */
function apiAddress(url: string | undefined) {
  if (!url) return {}
  const { hostname, port, protocol } = new URL(url)
  const scheme = protocol === 'http:' ? 'http' : 'https'
  return { host: hostname, port: port || (scheme === 'http' ? 80 : 443), protocol: scheme } as const
}

/** Card payments through Stripe when both keys are set (start-up checks that), else null: pay by phone. */
export function cardPaymentsFrom(config: Config): CardPayments | null {
  const key = config.STRIPE_SECRET_KEY
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET
  if (!key || !webhookSecret) return null
  const stripe = new Stripe(key, {
    ...apiAddress(config.STRIPE_API_URL),
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
  })
  return { stripe, webhookSecret, siteOrigin: mailOrigin(config) }
}

/**
 * STRIPE_API_URL is for the tests' stand-in. Start-up cannot tell a test from a deployment, so a production
 * server accepts it but says loudly that its card payments are not going to Stripe.
 */
export function stripeApiUrlWarning(config: Config): string | null {
  if (config.NODE_ENV !== 'production' || !config.STRIPE_API_URL) return null
  return `STRIPE_API_URL IS SET: payment pages are asked of ${config.STRIPE_API_URL}, not Stripe. It is for tests only: unset it.`
}
