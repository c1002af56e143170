import { describe, expect, it } from 'vitest'
import {
  BIRMINGHAM as birmingham,
  GATWICK as gatwick,
  MANCHESTER as manchester,
  manchesterOption as option,
} from '#tests/factories/pricing-option'
import { airportPricing, defaultSelection, summariseDepartures } from './airport-departures'

const midJune2026 = new Date(2026, 5, 15)

describe('defaultSelection', () => {
  const options = [
    option('2026-05-20', '100.00', { airport: birmingham }),
    option('2026-07-14', '649.00', { airport: birmingham }),
    option('2026-08-05', '799.00', { airport: birmingham, discountedPrice: '599.00' }),
    option('2026-08-21', '620.00', { airport: birmingham }),
    option('2026-07-03', '399.00', { airport: manchester }),
    option('2026-09-09', '350.00', { airport: manchester, isAvailable: false }),
    option('2026-10-01', '499.00', { airport: null }),
  ]

  it("preselects the first airport and its cheapest upcoming option's month, day and price", () => {
    expect(defaultSelection(options, midJune2026)).toEqual({
      airportKey: '2',
      monthKey: 'aug2026',
      day: 5,
      price: '599.00',
      date: '2026-08-05',
    })
  })

  it('honours a requested airport given by IATA code or id', () => {
    const expected = { airportKey: '1', monthKey: 'jul2026', day: 3, price: '399.00', date: '2026-07-03' }
    expect(defaultSelection(options, midJune2026, { airport: 'man' })).toEqual(expected)
    expect(defaultSelection(options, midJune2026, { airport: '1' })).toEqual(expected)
  })

  it('picks the cheapest day of a requested month, in either key form', () => {
    const expected = { airportKey: '2', monthKey: 'jul2026', day: 14, price: '649.00', date: '2026-07-14' }
    expect(defaultSelection(options, midJune2026, { month: 'jul2026' })).toEqual(expected)
    expect(defaultSelection(options, midJune2026, { month: '2026-07' })).toEqual(expected)
  })

  it('ignores a requested airport or month that has no options', () => {
    const fallback = defaultSelection(options, midJune2026)
    expect(defaultSelection(options, midJune2026, { airport: 'STN', month: 'dec2026' })).toEqual(fallback)
    // May has passed by mid-June, so its cheap option is not offered.
    expect(defaultSelection(options, midJune2026, { month: 'may2026' })).toEqual(fallback)
  })

  it('selects a requested month without a day when nothing in it is bookable', () => {
    expect(defaultSelection(options, midJune2026, { airport: 'MAN', month: 'sep2026' })).toEqual({
      airportKey: '1',
      monthKey: 'sep2026',
      day: null,
      price: null,
      date: null,
    })
  })

  it('falls back to the first listed month when the airport has nothing bookable', () => {
    const soldOut = [
      option('2026-07-01', '500.00', { isAvailable: false }),
      option('2026-10-01', '500.00', { availableSeats: 0 }),
    ]
    expect(defaultSelection(soldOut, midJune2026)).toEqual({
      airportKey: '1',
      monthKey: 'oct2026',
      day: null,
      price: null,
      date: null,
    })
  })

  it("shows today's month with nothing selected when there are no upcoming options", () => {
    const empty = { airportKey: null, monthKey: 'jun2026', day: null, price: null, date: null }
    expect(defaultSelection([], midJune2026)).toEqual(empty)
    expect(defaultSelection([option('2026-05-01', '500.00')], midJune2026)).toEqual(empty)
  })
})

describe('airportPricing', () => {
  it('gives each airport its upcoming departures, date range and lowest bookable price', () => {
    const summary = airportPricing(
      summariseDepartures(
        [
          option('2026-05-20', '300.00'),
          option('2026-07-02', '899.00', { discountedPrice: '749.00' }),
          option('2026-06-20', '799.00'),
          option('2026-08-01', '500.00', { isAvailable: false }),
          option('2026-06-25', '650.00', { airport: gatwick, airportId: gatwick.id, availableSeats: 0 }),
        ],
        midJune2026,
      ),
    )
    expect(summary).toEqual([
      {
        airportId: gatwick.id,
        airport: gatwick,
        fromPrice: null,
        departures: 1,
        firstDeparture: '2026-06-25',
        lastDeparture: '2026-06-25',
      },
      {
        airportId: manchester.id,
        airport: manchester,
        fromPrice: '749.00',
        departures: 3,
        firstDeparture: '2026-06-20',
        lastDeparture: '2026-08-01',
      },
    ])
  })
})
