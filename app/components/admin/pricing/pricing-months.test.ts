import { describe, expect, it } from 'vitest'
import { isPricingMonth, monthName, monthRange, monthsOf, shiftMonth } from './pricing-months'

describe('pricing months', () => {
  it('gives a month’s first and last days, leap years included', () => {
    expect(monthRange('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' })
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(monthRange('2027-12')).toEqual({ from: '2027-12-01', to: '2027-12-31' })
  })

  it('moves across years both ways', () => {
    expect(shiftMonth('2027-12', 1)).toBe('2028-01')
    expect(shiftMonth('2027-01', -1)).toBe('2026-12')
    expect(shiftMonth('2027-05', 0)).toBe('2027-05')
  })

  it('names a month and knows one from other text', () => {
    expect(monthName('2027-03')).toBe('March 2027')
    expect(isPricingMonth('2027-03')).toBe(true)
    expect(isPricingMonth('2027-13')).toBe(false)
    expect(isPricingMonth('')).toBe(false)
  })

  it('lists the months of dates once each, in order', () => {
    expect(monthsOf(['2027-05-14', '2027-03-01', '2027-05-02'])).toEqual(['2027-03', '2027-05'])
    expect(monthsOf([])).toEqual([])
  })
})
