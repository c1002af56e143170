import { describe, expect, it } from 'vitest'
import { DURATION_BANDS, monthBounds, monthLabel, nextTwelveMonths } from './search-options'

describe('nextTwelveMonths', () => {
  it('starts with the current month and crosses the year end', () => {
    const months = nextTwelveMonths(new Date(2026, 10, 22))
    expect(months).toHaveLength(12)
    expect(months[0]).toEqual({ value: '2026-11', label: 'November 2026' })
    expect(months[2]).toEqual({ value: '2027-01', label: 'January 2027' })
    expect(months[11]).toEqual({ value: '2027-10', label: 'October 2027' })
  })
})

describe('DURATION_BANDS', () => {
  it('offers the five bands of the specification', () => {
    expect(DURATION_BANDS.map((band) => band.value)).toEqual(['2-3', '4-6', '7', '8-13', '14+'])
  })
})

describe('monthBounds and monthLabel', () => {
  it('gives a half-open range that crosses the year end', () => {
    expect(monthBounds('2027-05')).toEqual({ first: '2027-05-01', next: '2027-06-01' })
    expect(monthBounds('2027-12')).toEqual({ first: '2027-12-01', next: '2028-01-01' })
    expect(monthLabel('2027-05')).toBe('May 2027')
  })
})
