import { describe, expect, it } from 'vitest'
import { packageLinkSlug, packagePath, slugify } from './slug'

describe('slugify', () => {
  it('lowercases, drops punctuation and joins words with single hyphens', () => {
    expect(slugify('Venice & the Lagoon: 5 Nights!')).toBe('venice-the-lagoon-5-nights')
  })

  it('collapses runs of whitespace and hyphens and trims them at the ends', () => {
    expect(slugify('  --Rome   --  Eternal---City--  ')).toBe('rome-eternal-city')
  })

  it('keeps accented letters as their plain form', () => {
    expect(slugify('Città di Firenze')).toBe('citta-di-firenze')
  })

  it('gives an empty slug for a title with no word characters', () => {
    expect(slugify('!!! ???')).toBe('')
  })
})

describe('packageLinkSlug', () => {
  it('prefers the stored slug', () => {
    expect(packageLinkSlug({ slug: 'venice-escape', title: 'Something Else', id: 7 })).toBe('venice-escape')
  })

  it('falls back to a slug made from the title', () => {
    expect(packageLinkSlug({ slug: '', title: 'Amalfi Coast Getaway', id: 7 })).toBe('amalfi-coast-getaway')
    expect(packageLinkSlug({ slug: null, title: 'Amalfi Coast Getaway', id: 7 })).toBe('amalfi-coast-getaway')
  })

  it('falls back to the id when neither slug nor a usable title exists', () => {
    expect(packageLinkSlug({ slug: null, title: null, id: 42 })).toBe('42')
    expect(packageLinkSlug({ title: '***', id: 42 })).toBe('42')
  })
})

describe('packagePath', () => {
  it('links to the package page', () => {
    expect(packagePath({ slug: 'rome-city-break', id: 3 })).toBe('/package/rome-city-break')
    expect(packagePath({ title: 'Florence Art Tour', id: 3 })).toBe('/package/florence-art-tour')
  })

  it('encodes a stored slug that is not URL-safe', () => {
    expect(packagePath({ slug: 'a b/c', id: 3 })).toBe('/package/a%20b%2Fc')
  })
})
