import { useEffect } from 'react'
import { useLocation, useMatches } from 'react-router'
import { track } from '#app/browser/analytics/client'
import { analyticsEvents } from '#app/browser/analytics/events'
import { pageNameOf } from '#app/browser/analytics/page-names'

/**
 * Sends a page view for each page the visitor opens, with the page's name (SPEC 7). The library's own
 * page views are off so that every view, in either mode, carries the name.
 */
export function PageViewTracker() {
  const { pathname } = useLocation()
  const routeId = useMatches().at(-1)?.id

  useEffect(() => {
    track(analyticsEvents.pageView(pathname, document.title, pageNameOf(routeId)))
  }, [pathname, routeId])

  return null
}
