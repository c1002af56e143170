import { describe, expect, it } from 'vitest'
import {
  agencyDay,
  balanceDueDate,
  daysBeforeDeparture,
  holdExpiresAt,
  isWithinFullPaymentWindow,
} from './booking-dates'

describe('the balance due date', () => {
  it('is 84 days before departure, across month and year ends and clock changes', () => {
    expect(balanceDueDate('2031-06-01')).toBe('2031-03-09')
    expect(balanceDueDate('2031-01-15')).toBe('2030-10-23')
    expect(balanceDueDate('2032-05-20')).toBe('2032-02-26')
  })
})

describe('the 12-week rule', () => {
  it('asks for the full price from the day the balance falls due', () => {
    expect(daysBeforeDeparture('2031-03-09', '2031-06-01')).toBe(84)
    expect(isWithinFullPaymentWindow('2031-03-08', '2031-06-01')).toBe(false)
    expect(isWithinFullPaymentWindow('2031-03-09', '2031-06-01')).toBe(true)
    expect(isWithinFullPaymentWindow('2031-05-31', '2031-06-01')).toBe(true)
  })
})

describe('the hold', () => {
  const now = new Date('2031-05-30T10:00:00Z')

  it('lasts its minutes', () => {
    expect(holdExpiresAt(now, 60, '2031-07-01').toISOString()).toBe('2031-05-30T11:00:00.000Z')
  })

  it('never runs past the start of the departure day', () => {
    expect(holdExpiresAt(now, 1440 * 5, '2031-06-01').toISOString()).toBe('2031-06-01T00:00:00.000Z')
  })
})

describe('the agency day', () => {
  it('is London’s: half past midnight in summer is already the next day', () => {
    expect(agencyDay(new Date('2031-06-30T23:30:00Z'))).toBe('2031-07-01')
    expect(agencyDay(new Date('2031-12-31T23:30:00Z'))).toBe('2031-12-31')
  })
})
