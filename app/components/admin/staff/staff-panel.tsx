import type { StaffInvitation } from '#app/lib/staff'
import { ROLE_LABELS } from '#app/lib/staff-roles'
import { AdminPanel } from '../admin-panel'
import { useStaffList } from '../admin-queries'
import { formatTimestamp } from '../format-timestamp'
import { PanelError, PanelLoading } from '../panel-state'
import { InviteForm } from './invite-form'
import { MembersTable } from './members-table'

/** The owner's Staff tab: invite, change roles, deactivate; and the invitations still open. */
export function StaffPanel({ me }: { me: string }) {
  const staff = useStaffList()
  return (
    <AdminPanel
      id="staff-heading"
      title="Staff"
      description="Who can sign in to the back office, and what each of them may do."
    >
      <InviteForm />
      {staff.isPending ? (
        <PanelLoading label="Loading the staff..." />
      ) : staff.isError ? (
        <PanelError message="The staff could not be loaded." onRetry={() => staff.refetch()} />
      ) : (
        <>
          <MembersTable members={staff.data.members} me={me} />
          <Invitations invitations={staff.data.invitations} />
        </>
      )}
    </AdminPanel>
  )
}

function Invitations({ invitations }: { invitations: StaffInvitation[] }) {
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
            <li key={invitation.id} className="rounded-lg border bg-card px-4 py-3 text-sm">
              <span className="break-all font-medium">{invitation.email}</span> as{' '}
              {ROLE_LABELS[invitation.role]}, invited by {invitation.invitedBy ?? 'a former owner'}; the link
              works until {formatTimestamp(invitation.expiresAt)}.
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
