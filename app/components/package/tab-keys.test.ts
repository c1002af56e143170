import { describe, expect, it } from 'vitest'
import { tabAfterKey } from './tab-keys'

describe('tabAfterKey', () => {
  it('steps with the arrows and wraps round at either end', () => {
    expect(tabAfterKey('ArrowRight', 0, 4)).toBe(1)
    expect(tabAfterKey('ArrowRight', 3, 4)).toBe(0)
    expect(tabAfterKey('ArrowLeft', 2, 4)).toBe(1)
    expect(tabAfterKey('ArrowLeft', 0, 4)).toBe(3)
  })

  it('jumps to the first and last tab with Home and End', () => {
    expect(tabAfterKey('Home', 2, 4)).toBe(0)
    expect(tabAfterKey('End', 1, 4)).toBe(3)
  })

  it('leaves every other key alone', () => {
    expect(tabAfterKey('Tab', 1, 4)).toBeNull()
    expect(tabAfterKey('Enter', 1, 4)).toBeNull()
    expect(tabAfterKey('ArrowDown', 1, 4)).toBeNull()
  })
})
