import { useEffect } from 'react'
import { cameFromSameListing } from '#app/components/offers/arrival-focus'
import { island } from '#app/islands/island'

/**
 * On a page of /offers reached from another page of it, puts focus on the results' heading (its count):
 * the visitor reads on from the new results, and a screen reader says how many there are, rather than
 * starting again from the top of the page. A first load, a reload or a move back leaves focus alone.
 * An island (decision 60): on the islands page every search and page link is a page load, which the
 * client-side `useFocusOnPageChange` never sees.
 */
function FocusResultsOnArrival({ headingId }: { headingId: string }) {
  useEffect(() => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    if (entry?.type !== 'navigate' || !cameFromSameListing(document.referrer, location.href)) return
    document.getElementById(headingId)?.focus()
  }, [headingId])
  return null
}

export const FocusResultsOnArrivalIsland = island('focus-results-on-arrival', FocusResultsOnArrival)
