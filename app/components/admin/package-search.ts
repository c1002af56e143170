import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { adminKeys } from '#app/components/admin/admin-queries'
import type { PackageSummary } from '#app/lib/catalogue'

/** How many packages the picker offers at once: enough to choose from, few enough to read. */
export const PICKER_RESULTS = 20

/** How long typing pauses before the search is sent, so each keystroke is not a request. */
const TYPING_PAUSE_MS = 250

/** `value`, once it has stopped changing for `delayMs`. */
export function useSettledValue<T>(value: T, delayMs = TYPING_PAUSE_MS): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

/** The search's address: the first packages for an empty term, else those matching it (`q`). */
export function packageSearchPath(term: string): string {
  const query = new URLSearchParams({ limit: String(PICKER_RESULTS) })
  if (term) query.set('q', term)
  return `/api/travel-packages?${query}`
}

/**
 * The packages matching `term`, asked for only while the picker is open. Under the packages key, so a package
 * write refreshes it; the last answer stays on screen while the next term loads, so the list does not flicker.
 */
export const usePackageSearch = (term: string, enabled: boolean) =>
  useQuery({
    queryKey: [...adminKeys.packages, 'search', term],
    queryFn: ({ signal }) => apiRequest<PackageSummary[]>(packageSearchPath(term), { signal }),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  })
