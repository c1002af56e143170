import { describe, expect, it } from 'vitest'
import { CANCELLATION_CHARGES, cancellationCharge, chargeInWords } from './cancellation-charges'

const booking = { totalPence: 200_000, depositPence: 20_000 }
const charge = (daysBeforeDeparture: number, amounts = booking) =>
  cancellationCharge({ ...amounts, daysBeforeDeparture }).chargePence

describe('the cancellation charge', () => {
  it('is the deposit more than 12 weeks before departure', () => {
    expect(charge(85)).toBe(20_000)
    expect(charge(400)).toBe(20_000)
  })

  it('is half the total from 12 to 8 weeks, or the deposit if that is higher', () => {
    expect(charge(84)).toBe(100_000)
    expect(charge(56)).toBe(100_000)
    expect(charge(70, { totalPence: 30_000, depositPence: 20_000 })).toBe(20_000)
  })

  it('is three quarters from 8 to 4 weeks, and all of it nearer than 4 weeks or after departure', () => {
    expect(charge(55)).toBe(150_000)
    expect(charge(28)).toBe(150_000)
    expect(charge(27)).toBe(200_000)
    expect(charge(0)).toBe(200_000)
    expect(charge(-3)).toBe(200_000)
  })

  it('rounds to the penny and never passes the total', () => {
    expect(charge(40, { totalPence: 33_333, depositPence: 100 })).toBe(25_000)
    expect(charge(400, { totalPence: 5_000, depositPence: 9_000 })).toBe(5_000)
  })
})

describe('the Terms’ words for the charges', () => {
  it('read as the Terms have always read', () => {
    expect(CANCELLATION_CHARGES.map((band) => `${band.when}: ${chargeInWords(band)}`)).toEqual([
      'more than 12 weeks before departure: the loss of your deposit',
      '12 to 8 weeks before departure: 50% of the total cost, or the deposit if that is higher',
      '8 to 4 weeks before departure: 75% of the total cost',
      'less than 4 weeks before departure: 100% of the total cost',
    ])
  })
})
