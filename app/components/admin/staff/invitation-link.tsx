import { CopyIcon } from 'lucide-react'
import { toast } from '#app/components/toast'
import { Button } from '#app/components/ui/button'
import { Input } from '#app/components/ui/input'
import type { InvitationSent } from '#app/lib/staff'
import { ROLE_LABELS } from '#app/lib/staff-roles'

/** The link of an invitation just sent (or sent again), to copy and pass on: it works once, within seven days. */
export function InvitationLink({ invitation }: { invitation: InvitationSent }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(invitation.invitationUrl)
      toast.success('Link copied')
    } catch {
      toast.error('Error', { description: 'The link could not be copied: select it and copy it yourself.' })
    }
  }
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border border-primary/30 bg-primary/5 p-4">
      <p className="text-sm">
        Invitation ready for <strong>{invitation.email}</strong> as {ROLE_LABELS[invitation.role]}. Copy this
        link and send it to them: it works once, within 7 days.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          aria-label="Invitation link"
          value={invitation.invitationUrl}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button type="button" variant="outline" onClick={copy}>
          <CopyIcon aria-hidden className="size-4" />
          Copy link
        </Button>
      </div>
    </div>
  )
}
