import { describe, expect, it } from 'vitest'
import { maskedEmail } from './masked-email'

describe('maskedEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskedEmail('owner@example.com')).toBe('o***@example.com')
  })

  it('shows nothing of text that is not an address', () => {
    expect(maskedEmail('no-at-sign')).toBe('***')
    expect(maskedEmail('@example.com')).toBe('***')
    expect(maskedEmail('')).toBe('***')
  })
})
