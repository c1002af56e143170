import { describe, expect, it } from 'vitest'
import { ogImageVersion, packageOgImagePath } from './og-image'

describe('ogImageVersion', () => {
  it('is a short fingerprint that changes with the source', () => {
    expect(ogImageVersion('/uploads/a.jpg')).toMatch(/^[0-9a-f]{8}$/)
    expect(ogImageVersion('/uploads/a.jpg')).toBe(ogImageVersion('/uploads/a.jpg'))
    expect(ogImageVersion('/uploads/a.jpg')).not.toBe(ogImageVersion('/uploads/b.jpg'))
    expect(ogImageVersion(null)).not.toBe(ogImageVersion('/uploads/a.jpg'))
  })

  it("puts it in the package picture's address", () => {
    expect(packageOgImagePath('venice-city-break', null)).toBe(
      `/og/package/venice-city-break/${ogImageVersion(null)}.jpg`,
    )
  })
})
