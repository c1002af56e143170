/**
 * The site's absolute origin for links that leave the page (canonical URLs, the sitemap, robots.txt): the
 * configured PUBLIC_URL when set, since behind a proxy the request may arrive on an internal host, else the
 * origin the request came in on.
 */
export function siteOrigin(publicUrl: string | undefined, request: Request): string {
  return publicUrl ?? new URL(request.url).origin
}

/** What a browser says in Sec-Fetch-Site about a request sent by one of this site's own pages, or typed in. */
const OWN_PAGES = new Set(['same-origin', 'none'])

export const CROSS_SITE_MESSAGE = 'This request did not come from this site.'

/**
 * Whether a browser says another site's page sent this request: its Origin names another site, or its
 * Sec-Fetch-Site says so. A request saying neither (an old browser, a script) is not judged cross-site.
 */
export function isCrossSite(
  { origin, fetchSite }: { origin: string | null | undefined; fetchSite: string | null | undefined },
  ownOrigin: string,
): boolean {
  return (fetchSite != null && !OWN_PAGES.has(fetchSite)) || (origin != null && origin !== ownOrigin)
}
