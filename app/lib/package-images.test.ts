import { describe, expect, it } from 'vitest'
import type { CatalogueImage } from './catalogue'
import { cardImage } from './package-images'

const image = (values: Partial<CatalogueImage>): CatalogueImage => ({
  id: 1,
  packageId: 1,
  destinationId: null,
  type: 'gallery',
  url: '/a.svg',
  altText: null,
  title: null,
  base64Data: null,
  sequence: 0,
  decorative: false,
  focalX: 0.5,
  focalY: 0.5,
  shapedUrl: null,
  ...values,
})

describe('cardImage', () => {
  it('prefers the hero image over earlier images', () => {
    const images = [
      image({ url: '/gallery.svg' }),
      image({ type: 'hero', url: '/hero.svg', altText: 'Grand Canal' }),
    ]
    expect(cardImage({ images, heroImageUrl: null, title: 'Venice' })).toEqual({
      src: '/hero.svg',
      alt: 'Grand Canal',
      type: 'hero',
    })
  })

  it('falls back to the first image, then to the hero URL with the title as alt text', () => {
    expect(cardImage({ images: [image({ url: '/first.svg' })], heroImageUrl: null, title: 'Rome' }).src).toBe(
      '/first.svg',
    )
    expect(cardImage({ images: [], heroImageUrl: '/legacy.jpg', title: 'Rome' })).toEqual({
      src: '/legacy.jpg',
      alt: 'Rome',
      type: 'hero',
    })
  })

  it('gives a decorative picture alt="" rather than the title (decision 55)', () => {
    const images = [image({ type: 'hero', url: '/hero.svg', altText: 'Grand Canal', decorative: true })]
    expect(cardImage({ images, heroImageUrl: null, title: 'Venice' }).alt).toBe('')
  })
})
