import { hydrateRoot } from 'react-dom/client'
import { islandsByName } from '#app/islands/islands'

/**
 * The script of a page rendered as islands (decision 60): each box the server wrote for an island is hydrated
 * as a root of its own, with the props and id prefix the server rendered it with. The rest of the page is
 * plain HTML, its links ordinary page loads answered from the page cache.
 */
for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = root.dataset.island ?? ''
  const Component = islandsByName.get(name)
  if (!Component) {
    console.error(`No island is called ${name}`)
    continue
  }
  const props = JSON.parse(root.dataset.props ?? '{}') as Record<string, unknown>
  hydrateRoot(root, <Component {...props} />, { identifierPrefix: root.dataset.idPrefix })
}
