import { describe, expect, it } from 'vitest'
import { positionsInNewOrder } from './widget-order'

describe('positionsInNewOrder', () => {
  it('hands out the positions in use again, lowest first', () => {
    expect(positionsInNewOrder([1, 2, 3, 4], 10_000)).toEqual([1, 2, 3, 4])
    expect(positionsInNewOrder([10, 30, 20], 10_000)).toEqual([10, 20, 30])
  })

  it('parts sections that share a position, so every section has its own', () => {
    expect(positionsInNewOrder([99, 99], 10_000)).toEqual([99, 100])
    expect(positionsInNewOrder([1, 1, 2, 5], 10_000)).toEqual([1, 2, 3, 5])
  })

  it('numbers from 1 when parting would pass the highest position allowed', () => {
    expect(positionsInNewOrder([5, 10_000, 10_000], 10_000)).toEqual([1, 2, 3])
  })

  it('has nothing to give no sections', () => {
    expect(positionsInNewOrder([], 10_000)).toEqual([])
  })
})
