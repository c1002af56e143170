import { describe, expect, it } from 'vitest'
import { ownerRefreshKeys, recommendedSize } from './image-owner'

describe('image owners', () => {
  it("refreshes a package's cards along with its images, and only the list for a destination", () => {
    expect(ownerRefreshKeys({ kind: 'package', id: 3 })).toEqual([
      ['/api/travel-packages', 3, 'images'],
      ['/api/travel-packages'],
    ])
    expect(ownerRefreshKeys({ kind: 'destination', id: 2 })).toEqual([['/api/destinations', 2, 'images']])
  })
})

describe('recommendedSize', () => {
  it("gives SPEC's admin sizes, and the public page's size for the other types", () => {
    expect(recommendedSize('hero')).toBe('1920x1080')
    expect(recommendedSize('gallery')).toBe('800x600')
    expect(recommendedSize('accommodation')).toBe('800x600 (up to 6 images)')
    expect(recommendedSize('thumbnail')).toBe('400x300')
    expect(recommendedSize('none')).toBe('400x300')
    expect(recommendedSize('amenities')).toBe('300x200')
    expect(recommendedSize('map')).toBe('800x600')
  })
})
