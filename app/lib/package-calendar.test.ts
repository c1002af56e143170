import { describe, expect, it } from 'vitest'
import { pricingOption } from '#tests/factories/pricing-option'
import {
  chooseCalendarMonth,
  monthDepartures,
  type Requested,
  summariseDepartures,
} from './airport-departures'
import { airportChoiceLabel } from './airport-labels'
import type { Airport, Departure } from './catalogue'
import { unpackDepartures } from './departure-table'
import { airportParam, calendarData, calendarMonth, priceView } from './package-calendar'

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

/** The loader's steps over options in hand: what the database sums up and sends, worked out in memory. */
function calendarOf(options: Departure[], requested: Requested = {}) {
  const airports = summariseDepartures(options, today)
  const choice = chooseCalendarMonth(airports, requested)
  return calendarData(airports, choice, choice ? monthDepartures(options, choice) : [])
}

const choiceOf = ({ airportKey, monthKey, date }: ReturnType<typeof calendarData>) => ({
  airportKey,
  monthKey,
  date,
})
const daysOf = (calendar: ReturnType<typeof calendarData>) =>
  unpackDepartures(calendar.days).map((departure) => departure.departureDate)

describe('calendarData', () => {
  it('preselects the first airport and its cheapest departure, sending only that month', () => {
    const calendar = calendarOf(pricing)
    expect(choiceOf(calendar)).toEqual({ airportKey: '3', monthKey: 'jul2026', date: '2026-07-03' })
    expect(daysOf(calendar)).toEqual(['2026-07-03'])
  })

  it('lists every airport with its months, latest first, and its price range from today on', () => {
    expect(calendarOf(pricing).airports).toEqual([
      {
        key: '3',
        airport: gatwick,
        months: ['jul2026', 'jun2026'],
        // 5 June has gone: still in the calendar's month, no longer an offer.
        bookable: 2,
        lowPrice: '899.00',
        highPrice: '1099.00',
      },
      {
        key: '1',
        airport: manchester,
        months: ['aug2026', 'jul2026'],
        bookable: 2,
        lowPrice: '1199.00',
        highPrice: '1299.00',
      },
    ])
  })

  it('follows a requested airport code and month', () => {
    const calendar = calendarOf(pricing, { airport: 'man', month: '2026-08' })
    expect(choiceOf(calendar)).toEqual({ airportKey: '1', monthKey: 'aug2026', date: '2026-08-07' })
    expect(daysOf(calendar)).toEqual(['2026-08-07'])
  })

  it('keeps the month for another airport that flies then, choosing its cheapest day', () => {
    expect(choiceOf(calendarOf(pricing, { airport: '1', month: 'jul2026' }))).toEqual({
      airportKey: '1',
      monthKey: 'jul2026',
      date: '2026-07-10',
    })
  })

  it("moves to the airport's cheapest month when it does not fly in the one asked for", () => {
    expect(choiceOf(calendarOf(pricing, { airport: '1', month: 'jun2026' }))).toEqual({
      airportKey: '1',
      monthKey: 'jul2026',
      date: '2026-07-10',
    })
  })

  it('chooses no day in a month with nothing bookable', () => {
    const withFullMonth = [...pricing, { ...option('2026-09-04', '999.00'), isAvailable: false }]
    expect(choiceOf(calendarOf(withFullMonth, { airport: '3', month: 'sep2026' }))).toEqual({
      airportKey: '3',
      monthKey: 'sep2026',
      date: null,
    })
  })

  it('is empty when nothing departs from this month on', () => {
    expect(calendarOf([option('2026-05-01', '999.00')])).toEqual({
      airports: [],
      airportKey: null,
      monthKey: null,
      date: null,
      days: { airports: [], from: '', lines: '' },
    })
  })
})

describe('priceView', () => {
  it('builds the chosen month for the chosen airport and reads the price from the month sent', () => {
    const view = priceView(calendarOf(pricing, { month: 'jun2026' }), '2026-06-19')
    expect(view.airports.map((entry) => airportChoiceLabel(entry.airport))).toEqual([
      'London Gatwick (LGW)',
      'Manchester (MAN)',
    ])
    expect(view.months.map((month) => month.key)).toEqual(['jul2026', 'jun2026'])
    expect(view.month?.label).toBe('June 2026')
    expect(view.weeks).toHaveLength(5)
    expect(view.selected?.price).toBe('1099.00')
    expect(view.selected && airportParam(view.selected)).toBe('3')
  })

  it('chooses only a day that can be booked', () => {
    const calendar = calendarOf(pricing, { month: 'jun2026' })
    expect(priceView(calendar, '2026-06-10').selected).toBeNull()
    const refreshed = calendarOf(
      pricing.map((entry) =>
        entry.departureDate === '2026-06-19' ? { ...entry, isAvailable: false } : entry,
      ),
      { month: 'jun2026' },
    )
    expect(priceView(refreshed, '2026-06-19').selected).toBeNull()
  })

  it('is empty when there is nothing to show', () => {
    expect(priceView(calendarOf([]), null)).toMatchObject({
      airports: [],
      airport: null,
      months: [],
      month: null,
      weeks: [],
      selected: null,
    })
  })

  it('names departures with no airport and sends an empty airport id', () => {
    const calendar = calendarOf([option('2026-07-01', '999.00', null)])
    const view = priceView(calendar, calendar.date)
    expect(view.airport && airportChoiceLabel(view.airport.airport)).toBe('Airport to be confirmed')
    expect(view.selected && airportParam(view.selected)).toBe('')
  })
})

describe('calendarMonth', () => {
  it('reads a month key as the month the grid shows', () => {
    expect(calendarMonth('feb2027')).toEqual({ key: 'feb2027', year: 2027, month: 1, label: 'February 2027' })
  })
})
