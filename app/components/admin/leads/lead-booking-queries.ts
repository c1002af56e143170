import { useQuery } from '@tanstack/react-query'
import { apiPage, apiRequest } from '#app/browser/api-client'
import { adminKeys } from '#app/components/admin/admin-queries'
import { agencyDay } from '#app/lib/bookings/booking-dates'
import type { PricingOption } from '#app/lib/catalogue'
import { MAX_PACKAGES_PAGE_SIZE, MAX_PAGE_SIZE } from '#app/lib/list-page'
import type { BookablePackage } from './lead-booking-prefill'

/** What the booking dialog reads: the packages, and the bookable departures of the one chosen. */

const STALE_MS = 60_000

export const useBookablePackages = (enabled: boolean) =>
  useQuery({
    queryKey: ['/api/travel-packages', 'bookable'],
    queryFn: ({ signal }) =>
      apiPage<BookablePackage>(`/api/travel-packages?status=published&limit=${MAX_PACKAGES_PAGE_SIZE}`, {
        signal,
      }),
    enabled,
    staleTime: STALE_MS,
  })

/** A departure staff can book: offered, after today, with a seat left (null seats: no limit). */
const bookable = (option: PricingOption, today: string) =>
  option.isAvailable && option.availableSeats !== 0 && option.departureDate > today

/** The next bookable departures of `packageId`, soonest first (the first page of them). */
export const useBookableDepartures = (packageId: number | null) =>
  useQuery({
    queryKey: ['/api/travel-packages', packageId, 'bookable-departures'],
    queryFn: async ({ signal }) => {
      const today = agencyDay(new Date())
      const query = new URLSearchParams({ from: today, limit: String(MAX_PAGE_SIZE) })
      const page = await apiPage<PricingOption>(`/api/travel-packages/${packageId}/pricing?${query}`, {
        signal,
      })
      return page.items.filter((option) => bookable(option, today))
    },
    enabled: packageId !== null,
    staleTime: STALE_MS,
  })

/** What `POST /api/leads/:id/booking` answers: the booking's receipt. */
export type LeadBookingReceipt = { reference: string; status: string; total: string; amountDue: string }

/** Makes the booking; the caller keeps one key per filled-in form, so a resend is the same booking. */
export const postLeadBooking = (leadId: number, body: unknown, idempotencyKey: string) =>
  apiRequest<LeadBookingReceipt>(`/api/leads/${leadId}/booking`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  })

/** Lists to refresh once a booking is made: the lead (now booked) and the dashboard's figures. */
export const REFRESH_AFTER_BOOKING = [adminKeys.leads, adminKeys.summary]
