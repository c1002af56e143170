import type * as React from 'react'
import { createContext, useContext, useId } from 'react'

/**
 * How a page rendered as islands (decision 60) is put together on the server: each island is rendered on its
 * own, as the browser will hydrate it, and the page loads `scripts` instead of React Router's client.
 */
export type IslandsPage = {
  /** Renders one island as a root of its own, its `useId`s prefixed as the browser's hydration will be. */
  render: (element: React.ReactElement, identifierPrefix: string) => string
  /** The islands' entry script, and the modules it imports at once, for modulepreload. */
  scripts: { entry: string; imports: readonly string[] }
}

const IslandsPageContext = createContext<IslandsPage | null>(null)

/** Given by the server's entry on a page rendered as islands; absent where React Router hydrates the page. */
export const IslandsPageProvider = IslandsPageContext.Provider

export const useIslandsPage = () => useContext(IslandsPageContext)

export type Island<Props extends object> = ((props: Props) => React.ReactNode) & {
  islandName: string
  Component: React.ComponentType<Props>
}

/**
 * A part of a public page that reacts to the visitor. Where React Router hydrates the page (staff, development)
 * it is the component itself. On a page rendered as islands, the server renders it on its own inside a
 * `display: contents` box that names it and holds its props as JSON, and the islands' entry hydrates each box
 * as a root of its own (`app/islands/hydrate-islands.tsx`). So its props must be plain data, and it may not
 * use React Router's hooks or a context from outside: neither is there in the browser.
 */
export function island<Props extends object>(
  name: string,
  Component: React.ComponentType<Props>,
): Island<Props> {
  function IslandRoot(props: Props) {
    const page = useIslandsPage()
    // Unique within the page, the same on every render of it: the island's own ids hang off it.
    const identifierPrefix = `i${useId().replace(/\W/g, '')}-`
    if (!page) return <Component {...props} />
    return (
      <div
        className="contents"
        data-island={name}
        data-props={JSON.stringify(props)}
        data-id-prefix={identifierPrefix}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island, escaped as ever
        dangerouslySetInnerHTML={{ __html: page.render(<Component {...props} />, identifierPrefix) }}
      />
    )
  }
  IslandRoot.displayName = `Island(${name})`
  return Object.assign(IslandRoot, { islandName: name, Component })
}
