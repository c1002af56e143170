import type { PackageStatus } from './catalogue'

/**
 * The orders of the staff's package list (`GET /api/travel-packages?sort=`), the admin's sort choices in the
 * same order. Here, without the schema, so the admin's own code can name them.
 */
export const PACKAGE_SORTS = [
  { value: 'featured', label: 'Featured first' },
  { value: 'title', label: 'Title A–Z' },
  { value: 'newest', label: 'Newest first' },
  { value: 'updated', label: 'Recently updated' },
] as const

export type PackageSort = (typeof PACKAGE_SORTS)[number]['value']

export const PACKAGE_SORT_VALUES = PACKAGE_SORTS.map((sort) => sort.value) as [PackageSort, ...PackageSort[]]

/** The list as it always was, and as SPEC's admin shows it. */
export const DEFAULT_PACKAGE_SORT: PackageSort = 'featured'

/**
 * The staff's list filters. Named apart from the holiday search's (`destination`, `month`, `duration`,
 * `airport`), which find published packages with prices: `destinationId` is the package's own destination.
 */
export type PackageListFilters = {
  q?: string
  status?: PackageStatus
  featured?: boolean
  destinationId?: number
  sort?: PackageSort
}

export const PACKAGE_LIST_FIELDS = [
  'q',
  'status',
  'featured',
  'destinationId',
  'sort',
] as const satisfies readonly (keyof PackageListFilters)[]
