import { describe, expect, it } from 'vitest'
import { heroImage, imageAlt, imagesOfType, inlineImageUrl } from '#app/components/package/image-sources'
import type { CatalogueImage } from '#app/lib/catalogue'

function image(type: string | null, extra: Partial<CatalogueImage> = {}): CatalogueImage {
  return {
    id: 1,
    packageId: 1,
    destinationId: null,
    type,
    url: `/images/${type}.jpg`,
    altText: null,
    title: null,
    base64Data: null,
    sequence: 0,
    decorative: false,
    focalX: 0.5,
    focalY: 0.5,
    shapedUrl: null,
    ...extra,
  }
}

describe('imagesOfType', () => {
  it('matches types whatever their case and treats untyped images as thumbnails', () => {
    const images = [image('Gallery'), image(null), image('hero')]
    expect(imagesOfType(images, 'gallery')).toEqual([images[0]])
    expect(imagesOfType(images, 'thumbnail')).toEqual([images[1]])
  })
})

describe('imageAlt', () => {
  it('prefers the alt text, then the title, then the fallback', () => {
    expect(imageAlt({ altText: 'A canal', title: 'Canal' }, 'Venice')).toBe('A canal')
    expect(imageAlt({ altText: ' ', title: 'Canal' }, 'Venice')).toBe('Canal')
    expect(imageAlt({ altText: null, title: null }, 'Venice')).toBe('Venice')
  })
})

describe('inlineImageUrl', () => {
  it('keeps a data URL as it is', () => {
    expect(inlineImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=')
  })

  it('adds the media type its first bytes show to bare base64', () => {
    expect(inlineImageUrl('iVBORw0KGgoAAAA')).toBe('data:image/png;base64,iVBORw0KGgoAAAA')
    expect(inlineImageUrl('/9j/4AAQ\nSkZJRg==')).toBe('data:image/jpeg;base64,/9j/4AAQSkZJRg==')
  })

  it('gives null for nothing or for text that is not base64', () => {
    expect(inlineImageUrl(null)).toBeNull()
    expect(inlineImageUrl('  ')).toBeNull()
    expect(inlineImageUrl('not an image!')).toBeNull()
  })
})

describe('heroImage', () => {
  const pkg = { title: 'Venice City Break', heroImageUrl: '/images/stored-hero.jpg' }

  it('loads the hero cut to its shape, and gives a decorative one alt="" (decision 55)', () => {
    const hero = image('hero', { shapedUrl: '/uploads/shaped.jpg', altText: 'Grand Canal', decorative: true })
    expect(heroImage({ ...pkg, images: [hero] })).toEqual({ src: '/uploads/shaped.jpg', alt: '' })
  })

  it('prefers the first hero image inline copy, then its URL', () => {
    const images = [image('gallery'), image('hero', { base64Data: 'R0lGODlh', altText: 'Grand Canal' })]
    expect(heroImage({ ...pkg, images })).toEqual({
      src: 'data:image/gif;base64,R0lGODlh',
      alt: 'Grand Canal',
    })
    expect(heroImage({ ...pkg, images: [image('hero')] })).toEqual({
      src: '/images/hero.jpg',
      alt: 'Venice City Break',
    })
  })

  it("falls back to the package's hero URL, then to nothing so the artwork shows", () => {
    expect(heroImage({ ...pkg, images: [image('gallery')] }).src).toBe('/images/stored-hero.jpg')
    expect(heroImage({ ...pkg, heroImageUrl: null, images: [] }).src).toBeNull()
  })
})
