import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

type Mode = 'up' | 'down'

/** The webhook secret the test servers are given, for signing events as Stripe would. */
export const STAND_IN_WEBHOOK_SECRET = 'whsec_test_stand_in'

/** The configuration that points a test server's card payments at the stand-in at `url`. */
export const stripeStandInEnvironment = (url: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_stand_in',
  STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
  STRIPE_API_URL: url,
})

/** A session creation as the stand-in received it: the stripe package's form fields, decoded. */
export type SessionRequest = { fields: Record<string, string>; idempotencyKey: string | undefined }

/**
 * A local HTTP server standing in for Stripe's API at STRIPE_API_URL (decision 63): it answers
 * `POST /v1/checkout/sessions` with a Session shaped as Stripe's, records what the stripe package sent
 * (form-encoded, `line_items[0][price_data][unit_amount]=…`), and can fail as Stripe's API does (500).
 * Nothing in the tests reaches Stripe itself.
 */
export async function startStripeStandIn() {
  let mode: Mode = 'up'
  const sessionRequests: SessionRequest[] = []

  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const send = (status: number, answer: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
        return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } })
      }
      if (mode === 'down') return send(500, { error: { type: 'api_error', message: 'Stand-in is down' } })
      const fields = Object.fromEntries(new URLSearchParams(body))
      const idempotencyKey = req.headers['idempotency-key']
      sessionRequests.push({
        fields,
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      })
      const id = `cs_test_${randomBytes(12).toString('hex')}`
      const amount =
        Number(fields['line_items[0][price_data][unit_amount]']) * Number(fields['line_items[0][quantity]'])
      const metadata = Object.fromEntries(
        Object.entries(fields)
          .filter(([name]) => name.startsWith('metadata['))
          .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
      )
      send(200, {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: fields.mode,
        amount_total: amount,
        currency: fields['line_items[0][price_data][currency]'],
        client_reference_id: fields.client_reference_id ?? null,
        customer_email: fields.customer_email ?? null,
        expires_at: Number(fields.expires_at ?? Math.floor(Date.now() / 1000) + 24 * 60 * 60),
        payment_status: 'unpaid',
        status: 'open',
        metadata,
      })
    })
  })
  server.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    /** Every session creation it answered, oldest first. */
    sessionRequests,
    setMode: (next: Mode) => {
      mode = next
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
