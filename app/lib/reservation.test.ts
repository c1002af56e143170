import { describe, expect, it } from 'vitest'
import type { Departure, PricingOption } from './catalogue'
import {
  airportName,
  chosenDeparture,
  findChosenOption,
  parseTravelers,
  reservationHref,
  reservationInclusions,
} from './reservation'

const option = (values: Partial<PricingOption>): PricingOption => ({
  id: 1,
  packageId: 1,
  airportId: 7,
  airport: { id: 7, code: 'LGW', name: 'London Gatwick', city: 'London' },
  departureDate: '2027-05-14',
  returnDate: null,
  price: '1299.00',
  discountedPrice: '999.00',
  availableSeats: 4,
  isAvailable: true,
  ...values,
})

describe('parseTravelers', () => {
  it('defaults to 2 and accepts whole numbers from 1 to 20', () => {
    expect(parseTravelers(null)).toBe(2)
    expect(parseTravelers('4')).toBe(4)
    for (const bad of ['0', '-1', '2.5', 'abc', '21']) expect(parseTravelers(bad)).toBe(2)
  })
})

describe('the chosen departure and its price', () => {
  const pricing = [option({}), option({ id: 2, airportId: null, airport: null, departureDate: '2027-05-15' })]
  const today = new Date(2027, 4, 1)

  it('finds the departure by date and airport id or code, also without an airport', () => {
    expect(findChosenOption(pricing, '2027-05-14', '7')?.id).toBe(1)
    expect(findChosenOption(pricing, '2027-05-14', 'lgw')?.id).toBe(1)
    expect(findChosenOption(pricing, '14/05/2027', '7')?.id).toBe(1)
    expect(findChosenOption(pricing, '2027-05-15', '')?.id).toBe(2)
    expect(findChosenOption(pricing, '2027-05-14', '8')).toBeUndefined()
    expect(findChosenOption(pricing, '2027-05-14', 'ZZZ')).toBeUndefined()
    expect(findChosenOption(pricing, null, '7')).toBeUndefined()
  })

  it('shows the stored price, the lower of price and discount, never the link’s', () => {
    expect(chosenDeparture(pricing, { date: '2027-05-14', airport: '7' }, today)).toEqual({
      status: 'bookable',
      airportName: 'London Gatwick',
      price: '999.00',
    })
  })

  it('has no price for a departure that does not exist or can no longer be booked', () => {
    const notFound = (choices: Departure[], link: { date: string; airport: string }, day = today) =>
      chosenDeparture(choices, link, day).status
    expect(notFound(pricing, { date: '2031-02-03', airport: 'ZZZ' })).toBe('not-found')
    expect(notFound(pricing, { date: '2027-05-16', airport: '7' })).toBe('not-found')
    expect(notFound([option({ isAvailable: false })], { date: '2027-05-14', airport: '7' })).toBe('not-found')
    expect(notFound([option({ availableSeats: 0 })], { date: '2027-05-14', airport: '7' })).toBe('not-found')
    expect(notFound(pricing, { date: '2027-05-14', airport: '7' }, new Date(2027, 4, 15))).toBe('not-found')
    expect(notFound(pricing, { date: '2027-05-14', airport: '7' }, new Date(2027, 4, 14))).toBe('bookable')
  })

  it('has no price and no departure without a date', () => {
    expect(chosenDeparture(pricing, { date: null, airport: '7' }, today)).toEqual({
      status: 'no-date',
      airportName: 'London Gatwick',
    })
  })

  it('names the airport from the package pricing, or says Selected Airport', () => {
    expect(airportName(pricing, '7')).toBe('London Gatwick')
    expect(airportName(pricing, 'LGW')).toBe('London Gatwick')
    expect(airportName(pricing, '99')).toBe('Selected Airport')
    expect(airportName(pricing, null)).toBe('Selected Airport')
  })
})

describe('reservationInclusions', () => {
  const bare = { whatsIncluded: null, duration: 3, accommodationType: null, boardType: null, features: [] }
  const texts = (lines: { text: string }[]) => lines.map((item) => item.text)

  it('lists the package’s own lines, all of them facts', () => {
    expect(reservationInclusions({ ...bare, whatsIncluded: '* Flights\n* Flights\n* Hotel' }, true)).toEqual([
      { text: 'Flights', sample: false },
      { text: 'Hotel', sample: false },
    ])
  })

  it('shows a draft’s preview SPEC’s fallback list, marking each line nobody entered', () => {
    const list = reservationInclusions(
      {
        ...bare,
        boardType: 'Full-board',
        features: [{ id: 1, packageId: 1, label: 'Gondola ride', icon: 'star' }],
      },
      true,
    )
    expect(list).toEqual([
      { text: 'Return flights from UK airports', sample: true },
      { text: 'Return airport transfers', sample: true },
      { text: '3 nights at the hotel', sample: true },
      { text: 'Full-board meals', sample: false },
      { text: 'Gondola ride', sample: false },
      { text: 'ATOL Protection', sample: true },
    ])
  })

  it('gives visitors only the lines built from what staff entered', () => {
    expect(
      texts(
        reservationInclusions({ ...bare, accommodationType: '4-star hotel', boardType: 'Half-board' }, false),
      ),
    ).toEqual(['3 nights at the 4-star hotel', 'Half-board meals'])
    expect(reservationInclusions(bare, false)).toEqual([])
  })
})

describe('reservationHref', () => {
  it('carries the date, the price paid, the airport id and two travelers', () => {
    expect(reservationHref(7, { date: '2026-06-05', price: '999.00', airportId: '3' })).toBe(
      '/reservation/7?date=2026-06-05&price=999.00&airport=3&travelers=2',
    )
  })

  it('leaves the airport empty for a departure with no airport', () => {
    expect(reservationHref(7, { date: '2026-06-05', price: '999.00', airportId: '' })).toBe(
      '/reservation/7?date=2026-06-05&price=999.00&airport=&travelers=2',
    )
  })
})
