import { describe, expect, it } from 'vitest'
import type { Airport, Departure } from './catalogue'
import { packDepartures, unpackDepartures } from './departure-table'

const gatwick: Airport = { id: 3, code: 'LGW', name: 'London Gatwick', city: 'London' }
const manchester: Airport = { id: 7, code: 'MAN', name: 'Manchester', city: null }

const departure = (id: number, airport: Airport | null, departureDate: string): Departure => ({
  id,
  airportId: airport?.id ?? null,
  airport,
  departureDate,
  price: '1299.00',
  discountedPrice: id % 2 ? '999.00' : null,
  availableSeats: id === 3 ? 0 : null,
  isAvailable: id !== 4,
})

describe('the package page departure table', () => {
  const departures = [
    departure(1, gatwick, '2027-05-14'),
    departure(2, manchester, '2027-05-14'),
    departure(3, gatwick, '2027-05-16'),
    departure(4, null, '2027-06-01'),
  ]

  it('lists each airport once and gives every departure one row', () => {
    const table = packDepartures(departures)
    expect(table.airports).toEqual([gatwick, manchester])
    expect(table.rows).toHaveLength(4)
    expect(table.rows[2]).toEqual([3, 0, '2027-05-16', '1299.00', '999.00', 0, true])
    expect(table.rows[3]?.[1]).toBe(-1)
  })

  it('unpacks to the departures it was made from, in the same order', () => {
    expect(unpackDepartures(packDepartures(departures))).toEqual(departures)
  })

  it('is far smaller as JSON than the departures themselves', () => {
    const many = Array.from({ length: 300 }, (_, n) =>
      departure(n + 10, n % 2 ? gatwick : manchester, '2027-07-01'),
    )
    const packed = JSON.stringify(packDepartures(many)).length
    expect(packed).toBeLessThan(JSON.stringify(many).length / 2)
  })
})
