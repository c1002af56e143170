import type * as React from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ISLANDS_ON_DEMAND, islandsByName } from '#app/islands/islands'

/**
 * The script of a page rendered as islands (decision 60): each box the server wrote for an island is hydrated
 * as a root of its own, with the props and id prefix the server rendered it with. The rest of the page is
 * plain HTML, its links ordinary page loads answered from the page cache.
 */
function hydrate(root: HTMLElement, Component: React.ComponentType<Record<string, unknown>>) {
  const props = JSON.parse(root.dataset.props ?? '{}') as Record<string, unknown>
  hydrateRoot(root, <Component {...props} />, { identifierPrefix: root.dataset.idPrefix })
}

for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = root.dataset.island ?? ''
  const Component = islandsByName.get(name)
  const fetchComponent = ISLANDS_ON_DEMAND[name]
  if (Component) hydrate(root, Component)
  else if (fetchComponent) {
    fetchComponent().then(
      (fetched) => hydrate(root, fetched),
      // The server's HTML goes on working without it, as it does without script.
      (error: unknown) => console.error(`The ${name} island did not load`, error),
    )
  } else console.error(`No island is called ${name}`)
}
