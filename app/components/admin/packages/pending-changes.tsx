import { Link } from 'react-router'
import { apiRequest } from '#app/browser/api-client'
import { adminKeys, useAdminMutation } from '#app/components/admin/admin-queries'
import { formatTimestamp } from '#app/components/admin/format-timestamp'
import { cancelledScheduleLine } from '#app/components/admin/packages/cancelled-schedule'
import { BusyButton } from '#app/components/forms/busy-button'
import { Button } from '#app/components/ui/button'
import type { PackageDetail } from '#app/lib/catalogue'
import { packagePath } from '#app/lib/slug'
import type { PackageInput } from '#app/schemas/package'

/** A published package's pending changes (decision 58): saving an edit as pending, and publishing it. */
export function usePendingChanges(packageId: number | null) {
  const save = useAdminMutation<PackageInput, PackageDetail>({
    run: (input) => apiRequest(`/api/travel-packages/${packageId}/pending`, { method: 'PUT', body: input }),
    refresh: [adminKeys.packages],
    success: 'Changes saved as pending',
    successDetail: (answer) =>
      cancelledScheduleLine(answer, 'you saved new pending changes, which nobody has scheduled'),
    failure: 'Failed to save the changes as pending. Please try again.',
    serverDetail: 'conflict',
  })
  const publish = useAdminMutation<void, PackageDetail>({
    run: () => apiRequest(`/api/travel-packages/${packageId}/pending/publish`, { method: 'POST' }),
    refresh: [adminKeys.packages],
    success: 'Changes published',
    successDetail: (answer) => cancelledScheduleLine(answer, 'you published the changes by hand'),
    failure: 'Failed to publish the changes. Please try again.',
    serverDetail: 'conflict',
  })
  return { save, publish }
}

type PendingNoticeProps = {
  pkg: Pick<PackageDetail, 'id' | 'slug'>
  savedAt: string
  publishing: boolean
  onPublish: () => void
}

/** Says the form holds pending changes visitors do not see yet, with the preview and "Publish changes". */
export function PendingNotice({ pkg, savedAt, publishing, onPublish }: PendingNoticeProps) {
  return (
    <section
      aria-label="Pending changes"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm"
    >
      <p>
        Changes saved as pending on {formatTimestamp(savedAt)} are shown below. Visitors still see the
        published text until you publish them; Save Changes publishes what the form holds at once.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={packagePath(pkg)} target="_blank" rel="noreferrer">
            Preview
          </Link>
        </Button>
        <BusyButton size="sm" busy={publishing} onClick={onPublish}>
          Publish changes
        </BusyButton>
      </div>
    </section>
  )
}
