import { BOOKING_STATUSES, type BookingStatus } from '#app/lib/bookings/booking-amounts'
import { normalReference, REFERENCE_PATTERN } from '#app/lib/bookings/booking-reference'

/** Rows on one page of the Bookings tab. */
export const BOOKING_PAGE_SIZE = 50

/**
 * What the Bookings tab shows, kept in the page's own query under the API's names
 * (`/admin/bookings?q=rossi&status=held&page=2&booking=CB-7K3M9Q`), so a reload, a shared link and Back show
 * the same list, and the booking open. Empty means any.
 */
export type BookingListView = {
  q: string
  status: BookingStatus | ''
  /** From 1. */
  page: number
  /** The reference of the booking open over the list. */
  booking: string | null
}

const isStatus = (value: string | null): value is BookingStatus =>
  BOOKING_STATUSES.some((status) => status === value)

/** The view an address asks for; a value it does not know (a hand-edited link) is left at its default. */
export function readBookingView(params: URLSearchParams): BookingListView {
  const status = params.get('status')
  const page = Number(params.get('page'))
  const booking = normalReference(params.get('booking') ?? '')
  return {
    q: params.get('q')?.trim() ?? '',
    status: isStatus(status) ? status : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    booking: REFERENCE_PATTERN.test(booking) ? booking : null,
  }
}

/**
 * The address after a change: a new search or filter goes back to the first page; opening or closing a
 * booking leaves the list as it was. Defaults are left out, so the plain tab's address stays plain.
 */
export function withBookingViewChange(params: URLSearchParams, change: Partial<BookingListView>) {
  const view = { ...readBookingView(params), ...change }
  if ('q' in change || 'status' in change) view.page = change.page ?? 1
  const next = new URLSearchParams()
  if (view.q) next.set('q', view.q)
  if (view.status) next.set('status', view.status)
  if (view.page > 1) next.set('page', String(view.page))
  if (view.booking) next.set('booking', view.booking)
  return next
}

/** The filters as the API's query, the same for a page of the list and for its CSV. */
export function filterQueryOf(view: BookingListView) {
  const query = new URLSearchParams()
  if (view.q) query.set('q', view.q)
  if (view.status) query.set('status', view.status)
  return query
}

export const pageQueryOf = (view: BookingListView) => {
  const query = filterQueryOf(view)
  query.set('limit', String(BOOKING_PAGE_SIZE))
  query.set('offset', String((view.page - 1) * BOOKING_PAGE_SIZE))
  return query.toString()
}

export const csvPathOf = (view: BookingListView) => {
  const query = filterQueryOf(view).toString()
  return `/api/bookings/export.csv${query ? `?${query}` : ''}`
}
