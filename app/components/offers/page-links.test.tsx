import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { PageLinks } from './page-links'

const render = (number: number, count: number) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PageLinks filters={{ destination: 3, airport: 'MAN' }} page={{ number, count }} />
    </MemoryRouter>,
  )

/** Each link's href with its name and rel, in the order of the page. */
const linksIn = (html: string) =>
  [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => ({
    href: /href="([^"]*)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&'),
    name: /aria-label="([^"]*)"/.exec(tag)?.[1],
    rel: /rel="([^"]*)"/.exec(tag)?.[1],
  }))

describe('PageLinks', () => {
  it('is nothing for a single page', () => {
    expect(render(1, 1)).toBe('')
  })

  it('is a named landmark saying where the visitor is', () => {
    const html = render(2, 3)
    expect(html).toMatch(/^<nav aria-label="Pages of results"/)
    expect(html).toContain('Page 2 of 3')
    expect(html).toMatch(/<span aria-current="page"[^>]*>2<\/span>/)
  })

  it('links to the other pages with plain links that keep the filters', () => {
    expect(linksIn(render(2, 3))).toEqual([
      { href: '/offers?destination=3&airport=MAN', name: 'Previous page', rel: 'prev' },
      { href: '/offers?destination=3&airport=MAN', name: 'Page 1', rel: undefined },
      { href: '/offers?destination=3&airport=MAN&page=3', name: 'Page 3', rel: undefined },
      { href: '/offers?destination=3&airport=MAN&page=3', name: 'Next page', rel: 'next' },
    ])
  })

  it('has no Previous on the first page and no Next on the last', () => {
    expect(linksIn(render(1, 2)).map((link) => link.name)).toEqual(['Page 2', 'Next page'])
    expect(linksIn(render(2, 2)).map((link) => link.name)).toEqual(['Previous page', 'Page 1'])
  })

  it('marks skipped pages for the eye only', () => {
    const html = render(20, 43)
    expect(html.match(/<li aria-hidden="true"[^>]*>…<\/li>/g)).toHaveLength(2)
    expect(linksIn(html).map((link) => link.name)).toEqual([
      'Previous page',
      'Page 1',
      'Page 19',
      'Page 21',
      'Page 43',
      'Next page',
    ])
  })
})
