import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

type ServerRoutes = ServerBuild['routes']

/**
 * React Router's own: which loaders a client-side navigation's data request wants, and an index route's
 * form post. Every page keeps them.
 */
const REACT_ROUTER_PARAMETERS = ['_routes', 'index']

/**
 * What a route module says its loader reads from the address, as `export const queryParameters = [...]`
 * (decision 49). A page that exports none reads no query parameter.
 */
function declaredBy(module: unknown): string[] {
  const names = (module as { queryParameters?: unknown } | undefined)?.queryParameters
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : []
}

type ServerRoute = NonNullable<ServerRoutes[string]>

const routesOf = (routes: ServerRoutes) =>
  Object.values(routes).filter((route): route is ServerRoute => route !== undefined)

/** The build's flat list of routes as the tree React Router matches, each route known by its id. */
function routeTree(routes: ServerRoute[], parentId?: string): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map(({ id, index, path, caseSensitive }) =>
      index
        ? { id, index, path, caseSensitive }
        : { id, path, caseSensitive, children: routeTree(routes, id) },
    )
}

/**
 * The page a path asks for: a client navigation's data request (`/offers.data`, and `/_.data` for a path
 * ending in a slash, with `v8_trailingSlashAwareDataRequests`) is the page's own.
 */
export const pagePath = (path: string) =>
  path.endsWith('/_.data') ? path.slice(0, -'_.data'.length) : path.replace(/\.data$/, '')

/** How many paths' answers are kept at most. */
const MAX_KNOWN_PATHS = 1_000

/**
 * The query parameters the pages matching `path` read: those every route on the way declares, root and
 * layouts included, as React Router would match them. Any other parameter is dropped before a shared read
 * is answered (`dropUnreadQueryParameters`), so a value no loader looks at cannot cost a render.
 */
export function pageQueryParameters(routes: ServerRoutes): (path: string) => ReadonlySet<string> {
  const tree = routeTree(routesOf(routes))
  const declared = new Map(routesOf(routes).map((route) => [route.id, declaredBy(route.module)]))
  // Matching ranks every route afresh (about 2 ms here), so each path's answer is kept; a flood of new paths
  // empties the memory rather than growing it.
  const known = new Map<string, ReadonlySet<string>>()
  return (path) => {
    let read = known.get(path)
    if (read) return read
    const matches = matchRoutes(tree, pagePath(path)) ?? []
    read = new Set([
      ...REACT_ROUTER_PARAMETERS,
      ...matches.flatMap((match) => declared.get(match.route.id ?? '') ?? []),
    ])
    if (known.size >= MAX_KNOWN_PATHS) known.clear()
    known.set(path, read)
    return read
  }
}
