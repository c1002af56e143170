import { describe, expect, it } from 'vitest'
import { featuredCount, largestFeaturedCount, offersShown } from './featured-offers'

const cards = (featured: boolean, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, isFeatured: featured }))

describe('featuredCount', () => {
  it('reads the section’s N, and 3 for anything not a positive number', () => {
    expect(featuredCount('6')).toBe(6)
    for (const config of [null, '', 'six', '0', '-2']) expect(featuredCount(config), String(config)).toBe(3)
  })
})

describe('largestFeaturedCount', () => {
  it('is the largest N of the featured-offers sections, and 0 without one', () => {
    expect(largestFeaturedCount([{ widgetType: 'search-box', widgetId: '9' }])).toBe(0)
    expect(
      largestFeaturedCount([
        { widgetType: 'featured-offers', widgetId: '2' },
        { widgetType: 'featured-offers', widgetId: null },
        { widgetType: 'html-embed', widgetId: '12' },
      ]),
    ).toBe(3)
  })
})

describe('offersShown', () => {
  it('shows every featured package, whatever N says: featuring a fourth drops none', () => {
    expect(offersShown(cards(true, 5), '3')).toHaveLength(5)
  })

  it('cuts the first packages to N when none is featured', () => {
    expect(offersShown(cards(false, 6), '3').map((card) => card.id)).toEqual([1, 2, 3])
    expect(offersShown(cards(false, 6), null)).toHaveLength(3)
  })
})
