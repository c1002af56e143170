import { describe, expect, it } from 'vitest'
import { emailKey, MAX_EMAIL_LENGTH, plainEmailAddress } from './email-address'

describe('plainEmailAddress', () => {
  it('takes SPEC’s text@text.text, trimmed and otherwise as typed, international addresses too', () => {
    expect(plainEmailAddress('  Maria.Rossi@Example.com ')).toBe('Maria.Rossi@Example.com')
    expect(plainEmailAddress('ΟΔΥΣΣΕΥΣ@example.com')).toBe('ΟΔΥΣΣΕΥΣ@example.com')
    expect(plainEmailAddress("o'brien+offers@mail.example.co.uk")).toBe("o'brien+offers@mail.example.co.uk")
  })

  it('refuses every form a mail program reads as another address, a display name or a list', () => {
    for (const forged of [
      'target@example.com(a)',
      '(a)target@example.com',
      'x<target@example.com>',
      'Maria <target@example.com>',
      '"Maria" target@example.com',
      '"a@b"@example.com',
      'target@example.com,c',
      'target@example.com, other@example.com',
      'target@example.com;bcc',
      'target@example.com:x',
      'target@[127.0.0.1].com',
      'tar\\get@example.com',
    ]) {
      expect(plainEmailAddress(forged), forged).toBeNull()
    }
  })

  it('refuses whitespace, line breaks and characters nobody can see', () => {
    for (const hidden of [
      'target @example.com',
      'target@example.com\r\nBcc: victim@example.com',
      'target@exam\nple.com',
      'tar\u200bget@example.com',
      'target@example.com\u202e',
      'tar\u00adget@example.com',
      'tar\u3164get@example.com',
      'target\ufe0f@example.com',
      'tar\ufffdget@example.com',
      'tar\u0000get@example.com',
    ]) {
      expect(plainEmailAddress(hidden), JSON.stringify(hidden)).toBeNull()
    }
  })

  it('keeps SPEC’s shape: an @, and a dot after it', () => {
    for (const bad of [
      '',
      'maria',
      'maria@',
      '@example.com',
      'maria@example',
      'maria@@example.com',
      'a@b@c.d',
    ]) {
      expect(plainEmailAddress(bad), bad).toBeNull()
    }
  })

  it('refuses an address past 254 characters before reading it, and a long refusal costs one pass', () => {
    const longest = `${'a'.repeat(MAX_EMAIL_LENGTH - '@example.com'.length)}@example.com`
    expect(plainEmailAddress(longest)).toBe(longest)
    expect(plainEmailAddress(`a${longest}`)).toBeNull()
    const started = performance.now()
    expect(plainEmailAddress(`a@${'a'.repeat(MAX_EMAIL_LENGTH - 3)}`)).toBeNull()
    expect(performance.now() - started).toBeLessThan(50)
  })
})

describe('emailKey', () => {
  it('is one key for an address in any letter case, whichever sigma ends a word', () => {
    const key = emailKey('οδυσσευσ@example.com')
    for (const spelling of ['ΟΔΥΣΣΕΥΣ@example.com', 'οδυσσευς@EXAMPLE.com', 'Οδυσσευς@Example.Com']) {
      expect(emailKey(spelling), spelling).toBe(key)
    }
    // JavaScript alone lower-cases the capital to the final form, and the database's lower() to the other.
    expect('ΟΔΥΣΣΕΥΣ'.toLowerCase()).not.toBe('οδυσσευσ')
  })

  it('reads a dotted capital I as JavaScript does, and an accent typed as a letter and a mark as one letter', () => {
    expect(emailKey('İZMİR@example.com')).toBe(emailKey('i\u0307zmi\u0307r@example.com'))
    expect(emailKey('İZMİR@example.com')).not.toBe(emailKey('IZMIR@example.com'))
    expect(emailKey('Jose\u0301@example.com')).toBe(emailKey('JOSÉ@example.com'))
    expect(emailKey('JOSÉ@example.com')).toBe('josé@example.com')
  })

  it('is its own key, so a stored key looked up again finds itself', () => {
    for (const address of [
      'Maria.Rossi@Example.com',
      'ΟΔΥΣΣΕΥΣ@example.com',
      'İZMİR@example.com',
      'ǅemal@x.hr',
    ]) {
      expect(emailKey(emailKey(address)), address).toBe(emailKey(address))
    }
  })

  it('ignores the spaces a form trims', () => {
    expect(emailKey('  Maria@Example.com\t')).toBe('maria@example.com')
  })
})
