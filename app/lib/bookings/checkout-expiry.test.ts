import { describe, expect, it } from 'vitest'
import { checkoutExpiry } from './checkout-expiry'

const now = new Date('2030-03-01T12:00:00Z')
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60 * 1000)

describe('checkoutExpiry', () => {
  it('closes the payment page with the hold', () => {
    expect(checkoutExpiry(now, inMinutes(90))).toEqual(inMinutes(90))
    expect(checkoutExpiry(now, inMinutes(31))).toEqual(inMinutes(31))
  })

  it('keeps within the 30 minutes to 24 hours Stripe accepts', () => {
    expect(checkoutExpiry(now, inMinutes(30))).toBeNull()
    expect(checkoutExpiry(now, inMinutes(-5))).toBeNull()
    expect(checkoutExpiry(now, inMinutes(3 * 24 * 60))).toEqual(inMinutes(24 * 60 - 1))
    expect(checkoutExpiry(now, null)).toEqual(inMinutes(24 * 60 - 1))
  })
})
