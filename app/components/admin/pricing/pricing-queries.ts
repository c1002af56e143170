import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '#app/browser/api-client'
import { adminKeys } from '#app/components/admin/admin-queries'
import type { PriceSnapshot, PricingOption } from '#app/lib/catalogue'
import type { PricingInput } from '#app/schemas/pricing'

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
  // Under the package's own key, so invalidating adminKeys.package(id) refreshes the prices as well.
  options: (packageId: number) => [...adminKeys.package(packageId), 'pricing'] as const,
  history: (packageId: number) => ['/api/pricing/history', packageId] as const,
}

/** Everything a price write changes: the package and its prices, its history and the dashboard summary. */
export const pricingRefreshKeys = (packageId: number) => [
  adminKeys.package(packageId),
  pricingKeys.history(packageId),
  adminKeys.summary,
]

/** The package's prices; every write in this tab refetches them (see pricingRefreshKeys). */
export const usePackagePricing = (packageId: number | null) =>
  useQuery({
    queryKey: pricingKeys.options(packageId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<PricingOption[]>(`/api/travel-packages/${packageId}/pricing`, { signal }),
    enabled: packageId !== null,
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
