import { describe, expect, it } from 'vitest'
import { DEFAULT_BOOKING_SETTINGS, holdInWords, whatVisitorsSee } from './booking-settings'

describe('a hold in words', () => {
  it.each([
    [30, '30 minutes'],
    [90, '90 minutes'],
    [60, '1 hour'],
    [120, '2 hours'],
    [1440, '24 hours'],
    [2880, '48 hours'],
    [4320, '3 days'],
    [1501, '1501 minutes'],
  ])('%i minutes is %s', (minutes, words) => {
    expect(holdInWords(minutes)).toBe(words)
  })
})

describe('what visitors see', () => {
  it('says booking is closed while it is off, and the deposit and hold once on', () => {
    expect(whatVisitorsSee(DEFAULT_BOOKING_SETTINGS)).toContain('cannot book online')
    const on = whatVisitorsSee({ enabled: true, depositPerPerson: '150.00', holdMinutes: 120 })
    expect(on).toContain('£150.00 per person')
    expect(on).toContain('held for 2 hours')
  })
})
