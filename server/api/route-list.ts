import type { Router } from 'express'

// Express keeps no record of where a router was mounted, so `mount` notes it for `listRoutes`.
const mountPaths = new WeakMap<object, string>()

export function mount(parent: Router, path: string, child: Router) {
  mountPaths.set(child, path)
  parent.use(path, child)
}

type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } }

/** Every route the router answers, with its full path, for tests that must cover them all. */
export function listRoutes(router: { stack?: unknown[] }, prefix = ''): { method: string; path: string }[] {
  return ((router.stack ?? []) as Layer[]).flatMap((layer) => {
    if (layer.route) {
      const { path, methods } = layer.route
      // A router's own root ('/') is written as its mount path alone, as clients call it.
      const full = prefix && path === '/' ? prefix : `${prefix}${path}`
      return Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: full }))
    }
    const child = layer.handle
    if (!child?.stack) return []
    return listRoutes(child, `${prefix}${mountPaths.get(child) ?? ''}`)
  })
}
