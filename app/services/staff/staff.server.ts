import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { adminUsers, passwordResets, sessions } from '#app/db/schema.server'
import type { StaffList, StaffMember } from '#app/lib/staff'
import type { StaffRole } from '#app/lib/staff-roles'
import { listInvitations, voidInvitationsSentBy } from './invitations.server'

/** Refused: the change would leave the site with no active owner, and so nobody to manage the staff. */
export class LastOwner extends Error {
  constructor() {
    super('The site needs at least one active owner: make someone else an owner first.')
  }
}

const toStaffMember = (row: typeof adminUsers.$inferSelect): StaffMember => ({
  id: row.id,
  email: row.email,
  role: row.role,
  active: row.deactivatedAt === null,
  createdAt: row.createdAt.toISOString(),
})

/** Every account, oldest first, and the invitations waiting to be accepted. */
export async function listStaff(db: Database): Promise<StaffList> {
  const [rows, invitations] = await Promise.all([
    db.select().from(adminUsers).orderBy(asc(adminUsers.createdAt), asc(adminUsers.id)),
    listInvitations(db),
  ])
  return { members: rows.map(toStaffMember), invitations }
}

type StaffChange = { role?: StaffRole; active?: boolean }

/** What a change did, for the activity log: the member before and after, and the invitations it voided. */
export type StaffChanged = {
  member: StaffMember
  before: { role: StaffRole; active: boolean }
  voided: { email: string; role: StaffRole }[]
}

/**
 * Changes a member's role or deactivates (or reactivates) them. Deactivating ends their sessions and their
 * password-reset links at once; deactivating or demoting an owner voids the invitations they sent that are
 * still waiting, in the same transaction (decision 48). The active owners are locked first, so two owners
 * demoting each other at the same moment cannot leave none: the second waits, then is refused with
 * `LastOwner`. Null for an unknown id.
 */
export async function changeStaff(
  db: Database,
  id: number,
  change: StaffChange,
): Promise<StaffChanged | null> {
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.role, 'owner'), isNull(adminUsers.deactivatedAt)))
      .for('update')
    const [member] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update')
    if (!member) return null
    const active = change.active ?? member.deactivatedAt === null
    const role = change.role ?? member.role
    const staysOwner = active && role === 'owner'
    if (!staysOwner && owners.length === 1 && owners[0]?.id === id) throw new LastOwner()
    const deactivatedAt = active ? null : (member.deactivatedAt ?? new Date())
    const [updated] = await tx
      .update(adminUsers)
      .set({ role, deactivatedAt })
      .where(eq(adminUsers.id, id))
      .returning()
    if (!active) {
      await tx.delete(sessions).where(eq(sessions.userId, id))
      await tx.delete(passwordResets).where(eq(passwordResets.userId, id))
    }
    const voided = staysOwner ? [] : await voidInvitationsSentBy(tx, id)
    if (!updated) return null
    const before = { role: member.role, active: member.deactivatedAt === null }
    return { member: toStaffMember(updated), before, voided }
  })
}
