import { describe, expect, it } from 'vitest'
import { isOneLine } from './one-line'

describe('isOneLine', () => {
  it('accepts text on one line, tabs and spaces included', () => {
    expect(isOneLine('Maria Rossi')).toBe(true)
    expect(isOneLine('Anna\tMaria  de Luca')).toBe(true)
    expect(isOneLine('')).toBe(true)
  })

  it('refuses every way of starting a new line', () => {
    for (const broken of [
      'Eve\r\nBcc: victim@example.com',
      'Eve\nBcc',
      'Eve\rBcc',
      'a\vb',
      'a\fb',
      'a\u0085b',
      'a\u2028b',
      'a\u2029b',
    ]) {
      expect(isOneLine(broken), JSON.stringify(broken)).toBe(false)
    }
    // The same text twice in a row: a pattern with the g flag must not remember where it stopped.
    expect(isOneLine('Eve\nBcc')).toBe(false)
  })
})
