import type { PackageSearch } from '#app/schemas/package-search'
import type { PackageResult } from './catalogue'
import { SEARCH_FIELDS, type SearchField } from './search-options'
import { packagePath } from './slug'

/** How the empty state names a filter when it suggests relaxing it. */
export const FIELD_NOUNS: Record<SearchField, string> = {
  destination: 'destination',
  month: 'month',
  duration: 'duration',
  airport: 'departure airport',
}

export function activeFields(filters: PackageSearch): SearchField[] {
  return SEARCH_FIELDS.filter((field) => filters[field] !== undefined)
}

export function withoutFields(filters: PackageSearch, fields: SearchField[]): PackageSearch {
  const rest: PackageSearch = { ...filters }
  for (const field of fields) delete rest[field]
  return rest
}

/** The query string of a search, fields in the search box's order; empty for no filters. */
export function searchQuery(filters: PackageSearch): string {
  const params = new URLSearchParams()
  for (const field of activeFields(filters)) params.set(field, String(filters[field]))
  const query = params.toString()
  return query ? `?${query}` : ''
}

export const offersHref = (filters: PackageSearch) => `/offers${searchQuery(filters)}`

/** A result's link carries the searched airport and month, so its price calendar opens on them. */
export function resultHref(
  pkg: { slug?: string | null; title?: string | null; id: number },
  filters: PackageSearch,
) {
  const params = new URLSearchParams()
  if (filters.airport) params.set('airport', filters.airport)
  if (filters.month) params.set('month', filters.month)
  const query = params.toString()
  return query ? `${packagePath(pkg)}?${query}` : packagePath(pkg)
}

export const holidaysFound = (count: number) => `${count} ${count === 1 ? 'holiday' : 'holidays'} found`

export type Relaxation = { dropped: SearchField[]; filters: PackageSearch }

/**
 * The searches to suggest when nothing matches, nearest first: each filter dropped on its own, then (when
 * more is chosen) the same destination in any month and the same month for any destination.
 */
export function relaxations(filters: PackageSearch): Relaxation[] {
  const active = activeFields(filters)
  const single = active.map((field) => ({ dropped: [field], filters: withoutFields(filters, [field]) }))
  if (filters.destination === undefined || filters.month === undefined || active.length <= 2) return single
  const keepOnly = (kept: SearchField) => ({
    dropped: active.filter((field) => field !== kept),
    filters: { [kept]: filters[kept] } as PackageSearch,
  })
  return [...single, keepOnly('destination'), keepOnly('month')]
}

export type Suggestion = Relaxation & { count: number }

/** What the offers page offers when a search finds nothing. */
export type Alternatives<Pkg = PackageResult> = {
  /** Nearest searches that find something, nearest first, each with how many it finds. */
  suggestions: Suggestion[]
  /** A few holidays from the nearest of them, to book instead. */
  spotlight: { filters: PackageSearch; packages: Pkg[] } | null
}
