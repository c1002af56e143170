import { useQueries, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#app/browser/api-client'
import { fetchEveryPage } from '#app/browser/every-page'
import { adminKeys } from '#app/components/admin/admin-queries'
import type { PriceSnapshot, PricingOption } from '#app/lib/catalogue'
import { isoMonth } from '#app/lib/dates'
import type { PricingInput } from '#app/schemas/pricing'
import { monthRange, type PricingMonth } from './pricing-months'

export type PriceHistoryEntry = {
  id: number
  pricingOptionId: number
  action: 'create' | 'update' | 'delete' | 'import'
  adminEmail: string | null
  oldValues: PriceSnapshot | null
  newValues: PriceSnapshot | null
  createdAt: string
}

export const pricingKeys = {
  // Under the package's own key, so invalidating adminKeys.package(id) refreshes every month loaded.
  month: (packageId: number, month: PricingMonth) =>
    [...adminKeys.package(packageId), 'pricing', month] as const,
  // Not under the package: a write must not move the month on screen.
  openingMonth: (packageId: number) => ['/api/travel-packages/pricing/opening-month', packageId] as const,
  history: (packageId: number) => ['/api/pricing/history', packageId] as const,
}

/** Everything a price write changes: the package and its prices, its history and the dashboard summary. */
export const pricingRefreshKeys = (packageId: number) => [
  adminKeys.package(packageId),
  pricingKeys.history(packageId),
  adminKeys.summary,
]

const pricingPath = (packageId: number, query: Record<string, string>) =>
  `/api/travel-packages/${packageId}/pricing?${new URLSearchParams(query)}`

// A month holds at most a few hundred options (a day's departure from each airport), so it is read whole.
const monthQuery = (packageId: number, month: PricingMonth) => ({
  queryKey: pricingKeys.month(packageId, month),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    fetchEveryPage<PricingOption>(pricingPath(packageId, monthRange(month)), signal),
})

/** The package's options departing in one month; every write in this tab refetches them (pricingRefreshKeys). */
export const usePricingMonth = (packageId: number | null, month: PricingMonth | null) =>
  useQuery({
    ...monthQuery(packageId ?? 0, month ?? ''),
    enabled: packageId !== null && month !== null,
  })

/**
 * The options of every month given, as one list, and whether any month is still loading. The edit dialog
 * reads the months of its ticked dates, so a date that already has a price is updated, not created twice.
 */
export const usePricingMonths = (packageId: number, months: PricingMonth[]) =>
  useQueries({
    queries: months.map((month) => monthQuery(packageId, month)),
    combine: (results) => ({
      options: results.flatMap((result) => result.data ?? []),
      pending: results.some((result) => result.isPending),
      failed: results.some((result) => result.isError),
    }),
  })

/** The month the tab opens a package on: that of its next departure from this month on, else this month. */
export const useOpeningMonth = (packageId: number | null) =>
  useQuery({
    queryKey: pricingKeys.openingMonth(packageId ?? 0),
    queryFn: async ({ signal }) => {
      const thisMonth = isoMonth(new Date())
      const query = { from: monthRange(thisMonth).from, limit: '1' }
      const [next] = await apiRequest<PricingOption[]>(pricingPath(packageId ?? 0, query), { signal })
      return next ? next.departureDate.slice(0, 7) : thisMonth
    },
    enabled: packageId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  })

/** The history of a package, or of one of its options, newest first. */
export const usePriceHistory = (packageId: number, pricingOptionId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: [...pricingKeys.history(packageId), pricingOptionId ?? 'all'],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ packageId: String(packageId) })
      if (pricingOptionId !== null) query.set('pricingOptionId', String(pricingOptionId))
      return apiRequest<PriceHistoryEntry[]>(`/api/pricing/history?${query}`, { signal })
    },
    enabled,
  })

export const createPricingOption = (body: PricingInput) =>
  apiRequest<PricingOption>('/api/pricing', { method: 'POST', body })

export const updatePricingOption = (id: number, body: PricingInput) =>
  apiRequest<PricingOption>(`/api/pricing/${id}`, { method: 'PUT', body })

export const deletePricingOption = (id: number) => apiRequest(`/api/pricing/${id}`, { method: 'DELETE' })
