import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiPage, apiRequest } from '#app/browser/api-client'
import { useAdminMutation } from '#app/components/admin/admin-queries'
import type { BookingDetail, BookingListItem, CancellationPreview } from './booking-types'

/** The Bookings tab's reads and writes. Every key sits under the bookings' own, so any write refreshes them all. */

const STALE_MS = 60_000
const BOOKINGS_KEY = ['/api/bookings'] as const
const bookingKey = (reference: string) => [...BOOKINGS_KEY, reference] as const

/** One page of the list (`query` as `pageQueryOf` makes it); the page before stays up while it loads. */
export const useBookingPage = (query: string) =>
  useQuery({
    queryKey: [...BOOKINGS_KEY, 'page', query],
    queryFn: ({ signal }) => apiPage<BookingListItem>(`/api/bookings?${query}`, { signal }),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  })

export const useBooking = (reference: string | null) =>
  useQuery({
    queryKey: bookingKey(reference ?? ''),
    queryFn: ({ signal }) => apiRequest<BookingDetail>(`/api/bookings/${reference}`, { signal }),
    enabled: reference !== null,
    staleTime: STALE_MS,
  })

/**
 * What cancelling would charge today: asked afresh each time the confirmation opens, never kept. Outside
 * the bookings' key, so the cancellation's own refresh does not ask it again of a booking now cancelled.
 */
export const useCancellationPreview = (reference: string, asking: boolean) =>
  useQuery({
    queryKey: ['booking-cancellation', reference],
    queryFn: ({ signal }) =>
      apiRequest<CancellationPreview>(`/api/bookings/${reference}/cancellation`, { signal }),
    enabled: asking,
    staleTime: 0,
    gcTime: 0,
  })

export type PaymentInput = { amount: string; method: string; note?: string }

export const useRecordPayment = (reference: string) =>
  useAdminMutation<PaymentInput, BookingDetail>({
    run: (payment) => apiRequest(`/api/bookings/${reference}/payments`, { method: 'POST', body: payment }),
    refresh: [BOOKINGS_KEY],
    success: 'Payment recorded',
    failure: 'Failed to record the payment. Please try again.',
    serverDetail: true,
  })

export const useCancelBooking = (reference: string) =>
  useAdminMutation<string, CancellationPreview>({
    run: (reason) => apiRequest(`/api/bookings/${reference}/cancel`, { method: 'POST', body: { reason } }),
    refresh: [BOOKINGS_KEY],
    success: 'Booking cancelled',
    failure: 'Failed to cancel the booking. Please try again.',
    serverDetail: true,
  })

export const useAddBookingNote = (reference: string) =>
  useAdminMutation<string, unknown>({
    run: (text) => apiRequest(`/api/bookings/${reference}/notes`, { method: 'POST', body: { text } }),
    refresh: [bookingKey(reference)],
    success: 'Note added',
    failure: 'Failed to add the note. Please try again.',
    serverDetail: true,
  })

/** Reads every booking afresh, after a change made outside this file's mutations (the details dialog's). */
export function useRefreshBookings() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY })
}
