import { describe, expect, it } from 'vitest'
import { nextActiveOption } from './listbox-keys'

describe('the active option of a combobox list', () => {
  it('steps down from none to the first, and wraps at the end', () => {
    expect(nextActiveOption('ArrowDown', -1, 3)).toBe(0)
    expect(nextActiveOption('ArrowDown', 1, 3)).toBe(2)
    expect(nextActiveOption('ArrowDown', 2, 3)).toBe(0)
  })

  it('steps up from none to the last, and wraps at the start', () => {
    expect(nextActiveOption('ArrowUp', -1, 3)).toBe(2)
    expect(nextActiveOption('ArrowUp', 2, 3)).toBe(1)
    expect(nextActiveOption('ArrowUp', 0, 3)).toBe(2)
  })

  it('has nothing to make active in an empty list, and ignores other keys', () => {
    expect(nextActiveOption('ArrowDown', -1, 0)).toBe(-1)
    expect(nextActiveOption('a', 0, 3)).toBeNull()
    expect(nextActiveOption('Enter', 0, 0)).toBeNull()
  })
})
