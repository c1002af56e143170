import { describe, expect, it } from 'vitest'
import { telHref } from '#app/lib/contact'
import { readPhoneNumber } from './phone-number'

describe('readPhoneNumber', () => {
  it('writes every way of typing a UK number as UK callers dial it', () => {
    for (const typed of [
      '020 7946 0321',
      '02079460321',
      '0207 946 0321',
      '(020) 7946-0321',
      '+44 20 7946 0321',
      '+44 (0)20 7946 0321',
      '0044 20 7946 0321',
      ' 020 7946 0321 ',
    ]) {
      expect(readPhoneNumber(typed), typed).toBe('020 7946 0321')
    }
    expect(readPhoneNumber('+44 1624 456789')).toBe('01624 456789')
  })

  it('writes any other country’s number in international form', () => {
    expect(readPhoneNumber('+39 06 1234 5678')).toBe('+39 06 1234 5678')
    expect(readPhoneNumber('0039 0612345678')).toBe('+39 06 1234 5678')
    expect(readPhoneNumber('+1 (212) 555-0123')).toBe('+1 212 555 0123')
  })

  it('refuses what is not a dialable number', () => {
    for (const typed of [
      'not a phone',
      '',
      '12',
      '020 7946 032',
      'call 020 7946 0321',
      '020 7946 0321 ext 5',
      '020 7946\n0321',
      `020 7946 0321${' '.repeat(40)}`,
    ]) {
      expect(readPhoneNumber(typed), typed).toBeNull()
    }
  })

  it('gives forms whose tel: links dial the number from anywhere', () => {
    expect(telHref(readPhoneNumber('020 7946 0321') ?? '')).toBe('tel:+442079460321')
    expect(telHref(readPhoneNumber('+39 06 1234 5678') ?? '')).toBe('tel:+390612345678')
  })
})
