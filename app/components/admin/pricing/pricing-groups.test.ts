import { describe, expect, it } from 'vitest'
import { formatPrice, mergeRows, pricingTableGroups } from './pricing-groups'
import { BRISTOL, GATWICK, MANCHESTER, option } from './test-options'

describe('grouping by departure airport', () => {
  it('puts options without an airport first as All Airports, then the airports by name', () => {
    const groups = pricingTableGroups([
      option({ departureDate: '2027-06-01', airport: MANCHESTER }),
      option({ departureDate: '2027-06-02', airport: GATWICK }),
      option({ departureDate: '2027-06-03', airport: null }),
      option({ departureDate: '2027-06-04', airport: BRISTOL }),
      option({ departureDate: '2027-06-05', airport: MANCHESTER }),
    ])
    expect(groups.map((group) => group.label)).toEqual([
      'All Airports',
      'BRS - Bristol',
      'LGW - London Gatwick, London',
      'MAN - Manchester, Manchester',
    ])
    expect(groups[3]?.options.map((entry) => entry.departureDate)).toEqual(['2027-06-01', '2027-06-05'])
    expect(groups[0]?.airportId).toBeNull()
  })

  it('gives no groups for no options', () => {
    expect(pricingTableGroups([])).toEqual([])
  })
})

describe('merging rows', () => {
  it('merges identical price, discount, seats and availability, listing the dates in order', () => {
    const rows = mergeRows([
      option({ departureDate: '2027-06-12', price: '999.00' }),
      option({ departureDate: '2027-06-10', price: '999' }),
      option({ departureDate: '2027-06-14', price: '999.00' }),
    ])
    expect(rows).toHaveLength(1)
    expect(rows[0]?.options.map((entry) => entry.departureDate)).toEqual([
      '2027-06-10',
      '2027-06-12',
      '2027-06-14',
    ])
  })

  it('keeps rows apart when any of the four differs, sorted by price ascending', () => {
    const rows = mergeRows([
      option({ departureDate: '2027-06-01', price: '1299.00' }),
      option({ departureDate: '2027-06-02', price: '999.00', discountedPrice: '899.00' }),
      option({ departureDate: '2027-06-03', price: '999.00', availableSeats: 4 }),
      option({ departureDate: '2027-06-04', price: '999.00', isAvailable: false }),
      option({ departureDate: '2027-06-05', price: '899.00' }),
      option({ departureDate: '2027-06-06', price: '999.00' }),
    ])
    expect(rows.map((row) => [row.price, row.options.map((entry) => entry.departureDate)])).toEqual([
      ['899.00', ['2027-06-05']],
      ['999.00', ['2027-06-02']],
      ['999.00', ['2027-06-03']],
      ['999.00', ['2027-06-04']],
      ['999.00', ['2027-06-06']],
      ['1299.00', ['2027-06-01']],
    ])
  })

  it('builds each group’s rows from its own options', () => {
    const [gatwick] = pricingTableGroups([
      option({ departureDate: '2027-07-01', price: '750.00' }),
      option({ departureDate: '2027-07-08', price: '750.00' }),
      option({ departureDate: '2027-07-15', price: '700.00' }),
    ])
    expect(gatwick?.rows.map((row) => [row.price, row.options.length])).toEqual([
      ['700.00', 1],
      ['750.00', 2],
    ])
  })
})

describe('price format', () => {
  it('shows pounds to 2 decimals and a dash for none', () => {
    expect(formatPrice('1299.5')).toBe('£1,299.50')
    expect(formatPrice('999')).toBe('£999.00')
    expect(formatPrice(null)).toBe('—')
  })
})
