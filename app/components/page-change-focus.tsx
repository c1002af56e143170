import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * After a client-side move to another page, puts focus on the new page's main heading: a screen reader
 * announces where the visitor arrived, and the keyboard starts from the top of the new page instead of a
 * link that is gone (WCAG 2.4.3, 4.1.3). A full page load needs nothing: the browser starts afresh. Nor does
 * a change of the query or the hash alone (the calendar's month, the offers' filters, a jump to #contact):
 * the visitor is still on the page, part-way through using it, and moving focus would lose their place.
 */
export function PageChangeFocus() {
  const { pathname, hash } = useLocation()
  const shownPath = useRef(pathname)

  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    // A link to a part of another page: the browser's own scrolling to that part is the better guide.
    if (hash) return
    const main = document.getElementById('main')
    const heading = main?.querySelector('h1') ?? main
    if (!heading) return
    // Focusable from script only, so the heading does not become a stop when tabbing.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
    // The scroll position is the router's business (top of a new page, the old place on going back).
    heading.focus({ preventScroll: true })
  }, [pathname, hash])

  return null
}
