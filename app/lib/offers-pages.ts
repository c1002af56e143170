import type { PackageSearch } from '#app/schemas/package-search'
import { searchQuery } from './package-search'

/**
 * Results on one page of /offers. The grid has 1, 2 or 3 columns by width and 12 fills whole rows in each;
 * twelve cards keep the page's HTML a small fraction of the 150 KB the issue allows, however big the catalogue.
 */
export const OFFERS_PAGE_SIZE = 12

/**
 * The highest `?page=` read as asked: anything above it is past the end of any catalogue this site will hold,
 * so it lands on the last page like any other page past the end, and its offset stays a small number.
 */
const HIGHEST_PAGE_NUMBER = 100_000

/**
 * The page a `?page=` asks for: a whole number from 1, or null for none or anything else (a hand-edited
 * link, `0`, `-2`, `2.5`), which the page reads as page 1.
 */
export function readPageNumber(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null
  const page = Number(value)
  return page >= 1 ? Math.min(page, HIGHEST_PAGE_NUMBER) : null
}

/** How many pages a search's results fill; one even when there are none, as the page still shows. */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / OFFERS_PAGE_SIZE))

/** The results a page shows, as the search service's limit and offset. */
export const pageSlice = (page: number) => ({
  limit: OFFERS_PAGE_SIZE,
  offset: (page - 1) * OFFERS_PAGE_SIZE,
})

/** A page of a search: its filters, then `page` from 2 on (page 1 is the search's own address). */
export function offersPageHref(filters: PackageSearch, page: number): string {
  const query = new URLSearchParams(searchQuery(filters))
  if (page > 1) query.set('page', String(page))
  return query.size > 0 ? `/offers?${query}` : '/offers'
}

/** Where pages are skipped in the page links: between page 1 and the current page, or after it. */
export type PageGap = 'gap-before' | 'gap-after'

/**
 * The page numbers worth a link from `current`: the first, the last and the current one's neighbours,
 * in order, with a gap where pages are skipped. A gap of one page shows that page instead, as a link takes
 * no more room than the gap's mark.
 */
export function pageNumbersAround(current: number, count: number): (number | PageGap)[] {
  const wanted = [1, current - 1, current, current + 1, count].filter((page) => page >= 1 && page <= count)
  const pages = [...new Set(wanted)].sort((a, b) => a - b)
  const numbers: (number | PageGap)[] = []
  let previous: number | undefined
  for (const page of pages) {
    if (previous !== undefined && page - previous === 2) numbers.push(previous + 1)
    else if (previous !== undefined && page - previous > 2)
      numbers.push(page <= current ? 'gap-before' : 'gap-after')
    numbers.push(page)
    previous = page
  }
  return numbers
}
