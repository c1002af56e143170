import { apiRequest } from '#app/browser/api-client'
import { adminKeys, useAdminMutation } from '#app/components/admin/admin-queries'
import type { PackageDetail } from '#app/lib/catalogue'

/** One click shows a draft to visitors; the list, the page caches and the sitemap follow at once. */
export const usePublishPackage = () =>
  useAdminMutation<number, PackageDetail>({
    run: (id) => apiRequest(`/api/travel-packages/${id}/publish`, { method: 'POST' }),
    refresh: [adminKeys.packages],
    success: 'Package published',
    failure: 'Failed to publish travel package. Please try again.',
  })
