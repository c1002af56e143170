import { PlusIcon } from 'lucide-react'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { usePackagePage } from '#app/components/admin/admin-queries'
import { CloneDialog } from '#app/components/admin/packages/clone-dialog'
import { useDeletePackage } from '#app/components/admin/packages/delete-package-dialog'
import { PackageCard } from '#app/components/admin/packages/package-card'
import { PackageDialog } from '#app/components/admin/packages/package-dialog'
import { PackageGrid } from '#app/components/admin/packages/package-grid'
import { PackageListControls } from '#app/components/admin/packages/package-list-controls'
import {
  apiQueryOf,
  type PackageListView,
  readListView,
  withListChange,
} from '#app/components/admin/packages/package-list-view'
import { usePublishPackage } from '#app/components/admin/packages/publish-package'
import { useUnpublishPackage } from '#app/components/admin/packages/unpublish-package-dialog'
import { useDialogTarget } from '#app/components/admin/packages/use-dialog-target'
import { VersionsDialog } from '#app/components/admin/versions/versions-dialog'
import { Button } from '#app/components/ui/button'
import type { PackageSummary } from '#app/lib/catalogue'

/**
 * SPEC 2's Travel Packages panel: the package cards a page at a time, found by search, filters and order kept
 * in the address, and the create, edit, versions, clone and delete dialogs.
 */
export function PackagesPanel() {
  const [searchParams, setSearchParams] = useSearchParams()
  const view = readListView(searchParams)
  const packages = usePackagePage(apiQueryOf(view))
  const change = useCallback(
    (listChange: Partial<PackageListView>, { replace = false } = {}) =>
      setSearchParams((current) => withListChange(current, listChange), {
        replace,
        preventScrollReset: true,
      }),
    [setSearchParams],
  )
  // A new package or copy (a draft, decision 50) is newest: the whole list in that order shows it first.
  const showNewest = () => change({ q: '', status: '', featured: '', destinationId: '', sort: 'newest' })
  // null is the create dialog; an id is the edit dialog for that package.
  const packageDialog = useDialogTarget<{ id: number | null }>()
  const cloneDialog = useDialogTarget<PackageSummary>()
  const versionsDialog = useDialogTarget<PackageSummary>()
  const deletePackage = useDeletePackage()
  const publish = usePublishPackage()
  const unpublish = useUnpublishPackage()

  return (
    <section aria-labelledby="packages-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="packages-heading" className="font-semibold text-2xl">
            Travel Packages
          </h2>
          <p className="text-muted-foreground text-sm">
            The holiday packages on the site. A new one is a draft, which only staff see, until you publish
            it.
          </p>
        </div>
        <Button onClick={() => packageDialog.show({ id: null })}>
          <PlusIcon aria-hidden className="size-4" />
          Create New Package
        </Button>
      </div>

      <PackageListControls view={view} onChange={change} />

      <PackageGrid
        query={packages}
        view={view}
        onPage={(page) => change({ page })}
        onClearFilters={() => change({ q: '', status: '', featured: '', destinationId: '' })}
      >
        {(pkg) => (
          <PackageCard
            pkg={pkg}
            onEdit={() => packageDialog.show({ id: pkg.id })}
            onClone={() => cloneDialog.show(pkg)}
            onVersions={() => versionsDialog.show(pkg)}
            onDelete={() => deletePackage.ask(pkg)}
            onPublish={(anyway) => publish.mutate({ id: pkg.id, anyway })}
            onUnpublish={() => unpublish.ask(pkg)}
            publishing={publish.isPending && publish.variables?.id === pkg.id}
          />
        )}
      </PackageGrid>

      <PackageDialog
        packageId={packageDialog.target?.id ?? null}
        open={packageDialog.open}
        onOpenChange={packageDialog.onOpenChange}
        onCreated={showNewest}
      />
      <CloneDialog
        pkg={cloneDialog.target}
        open={cloneDialog.open}
        onOpenChange={cloneDialog.onOpenChange}
        onCreated={showNewest}
      />
      <VersionsDialog
        pkg={versionsDialog.target}
        open={versionsDialog.open}
        onOpenChange={versionsDialog.onOpenChange}
      />
      {deletePackage.dialog}
      {unpublish.dialog}
    </section>
  )
}
