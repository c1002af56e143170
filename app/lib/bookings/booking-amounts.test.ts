import { describe, expect, it } from 'vitest'
import { bookingAmounts, isLiveBooking, statusAfterPayments } from './booking-amounts'

describe('a booking’s amounts', () => {
  it('are the price per person times the travellers, and the deposit per person times them', () => {
    expect(
      bookingAmounts({ pricePerPersonPence: 49_950, depositPerPersonPence: 10_000, travellers: 3 }),
    ).toEqual({
      totalPence: 149_850,
      depositPence: 30_000,
    })
  })

  it('never ask a deposit above the total', () => {
    expect(
      bookingAmounts({ pricePerPersonPence: 8_000, depositPerPersonPence: 10_000, travellers: 2 }),
    ).toEqual({
      totalPence: 16_000,
      depositPence: 16_000,
    })
  })
})

describe('a booking’s status after payments', () => {
  const amounts = { depositPence: 20_000, totalPence: 100_000 }

  it('stays held below the deposit, is deposit_paid once it is met, and paid at the total', () => {
    expect(statusAfterPayments({ paidPence: 0, ...amounts })).toBe('held')
    expect(statusAfterPayments({ paidPence: 19_999, ...amounts })).toBe('held')
    expect(statusAfterPayments({ paidPence: 20_000, ...amounts })).toBe('deposit_paid')
    expect(statusAfterPayments({ paidPence: 100_000, ...amounts })).toBe('paid')
  })

  it('knows which bookings hold seats', () => {
    expect(isLiveBooking('deposit_paid')).toBe(true)
    expect(isLiveBooking('cancelled')).toBe(false)
    expect(isLiveBooking('expired')).toBe(false)
  })
})
