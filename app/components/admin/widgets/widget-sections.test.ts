import { describe, expect, it } from 'vitest'
import type { WidgetSection } from '#app/lib/catalogue'
import { orderAfterMove, sortSections } from './widget-sections'

const section = (id: number, position: number): WidgetSection => ({
  id,
  title: `Section ${id}`,
  widgetType: 'html-embed',
  widgetId: '<p>Hi</p>',
  position,
  isActive: true,
})

describe('sortSections', () => {
  it('orders by position, then by id', () => {
    expect(sortSections([section(3, 2), section(2, 5), section(1, 2)]).map((item) => item.id)).toEqual([
      1, 3, 2,
    ])
  })
})

describe('orderAfterMove', () => {
  const sorted = sortSections([section(1, 1), section(2, 5), section(3, 9)])

  it('trades places with the neighbour above or below, listing every section', () => {
    expect(orderAfterMove(sorted, 2, 'up')).toEqual([2, 1, 3])
    expect(orderAfterMove(sorted, 2, 'down')).toEqual([1, 3, 2])
  })

  it('makes no move at the ends, or for a section not in the list', () => {
    expect(orderAfterMove(sorted, 1, 'up')).toBeNull()
    expect(orderAfterMove(sorted, 3, 'down')).toBeNull()
    expect(orderAfterMove(sorted, 42, 'up')).toBeNull()
  })
})
