import { describe, expect, it } from 'vitest'
import {
  cacheBustedUrl,
  FINAL_PLACEHOLDER,
  fallbackImageFor,
  imageSizeFor,
  normaliseImageType,
} from '#app/lib/image-fallbacks'

describe('fallbackImageFor', () => {
  it.each([
    ['hero', '/fallbacks/hero.svg'],
    ['gallery', '/fallbacks/gallery.svg'],
    ['hotel', '/fallbacks/hotel.svg'],
    ['accommodation', '/fallbacks/accommodation.svg'],
    ['thumbnail', '/fallbacks/thumbnail.svg'],
    ['amenities', '/fallbacks/amenities.svg'],
    ['map', '/fallbacks/map.svg'],
  ])('gives a %s image its own artwork', (type, expected) => {
    expect(fallbackImageFor(type)).toBe(expected)
  })

  it('shows untyped and unknown images as thumbnails', () => {
    expect(fallbackImageFor(null)).toBe('/fallbacks/thumbnail.svg')
    expect(fallbackImageFor(undefined)).toBe('/fallbacks/thumbnail.svg')
    expect(fallbackImageFor('')).toBe('/fallbacks/thumbnail.svg')
    expect(fallbackImageFor('none')).toBe('/fallbacks/thumbnail.svg')
    expect(fallbackImageFor('banner')).toBe('/fallbacks/thumbnail.svg')
  })

  it('accepts a type typed with other casing or spaces by an admin', () => {
    expect(normaliseImageType(' Hero ')).toBe('hero')
    expect(fallbackImageFor('MAP')).toBe('/fallbacks/map.svg')
  })

  it('keeps the last resort local, never a third-party service', () => {
    expect(FINAL_PLACEHOLDER).toBe('/fallbacks/placeholder.svg')
  })
})

describe('imageSizeFor', () => {
  it('reserves the recommended public sizes so the page does not shift', () => {
    expect(imageSizeFor('hero')).toEqual({ width: 1200, height: 800 })
    expect(imageSizeFor('gallery')).toEqual({ width: 600, height: 400 })
    expect(imageSizeFor('amenities')).toEqual({ width: 300, height: 200 })
    expect(imageSizeFor('map')).toEqual({ width: 800, height: 600 })
    expect(imageSizeFor(null)).toEqual({ width: 400, height: 300 })
  })
})

describe('cacheBustedUrl', () => {
  it('adds the retry marker as the first or a further query parameter', () => {
    expect(cacheBustedUrl('/uploads/venice.jpg')).toBe('/uploads/venice.jpg?retry=1')
    expect(cacheBustedUrl('https://cdn.example.com/a.jpg?w=600')).toBe(
      'https://cdn.example.com/a.jpg?w=600&retry=1',
    )
  })

  it('keeps a fragment at the end', () => {
    expect(cacheBustedUrl('/a.svg#view')).toBe('/a.svg?retry=1#view')
  })

  it('does not retry inline images, which cannot load differently a second time', () => {
    expect(cacheBustedUrl('data:image/png;base64,AAAA')).toBeNull()
    expect(cacheBustedUrl('blob:https://example.com/1')).toBeNull()
  })
})
