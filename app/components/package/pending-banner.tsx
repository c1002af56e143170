import { Badge } from '#app/components/ui/badge'
import type { PackageDetail } from '#app/lib/catalogue'

/**
 * The preview's notice on a published package whose edit waits as pending (decision 58): staff read the
 * pending text here, which visitors do not get until someone presses "Publish changes" in the admin.
 */
export function PendingBanner({ pkg }: { pkg: Pick<PackageDetail, 'pending'> }) {
  if (!pkg.pending) return null
  return (
    <section
      aria-label="Pending changes"
      className="mb-6 flex flex-col gap-1 rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <p className="flex flex-wrap items-center gap-2 font-medium">
        <Badge variant="outline">Pending changes</Badge>
        This preview shows changes saved as pending. Visitors still see the published text.
      </p>
      <p className="text-sm">Publish the changes from the package's edit dialog in the admin.</p>
    </section>
  )
}
