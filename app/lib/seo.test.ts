import { describe, expect, it } from 'vitest'
import { siteOgImagePath } from './og-image'
import { MAX_TITLE_LENGTH, pageMeta, pageTitle, shorten, summarise } from './seo'

describe('pageMeta', () => {
  const page = {
    title: 'Venice City Break',
    description: 'Three nights in Venice.',
    origin: 'https://www.example.com',
    path: '/package/venice-city-break',
    siteName: 'Agency',
  }

  it('makes an absolute canonical link and Open Graph tags with a sized JPEG', () => {
    const tags = pageMeta({ ...page, image: { path: '/og/package/venice-city-break/abc.jpg', alt: 'Canal' } })
    expect(tags).toContainEqual({ title: 'Venice City Break' })
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.example.com/package/venice-city-break',
    })
    expect(tags).toEqual(
      expect.arrayContaining([
        { property: 'og:image', content: 'https://www.example.com/og/package/venice-city-break/abc.jpg' },
        { property: 'og:image:type', content: 'image/jpeg' },
        { property: 'og:image:width', content: '1200' },
        { property: 'og:image:height', content: '630' },
        { property: 'og:image:alt', content: 'Canal' },
        { name: 'twitter:card', content: 'summary_large_image' },
      ]),
    )
  })

  it("shows the site's picture on a page without one of its own", () => {
    expect(pageMeta(page)).toContainEqual({
      property: 'og:image',
      content: `https://www.example.com${siteOgImagePath()}`,
    })
  })
})

describe('summarise', () => {
  it('keeps short text, falls back when empty and cuts long text on a word', () => {
    expect(summarise('  Short   text ', 'x')).toBe('Short text')
    expect(summarise(null, 'Fallback')).toBe('Fallback')
    const cut = summarise('word '.repeat(60), 'x', 20)
    expect(cut).toBe('word word word word…')
  })
})

describe('pageTitle', () => {
  const siteName = 'Lagoon & Lantern Holidays'

  it('names the page, then the site', () => {
    expect(pageTitle({ page: 'Privacy Policy', siteName })).toBe('Privacy Policy | Lagoon & Lantern Holidays')
  })

  it('adds a detail while it fits and drops it first', () => {
    expect(pageTitle({ page: 'Venice City Break', detail: '3 nights from £499', siteName })).toBe(
      'Venice City Break, 3 nights from £499 | Lagoon & Lantern Holidays',
    )
    expect(pageTitle({ page: 'Rome and Florence by Rail', detail: '7 nights from £1,299', siteName })).toBe(
      'Rome and Florence by Rail | Lagoon & Lantern Holidays',
    )
  })

  it('cuts a long page name on a word boundary and keeps the site', () => {
    const title = pageTitle({
      page: 'The Grand Tour of Venice, Verona, Lake Garda and the Dolomites in Late Summer',
      detail: '10 nights from £2,499',
      siteName,
    })
    expect(title).toBe('The Grand Tour of Venice, Verona… | Lagoon & Lantern Holidays')
    expect(title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH)
  })

  it('leaves out a site name too long to share the title', () => {
    const title = pageTitle({ page: 'Terms and Conditions', siteName: 'A'.repeat(50) })
    expect(title).toBe('Terms and Conditions')
    const long = pageTitle({ page: 'word '.repeat(30).trim(), siteName: 'A'.repeat(50) })
    expect(long.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH)
    expect(long.endsWith('word…')).toBe(true)
  })
})

describe('shorten', () => {
  it('cuts at a word, drops the punctuation before the ellipsis, and cuts a single long word', () => {
    expect(shorten('Venice, Verona and Garda', 12)).toBe('Venice…')
    expect(shorten('Supercalifragilistic', 10)).toBe('Supercali…')
    expect(shorten('Short', 10)).toBe('Short')
  })
})
