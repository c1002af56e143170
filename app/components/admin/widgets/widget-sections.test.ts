import { describe, expect, it } from 'vitest'
import type { WidgetSection } from '#app/lib/catalogue'
import { movePlan, sectionBody, sortSections } from './widget-sections'

const section = (id: number, position: number): WidgetSection => ({
  id,
  title: `Section ${id}`,
  widgetType: 'html-embed',
  widgetId: '<p>Hi</p>',
  position,
  isActive: true,
})

/** The order after applying a plan, as the server would list it. */
function orderAfter(sections: WidgetSection[], id: number, direction: 'up' | 'down') {
  const sorted = sortSections(sections)
  const changes = movePlan(sorted, id, direction)
  const next = sorted.map((item) => ({
    ...item,
    position: changes.find((change) => change.section.id === item.id)?.position ?? item.position,
  }))
  return sortSections(next).map((item) => item.id)
}

describe('sortSections', () => {
  it('orders by position, then by id', () => {
    expect(sortSections([section(3, 2), section(2, 5), section(1, 2)]).map((item) => item.id)).toEqual([
      1, 3, 2,
    ])
  })
})

describe('movePlan', () => {
  const sections = [section(1, 1), section(2, 5), section(3, 9)]

  it("gives the moved section its neighbour's position and the neighbour the old one", () => {
    const plan = movePlan(sortSections(sections), 2, 'up')
    expect(plan.map(({ section: moved, position }) => [moved.id, position])).toEqual([
      [2, 1],
      [1, 5],
    ])
    expect(orderAfter(sections, 2, 'up')).toEqual([2, 1, 3])
    expect(orderAfter(sections, 2, 'down')).toEqual([1, 3, 2])
  })

  it('does nothing at the ends', () => {
    expect(movePlan(sortSections(sections), 1, 'up')).toEqual([])
    expect(movePlan(sortSections(sections), 3, 'down')).toEqual([])
    expect(movePlan(sortSections(sections), 42, 'up')).toEqual([])
  })

  it('parts sections that share a position, so the move still shows', () => {
    const tied = [section(1, 99), section(2, 99)]
    expect(orderAfter(tied, 2, 'up')).toEqual([2, 1])
    expect(orderAfter(tied, 1, 'down')).toEqual([2, 1])
    const tiedAtTop = [section(1, 1), section(2, 1)]
    expect(orderAfter(tiedAtTop, 1, 'down')).toEqual([2, 1])
    expect(movePlan(sortSections(tiedAtTop), 1, 'down').every(({ position }) => position >= 1)).toBe(true)
  })
})

describe('sectionBody', () => {
  it('sends the whole section with the new position', () => {
    expect(sectionBody(section(4, 3), 7)).toEqual({
      title: 'Section 4',
      widgetType: 'html-embed',
      widgetId: '<p>Hi</p>',
      position: 7,
      isActive: true,
    })
  })
})
