import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { AdminDialog, AdminDialogFooter } from '#app/components/admin/admin-dialog'
import { adminKeys, useAdminMutation, usePackageDetail } from '#app/components/admin/admin-queries'
import { cancelledScheduleLine } from '#app/components/admin/packages/cancelled-schedule'
import { FeaturesSection } from '#app/components/admin/packages/features-section'
import { type PackageExtraTab, PackageForm } from '#app/components/admin/packages/package-form'
import { packageFormValues } from '#app/components/admin/packages/package-form-values'
import { PackageImagesSection } from '#app/components/admin/packages/package-images-section'
import { PendingNotice, usePendingChanges } from '#app/components/admin/packages/pending-changes'
import { ReviewsSection } from '#app/components/admin/packages/reviews-section'
import { SchedulePublishing } from '#app/components/admin/packages/schedule-publishing'
import { BusyButton } from '#app/components/forms/busy-button'
import { Spinner } from '#app/components/ui/spinner'
import type { PackageDetail } from '#app/lib/catalogue'
import type { PackageInput } from '#app/schemas/package'

type PackageDialogProps = {
  /** The package to edit, or null to create one. */
  packageId: number | null
  open: boolean
  onOpenChange: (open: boolean) => void
  /** After a new package is saved, so the list can show it. */
  onCreated: () => void
}

/** Features, images and reviews belong to a saved package, so only the edit dialog has these tabs. */
function savedPackageTabs(pkg: PackageDetail): PackageExtraTab[] {
  return [
    {
      value: 'features',
      label: 'Features',
      content: <FeaturesSection packageId={pkg.id} scheduledFor={pkg.publishAt} />,
    },
    { value: 'images', label: 'Images', content: <PackageImagesSection packageId={pkg.id} /> },
    {
      value: 'reviews',
      label: 'Reviews',
      content: <ReviewsSection packageId={pkg.id} accommodationDetails={pkg.accommodationDetails} />,
    },
  ]
}

/** The create and edit package dialog: one form, saved with POST or PUT, closed after a good save. */
export function PackageDialog({ packageId, open, onOpenChange, onCreated }: PackageDialogProps) {
  const formId = useId()
  const editing = packageId !== null
  const queryClient = useQueryClient()
  // Only fetched while open, so a package deleted after its dialog closed is not refetched into a 404.
  const detail = usePackageDetail(open ? packageId : null)
  const save = useAdminMutation<PackageInput, PackageDetail>({
    run: (input) =>
      editing
        ? apiRequest(`/api/travel-packages/${packageId}`, { method: 'PUT', body: input })
        : // A new package is a draft until staff publish it: it can be previewed and filled in first.
          apiRequest('/api/travel-packages', { method: 'POST', body: { ...input, status: 'draft' } }),
    refresh: [adminKeys.packages],
    success: editing ? 'Package updated' : 'Package created',
    successDetail: (answer) => cancelledScheduleLine(answer, 'you saved changes to the package'),
    failure: editing
      ? 'Failed to update travel package. Please try again.'
      : 'Failed to create travel package. Please try again.',
  })
  const pending = usePendingChanges(packageId)
  // Which footer button sent the form: Enter and "Save Changes" save it live, "Save as pending" does not.
  const saveAs = useRef<'live' | 'pending'>('live')
  // Once closed, the cached copy keeps the form filled while the closing animation plays.
  const pkg = editing
    ? (detail.data ?? queryClient.getQueryData<PackageDetail>(adminKeys.package(packageId)))
    : undefined
  const ready = !editing || pkg !== undefined

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-4xl"
      title={editing ? 'Edit Travel Package' : 'Create New Package'}
      description={
        editing
          ? 'Change the package details, or manage its features, images and reviews in their tabs.'
          : 'Add a holiday package as a draft, which visitors cannot see until you publish it. Features, images and reviews can be added once it is saved.'
      }
    >
      {pkg?.pending ? (
        <PendingNotice
          pkg={pkg}
          savedAt={pkg.pending.savedAt}
          publishing={pending.publish.isPending}
          onPublish={() => pending.publish.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
        />
      ) : null}
      {pkg ? <SchedulePublishing pkg={pkg} /> : null}
      {ready ? (
        <PackageForm
          // A fresh form per package, so values typed for one never show on another.
          key={pkg?.id ?? 'new'}
          id={formId}
          initial={packageFormValues(pkg)}
          heroImageUrl={pkg?.heroImageUrl ?? null}
          extraTabs={pkg ? savedPackageTabs(pkg) : []}
          onSubmit={(input) => {
            const closeAfter = {
              onSuccess: () => {
                onOpenChange(false)
                if (!editing) onCreated()
              },
            }
            if (saveAs.current === 'pending') pending.save.mutate(input, closeAfter)
            else save.mutate(input, closeAfter)
            saveAs.current = 'live'
          }}
        />
      ) : detail.isError ? (
        <p role="alert" className="text-destructive">
          The package could not be loaded. Close this dialog and try again.
        </p>
      ) : (
        <Spinner label="Loading package..." showLabel className="justify-center py-10" />
      )}

      {/* Kept in view at the foot of the scrolling dialog, so saving never needs a scroll back down. */}
      <AdminDialogFooter className="sticky -bottom-6 -mx-6 -mb-6 flex-row flex-wrap justify-end border-t bg-popover px-6 py-4">
        {pkg?.status === 'published' ? (
          // Not a submit button, so Enter in the form never picks it over "Save Changes".
          <BusyButton
            type="button"
            variant="outline"
            disabled={!ready}
            busy={pending.save.isPending}
            onClick={() => {
              saveAs.current = 'pending'
              ;(document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit()
            }}
          >
            Save as pending
          </BusyButton>
        ) : null}
        <BusyButton
          type="submit"
          form={formId}
          disabled={!ready}
          busy={save.isPending}
          onClick={() => {
            saveAs.current = 'live'
          }}
        >
          {editing ? 'Save Changes' : 'Create Package'}
        </BusyButton>
      </AdminDialogFooter>
    </AdminDialog>
  )
}
