import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookingAtolCertificates, bookingPayments, bookings, mailOutbox } from '#app/db/schema.server'
import { loadConfig } from '#app/env.server'
import type { AuditEntry } from '#app/lib/staff'
import { checkoutForBalance } from '#app/services/bookings/booking-checkout.server'
import { cardPaymentsFrom } from '#app/services/payments/stripe-client.server'
import { bookingBody, createDeparture, openBooking, postBooking } from '#tests/factories/bookings'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { formPost, postReservation, SITE } from '#tests/setup/page-actions'
import {
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  stripeStandInEnvironment,
} from '#tests/setup/stripe-stand-in'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

const WEBHOOK_SECRET = STAND_IN_WEBHOOK_SECRET
const stripeEnvironment = stripeStandInEnvironment

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>
let server: TestServer
let owner: ReturnType<typeof adminRequest>
const logLines: { level: number; msg: string; reference?: string }[] = []

beforeAll(async () => {
  standIn = await startStripeStandIn()
  server = await startTestServer({
    environment: stripeEnvironment(standIn.url),
    logTo: { write: (line: string) => logLines.push(JSON.parse(line)) },
  })
  owner = adminRequest(server, await signIn(server))
  await openBooking(server.db, { depositPerPerson: '200.00', holdMinutes: 120 })
})

afterAll(async () => {
  await server.close()
  await standIn.close()
})

beforeEach(() => standIn.setMode('up'))

type Receipt = { reference: string; status: string; holdExpiresAt: string; paymentUrl: string | null }

async function book(overrides: object = {}, key = randomUUID()) {
  const departure = await createDeparture(server.db, { price: '650.00' })
  const response = await postBooking(server, bookingBody(departure, 2, overrides), key)
  expect(response.status).toBe(201)
  return (await response.json()) as Receipt
}

const sessionFor = (reference: string) => {
  const found = standIn.sessionRequests.filter((request) => request.fields.client_reference_id === reference)
  expect(found).toHaveLength(1)
  return found[0]?.fields ?? {}
}

const sessionIdOf = (paymentUrl: string | null) => paymentUrl?.split('/').pop() ?? ''

/** A Checkout Session as Stripe sends it in an event, paid unless said. */
const paidSession = (reference: string, sessionId: string, pence: number, overrides: object = {}) => ({
  id: sessionId,
  object: 'checkout.session',
  client_reference_id: reference,
  amount_total: pence,
  currency: 'gbp',
  payment_status: 'paid',
  status: 'complete',
  metadata: { bookingReference: reference },
  ...overrides,
})

/** Posts an event to the webhook signed as Stripe signs it, or with the signature given. */
function deliver(type: string, object: object, signature?: string | null) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  })
  const signed =
    signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
      : signature
  return fetch(server.url('/api/payments/stripe/webhook'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signed && { 'stripe-signature': signed }),
    },
    body: payload,
  })
}

const paymentsOf = async (reference: string) => {
  const [row] = await server.db.select().from(bookings).where(eq(bookings.reference, reference))
  const payments = await server.db
    .select()
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, row?.id ?? 0))
  return { status: row?.status, payments }
}

describe('a booking, with Stripe configured', () => {
  it('answers the Checkout Session’s page for the deposit in pence, GBP, its reference, closing with the hold', async () => {
    const before = Math.floor(Date.now() / 1000)
    const receipt = await book()
    expect(receipt.paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/)
    const fields = sessionFor(receipt.reference)
    expect(fields).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '40000',
      'line_items[0][quantity]': '1',
      client_reference_id: receipt.reference,
      customer_email: 'maria.rossi@example.com',
      'metadata[bookingReference]': receipt.reference,
    })
    const expiresAt = Number(fields.expires_at)
    expect(expiresAt).toBeLessThanOrEqual(Math.floor(Date.parse(receipt.holdExpiresAt) / 1000))
    expect(expiresAt).toBeGreaterThanOrEqual(before + 119 * 60)
    expect(fields.success_url).toContain(`booking=${receipt.reference}`)
  })

  it('asks for the full price when the visitor chose to pay it all', async () => {
    const receipt = await book({ payment: 'full' })
    expect(sessionFor(receipt.reference)['line_items[0][price_data][unit_amount]']).toBe('130000')
  })

  it('answers the same session again for the same Idempotency-Key, making no other', async () => {
    const departure = await createDeparture(server.db)
    const key = randomUUID()
    const body = bookingBody(departure, 1)
    const first = (await (await postBooking(server, body, key)).json()) as Receipt
    const again = (await (await postBooking(server, body, key)).json()) as Receipt
    expect(again.paymentUrl).toBe(first.paymentUrl)
    expect(again.reference).toBe(first.reference)
    sessionFor(first.reference)
  })

  it('still stands, seats held, with no payment page, when Stripe fails', async () => {
    standIn.setMode('down')
    const receipt = await book()
    expect(receipt).toMatchObject({ status: 'held', paymentUrl: null })
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 50,
        reference: receipt.reference,
        msg: expect.stringMatching(/call/),
      }),
    )
  })

  it('still stands when Stripe cannot be reached at all', async () => {
    const unreachable = await startStripeStandIn()
    await unreachable.close()
    const offline = await startTestServer({ environment: stripeEnvironment(unreachable.url) })
    try {
      await openBooking(offline.db)
      const departure = await createDeparture(offline.db)
      const response = await postBooking(offline, bookingBody(departure, 1))
      expect(response.status).toBe(201)
      expect(await response.json()).toMatchObject({ status: 'held', paymentUrl: null })
    } finally {
      await offline.close()
    }
  })
})

describe('a booking posted by the reservation form without scripts, with Stripe configured', () => {
  it('shows the Checkout page for what is due, as the API answers it', async () => {
    const { pkg, airport, option } = await createDeparture(server.db, { price: '650.00' })
    const link = `${SITE}/reservation/${pkg.slug}?${new URLSearchParams({
      date: option.departureDate,
      airport: String(airport.id),
      travelers: '1',
    })}`
    const form = {
      firstName1: 'Maria',
      surname1: 'Rossi',
      dateOfBirth1: '1980-04-02',
      email: 'maria.rossi@example.com',
      phone: '020 7946 0999',
      line1: '12 High Street',
      town: 'Bristol',
      postcode: 'bs1 4dj',
      payment: 'deposit',
      acceptTerms: 'on',
    }
    const cardPayments = cardPaymentsFrom(loadConfig({ NODE_ENV: 'test', ...stripeEnvironment(standIn.url) }))
    const posted = postReservation(server.db, pkg.slug, formPost(link, form), {
      cardPayments: cardPayments ?? undefined,
    })
    const answer = await posted.answer
    expect(answer.status).toBe(201)
    const { booking } = answer.data as { booking: Receipt }
    expect(booking.paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/)
    expect(sessionFor(booking.reference)['line_items[0][price_data][unit_amount]']).toBe('20000')
  })
})

describe('Stripe’s webhook', () => {
  it('refuses a bad or missing signature with 400 and records nothing', async () => {
    const receipt = await book()
    const session = paidSession(receipt.reference, sessionIdOf(receipt.paymentUrl), 40000)
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: '{"something":"else"}',
      secret: WEBHOOK_SECRET,
    })
    for (const signature of [forged, 't=1,v1=00', null]) {
      const response = await deliver('checkout.session.completed', session, signature)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: expect.any(String) })
    }
    expect(await paymentsOf(receipt.reference)).toEqual({ status: 'held', payments: [] })
  })

  it('records a paid session as a card payment by Stripe, moving the booking to deposit_paid', async () => {
    const receipt = await book()
    const sessionId = sessionIdOf(receipt.paymentUrl)
    const response = await deliver(
      'checkout.session.completed',
      paidSession(receipt.reference, sessionId, 40000),
    )
    expect(response.status).toBe(200)
    const { status, payments } = await paymentsOf(receipt.reference)
    expect(status).toBe('deposit_paid')
    expect(payments).toEqual([
      expect.objectContaining({
        amount: '400.00',
        method: 'card',
        stripeSessionId: sessionId,
        recordedByEmail: 'Stripe',
        recordedById: null,
      }),
    ])
    const [entry] = (await (await owner('GET', '/api/audit-log?limit=1')).json()) as AuditEntry[]
    expect(entry).toMatchObject({
      actorEmail: 'stripe',
      action: 'payment',
      thingType: 'booking',
      thingName: receipt.reference,
      summary: 'Took a card payment of £400.00.',
    })
  })

  it('records one payment however often, and however concurrently, Stripe sends the event', async () => {
    const receipt = await book()
    const session = paidSession(receipt.reference, sessionIdOf(receipt.paymentUrl), 40000)
    for (let i = 0; i < 5; i++)
      expect((await deliver('checkout.session.completed', session)).status).toBe(200)
    const together = await Promise.all(
      Array.from({ length: 5 }, () => deliver('checkout.session.completed', session)),
    )
    expect(together.map((response) => response.status)).toEqual([200, 200, 200, 200, 200])
    const { status, payments } = await paymentsOf(receipt.reference)
    expect(payments).toHaveLength(1)
    expect(status).toBe('deposit_paid')
  })

  it('records nothing for a session not yet paid, or for any other event', async () => {
    const receipt = await book()
    const sessionId = sessionIdOf(receipt.paymentUrl)
    const unpaid = paidSession(receipt.reference, sessionId, 40000, { payment_status: 'unpaid' })
    expect((await deliver('checkout.session.completed', unpaid)).status).toBe(200)
    const expired = paidSession(receipt.reference, sessionId, 40000, { status: 'expired' })
    expect((await deliver('checkout.session.expired', expired)).status).toBe(200)
    expect((await deliver('customer.created', { id: 'cus_1', object: 'customer' })).status).toBe(200)
    expect(await paymentsOf(receipt.reference)).toEqual({ status: 'held', payments: [] })
  })

  it('records a payment that settles after the page closed', async () => {
    const receipt = await book({ payment: 'full' })
    const session = paidSession(receipt.reference, sessionIdOf(receipt.paymentUrl), 130000)
    expect((await deliver('checkout.session.async_payment_succeeded', session)).status).toBe(200)
    expect((await paymentsOf(receipt.reference)).status).toBe('paid')
  })

  it('records money for a booking cancelled meanwhile, and flags it for staff', async () => {
    const receipt = await book()
    expect(
      (await owner('POST', `/api/bookings/${receipt.reference}/cancel`, { reason: 'Asked to' })).status,
    ).toBe(200)
    const session = paidSession(receipt.reference, sessionIdOf(receipt.paymentUrl), 40000)
    expect((await deliver('checkout.session.completed', session)).status).toBe(200)
    const { status, payments } = await paymentsOf(receipt.reference)
    expect(status).toBe('cancelled')
    expect(payments).toEqual([expect.objectContaining({ amount: '400.00', method: 'card' })])
    const [entry] = (await (await owner('GET', '/api/audit-log?limit=1')).json()) as AuditEntry[]
    expect(entry?.summary).toBe(
      'Took a card payment of £400.00. The booking was cancelled when it arrived: refund it or rebook.',
    )
    expect(logLines).toContainEqual(expect.objectContaining({ level: 40, reference: receipt.reference }))
  })
})

describe('Stripe’s webhook and the ATOL Certificate', () => {
  const certifiedFor = async (reference: string) => {
    const [row] = await server.db.select().from(bookings).where(eq(bookings.reference, reference))
    const bookingId = row?.id ?? 0
    const [issues, mails] = await Promise.all([
      server.db
        .select()
        .from(bookingAtolCertificates)
        .where(eq(bookingAtolCertificates.bookingId, bookingId)),
      server.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, bookingId)),
    ])
    // Other emails about the booking (its confirmation, say) are not this test's business.
    const certificates = mails.filter((mail) => mail.kind === 'atol-certificate')
    return { issues: issues.map((issue) => issue.issue), mails: certificates.map((mail) => mail.kind) }
  }

  it('issues certificate 1 with the first card payment, and never again however often Stripe resends it', async () => {
    const receipt = await book()
    const session = paidSession(receipt.reference, sessionIdOf(receipt.paymentUrl), 40000)
    expect((await deliver('checkout.session.completed', session)).status).toBe(200)
    expect(await certifiedFor(receipt.reference)).toEqual({ issues: [1], mails: ['atol-certificate'] })
    await deliver('checkout.session.completed', session)
    await Promise.all([0, 1, 2].map(() => deliver('checkout.session.completed', session)))
    const balance = paidSession(receipt.reference, 'cs_test_balance_atol', 90000)
    expect((await deliver('checkout.session.completed', balance)).status).toBe(200)
    expect((await paymentsOf(receipt.reference)).payments).toHaveLength(2)
    expect(await certifiedFor(receipt.reference)).toEqual({ issues: [1], mails: ['atol-certificate'] })
  })

  it('issues none for money reaching a booking cancelled meanwhile', async () => {
    const receipt = await book()
    await owner('POST', `/api/bookings/${receipt.reference}/cancel`, { reason: 'Asked to' })
    const session = paidSession(receipt.reference, sessionIdOf(receipt.paymentUrl), 40000)
    expect((await deliver('checkout.session.completed', session)).status).toBe(200)
    expect(await certifiedFor(receipt.reference)).toEqual({ issues: [], mails: [] })
  })
})

describe('Stripe’s webhook, for money staff must look at', () => {
  it('records a payment past the total and says how much to refund', async () => {
    const receipt = await book({ payment: 'full' })
    const paidByPhone = { amount: '1300.00', method: 'phone' }
    expect((await owner('POST', `/api/bookings/${receipt.reference}/payments`, paidByPhone)).status).toBe(201)
    const session = paidSession(receipt.reference, sessionIdOf(receipt.paymentUrl), 130000)
    expect((await deliver('checkout.session.completed', session)).status).toBe(200)
    const { status, payments } = await paymentsOf(receipt.reference)
    expect(status).toBe('paid')
    expect(payments).toHaveLength(2)
    const [entry] = (await (await owner('GET', '/api/audit-log?limit=1')).json()) as AuditEntry[]
    expect(entry?.summary).toMatch(/more than the total: refund the difference\.$/)
  })

  it('records nothing for a session in another currency or for no booking of ours, and says so', async () => {
    const receipt = await book()
    const sessionId = sessionIdOf(receipt.paymentUrl)
    const euros = paidSession(receipt.reference, sessionId, 40000, { currency: 'eur' })
    expect((await deliver('checkout.session.completed', euros)).status).toBe(200)
    const stranger = paidSession('CB-ZZZZZZ', 'cs_test_not_ours', 40000)
    expect((await deliver('checkout.session.completed', stranger)).status).toBe(200)
    expect(await paymentsOf(receipt.reference)).toEqual({ status: 'held', payments: [] })
    const errors = logLines.filter((line) => line.level === 50).map((line) => line.msg)
    expect(errors).toEqual(
      expect.arrayContaining([
        'a Stripe payment was not for a booking',
        'a Stripe payment names no booking of ours',
      ]),
    )
  })
})

describe('the balance', () => {
  it('gets a Checkout Session for what is left to pay once the deposit is in, the same one while open', async () => {
    const receipt = await book()
    await deliver(
      'checkout.session.completed',
      paidSession(receipt.reference, sessionIdOf(receipt.paymentUrl), 40000),
    )
    const payments = cardPaymentsFrom(loadConfig(stripeEnvironment(standIn.url)))
    if (!payments) throw new Error('Stripe is configured')
    const url = await checkoutForBalance(server.db, payments, receipt.reference)
    const balance = standIn.sessionRequests.at(-1)?.fields
    expect(url).toMatch(/cs_test_/)
    expect(balance).toMatchObject({
      'line_items[0][price_data][unit_amount]': '90000',
      client_reference_id: receipt.reference,
      'metadata[purpose]': 'balance',
    })
    expect(await checkoutForBalance(server.db, payments, receipt.reference)).toBe(url)
    expect(standIn.sessionRequests.at(-1)?.fields).toBe(balance)
  })
})

describe('without Stripe', () => {
  it('answers no payment page, and no webhook', async () => {
    const plain = await startTestServer()
    try {
      await openBooking(plain.db)
      const departure = await createDeparture(plain.db)
      const response = await postBooking(plain, bookingBody(departure, 1))
      expect(await response.json()).toMatchObject({ status: 'held', paymentUrl: null })
      const webhook = await fetch(plain.url('/api/payments/stripe/webhook'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        body: '{}',
      })
      expect(webhook.status).toBe(404)
    } finally {
      await plain.close()
    }
  })
})
