import { describe, expect, it } from 'vitest'
import { MAX_TITLE_LENGTH, pageMeta, pageTitle, shorten, summarise } from './seo'

describe('pageMeta', () => {
  it('makes an absolute canonical link and Open Graph tags', () => {
    const tags = pageMeta({
      title: 'Venice City Break',
      description: 'Three nights in Venice.',
      origin: 'https://www.example.com',
      path: '/package/venice-city-break',
      image: '/images/venice.svg',
      siteName: 'Agency',
    })
    expect(tags).toContainEqual({ title: 'Venice City Break' })
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.example.com/package/venice-city-break',
    })
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://www.example.com/images/venice.svg',
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
