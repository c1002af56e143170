import { useLayoutEffect } from 'react'
import { TOKEN_PARAMETER } from '#app/lib/newsletter-pages'
import { SITE_REFERRER_POLICY } from '#app/lib/site-origin'

/**
 * Takes an emailed link's `?token=…` out of the page's address, so nothing that reads the address later
 * (analytics, a shared screen, the browser's history) sees it. The address is replaced, not navigated to:
 * React Router keeps the location it loaded, so the page's data is not asked for again without its token.
 *
 * The server sent the page with `Referrer-Policy: no-referrer` (decision 49), under which a browser also sends
 * this site's own posts with `Origin: null`, which the same-site guards take only with Sec-Fetch-Site's word
 * for it (older browsers send none). With the token gone the address holds nothing private, so the page goes
 * back to the site's own policy.
 */
function takeTokenOutOfAddress() {
  const url = new URL(window.location.href)
  if (!url.searchParams.has(TOKEN_PARAMETER)) return
  url.searchParams.delete(TOKEN_PARAMETER)
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  const policy =
    document.querySelector<HTMLMetaElement>('meta[name="referrer"]') ?? document.createElement('meta')
  policy.name = 'referrer'
  policy.content = SITE_REFERRER_POLICY
  document.head.append(policy)
}

/**
 * On a page an emailed link opens: the token leaves the address as the page hydrates. A layout effect, so it
 * runs before every passive effect of the same render, the one that starts analytics included.
 */
export const useTokenOutOfAddress = () => useLayoutEffect(takeTokenOutOfAddress, [])
