import { data } from 'react-router'
import type { RouteHandle } from '#app/root'

// The 404 page is plain links: sent as islands (decision 60), as an unknown package's already is.
export const handle: RouteHandle = { islands: true }

/** Any path no other route claims: the root error boundary shows the 404 page with status 404. */
export function loader() {
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return null
}
