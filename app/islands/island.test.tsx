import { createElement, useId } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type IslandsPage, IslandsPageProvider, island } from '#app/islands/island'
import { ISLANDS, ISLANDS_ON_DEMAND } from '#app/islands/islands'

function Greeting({ name }: { name: string }) {
  const id = useId()
  return createElement('p', { id }, `Hello ${name}`)
}
const GreetingIsland = island('greeting', Greeting)
const Outer = island('outer', ({ name }: { name: string }) =>
  createElement('section', null, createElement(GreetingIsland, { name })),
)

const islandsPage: IslandsPage = {
  render: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
  scripts: { entry: '/assets/islands.js', imports: [] },
}
const asIslands = (element: React.ReactElement) =>
  renderToString(createElement(IslandsPageProvider, { value: islandsPage }, element))

/** The boxes an islands page holds: name, props and id prefix, and the HTML inside. */
function boxes(html: string) {
  return [
    ...html.matchAll(
      /<div class="contents" data-island="([^"]+)" data-props="([^"]*)" data-id-prefix="([^"]+)">/g,
    ),
  ].map(([, name, props, prefix]) => ({
    name,
    props: JSON.parse((props ?? '').replaceAll('&quot;', '"')),
    prefix,
  }))
}

describe('island', () => {
  it('is the component itself where React Router hydrates the page', () => {
    const html = renderToString(createElement(GreetingIsland, { name: 'Ada' }))
    expect(html).toMatch(/^<p id="[^"]+">Hello Ada<\/p>$/)
    expect(html).not.toContain('data-island')
  })

  it('is rendered as a root of its own on an islands page, with its props and id prefix beside it', () => {
    const html = asIslands(createElement(GreetingIsland, { name: 'Ada' }))
    const [box] = boxes(html)
    expect(box).toMatchObject({ name: 'greeting', props: { name: 'Ada' } })
    // The ids inside come from the prefix, as the browser's hydrateRoot with the same prefix makes them.
    expect(html).toContain(`id="_${box?.prefix}`)
    expect(html).toContain(
      renderToString(createElement(Greeting, { name: 'Ada' }), { identifierPrefix: box?.prefix }),
    )
  })

  it('gives two islands of a page different prefixes, and an island inside another is part of it', () => {
    const html = asIslands(
      createElement(
        'main',
        null,
        createElement(Outer, { name: 'Ada' }),
        createElement(GreetingIsland, { name: 'Bo' }),
      ),
    )
    const found = boxes(html)
    expect(found.map((box) => box.name)).toEqual(['outer', 'greeting'])
    expect(new Set(found.map((box) => box.prefix)).size).toBe(2)
  })

  it('names every island of the site differently', () => {
    const names = [...ISLANDS.map((each) => each.islandName), ...Object.keys(ISLANDS_ON_DEMAND)]
    expect(new Set(names).size).toBe(names.length)
  })

  it('fetches an island loaded on demand under the name its own module gives it', async () => {
    const { BookingFormIsland } = await import('#app/components/reservation/booking-form')
    expect(await ISLANDS_ON_DEMAND[BookingFormIsland.islandName]?.()).toBe(BookingFormIsland.Component)
  })
})
