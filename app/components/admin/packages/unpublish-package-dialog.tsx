import { apiRequest } from '#app/browser/api-client'
import { adminKeys, useAdminMutation } from '#app/components/admin/admin-queries'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { cancelledScheduleLine } from '#app/components/admin/packages/cancelled-schedule'
import { useDialogTarget } from '#app/components/admin/packages/use-dialog-target'
import type { PackageDetail, PackageSummary } from '#app/lib/catalogue'

/**
 * Takes a published package back to a draft (decision 50), after asking: visitors lose its page at once.
 * Gives `ask(pkg)` to open the confirmation and the `dialog` to render.
 */
export function useUnpublishPackage() {
  const confirm = useDialogTarget<PackageSummary>()
  const unpublish = useAdminMutation<number, PackageDetail>({
    run: (id) => apiRequest(`/api/travel-packages/${id}/unpublish`, { method: 'POST' }),
    refresh: [adminKeys.packages],
    success: 'Package unpublished',
    successDetail: (answer) => cancelledScheduleLine(answer, 'you unpublished the package'),
    failure: 'Failed to unpublish travel package. Please try again.',
  })
  const pkg = confirm.target
  const dialog = (
    <ConfirmDialog
      open={confirm.open}
      onOpenChange={confirm.onOpenChange}
      title="Unpublish Travel Package"
      description={
        pkg ? (
          <>
            “{pkg.title}” becomes a draft again. Visitors get “page not found” at its address, and it leaves
            the offers, the home page, the search and the sitemap until you publish it again. Nothing in it is
            deleted.
          </>
        ) : null
      }
      confirmLabel="Unpublish"
      pending={unpublish.isPending}
      onConfirm={() => {
        if (pkg) unpublish.mutate(pkg.id, { onSuccess: confirm.close })
      }}
    />
  )
  return { ask: confirm.show, dialog }
}
