import type { Router } from 'express'
import type { Access } from './middleware/access'
import type { AuditDeclaration } from './middleware/audit'

// Express keeps no record of where a router was mounted, so `mount` notes it for `listRoutes`.
const mountPaths = new WeakMap<object, string>()

export function mount(parent: Router, path: string, child: Router) {
  mountPaths.set(child, path)
  parent.use(path, child)
}

type Handle = { access?: Access; audit?: AuditDeclaration; stack?: Layer[] }
type Layer = {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: Handle }[] }
  handle?: Handle
}

export type ApiRoute = {
  method: string
  path: string
  /** Who may call it, from its `access(...)` handler; undefined when it declares none. */
  access?: Access
  /** What the activity log records of it, from its `audit(...)` handler. */
  audit?: AuditDeclaration
}

/** Every route the router answers, with its full path and declarations, for tests that must cover them all. */
export function listRoutes(router: { stack?: unknown[] }, prefix = ''): ApiRoute[] {
  return ((router.stack ?? []) as Layer[]).flatMap((layer) => {
    if (layer.route) {
      const { path, methods, stack } = layer.route
      // A router's own root ('/') is written as its mount path alone, as clients call it.
      const full = prefix && path === '/' ? prefix : `${prefix}${path}`
      const handles = stack.map((inner) => inner.handle)
      const access = handles.find((handle) => handle.access)?.access
      const audit = handles.find((handle) => handle.audit)?.audit
      return Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        path: full,
        ...(access && { access }),
        ...(audit && { audit }),
      }))
    }
    const child = layer.handle
    if (!child?.stack) return []
    return listRoutes(child, `${prefix}${mountPaths.get(child) ?? ''}`)
  })
}

const READS = new Set(['GET', 'HEAD'])

/**
 * Refuses to build an API with a route that says nothing of who may call it, or a staff write the activity
 * log would miss: a route added without them fails at start-up and in every test, not in production.
 */
export function assertRoutesDeclared(routes: ApiRoute[]) {
  const undeclared = routes.filter((route) => !route.access)
  const unaudited = routes.filter(
    (route) => !READS.has(route.method) && route.access && route.access !== 'anyone' && !route.audit,
  )
  const names = (list: ApiRoute[]) => list.map((route) => `${route.method} ${route.path}`).join(', ')
  if (undeclared.length > 0) throw new Error(`API routes without access(...): ${names(undeclared)}`)
  if (unaudited.length > 0) throw new Error(`Staff writes without audit(...): ${names(unaudited)}`)
}
