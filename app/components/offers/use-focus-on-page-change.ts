import { useEffect, useRef } from 'react'
import { searchQuery } from '#app/lib/package-search'
import type { PackageSearch } from '#app/schemas/package-search'

/**
 * After a move to another page of the same search, puts focus on the results' heading (the ref returned):
 * the visitor reads on from the top of the new results, and a screen reader says where they are, rather
 * than staying on a page link at the bottom of a page scrolled back to the top. A new search leaves focus
 * where it was, as does the first load.
 */
export function useFocusOnPageChange(filters: PackageSearch, pageNumber: number) {
  const heading = useRef<HTMLHeadingElement>(null)
  const query = searchQuery(filters)
  const shown = useRef({ query, pageNumber })

  useEffect(() => {
    const before = shown.current
    shown.current = { query, pageNumber }
    if (before.query !== query || before.pageNumber === pageNumber) return
    heading.current?.focus()
  }, [query, pageNumber])

  return heading
}
