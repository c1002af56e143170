import { describe, expect, it } from 'vitest'
import {
  airportLabel,
  airportParam,
  chooseAirport,
  chooseDay,
  chooseMonth,
  initialChoice,
  priceView,
} from '#app/components/package/price-selection'
import type { Airport } from '#app/lib/catalogue'
import { pricingOption } from '#tests/factories/pricing-option'

const gatwick: Airport = { id: 3, code: 'LGW', name: 'London Gatwick', city: 'London' }
const manchester: Airport = { id: 1, code: 'MAN', name: 'Manchester', city: 'Manchester' }

const option = (departureDate: string, price: string, airport: Airport | null = gatwick) =>
  pricingOption({ departureDate, price, airport })

const today = new Date(2026, 5, 15)
const pricing = [
  option('2026-06-05', '999.00'),
  option('2026-06-19', '1099.00'),
  option('2026-07-03', '899.00'),
  option('2026-07-10', '1199.00', manchester),
  option('2026-08-07', '1299.00', manchester),
]

describe('initialChoice', () => {
  it('preselects the first airport and its cheapest departure', () => {
    expect(initialChoice(pricing, today)).toEqual({
      airportKey: '3',
      monthKey: 'jul2026',
      date: '2026-07-03',
    })
  })

  it('follows a requested airport code and month', () => {
    expect(initialChoice(pricing, today, { airport: 'man', month: '2026-08' })).toEqual({
      airportKey: '1',
      monthKey: 'aug2026',
      date: '2026-08-07',
    })
  })
})

describe('chooseAirport', () => {
  it('keeps the month when the new airport flies then, choosing its cheapest day', () => {
    const choice = chooseAirport(
      pricing,
      today,
      { airportKey: '3', monthKey: 'jul2026', date: '2026-07-03' },
      '1',
    )
    expect(choice).toEqual({ airportKey: '1', monthKey: 'jul2026', date: '2026-07-10' })
  })

  it("moves to the new airport's cheapest month when it does not fly in the current one", () => {
    const choice = chooseAirport(
      pricing,
      today,
      { airportKey: '3', monthKey: 'jun2026', date: '2026-06-05' },
      '1',
    )
    expect(choice).toEqual({ airportKey: '1', monthKey: 'jul2026', date: '2026-07-10' })
  })
})

describe('chooseMonth', () => {
  it("preselects the month's cheapest day", () => {
    const choice = chooseMonth(
      pricing,
      today,
      { airportKey: '3', monthKey: 'jul2026', date: '2026-07-03' },
      'jun2026',
    )
    expect(choice).toEqual({ airportKey: '3', monthKey: 'jun2026', date: '2026-06-05' })
  })

  it('chooses no day in a month with nothing bookable', () => {
    const withFullMonth = [...pricing, { ...option('2026-09-04', '999.00'), isAvailable: false }]
    const choice = chooseMonth(withFullMonth, today, initialChoice(withFullMonth, today), 'sep2026')
    expect(choice).toEqual({ airportKey: '3', monthKey: 'sep2026', date: null })
  })
})

describe('chooseDay', () => {
  it('takes a day with a price and ignores one without', () => {
    const view = priceView(pricing, today, initialChoice(pricing, today))
    const cells = view.weeks.flat()
    const free = cells.find((cell) => cell && !cell.available)
    const priced = cells.find((cell) => cell?.date === '2026-07-03')
    if (!free || !priced) throw new Error('the July grid should have both kinds of day')
    expect(chooseDay(view.choice, free)).toBe(view.choice)
    expect(chooseDay({ ...view.choice, date: null }, priced).date).toBe('2026-07-03')
  })
})

describe('priceView', () => {
  it('builds the chosen month for the chosen airport and reads the price from the current data', () => {
    const view = priceView(pricing, today, { airportKey: '3', monthKey: 'jun2026', date: '2026-06-19' })
    expect(view.groups.map(airportLabel)).toEqual(['London Gatwick (LGW)', 'Manchester (MAN)'])
    expect(view.months.map((month) => month.key)).toEqual(['jul2026', 'jun2026'])
    expect(view.month?.label).toBe('June 2026')
    expect(view.weeks).toHaveLength(5)
    expect(view.selected?.price).toBe('1099.00')
    expect(view.selected && airportParam(view.selected)).toBe('3')
  })

  it('drops the day when it can no longer be booked', () => {
    const refreshed = pricing.map((entry) =>
      entry.departureDate === '2026-06-19' ? { ...entry, isAvailable: false } : entry,
    )
    const view = priceView(refreshed, today, { airportKey: '3', monthKey: 'jun2026', date: '2026-06-19' })
    expect(view.month?.key).toBe('jun2026')
    expect(view.selected).toBeNull()
  })

  it('falls back to the defaults when the chosen airport is gone', () => {
    const view = priceView(pricing, today, { airportKey: '99', monthKey: 'jun2026', date: '2026-06-05' })
    expect(view.choice).toEqual({ airportKey: '3', monthKey: 'jul2026', date: '2026-07-03' })
    expect(view.selected?.date).toBe('2026-07-03')
  })

  it('is empty when nothing departs from this month on', () => {
    const view = priceView([option('2026-05-01', '999.00')], today, initialChoice([], today))
    expect(view).toMatchObject({
      groups: [],
      group: null,
      months: [],
      month: null,
      weeks: [],
      selected: null,
    })
  })

  it('names departures with no airport and sends an empty airport id', () => {
    const view = priceView([option('2026-07-01', '999.00', null)], today, initialChoice([], today))
    expect(view.group && airportLabel(view.group)).toBe('Airport to be confirmed')
    expect(view.selected && airportParam(view.selected)).toBe('')
  })
})
