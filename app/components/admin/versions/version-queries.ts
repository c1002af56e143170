import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiPage, apiRequest } from '#app/browser/api-client'
import { adminKeys, useAdminMutation } from '#app/components/admin/admin-queries'
import { cancelledScheduleLine } from '#app/components/admin/packages/cancelled-schedule'
import type { PackageDetail } from '#app/lib/catalogue'
import type { PackageVersionDetail, PackageVersionSummary } from '#app/lib/package-versions'

/** A package's versions (decision 58). Under the package's own key, so any package write refreshes them. */

/** Versions on one page of the list. */
export const VERSION_PAGE_SIZE = 20

const versionsKey = (packageId: number) => [...adminKeys.package(packageId), 'versions'] as const

/** Only asked for while the dialog is open for a package (`packageId` null otherwise). */
export const useVersionPage = (packageId: number | null, page: number) =>
  useQuery({
    queryKey: [...versionsKey(packageId ?? 0), 'page', page],
    queryFn: ({ signal }) =>
      apiPage<PackageVersionSummary>(
        `/api/travel-packages/${packageId}/versions?limit=${VERSION_PAGE_SIZE}&offset=${(page - 1) * VERSION_PAGE_SIZE}`,
        { signal },
      ),
    enabled: packageId !== null,
    placeholderData: keepPreviousData,
  })

/** A version never changes once kept: it is read once. */
export const useVersionDetail = (packageId: number, version: number | null) =>
  useQuery({
    queryKey: [...versionsKey(packageId), version],
    queryFn: ({ signal }) =>
      apiRequest<PackageVersionDetail>(`/api/travel-packages/${packageId}/versions/${version}`, { signal }),
    enabled: version !== null,
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useRestoreVersion = (packageId: number) =>
  useAdminMutation<number, PackageDetail>({
    run: (version) =>
      apiRequest(`/api/travel-packages/${packageId}/versions/${version}/restore`, { method: 'POST' }),
    refresh: [adminKeys.packages],
    success: 'Version restored',
    successDetail: (answer) => cancelledScheduleLine(answer, 'you restored an earlier version'),
    failure: 'Failed to restore the version. Please try again.',
    serverDetail: 'conflict',
  })
