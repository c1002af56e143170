import { describe, expect, it } from 'vitest'
import { discountPercent, displayPrice, formatPounds, reservationTotal, toPence } from './money'

describe('toPence', () => {
  it.each([
    ['999.00', 99900],
    ['1,299.00', 129900],
    ['£999', 99900],
    ['999.5', 99950],
    ['.5', 50],
    ['0.01', 1],
    ['£1,299.99 pp', 129999],
    ['12.345', 1235],
    ['12.344', 1234],
  ])('reads %s as %i pence', (text, pence) => {
    expect(toPence(text)).toBe(pence)
  })

  it('reads numbers without binary rounding errors', () => {
    expect(toPence(999)).toBe(99900)
    expect(toPence(1.005)).toBe(101)
    expect(toPence(0.1 + 0.2)).toBe(30)
  })

  it('gives NaN when there is no number at all', () => {
    expect(toPence('')).toBeNaN()
    expect(toPence('call us')).toBeNaN()
    expect(toPence(Number.NaN)).toBeNaN()
  })
})

describe('formatPounds', () => {
  it('groups thousands the British way with two decimals', () => {
    expect(formatPounds(129900)).toBe('£1,299.00')
    expect(formatPounds(5)).toBe('£0.05')
    expect(formatPounds(123456789)).toBe('£1,234,567.89')
    expect(formatPounds(10000000)).toBe('£100,000.00')
    expect(formatPounds(-9999900)).toBe('-£99,999.00')
  })

  it('drops the decimals on request, rounding to the nearest pound', () => {
    expect(formatPounds(129900, { decimals: false })).toBe('£1,299')
    expect(formatPounds(99950, { decimals: false })).toBe('£1,000')
    expect(formatPounds(99949, { decimals: false })).toBe('£999')
  })

  it('shows nothing for a price that could not be read', () => {
    expect(formatPounds(Number.NaN)).toBe('')
  })
})

describe('displayPrice', () => {
  it('uses the discounted price when it is lower', () => {
    expect(displayPrice({ price: '1299.00', discountedPrice: '999.00' })).toBe('999.00')
  })

  it('ignores a discounted price of zero', () => {
    expect(displayPrice({ price: '1299.00', discountedPrice: '0.00' })).toBe('1299.00')
  })

  it('ignores a discounted price higher than the price', () => {
    expect(displayPrice({ price: '899.00', discountedPrice: '999.00' })).toBe('899.00')
  })

  it('uses the price when there is no discount', () => {
    expect(displayPrice({ price: '899.5', discountedPrice: null })).toBe('899.50')
  })
})

describe('reservationTotal', () => {
  it('multiplies the price per person by the travelers', () => {
    expect(reservationTotal('999.00', 2)).toBe('1998.00')
    expect(reservationTotal('1,299.99', 3)).toBe('3899.97')
    expect(reservationTotal('£0.10', 3)).toBe('0.30')
  })

  it('gives 0.00 for an unreadable price or a bad number of travelers', () => {
    expect(reservationTotal('', 2)).toBe('0.00')
    expect(reservationTotal('999.00', -1)).toBe('0.00')
    expect(reservationTotal('999.00', 1.5)).toBe('0.00')
  })
})

describe('discountPercent', () => {
  it('rounds the saving to a whole percent', () => {
    expect(discountPercent('1299.00', '999.00')).toBe(23)
    expect(discountPercent('200.00', '199.00')).toBe(1)
    expect(discountPercent('100.00', '50.00')).toBe(50)
  })

  it('is zero when nothing is saved or the original is not a price', () => {
    expect(discountPercent('999.00', '999.00')).toBe(0)
    expect(discountPercent('999.00', '1299.00')).toBe(0)
    expect(discountPercent('0.00', '0.00')).toBe(0)
    expect(discountPercent('', '10.00')).toBe(0)
  })
})
