import { describe, expect, it } from 'vitest'
import { loadConfig } from '#app/env.server'
import { cardPaymentsFrom, stripeApiUrlWarning } from './stripe-client.server'

const keys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }

describe('card payments', () => {
  it('are off without the keys, and on with them', () => {
    expect(cardPaymentsFrom(loadConfig({}))).toBeNull()
    expect(cardPaymentsFrom(loadConfig({ ...keys, PUBLIC_URL: 'https://www.example.com' }))).toMatchObject({
      webhookSecret: 'whsec_abc',
      siteOrigin: 'https://www.example.com',
    })
  })

  it('say loudly when a production server is pointed away from Stripe', () => {
    const standIn = { ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111' }
    expect(stripeApiUrlWarning(loadConfig({ ...standIn, NODE_ENV: 'production' }))).toMatch(
      /^STRIPE_API_URL IS SET: .*127\.0\.0\.1:12111/,
    )
    expect(stripeApiUrlWarning(loadConfig({ ...standIn, NODE_ENV: 'test' }))).toBeNull()
    expect(stripeApiUrlWarning(loadConfig({ ...keys, NODE_ENV: 'production' }))).toBeNull()
  })
})
