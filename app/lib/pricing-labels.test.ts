import { describe, expect, it } from 'vitest'
import { pricingOption } from '#tests/factories/pricing-option'
import type { PricingOption } from './catalogue'
import { lowestAvailable, upcomingOptions } from './pricing-calendar'
import { headlinePrice, priceLabel } from './pricing-labels'

const option = (departureDate: string, price: string, extra: Partial<PricingOption> = {}) =>
  pricingOption({ departureDate, price, ...extra })

const midJune2026 = new Date(2026, 5, 15)

describe('priceLabel', () => {
  it.each([
    ['999.00', '£999'],
    ['1299.00', '£1,299'],
    ['999.50', '£999.50'],
    ['1299.05', '£1,299.05'],
  ])('shows %s as %s', (amount, label) => {
    expect(priceLabel(amount)).toBe(label)
  })
})

// The database picks the cheapest departure from this month on; here the same rule runs in memory.
const headlineOf = (options: PricingOption[]) =>
  headlinePrice(lowestAvailable(upcomingOptions(options, midJune2026)))

describe('headlinePrice', () => {
  it('takes the cheapest bookable departure from this month on, with its full price when discounted', () => {
    const headline = headlineOf([
      option('2026-05-20', '499.00'),
      option('2026-06-02', '1299.00', { discountedPrice: '999.00' }),
      option('2026-07-09', '899.00', { isAvailable: false }),
      option('2026-08-13', '1099.00'),
    ])
    expect(headline).toEqual({ price: '999.00', original: '1299.00' })
  })

  it('has no original price without a real discount', () => {
    expect(headlineOf([option('2026-07-01', '1099.00', { discountedPrice: '0' })])).toEqual({
      price: '1099.00',
      original: null,
    })
  })

  it('is null when nothing can be booked, so the header says See Pricing', () => {
    expect(headlineOf([])).toBeNull()
    expect(headlineOf([option('2026-07-01', '999.00', { availableSeats: 0 })])).toBeNull()
  })
})
