import { describe, expect, it } from 'vitest'
import { readNights } from './nights'

describe('readNights', () => {
  it('reads digits, with or without nights, and number words up to thirty', () => {
    for (const [text, nights] of [
      ['4', 4],
      ['4 nights', 4],
      ['1 night', 1],
      ['14Nights', 14],
      ['four nights', 4],
      ['Four', 4],
      ['ONE NIGHT', 1],
      ['twenty-one nights', 21],
      ['twenty one nights', 21],
      ['thirty', 30],
      ['365', 365],
    ] as const) {
      expect(readNights(text), text).toBe(nights)
    }
  })

  it('refuses everything else', () => {
    for (const text of [
      '',
      'nights',
      'soon',
      'a week',
      '4 weeks',
      'four and a half nights',
      'thirty-one nights',
      '0',
      '366',
      '1.5 nights',
      '-5',
      'abc5',
      '1e999',
      `4${' '.repeat(60_000)}x`,
    ]) {
      expect(readNights(text), text.slice(0, 20)).toBeNull()
    }
  })
})
