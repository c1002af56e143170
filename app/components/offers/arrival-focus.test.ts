import { describe, expect, it } from 'vitest'
import { cameFromSameListing } from './arrival-focus'

describe('cameFromSameListing', () => {
  const offers = 'https://example.test/offers'

  it('is true from another search or page of the listing', () => {
    expect(cameFromSameListing(offers, `${offers}?duration=7`)).toBe(true)
    expect(cameFromSameListing(`${offers}?page=2`, `${offers}?page=3`)).toBe(true)
    expect(cameFromSameListing(`${offers}?duration=7`, offers)).toBe(true)
  })

  it('is false on a first load, from another page, another site or the same address', () => {
    expect(cameFromSameListing('', offers)).toBe(false)
    expect(cameFromSameListing('https://example.test/', `${offers}?duration=7`)).toBe(false)
    expect(cameFromSameListing('https://elsewhere.test/offers', `${offers}?page=2`)).toBe(false)
    expect(cameFromSameListing(offers, offers)).toBe(false)
  })
})
