import { describe, expect, it } from 'vitest'
import { orderWithMove } from './featured-order'

describe('orderWithMove', () => {
  const ids = [10, 20, 30, 40]

  it('moves one place up or down, trading places with the neighbour', () => {
    expect(orderWithMove(ids, 30, 1)).toEqual([10, 30, 20, 40])
    expect(orderWithMove(ids, 10, 1)).toEqual([20, 10, 30, 40])
  })

  it('drops a dragged package at any place, the others keeping their order', () => {
    expect(orderWithMove(ids, 40, 0)).toEqual([40, 10, 20, 30])
    expect(orderWithMove(ids, 10, 3)).toEqual([20, 30, 40, 10])
  })

  it('is no move past the ends, onto its own place, or for a package not in the list', () => {
    expect(orderWithMove(ids, 10, -1)).toBeNull()
    expect(orderWithMove(ids, 40, 4)).toBeNull()
    expect(orderWithMove(ids, 20, 1)).toBeNull()
    expect(orderWithMove(ids, 99, 0)).toBeNull()
  })
})
