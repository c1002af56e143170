import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { adminKeys } from '#app/components/admin/admin-queries'
import { toast } from '#app/components/toast'
import type { PackageFeature } from '#app/lib/catalogue'

/** Under the package's own key, so a package write also refreshes its features. */
export const packageFeaturesKey = (id: number) => [...adminKeys.package(id), 'features'] as const

export const usePackageFeatures = (id: number) =>
  useQuery({
    queryKey: packageFeaturesKey(id),
    queryFn: ({ signal }) => apiRequest<PackageFeature[]>(`/api/travel-packages/${id}/features`, { signal }),
    // SPEC 7: admin catalogue data is kept for 60 seconds, as in admin-queries.
    staleTime: 60_000,
  })

/** SPEC 8's toast when a list in the edit dialog cannot be loaded; shown once per failure, not per render. */
export function useLoadErrorToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) toast.error('Error', { description: message })
  }, [failed, message])
}
