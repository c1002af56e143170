import { describe, expect, it } from 'vitest'
import { truncateText } from './destination-text'

describe('truncateText', () => {
  it("keeps 150 characters and adds '...' only when the text is longer", () => {
    const exact = 'a'.repeat(150)
    expect(truncateText(exact)).toBe(exact)
    expect(truncateText(`${exact}b`)).toBe(`${exact}...`)
    expect(truncateText('Short')).toBe('Short')
  })
})
