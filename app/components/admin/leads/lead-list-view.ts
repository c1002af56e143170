import { isSensibleYear } from '#app/lib/dates'
import {
  DEFAULT_SORT_ORDERS,
  isLeadStatus,
  LEAD_SORTS,
  type LeadSort,
  type LeadStatus,
  SORT_ORDERS,
  type SortOrder,
} from '#app/lib/leads'

/** Rows on one page of the Leads tab. */
export const LEAD_PAGE_SIZE = 50

/**
 * What the Leads tab shows, kept in the page's own query under the API's names
 * (`/admin/leads?status=new,contacted&assignee=me&sort=follow-up&page=2&lead=12`), so a reload, a shared
 * link, the dashboard's figures and Back show the same list. Empty means any; `lead` is the one open.
 */
export type LeadListView = {
  status: LeadStatus[]
  /** '', 'me', 'none' or a member of staff's id. */
  assignee: string
  q: string
  /** YYYY-MM-DD, the first and last days a request came. */
  from: string
  to: string
  overdue: boolean
  sort: LeadSort
  order: SortOrder
  /** From 1. */
  page: number
  /** The lead whose panel is open. */
  lead: number | null
}

const DEFAULT_SORT: LeadSort = 'received'

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value)

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const ID = /^[1-9]\d{0,8}$/

/** A day the API takes: a date field part-way through typing its year (0002-05-01) is no day yet. */
export const isListDay = (value: string) => ISO_DATE.test(value) && isSensibleYear(Number(value.slice(0, 4)))

const dateParameter = (value: string | null) => (value && isListDay(value) ? value : '')

/** The view an address asks for; a value it does not know (a hand-edited link) is left at its default. */
export function readLeadView(params: URLSearchParams): LeadListView {
  const statuses = (params.get('status') ?? '').split(',').filter(isLeadStatus)
  const assignee = params.get('assignee') ?? ''
  const sort = oneOf(LEAD_SORTS, params.get('sort')) ?? DEFAULT_SORT
  const page = Number(params.get('page'))
  const lead = params.get('lead') ?? ''
  return {
    status: [...new Set(statuses)],
    assignee: assignee === 'me' || assignee === 'none' || ID.test(assignee) ? assignee : '',
    q: params.get('q')?.trim() ?? '',
    from: dateParameter(params.get('from')),
    to: dateParameter(params.get('to')),
    overdue: params.get('overdue') === 'true',
    sort,
    order: oneOf(SORT_ORDERS, params.get('order')) ?? DEFAULT_SORT_ORDERS[sort],
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    lead: ID.test(lead) ? Number(lead) : null,
  }
}

/** Whether the list is narrowed, so an empty one says nothing matches rather than that there is nothing. */
export const isFiltered = (view: LeadListView) =>
  view.status.length > 0 ||
  view.assignee !== '' ||
  view.q !== '' ||
  view.from !== '' ||
  view.to !== '' ||
  view.overdue

/** The filters and order as the API's query: the same for a page and for the CSV export. */
function filterParams(view: LeadListView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.status.length > 0) params.set('status', view.status.join(','))
  if (view.assignee) params.set('assignee', view.assignee)
  if (view.q) params.set('q', view.q)
  // Days given the wrong way round still mean the days between them.
  const [from, to] = view.from && view.to && view.from > view.to ? [view.to, view.from] : [view.from, view.to]
  if (from) params.set('from', from)
  if (to) params.set('to', to)
  if (view.overdue) params.set('overdue', 'true')
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort)
  if (view.order !== DEFAULT_SORT_ORDERS[view.sort]) params.set('order', view.order)
  return params
}

/** `GET /api/leads`'s query for the view: its filters, order and page. */
export function apiQueryOf(view: LeadListView): string {
  const params = filterParams(view)
  params.set('limit', String(LEAD_PAGE_SIZE))
  params.set('offset', String((view.page - 1) * LEAD_PAGE_SIZE))
  return params.toString()
}

/** `GET /api/leads/export.csv`'s address for the view: every lead it matches, in its order. */
export function exportPathOf(view: LeadListView): string {
  const query = filterParams(view).toString()
  return `/api/leads/export.csv${query ? `?${query}` : ''}`
}

/**
 * The Leads tab's query after a change, defaults left out of the address. A new filter or order starts again
 * from page 1, since the page the staff member was on may no longer exist; opening a lead keeps the page.
 */
export function withLeadViewChange(params: URLSearchParams, change: Partial<LeadListView>): URLSearchParams {
  const keepsPage = 'page' in change || 'lead' in change
  const view = { ...readLeadView(params), ...(keepsPage ? {} : { page: 1 }), ...change }
  const next = filterParams(view)
  if (view.page !== 1) next.set('page', String(view.page))
  if (view.lead !== null) next.set('lead', String(view.lead))
  return next
}

/** The order a column header sets when pressed: its own default first, then the other way. */
export function nextSort(view: LeadListView, sort: LeadSort): Pick<LeadListView, 'sort' | 'order'> {
  if (view.sort !== sort) return { sort, order: DEFAULT_SORT_ORDERS[sort] }
  return { sort, order: view.order === 'asc' ? 'desc' : 'asc' }
}
