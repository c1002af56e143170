import { describe, expect, it } from 'vitest'
import { newBookingReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from './booking-reference'

describe('a booking reference', () => {
  it('is CB- and six characters none of which reads as another', () => {
    for (let i = 0; i < 200; i++) expect(newBookingReference()).toMatch(REFERENCE_PATTERN)
    expect(REFERENCE_ALPHABET).not.toMatch(/[0O1IL]/)
  })

  it('skips the bytes that would favour the alphabet’s first characters', () => {
    // 248 and up are skipped; 0, 1, 30, 31, 62 and 247 map to '2', '3', 'Z', '2', '2' and 'Z'.
    const bytes = [255, 248, 0, 1, 30, 31, 62, 247, 0, 0, 0, 0]
    expect(newBookingReference(() => Uint8Array.from(bytes))).toBe('CB-23Z22Z')
  })

  it('draws about evenly', () => {
    const counts = new Map<string, number>()
    for (let i = 0; i < 3000; i++) {
      for (const character of newBookingReference().slice(3)) {
        counts.set(character, (counts.get(character) ?? 0) + 1)
      }
    }
    expect(counts.size).toBe(REFERENCE_ALPHABET.length)
    for (const count of counts.values()) expect(count).toBeGreaterThan(400)
  })
})
