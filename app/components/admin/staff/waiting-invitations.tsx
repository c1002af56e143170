import { SendIcon, XIcon } from 'lucide-react'
import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { BusyButton } from '#app/components/forms/busy-button'
import { Button } from '#app/components/ui/button'
import type { InvitationSent, StaffInvitation } from '#app/lib/staff'
import { ROLE_LABELS } from '#app/lib/staff-roles'
import { adminKeys, useAdminMutation } from '../admin-queries'
import { formatTimestamp } from '../format-timestamp'
import { InvitationLink } from './invitation-link'

/** The invitations not yet accepted: each can be sent again with a fresh link, or revoked after a confirmation. */
export function WaitingInvitations({ invitations }: { invitations: StaffInvitation[] }) {
  const [revoking, setRevoking] = useState<StaffInvitation | null>(null)
  const [resent, setResent] = useState<InvitationSent | null>(null)
  const resend = useAdminMutation({
    run: (id: number) => apiRequest<InvitationSent>(`/api/staff/${id}/invitation/resend`, { method: 'POST' }),
    refresh: [adminKeys.staff],
    success: 'Invitation sent again',
    failure: 'The invitation could not be sent again. Please try again.',
    serverDetail: true,
  })
  const revoke = useAdminMutation({
    run: (id: number) => apiRequest(`/api/staff/${id}/invitation`, { method: 'DELETE' }),
    refresh: [adminKeys.staff],
    success: 'Invitation revoked',
    failure: 'The invitation could not be revoked. Please try again.',
    serverDetail: true,
  })

  return (
    <section aria-labelledby="invitations-heading" className="flex flex-col gap-2">
      <h3 id="invitations-heading" className="font-semibold text-lg">
        Invitations waiting
      </h3>
      {invitations.length === 0 ? (
        <p className="text-muted-foreground text-sm">No invitations are waiting to be accepted.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              aria-label={`Invitation of ${invitation.email}`}
              className="flex flex-col gap-3 rounded-lg border bg-card px-4 py-3 text-sm"
            >
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <p className="min-w-0 sm:flex-1">
                  <span className="break-words font-medium">{invitation.email}</span> as{' '}
                  {ROLE_LABELS[invitation.role]}, invited by{' '}
                  <span className="break-words">{invitation.invitedBy}</span>; the link works until{' '}
                  {formatTimestamp(invitation.expiresAt)}.
                </p>
                <div className="flex flex-wrap gap-2">
                  <BusyButton
                    variant="outline"
                    size="sm"
                    aria-label={`Resend the invitation of ${invitation.email}`}
                    busy={resend.isPending && resend.variables === invitation.id}
                    disabled={resend.isPending}
                    onClick={() => resend.mutate(invitation.id, { onSuccess: setResent })}
                  >
                    <SendIcon aria-hidden className="size-4" />
                    Resend
                  </BusyButton>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Revoke the invitation of ${invitation.email}`}
                    onClick={() => setRevoking(invitation)}
                  >
                    <XIcon aria-hidden className="size-4" />
                    Revoke
                  </Button>
                </div>
              </div>
              {resent?.id === invitation.id ? <InvitationLink invitation={resent} /> : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title="Revoke this invitation?"
        description={`The link sent to ${revoking?.email ?? 'them'} stops working at once. You can invite them again later.`}
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
    </section>
  )
}
