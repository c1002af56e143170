import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { Badge } from '#app/components/ui/badge'
import { Button } from '#app/components/ui/button'
import { NativeSelect } from '#app/components/ui/native-select'
import type { StaffMember } from '#app/lib/staff'
import { isStaffRole, type StaffRole } from '#app/lib/staff-roles'
import { adminKeys, useAdminMutation } from '../admin-queries'
import { DataTable } from '../data-table'
import { formatTimestamp } from '../format-timestamp'
import { RoleOptions } from './role-options'

type Change = { id: number; role?: StaffRole; active?: boolean }

const COLUMNS = [
  { label: 'Email' },
  { label: 'Role' },
  { label: 'Status' },
  { label: 'Since' },
  { label: 'Actions', visuallyHidden: true },
]

/** Everyone with an account: their role, changed in place, and deactivation behind a confirmation. */
export function MembersTable({ members, me }: { members: StaffMember[]; me: string }) {
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null)
  const change = useAdminMutation({
    run: ({ id, ...body }: Change) => apiRequest<StaffMember>(`/api/staff/${id}`, { method: 'PATCH', body }),
    refresh: [adminKeys.staff],
    success: 'Staff member updated',
    failure: 'The change could not be saved. Please try again.',
    // The last owner's refusal says why in the server's words.
    serverDetail: true,
  })

  // Stepping down from owner takes this very screen away: the dashboard opens again as the new role.
  const changeMember = (member: StaffMember, next: Omit<Change, 'id'>) =>
    change.mutate(
      { id: member.id, ...next },
      { onSuccess: () => (member.email === me ? window.location.assign('/admin') : undefined) },
    )

  return (
    <>
      <DataTable caption="Staff accounts" columns={COLUMNS}>
        {members.map((member) => (
          <tr key={member.id} className="border-b last:border-b-0">
            <td className="break-all px-4 py-2">
              {member.email}
              {member.email === me ? <span className="text-muted-foreground"> (you)</span> : null}
            </td>
            <td className="px-4 py-2">
              <NativeSelect
                aria-label={`Role of ${member.email}`}
                value={member.role}
                disabled={change.isPending}
                onChange={(event) => {
                  const role = event.target.value
                  if (isStaffRole(role)) changeMember(member, { role })
                }}
              >
                <RoleOptions />
              </NativeSelect>
            </td>
            <td className="px-4 py-2">
              <Badge variant={member.active ? 'default' : 'outline'}>
                {member.active ? 'Active' : 'Deactivated'}
              </Badge>
            </td>
            <td className="whitespace-nowrap px-4 py-2 text-muted-foreground">
              {formatTimestamp(member.createdAt)}
            </td>
            <td className="px-4 py-2 text-right">
              {member.active ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Deactivate ${member.email}`}
                  onClick={() => setDeactivating(member)}
                >
                  Deactivate
                </Button>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Reactivate ${member.email}`}
                  disabled={change.isPending}
                  onClick={() => changeMember(member, { active: true })}
                >
                  Reactivate
                </Button>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => (open ? undefined : setDeactivating(null))}
        title="Deactivate this account?"
        description={`${deactivating?.email ?? 'They'} will be signed out everywhere at once and cannot sign in until an owner reactivates the account.`}
        confirmLabel="Deactivate"
        pending={change.isPending}
        onConfirm={() =>
          deactivating &&
          change.mutate({ id: deactivating.id, active: false }, { onSettled: () => setDeactivating(null) })
        }
      />
    </>
  )
}
