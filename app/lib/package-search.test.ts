import { describe, expect, it } from 'vitest'
import {
  holidaysFound,
  offersHref,
  relaxations,
  resultHref,
  searchQuery,
  withoutFields,
} from './package-search'

describe('searchQuery', () => {
  it('writes the chosen filters in the search box order and leaves out the rest', () => {
    expect(searchQuery({ airport: 'LGW', month: '2027-05', destination: 3 })).toBe(
      '?destination=3&month=2027-05&airport=LGW',
    )
    expect(searchQuery({ duration: '14+' })).toBe('?duration=14%2B')
    expect(searchQuery({})).toBe('')
  })
})

describe('offersHref and withoutFields', () => {
  it('links to the same search without a filter', () => {
    const filters = { destination: 3, month: '2027-05' }
    expect(offersHref(withoutFields(filters, ['month']))).toBe('/offers?destination=3')
    expect(offersHref(withoutFields(filters, ['destination', 'month']))).toBe('/offers')
    expect(filters).toEqual({ destination: 3, month: '2027-05' })
  })
})

describe('resultHref', () => {
  it('carries only the airport and month, which the price calendar opens on', () => {
    const pkg = { id: 7, slug: 'venice-city-break', title: 'Venice City Break' }
    expect(resultHref(pkg, { destination: 3, duration: '2-3', month: '2027-05', airport: 'MAN' })).toBe(
      '/package/venice-city-break?airport=MAN&month=2027-05',
    )
    expect(resultHref(pkg, { destination: 3 })).toBe('/package/venice-city-break')
  })
})

describe('holidaysFound', () => {
  it('counts in the singular and the plural', () => {
    expect(holidaysFound(1)).toBe('1 holiday found')
    expect(holidaysFound(0)).toBe('0 holidays found')
    expect(holidaysFound(3)).toBe('3 holidays found')
  })
})

describe('relaxations', () => {
  it('drops one filter at a time', () => {
    expect(relaxations({ destination: 3, month: '2027-05' })).toEqual([
      { dropped: ['destination'], filters: { month: '2027-05' } },
      { dropped: ['month'], filters: { destination: 3 } },
    ])
  })

  it('adds the same destination in any month and the same month anywhere when more is chosen', () => {
    const found = relaxations({ destination: 3, month: '2027-05', airport: 'EDI' })
    expect(found.slice(3)).toEqual([
      { dropped: ['month', 'airport'], filters: { destination: 3 } },
      { dropped: ['destination', 'airport'], filters: { month: '2027-05' } },
    ])
    expect(found).toHaveLength(5)
  })

  it('has nothing to relax without filters', () => {
    expect(relaxations({})).toEqual([])
  })
})
