/**
 * The site's absolute origin for links that leave the page (canonical URLs, og:url, structured data, the
 * sitemap, robots.txt), as configured (`publishedOrigin` in env.server.ts); without one (development and
 * tests), the origin the request came in on, which the response cache then keys on.
 */
export function siteOrigin(configured: string | undefined, request: Request): string {
  return configured ?? new URL(request.url).origin
}

/**
 * What this site's pages tell in a Referer: their whole address to this site, nothing to any other. Not
 * 'no-referrer' (but on the token pages, decision 49): under it a browser sends this site's own posts with
 * `Origin: null`, which only Sec-Fetch-Site can then vouch for (`isOwnPageWithoutReferrer`).
 */
export const SITE_REFERRER_POLICY = 'same-origin'

/** What a browser says in Sec-Fetch-Site about a request sent by one of this site's own pages, or typed in. */
const OWN_PAGES = new Set(['same-origin', 'none'])

export const CROSS_SITE_MESSAGE = 'This request did not come from this site.'

/**
 * Whether `Origin: null` only means that the page sent no referrer: under 'no-referrer' (the token pages,
 * decision 49) a browser names no origin even to its own site, and Sec-Fetch-Site, which no page can set,
 * says the request came from this one.
 */
export const isOwnPageWithoutReferrer = ({
  origin,
  fetchSite,
}: {
  origin: string | null | undefined
  fetchSite: string | null | undefined
}) => origin === 'null' && fetchSite === 'same-origin'

/**
 * Whether a browser says another site's page sent this request: its Origin names another site, or its
 * Sec-Fetch-Site says so. A request saying neither (an old browser, a script) is not judged cross-site.
 */
export function isCrossSite(
  headers: { origin: string | null | undefined; fetchSite: string | null | undefined },
  ownOrigin: string,
): boolean {
  const { origin, fetchSite } = headers
  if (fetchSite != null && !OWN_PAGES.has(fetchSite)) return true
  return origin != null && origin !== ownOrigin && !isOwnPageWithoutReferrer(headers)
}
