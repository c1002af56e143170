import { useEffect } from 'react'
import { track } from '#app/browser/analytics/client'
import { analyticsEvents } from '#app/browser/analytics/events'

/**
 * Sends a page view for each page the visitor opens, with the page's name (SPEC 7). The library's own
 * page views are off so that every view, in either mode, carries the name.
 */
export function PageViewTracker({ pathname, pageName }: { pathname: string; pageName?: string }) {
  useEffect(() => {
    track(analyticsEvents.pageView(pathname, document.title, pageName))
  }, [pathname, pageName])

  return null
}
