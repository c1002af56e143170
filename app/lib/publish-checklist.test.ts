import { describe, expect, it } from 'vitest'
import type { CatalogueImage } from './catalogue'
import { listOfMissing, missingForPublishing, notPublishedMessage } from './publish-checklist'

const image = (type: string | null): CatalogueImage => ({
  id: 1,
  packageId: 1,
  destinationId: null,
  type,
  url: '/uploads/a.webp',
  altText: null,
  title: null,
  base64Data: null,
  sequence: 0,
  decorative: false,
  focalX: 0.5,
  focalY: 0.5,
  shapedUrl: null,
})

const complete = {
  destinationId: 4,
  accommodationType: '4-star hotel',
  boardType: 'bed and breakfast',
  images: [image('hero')],
  heroImageUrl: null as string | null,
}

const keys = (pkg: typeof complete, bookable = true) =>
  missingForPublishing(pkg, bookable).map((item) => item.key)

describe('missingForPublishing', () => {
  it('finds nothing missing on a package with every fact, a hero and a bookable price', () => {
    expect(missingForPublishing(complete, true)).toEqual([])
  })

  it('names each missing item with its key and words, in the checklist order', () => {
    expect(
      missingForPublishing(
        { destinationId: null, accommodationType: null, boardType: null, images: [], heroImageUrl: null },
        false,
      ),
    ).toEqual([
      { key: 'destination', label: 'a destination' },
      { key: 'accommodationType', label: 'an accommodation type' },
      { key: 'boardType', label: 'a board type' },
      { key: 'heroImage', label: 'a hero image' },
      { key: 'bookablePrice', label: 'at least one bookable future price' },
    ])
  })

  it('counts blank text as not entered', () => {
    expect(keys({ ...complete, accommodationType: '  ', boardType: '' })).toEqual([
      'accommodationType',
      'boardType',
    ])
  })

  it('takes a hero-type image or a hero address as the hero, but not a gallery picture', () => {
    expect(keys({ ...complete, images: [image('gallery')] })).toEqual(['heroImage'])
    expect(keys({ ...complete, images: [image(' Hero ')] })).toEqual([])
    expect(keys({ ...complete, images: [], heroImageUrl: '/uploads/hero.webp' })).toEqual([])
  })

  it('reports a package with no bookable future price', () => {
    expect(keys(complete, false)).toEqual(['bookablePrice'])
  })
})

describe('the refusal in words', () => {
  const missing = missingForPublishing({ ...complete, destinationId: null, images: [] }, false)

  it('lists the items as a sentence does', () => {
    expect(listOfMissing(missing)).toBe('a destination, a hero image and at least one bookable future price')
    expect(listOfMissing(missing.slice(0, 1))).toBe('a destination')
    expect(listOfMissing([])).toBe('')
  })

  it('says what is missing and what can be done', () => {
    expect(notPublishedMessage(missing.slice(0, 1))).toBe(
      'Not published: this package is missing a destination. Add it, or publish anyway.',
    )
    expect(notPublishedMessage(missing)).toBe(
      'Not published: this package is missing a destination, a hero image and at least one bookable future price. Add them, or publish anyway.',
    )
  })
})
