/**
 * Whether a page of the listing was reached from another page of it (a new search, another page of results,
 * a filter removed): the referrer is the same path at another address. The site's referrer policy
 * ('same-origin') gives the whole address for its own pages.
 */
export function cameFromSameListing(referrer: string, here: string): boolean {
  const from = parsed(referrer)
  const to = parsed(here)
  if (!from || !to) return false
  return from.origin === to.origin && from.pathname === to.pathname && from.href !== to.href
}

function parsed(address: string): URL | null {
  try {
    return new URL(address)
  } catch {
    return null
  }
}
