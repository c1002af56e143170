import { describe, expect, it } from 'vitest'
import { laterPageOffsets } from './every-page'

describe('later page offsets', () => {
  it('asks for nothing more when the first page holds the whole list', () => {
    expect(laterPageOffsets(0)).toEqual([])
    expect(laterPageOffsets(100)).toEqual([])
  })

  it('asks for each further page once', () => {
    expect(laterPageOffsets(101)).toEqual([100])
    expect(laterPageOffsets(341)).toEqual([100, 200, 300])
    expect(laterPageOffsets(5, 2)).toEqual([2, 4])
  })
})
