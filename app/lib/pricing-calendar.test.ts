import { describe, expect, it } from 'vitest'
import {
  BIRMINGHAM as birmingham,
  GATWICK as gatwick,
  MANCHESTER as manchester,
  manchesterOption as option,
} from '#tests/factories/pricing-option'
import {
  calendarGrid,
  groupByAirport,
  lowestAvailable,
  monthKey,
  monthList,
  parseMonthKey,
  upcomingOptions,
} from './pricing-calendar'

const midJune2026 = new Date(2026, 5, 15)

describe('upcomingOptions', () => {
  it('keeps the whole current month and later months, dropping earlier ones', () => {
    const kept = upcomingOptions(
      [
        option('2026-05-31', '500.00'),
        option('2026-06-01', '500.00'),
        option('2026-06-30', '500.00'),
        option('2027-01-10', '500.00'),
      ],
      midJune2026,
    )
    expect(kept.map((entry) => entry.departureDate)).toEqual(['2026-06-01', '2026-06-30', '2027-01-10'])
  })

  it('compares months across the year boundary', () => {
    const kept = upcomingOptions(
      [option('2026-11-30', '500.00'), option('2026-12-01', '500.00'), option('2027-01-01', '500.00')],
      new Date(2026, 11, 31, 23, 59),
    )
    expect(kept.map((entry) => entry.departureDate)).toEqual(['2026-12-01', '2027-01-01'])
  })

  it('drops options whose departure date is not a real date', () => {
    expect(upcomingOptions([option('2026-02-31', '500.00'), option('soon', '500.00')], midJune2026)).toEqual(
      [],
    )
  })
})

describe('groupByAirport', () => {
  it('orders airports by name and puts options without an airport last, for the calendar', () => {
    const groups = groupByAirport(
      [
        option('2026-07-01', '500.00', { airport: null }),
        option('2026-07-01', '500.00', { airport: manchester }),
        option('2026-07-02', '500.00', { airport: gatwick }),
        option('2026-07-03', '500.00', { airport: birmingham }),
        option('2026-07-04', '600.00', { airport: manchester }),
      ],
      'last',
    )
    expect(groups.map((group) => group.key)).toEqual(['2', '3', '1', 'none'])
    expect(groups.map((group) => group.airport?.code ?? null)).toEqual(['BHX', 'LGW', 'MAN', null])
    expect(groups[2]?.options).toHaveLength(2)
  })

  it('keeps an airport id without airport details after the named airports', () => {
    const options = [
      option('2026-07-01', '500.00', { airport: null }),
      option('2026-07-01', '500.00', { airportId: 9, airport: null }),
      option('2026-07-01', '500.00', { airport: manchester }),
    ]
    expect(groupByAirport(options, 'last').map((group) => group.key)).toEqual(['1', '9', 'none'])
    expect(groupByAirport(options, 'first').map((group) => group.key)).toEqual(['none', '1', '9'])
  })

  it('lists each group in departure order', () => {
    const groups = groupByAirport(
      [option('2026-07-09', '500.00'), option('2026-07-02', '500.00'), option('2026-07-05', '500.00')],
      'first',
    )
    expect(groups[0]?.options.map((entry) => entry.departureDate)).toEqual([
      '2026-07-02',
      '2026-07-05',
      '2026-07-09',
    ])
  })
})

describe('monthKey and monthList', () => {
  it('keys months by short name and year', () => {
    expect(monthKey('2025-01-15')).toBe('jan2025')
    expect(monthKey('2026-12-01')).toBe('dec2026')
    expect(monthKey('not a date')).toBe('')
  })

  it('lists each month with options once, latest first', () => {
    const months = monthList([
      option('2026-07-01', '500.00'),
      option('2027-01-05', '500.00'),
      option('2026-07-20', '500.00'),
      option('2026-12-31', '500.00'),
    ])
    expect(months).toEqual([
      { key: 'jan2027', year: 2027, month: 0, label: 'January 2027' },
      { key: 'dec2026', year: 2026, month: 11, label: 'December 2026' },
      { key: 'jul2026', year: 2026, month: 6, label: 'July 2026' },
    ])
  })
})

describe('parseMonthKey', () => {
  it('reads month keys and YYYY-MM', () => {
    expect(parseMonthKey('jan2025')).toEqual({ year: 2025, month: 0 })
    expect(parseMonthKey('dec2026')).toEqual({ year: 2026, month: 11 })
    expect(parseMonthKey('September2026')).toEqual({ year: 2026, month: 8 })
    expect(parseMonthKey('2026-07')).toEqual({ year: 2026, month: 6 })
  })

  it('treats an unknown month name as January', () => {
    expect(parseMonthKey('xyz2025')).toEqual({ year: 2025, month: 0 })
    expect(parseMonthKey('2026-13')).toEqual({ year: 2026, month: 0 })
  })

  it('uses this year when the key has none', () => {
    expect(parseMonthKey('mar')).toEqual({ year: new Date().getFullYear(), month: 2 })
  })
})

describe('lowestAvailable', () => {
  it('picks the lowest price a visitor pays, counting discounts', () => {
    const discounted = option('2026-08-10', '900.00', { discountedPrice: '450.00' })
    expect(lowestAvailable([option('2026-07-01', '500.00'), discounted])).toBe(discounted)
  })

  it('skips unavailable and sold-out options but not ones with unknown seats', () => {
    const unknownSeats = option('2026-07-03', '700.00', { availableSeats: null })
    const picked = lowestAvailable([
      option('2026-07-01', '100.00', { isAvailable: false }),
      option('2026-07-02', '200.00', { availableSeats: 0 }),
      unknownSeats,
    ])
    expect(picked).toBe(unknownSeats)
  })

  it('breaks a price tie with the earliest departure', () => {
    const early = option('2026-07-01', '500.00')
    expect(lowestAvailable([option('2026-09-01', '500.00'), early, option('2026-08-01', '500.00')])).toBe(
      early,
    )
  })

  it('gives null when nothing is bookable', () => {
    expect(lowestAvailable([])).toBeNull()
    expect(lowestAvailable([option('2026-07-01', '500.00', { isAvailable: false })])).toBeNull()
  })
})

describe('calendarGrid', () => {
  it('starts weeks on Monday, padding a month that begins on a Sunday with six empty cells', () => {
    const weeks = calendarGrid(2026, 10, [])
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null])
    expect(weeks[0]?.[6]).toMatchObject({ day: 1, date: '2026-11-01' })
    expect(weeks[1]?.[0]).toMatchObject({ day: 2, date: '2026-11-02' })
    expect(weeks).toHaveLength(6)
    expect(weeks[5]).toEqual([expect.objectContaining({ day: 30 }), null, null, null, null, null, null])
  })

  it('needs no padding for a 28-day February that begins on a Monday', () => {
    const weeks = calendarGrid(2027, 1, [])
    expect(weeks).toHaveLength(4)
    expect(weeks.flat().every((cell) => cell !== null)).toBe(true)
  })

  it('includes 29 February in a leap year', () => {
    const days = calendarGrid(2028, 1, []).flat()
    expect(days.filter((cell) => cell !== null)).toHaveLength(29)
    expect(days.at(-6)).toMatchObject({ day: 29, date: '2028-02-29' })
    expect(calendarGrid(2028, 1, []).every((week) => week.length === 7)).toBe(true)
  })

  it('prices only bookable days, with the cheapest option of the day', () => {
    const cheaper = option('2026-11-10', '700.00', { discountedPrice: '550.00' })
    const weeks = calendarGrid(2026, 10, [
      option('2026-11-10', '600.00'),
      cheaper,
      option('2026-11-11', '300.00', { isAvailable: false }),
      option('2026-11-12', '300.00', { availableSeats: 0 }),
      option('2026-12-10', '100.00'),
    ])
    const byDay = new Map(weeks.flat().flatMap((cell) => (cell ? [[cell.day, cell] as const] : [])))
    expect(byDay.get(10)).toEqual({
      day: 10,
      date: '2026-11-10',
      price: '550.00',
      option: cheaper,
      available: true,
    })
    expect(byDay.get(11)).toMatchObject({ price: null, option: null, available: false })
    expect(byDay.get(12)).toMatchObject({ price: null, option: null, available: false })
    expect([...byDay.values()].filter((cell) => cell.available)).toHaveLength(1)
  })
})
