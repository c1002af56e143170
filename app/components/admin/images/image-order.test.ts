import { describe, expect, it } from 'vitest'
import { altTextError } from './alt-text-rule'
import { movedTo } from './image-order'

describe('movedTo', () => {
  it('moves an item up, down, or to where it was dropped', () => {
    expect(movedTo(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c'])
    expect(movedTo(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b'])
    expect(movedTo(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a'])
  })

  it('keeps the list when the move goes past either end or starts nowhere', () => {
    expect(movedTo(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
    expect(movedTo(['a', 'b'], 1, 5)).toEqual(['a', 'b'])
    expect(movedTo(['a', 'b'], 4, 0)).toEqual(['a', 'b'])
  })
})

describe('altTextError', () => {
  it('asks for words unless the image is decorative', () => {
    expect(altTextError('  ', false)).toBe(
      'Describe the image for people who cannot see it, or tick Decorative',
    )
    expect(altTextError('', true)).toBeUndefined()
    expect(altTextError('A gondola', false)).toBeUndefined()
  })
})
