import { track } from '#app/browser/analytics/client'
import { analyticsEvents } from '#app/browser/analytics/events'
import { CallbackDialog } from '#app/components/callback/callback-dialog'
import { Button } from '#app/components/ui/button'
import { island } from '#app/islands/island'
import type { PackageSummary } from '#app/lib/catalogue'

type SidebarCallBackProps = { pkg: Pick<PackageSummary, 'id' | 'slug' | 'title'>; returnTo: string }

/** The sidebar's 'Request a Call Back', counted for analytics as it is opened: an island (decision 60). */
function SidebarCallBack({ pkg, returnTo }: SidebarCallBackProps) {
  return (
    <CallbackDialog
      packageTitle={pkg.title}
      packageSlug={pkg.slug}
      source="package-sidebar"
      returnTo={returnTo}
      onOpen={() => track(analyticsEvents.contactInteraction(pkg, 'callback_request'))}
      trigger={<Button className="w-full">Request a Call Back</Button>}
    />
  )
}

export const SidebarCallBackIsland = island('sidebar-call-back', SidebarCallBack)
