import { eq, gt, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
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

const toInvitation = (
  row: typeof staffInvitations.$inferSelect,
  invitedBy: string | null,
): StaffInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedBy,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
})

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
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      })
      .returning()
    return inserted
  })
  if (!row) throw new Error('The invitation was not stored.')
  return { invitation: toInvitation(row, invitedBy.email), token }
}

/** The invitations not yet accepted and still valid, newest first. */
export async function listInvitations(db: Database): Promise<StaffInvitation[]> {
  const rows = await db
    .select({ invitation: staffInvitations, invitedBy: adminUsers.email })
    .from(staffInvitations)
    .leftJoin(adminUsers, eq(adminUsers.id, staffInvitations.invitedBy))
    .where(gt(staffInvitations.expiresAt, sql`now()`))
    .orderBy(sql`${staffInvitations.createdAt} desc`, sql`${staffInvitations.id} desc`)
  return rows.map((row) => toInvitation(row.invitation, row.invitedBy))
}

/**
 * Turns a valid invitation into an account with this password, using the invitation up. Null when the token
 * names no invitation (wrong, used or expired); throws `AlreadyStaff`, keeping the invitation, when the
 * address got an account meanwhile (`npm run admin`).
 */
export async function acceptInvitation(
  db: Database,
  { token, password }: { token: string; password: string },
): Promise<AdminUser | null> {
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .delete(staffInvitations)
      .where(liveLink(staffInvitations, token))
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
    return user ?? null
  })
}

/** Housekeeping: invitations past their seven days. Answers how many went. */
export const deleteExpiredInvitations = (db: Database, now = new Date()) =>
  deleteExpiredLinks(db, staffInvitations, now)
