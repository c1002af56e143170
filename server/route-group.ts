import { HEALTH_PATH } from '../server-contract'

/** GET /metrics, for a Prometheus scraper with METRICS_TOKEN. */
export const METRICS_PATH = '/metrics'

/** What the metrics group requests by: a handful of values whatever the address, never the address itself. */
export type RouteGroup = 'page' | 'api' | 'static' | 'uploads' | 'og' | 'health' | 'metrics'

/** The route group of a request target (`/offers?page=2`), given the prefixes of the static files. */
export function routeGroupOf(target: string, staticPrefixes: readonly string[]): RouteGroup {
  const pathname = target.split('?')[0] ?? ''
  if (pathname === HEALTH_PATH) return 'health'
  if (pathname === METRICS_PATH) return 'metrics'
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api'
  if (pathname.startsWith('/uploads/')) return 'uploads'
  if (pathname.startsWith('/og/')) return 'og'
  if (staticPrefixes.some((prefix) => pathname.startsWith(prefix))) return 'static'
  return 'page'
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** The method as a label: the usual ones by name, any other (PROPFIND, a scanner's made-up one) as OTHER. */
export const methodLabel = (method = '') => (METHODS.has(method) ? method : 'OTHER')
