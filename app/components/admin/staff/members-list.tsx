import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { Badge } from '#app/components/ui/badge'
import { Button } from '#app/components/ui/button'
import { NativeSelect } from '#app/components/ui/native-select'
import type { StaffMember } from '#app/lib/staff'
import { isStaffRole, type StaffRole } from '#app/lib/staff-roles'
import { adminKeys, useAdminMutation } from '../admin-queries'
import { formatTimestamp } from '../format-timestamp'
import { RoleOptions } from './role-options'

type Change = { id: number; role?: StaffRole; active?: boolean }

/**
 * Everyone with an account, one row each that wraps into a card on a phone: their role, changed in place,
 * and deactivation behind a confirmation.
 */
export function MembersList({ members, me }: { members: StaffMember[]; me: string }) {
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
    <section aria-labelledby="members-heading" className="flex flex-col gap-2">
      <h3 id="members-heading" className="font-semibold text-lg">
        Accounts
      </h3>
      <ul className="divide-y rounded-xl border bg-card shadow-sm">
        {members.map((member) => (
          <li
            key={member.id}
            className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4"
          >
            <div className="min-w-0 sm:flex-1">
              <p className="break-words font-medium">
                {member.email}
                {member.email === me ? (
                  <span className="font-normal text-muted-foreground"> (you)</span>
                ) : null}
              </p>
              <p className="text-muted-foreground text-xs">Since {formatTimestamp(member.createdAt)}</p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <NativeSelect
                aria-label={`Role of ${member.email}`}
                value={member.role}
                disabled={change.isPending}
                onChange={(event) => {
                  const role = event.target.value
                  if (isStaffRole(role)) changeMember(member, { role })
                }}
                className="w-28"
              >
                <RoleOptions />
              </NativeSelect>
              {/* One width for both words, so the controls line up down the list. */}
              <Badge variant={member.active ? 'default' : 'outline'} className="justify-center sm:w-24">
                {member.active ? 'Active' : 'Deactivated'}
              </Badge>
              {member.active ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Deactivate ${member.email}`}
                  onClick={() => setDeactivating(member)}
                  className="ml-auto"
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
                  className="ml-auto"
                >
                  Reactivate
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => (open ? undefined : setDeactivating(null))}
        title="Deactivate this account?"
        description={`${deactivating?.email ?? 'They'} will be signed out everywhere at once and cannot sign in until an owner reactivates the account. Invitations they sent that are still waiting stop working.`}
        confirmLabel="Deactivate"
        pending={change.isPending}
        onConfirm={() =>
          deactivating &&
          change.mutate({ id: deactivating.id, active: false }, { onSettled: () => setDeactivating(null) })
        }
      />
    </section>
  )
}
