import { adminKeys } from '#app/components/admin/admin-queries'
import { useDeleteRow } from '#app/components/admin/packages/use-delete-row'
import type { PackageSummary } from '#app/lib/catalogue'

/** SPEC 2: the package delete warns that it is final and takes the images, prices and the rest with it. */
export function useDeletePackage() {
  return useDeleteRow<PackageSummary>({
    path: '/api/travel-packages',
    refresh: [adminKeys.packages],
    title: 'Delete Travel Package',
    description: (pkg) => (
      <>
        Are you sure you want to delete “{pkg.title}”? This action cannot be undone. All related images,
        pricing options, features, reviews and other data will also be deleted.
      </>
    ),
    confirmLabel: 'Delete Package',
    success: 'Package deleted',
    failure: 'Failed to delete travel package. Please try again.',
  })
}
