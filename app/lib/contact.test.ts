import { describe, expect, it } from 'vitest'
import { telHref } from './contact'

describe('telHref', () => {
  it('keeps digits and a leading plus only', () => {
    expect(telHref('020 7946 0321')).toBe('tel:02079460321')
    expect(telHref('+44 (0)20 7946-0321')).toBe('tel:+4402079460321')
  })
})
