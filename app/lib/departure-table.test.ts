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

  it('lists each airport once and gives every departure one short line', () => {
    const table = packDepartures(departures)
    expect(table.airports).toEqual([gatwick, manchester])
    expect(table.from).toBe('2027-05-14')
    expect(table.lines.split(';')).toEqual([
      '1,0,0,1299,999,,1',
      '2,1,0,1299,,,1',
      '3,0,2,1299,999,0,1',
      '4,,18,1299,,,0',
    ])
  })

  it('keeps pence and counts days across the end of British Summer Time', () => {
    const autumn = [
      { ...departure(5, gatwick, '2026-10-24'), price: '899.50' },
      departure(6, gatwick, '2026-10-26'),
    ]
    expect(unpackDepartures(packDepartures(autumn))).toEqual(autumn)
  })

  it('is empty when there are no departures', () => {
    expect(unpackDepartures(packDepartures([]))).toEqual([])
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
