import { AdminPanel } from '../admin-panel'
import { useStaffList } from '../admin-queries'
import { PanelError, PanelLoading } from '../panel-state'
import { InviteForm } from './invite-form'
import { MembersList } from './members-list'
import { WaitingInvitations } from './waiting-invitations'

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
          <MembersList members={staff.data.members} me={me} />
          <WaitingInvitations invitations={staff.data.invitations} />
        </>
      )}
    </AdminPanel>
  )
}
