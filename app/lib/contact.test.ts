import { describe, expect, it } from 'vitest'
import { internationalPhone, telHref } from './contact'

describe('telHref', () => {
  it('dials the number in international form, digits and a leading plus only', () => {
    expect(telHref('020 7946 0321')).toBe('tel:+442079460321')
    expect(telHref('+44 (0)20 7946-0321')).toBe('tel:+442079460321')
    expect(telHref('+39 06 1234 5678')).toBe('tel:+390612345678')
  })
})

describe('internationalPhone', () => {
  it('writes a UK number with +44 in place of its leading 0, keeping the grouping', () => {
    expect(internationalPhone('020 7946 0321')).toBe('+44 20 7946 0321')
    expect(internationalPhone(' 0161  496 0000 ')).toBe('+44 161 496 0000')
    expect(internationalPhone('0044 20 7946 0321')).toBe('+44 20 7946 0321')
    expect(internationalPhone('+353 1 555 0100')).toBe('+353 1 555 0100')
  })
})
