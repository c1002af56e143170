import { describe, expect, it } from 'vitest'
import { pageMeta, summarise } from './seo'

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
