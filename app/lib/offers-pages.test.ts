import { describe, expect, it } from 'vitest'
import {
  OFFERS_PAGE_SIZE,
  offersPageHref,
  pageCount,
  pageNumbersAround,
  pageSlice,
  readPageNumber,
} from './offers-pages'

describe('readPageNumber', () => {
  it('reads a whole number from 1', () => {
    expect(readPageNumber('1')).toBe(1)
    expect(readPageNumber('7')).toBe(7)
    expect(readPageNumber('007')).toBe(7)
  })

  it('reads nothing from no page, zero, negatives, fractions or words', () => {
    for (const value of [null, '', '0', '-2', '2.5', '1e3', ' 2', 'two', '0x10']) {
      expect(readPageNumber(value), String(value)).toBeNull()
    }
  })

  it('reads an enormous page as a page past any catalogue, not as an enormous offset', () => {
    expect(readPageNumber('99999999999999999999999')).toBe(100_000)
  })
})

describe('pageCount and pageSlice', () => {
  it('counts whole pages, and one page for no results', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(1)).toBe(1)
    expect(pageCount(OFFERS_PAGE_SIZE)).toBe(1)
    expect(pageCount(OFFERS_PAGE_SIZE + 1)).toBe(2)
    expect(pageCount(506)).toBe(Math.ceil(506 / OFFERS_PAGE_SIZE))
  })

  it('cuts page N after the N-1 pages before it', () => {
    expect(pageSlice(1)).toEqual({ limit: OFFERS_PAGE_SIZE, offset: 0 })
    expect(pageSlice(3)).toEqual({ limit: OFFERS_PAGE_SIZE, offset: 2 * OFFERS_PAGE_SIZE })
  })
})

describe('offersPageHref', () => {
  it('keeps the filters in the search box order and adds the page from page 2 on', () => {
    const filters = { airport: 'MAN', duration: '4-6', destination: 3 } as const
    expect(offersPageHref(filters, 2)).toBe('/offers?destination=3&duration=4-6&airport=MAN&page=2')
    expect(offersPageHref(filters, 1)).toBe('/offers?destination=3&duration=4-6&airport=MAN')
  })

  it('is the bare listing for page 1 of no search', () => {
    expect(offersPageHref({}, 1)).toBe('/offers')
    expect(offersPageHref({}, 5)).toBe('/offers?page=5')
  })
})

describe('pageNumbersAround', () => {
  it('lists every page of a short list', () => {
    expect(pageNumbersAround(1, 1)).toEqual([1])
    expect(pageNumbersAround(2, 3)).toEqual([1, 2, 3])
    expect(pageNumbersAround(1, 4)).toEqual([1, 2, 3, 4])
  })

  it('keeps the first, the last and the neighbours, with gaps between', () => {
    expect(pageNumbersAround(20, 43)).toEqual([1, 'gap-before', 19, 20, 21, 'gap-after', 43])
    expect(pageNumbersAround(1, 43)).toEqual([1, 2, 'gap-after', 43])
    expect(pageNumbersAround(43, 43)).toEqual([1, 'gap-before', 42, 43])
  })

  it('shows a single skipped page rather than a gap', () => {
    expect(pageNumbersAround(4, 43)).toEqual([1, 2, 3, 4, 5, 'gap-after', 43])
    expect(pageNumbersAround(40, 43)).toEqual([1, 'gap-before', 39, 40, 41, 42, 43])
  })
})
