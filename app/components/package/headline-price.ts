import { useEffect, useState } from 'react'
import type { HeadlinePrice } from '#app/lib/pricing-labels'

type Listener = (headline: HeadlinePrice | null) => void

const listeners = new Set<Listener>()

/**
 * Tells the header's 'From' price what the calendar API has just said (`use-price-selection.ts`). The two are
 * islands of their own (decision 60), hydrated from one bundle: this module is what they share.
 */
export function announceHeadline(headline: HeadlinePrice | null) {
  for (const listener of listeners) listener(headline)
}

/** The package's 'From' price: the page's, then each one the calendar's refresh announces. */
export function useHeadline(initial: HeadlinePrice | null) {
  const [headline, setHeadline] = useState(initial)
  useEffect(() => {
    listeners.add(setHeadline)
    return () => {
      listeners.delete(setHeadline)
    }
  }, [])
  return headline
}
