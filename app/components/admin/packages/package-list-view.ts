import { PACKAGE_STATUSES, type PackageStatus } from '#app/lib/catalogue'
import { DEFAULT_PACKAGE_SORT, PACKAGE_SORT_VALUES, type PackageSort } from '#app/lib/package-list'

/** Cards on one page of the admin's package list: a grid of two or three columns fills evenly. */
export const ADMIN_PACKAGE_PAGE_SIZE = 24

/**
 * What the admin's package list shows, kept in the page's own query (`/admin?q=rome&status=draft&page=2`)
 * under the API's names, so a reload, a shared link and Back show the same list. Empty means any.
 */
export type PackageListView = {
  q: string
  status: PackageStatus | ''
  featured: 'true' | 'false' | ''
  destinationId: string
  sort: PackageSort
  /** From 1. */
  page: number
}

type Filter = Exclude<keyof PackageListView, 'page'>

const FILTERS: Filter[] = ['q', 'status', 'featured', 'destinationId', 'sort']

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value)

/** The view an address asks for; a value it does not know (a hand-edited link) is left at its default. */
export function readListView(params: URLSearchParams): PackageListView {
  const page = Number(params.get('page'))
  const destinationId = params.get('destinationId') ?? ''
  return {
    q: params.get('q')?.trim() ?? '',
    status: oneOf(PACKAGE_STATUSES, params.get('status')) ?? '',
    featured: oneOf(['true', 'false'], params.get('featured')) ?? '',
    destinationId: /^\d{1,9}$/.test(destinationId) ? destinationId : '',
    sort: oneOf(PACKAGE_SORT_VALUES, params.get('sort')) ?? DEFAULT_PACKAGE_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** Whether the list is narrowed, so an empty one says nothing matches rather than that there is nothing. */
export const isFiltered = (view: PackageListView) =>
  view.q !== '' || view.status !== '' || view.featured !== '' || view.destinationId !== ''

/** `GET /api/travel-packages`'s query for the view: its filters and its page of cards. */
export function apiQueryOf(view: PackageListView): string {
  const params = new URLSearchParams()
  for (const filter of FILTERS) if (view[filter] !== '') params.set(filter, view[filter])
  params.set('limit', String(ADMIN_PACKAGE_PAGE_SIZE))
  params.set('offset', String((view.page - 1) * ADMIN_PACKAGE_PAGE_SIZE))
  return params.toString()
}

/**
 * The admin's query after a change, with defaults left out of the address. A new filter or order starts
 * again from page 1, since the page the staff member was on may no longer exist.
 */
export function withListChange(params: URLSearchParams, change: Partial<PackageListView>): URLSearchParams {
  const view = { ...readListView(params), ...('page' in change ? {} : { page: 1 }), ...change }
  const next = new URLSearchParams(params)
  for (const filter of FILTERS) {
    const value = view[filter]
    if (value === '' || (filter === 'sort' && value === DEFAULT_PACKAGE_SORT)) next.delete(filter)
    else next.set(filter, value)
  }
  if (view.page === 1) next.delete('page')
  else next.set('page', String(view.page))
  return next
}
