import { and, eq, gt, type SQL, sql } from 'drizzle-orm'
import type { Database, Transaction } from '#app/db/client.server'
import { adminUsers, staffInvitations } from '#app/db/schema.server'
import type { StaffInvitation } from '#app/lib/staff'
import type { StaffRole } from '#app/lib/staff-roles'
import { type AdminUser, findAccount, hashPassword } from '#app/services/auth/auth.server'
import { deleteExpiredLinks, liveLink, newLinkToken } from '#app/services/auth/link-tokens.server'

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const ACCEPT_INVITATION_PATH = '/admin/accept-invitation'

/** Refused: the address belongs to an account already (active or not). */
export class AlreadyStaff extends Error {}

const alreadyStaff = (email: string, active: boolean) =>
  new AlreadyStaff(
    active
      ? `${email} already has an account.`
      : `${email} has an account that was deactivated: reactivate it in the staff list instead.`,
  )

/**
 * An invitation is only as good as its sender's rights (decision 48): it waits while it is within its seven
 * days and whoever sent it is still an active owner. Deactivating or demoting a sender deletes theirs
 * (`voidInvitationsSentBy`); this condition is the second net, for an invitation sent in the very moment
 * its sender lost the right, and for any made before that rule.
 */
const sentByActiveOwner = sql`${staffInvitations.invitedBy} in (select ${adminUsers.id} from ${adminUsers}
  where ${adminUsers.role} = 'owner' and ${adminUsers.deactivatedAt} is null)`

const isWaiting = (which: SQL | undefined) =>
  and(which, gt(staffInvitations.expiresAt, sql`now()`), sentByActiveOwner)

const toInvitation = (row: typeof staffInvitations.$inferSelect, invitedBy: string): StaffInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedBy,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
})

const expiresFrom = (now: Date) => new Date(now.getTime() + INVITATION_TTL_MS)

/**
 * Invites `email` to join as `role`: a new single-use token valid for seven days, replacing any earlier
 * invitation to the same address (its link stops working). Answers the invitation and the token for its
 * link; throws `AlreadyStaff` when the address has an account.
 */
export async function inviteStaff(
  db: Database,
  input: { email: string; role: StaffRole },
  invitedBy: AdminUser,
  now = new Date(),
) {
  const existing = await findAccount(db, input.email)
  if (existing) throw alreadyStaff(existing.email, !existing.deactivatedAt)
  const { token, tokenHash } = newLinkToken()
  const row = await db.transaction(async (tx) => {
    await tx.delete(staffInvitations).where(eq(staffInvitations.email, input.email))
    const [inserted] = await tx
      .insert(staffInvitations)
      .values({
        email: input.email,
        role: input.role,
        tokenHash,
        invitedBy: invitedBy.id,
        expiresAt: expiresFrom(now),
      })
      .returning()
    return inserted
  })
  if (!row) throw new Error('The invitation was not stored.')
  return { invitation: toInvitation(row, invitedBy.email), token }
}

/**
 * A waiting invitation sent again: a new link with seven fresh days, the old link dead, and the owner who
 * resends it its sender from now on (it is their word the invitee now has). Null when no invitation with
 * this id is waiting; throws `AlreadyStaff` when the address got an account meanwhile.
 */
export async function resendInvitation(db: Database, id: number, resentBy: AdminUser, now = new Date()) {
  const [waiting] = await db
    .select({ email: staffInvitations.email })
    .from(staffInvitations)
    .where(isWaiting(eq(staffInvitations.id, id)))
  if (!waiting) return null
  const existing = await findAccount(db, waiting.email)
  if (existing) throw alreadyStaff(existing.email, !existing.deactivatedAt)
  const { token, tokenHash } = newLinkToken()
  const [row] = await db
    .update(staffInvitations)
    .set({ tokenHash, invitedBy: resentBy.id, expiresAt: expiresFrom(now) })
    .where(isWaiting(eq(staffInvitations.id, id)))
    .returning()
  return row ? { invitation: toInvitation(row, resentBy.email), token } : null
}

/** Withdraws a waiting invitation: its link stops working. The invitation as it was, or null if none waits. */
export async function revokeInvitation(db: Database, id: number) {
  const [row] = await db
    .delete(staffInvitations)
    .where(isWaiting(eq(staffInvitations.id, id)))
    .returning({ email: staffInvitations.email, role: staffInvitations.role })
  return row ?? null
}

/**
 * Deletes the waiting invitations `senderId` sent, inside the transaction that takes away their right to
 * send them (deactivation, or no longer an owner). Answers what was voided.
 */
export async function voidInvitationsSentBy(tx: Transaction, senderId: number) {
  return tx
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.invitedBy, senderId), gt(staffInvitations.expiresAt, sql`now()`)))
    .returning({ email: staffInvitations.email, role: staffInvitations.role })
}

/** The invitations waiting to be accepted, newest first. */
export async function listInvitations(db: Database): Promise<StaffInvitation[]> {
  const rows = await db
    .select({ invitation: staffInvitations, invitedBy: adminUsers.email })
    .from(staffInvitations)
    .innerJoin(adminUsers, eq(adminUsers.id, staffInvitations.invitedBy))
    .where(isWaiting(undefined))
    .orderBy(sql`${staffInvitations.createdAt} desc`, sql`${staffInvitations.id} desc`)
  return rows.map((row) => toInvitation(row.invitation, row.invitedBy))
}

/**
 * What the invitation page says on arrival: the address and role this token's invitation is for, or null
 * when it cannot be used (never made, used, revoked, voided or expired, told apart to nobody).
 */
export async function findWaitingInvitation(db: Database, token: string) {
  const [row] = await db
    .select({ email: staffInvitations.email, role: staffInvitations.role })
    .from(staffInvitations)
    .where(isWaiting(liveLink(staffInvitations, token)))
  return row ?? null
}

/**
 * Turns a waiting invitation into an account with this password, using the invitation up. Answers the new
 * account and who had invited it; null when the token names no waiting invitation. Throws `AlreadyStaff`,
 * keeping the invitation, when the address got an account meanwhile (`npm run admin`).
 */
export async function acceptInvitation(
  db: Database,
  { token, password }: { token: string; password: string },
): Promise<{ user: AdminUser; invitedBy: string } | null> {
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .delete(staffInvitations)
      .where(isWaiting(liveLink(staffInvitations, token)))
      .returning()
    if (!invitation) return null
    const [existing] = await tx
      .select({ email: adminUsers.email, deactivatedAt: adminUsers.deactivatedAt })
      .from(adminUsers)
      .where(eq(adminUsers.email, invitation.email))
    // Thrown, so the transaction rolls back and the invitation stays.
    if (existing) throw alreadyStaff(existing.email, !existing.deactivatedAt)
    const [user] = await tx
      .insert(adminUsers)
      .values({ email: invitation.email, passwordHash, role: invitation.role })
      .returning({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role })
    // A waiting invitation's sender is an active owner, so there is one.
    const [sender] = await tx
      .select({ email: adminUsers.email })
      .from(adminUsers)
      .where(eq(adminUsers.id, invitation.invitedBy ?? -1))
    return user ? { user, invitedBy: sender?.email ?? '' } : null
  })
}

/** Housekeeping: invitations past their seven days. Answers how many went. */
export const deleteExpiredInvitations = (db: Database, now = new Date()) =>
  deleteExpiredLinks(db, staffInvitations, now)
