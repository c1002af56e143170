import { describe, expect, it } from 'vitest'
import { calendarDateField, moneyField, wholeNumberField } from './fields'

const outcome =
  (schema: { safeParse: (value: unknown) => { success: boolean; data?: unknown } }) => (value: unknown) => {
    const result = schema.safeParse(value)
    return result.success ? result.data : 'refused'
  }

describe('wholeNumberField', () => {
  const seats = outcome(wholeNumberField('Seats must be a whole number', { min: 0, max: 100 }))

  it('reads a number or a form’s digits', () => {
    expect([seats(7), seats('7'), seats(' 42 '), seats(0)]).toEqual([7, 7, 42, 0])
  })

  it('refuses what Number() would stretch into a number', () => {
    for (const value of ['0x1', '1e2', '', ' ', '-1', '1.5', 1.5, true, [2], [], null, 'NaN', 101]) {
      expect(seats(value)).toBe('refused')
    }
  })

  it('says the caller’s message, whatever the fault', () => {
    const schema = wholeNumberField('Use a numeric id.', { min: 1, max: 2_147_483_647 })
    for (const value of ['0x1', 2_147_483_648, 0, { id: 1 }]) {
      expect(schema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([
        'Use a numeric id.',
      ])
    }
  })
})

describe('moneyField', () => {
  const price = outcome(moneyField('Price is required'))

  it('keeps pounds and pence as a two-decimal string', () => {
    expect([price(499), price('£1,299.5'), price('0.01'), price('0099.90'), price(99_999_999.99)]).toEqual([
      '499.00',
      '1299.50',
      '0.01',
      '99.90',
      '99999999.99',
    ])
  })

  it('refuses amounts that would round to nothing, or that the column cannot hold', () => {
    for (const value of [
      '0',
      '0.00',
      '0.001',
      0.004,
      '1e-7',
      1e-7,
      '1.005',
      '-5',
      '0x10',
      'NaN',
      '1e999',
      100_000_000,
      '',
    ]) {
      expect(price(value)).toBe('refused')
    }
  })
})

describe('calendarDateField', () => {
  const date = outcome(calendarDateField('Use a date such as 2027-05-14'))

  it('keeps the date of a date or an ISO date-time, never shifted by a time zone', () => {
    expect([date('2027-05-14'), date('2027-05-14T23:30:00+05:00'), date('2027-05-14T00:00:00.000Z')]).toEqual(
      ['2027-05-14', '2027-05-14', '2027-05-14'],
    )
  })

  it('refuses days that do not exist, trailing text and years no departure falls in', () => {
    for (const value of [
      '2027-02-30',
      '2027-13-01',
      '2027-03-11garbage',
      '0000-01-01',
      '0001-06-01',
      '9999-12-31',
      '14/05/2027',
      20270514,
    ]) {
      expect(date(value)).toBe('refused')
    }
  })
})
