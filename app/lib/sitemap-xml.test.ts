import { describe, expect, it } from 'vitest'
import { escapeXml, sitemapXml } from './sitemap-xml'

describe('sitemapXml', () => {
  it('lists absolute URLs in a sitemaps.org urlset, with a date for entries that have one', () => {
    const xml = sitemapXml(
      [
        { type: 'page', url: '/', title: 'Home' },
        {
          type: 'package',
          url: '/package/venice-city-break',
          title: 'Venice',
          lastModified: '2026-11-22T10:30:00.000Z',
        },
      ],
      'https://www.example.com',
    )
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url>',
        '    <loc>https://www.example.com/</loc>',
        '  </url>',
        '  <url>',
        '    <loc>https://www.example.com/package/venice-city-break</loc>',
        '    <lastmod>2026-11-22</lastmod>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    )
  })

  it('escapes markup characters and percent-encodes what a URL cannot hold', () => {
    const xml = sitemapXml(
      [{ type: 'package', url: "/package/città-tom's?a=1&b=<2>", title: 'x', lastModified: 'not a date' }],
      'https://example.com/holidays',
    )
    expect(xml).toContain(
      '<loc>https://example.com/holidays/package/citt%C3%A0-tom&apos;s?a=1&amp;b=%3C2%3E</loc>',
    )
    expect(xml).not.toContain('<lastmod>')
  })

  it('gives an empty urlset for no entries', () => {
    expect(sitemapXml([], 'https://example.com')).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>',
    )
  })
})

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    )
  })
})
