import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { adminUsers, passwordResets, sessions } from '#app/db/schema.server'
import type { PasswordChangeInput, TokenPasswordInput } from '#app/schemas/auth'
import { type AdminUser, findAccount, hashPassword, isPasswordOf, tokenId } from './auth.server'
import { deleteExpiredLinks, liveLink, newLinkToken } from './link-tokens.server'

const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000
export const RESET_PASSWORD_PATH = '/admin/reset-password'

/**
 * A forgotten password: a single-use token valid for an hour for the active account with this email, or
 * null when there is none (the caller answers the same either way). Earlier links of the account still work
 * until they are used or expire; using any one ends them all.
 */
export async function startPasswordReset(db: Database, email: string, now = new Date()) {
  const user = await findAccount(db, email)
  if (!user || user.deactivatedAt) return null
  const { token, tokenHash } = newLinkToken()
  await db
    .insert(passwordResets)
    .values({ tokenHash, userId: user.id, expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS) })
  return { email: user.email, token }
}

/**
 * What the reset page says on arrival: the address a reset token is for, or null when the link cannot be
 * used (never made, used, expired, or its account deactivated since), told apart to nobody.
 */
export async function findResetLink(db: Database, token: string) {
  const [row] = await db
    .select({ email: adminUsers.email })
    .from(passwordResets)
    .innerJoin(adminUsers, eq(adminUsers.id, passwordResets.userId))
    .where(and(liveLink(passwordResets, token), isNull(adminUsers.deactivatedAt)))
  return row ?? null
}

/**
 * Sets the password a reset link was for, using up every reset link of the account and ending all its
 * sessions. Null when the token names no valid link, or its account has been deactivated since.
 */
export async function completePasswordReset(
  db: Database,
  { token, password }: TokenPasswordInput,
): Promise<AdminUser | null> {
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .delete(passwordResets)
      .where(liveLink(passwordResets, token))
      .returning({ userId: passwordResets.userId })
    if (!reset) return null
    const [user] = await tx
      .update(adminUsers)
      .set({ passwordHash })
      .where(and(eq(adminUsers.id, reset.userId), isNull(adminUsers.deactivatedAt)))
      .returning({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role })
    if (!user) return null
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id))
    await tx.delete(sessions).where(eq(sessions.userId, user.id))
    return user
  })
}

/**
 * A signed-in member of staff sets a new password, proving the current one: every other session of theirs
 * ends (a stolen one included), the one in `sessionToken` goes on. False when the current password is wrong.
 */
export async function changeOwnPassword(
  db: Database,
  user: AdminUser,
  sessionToken: string,
  { currentPassword, newPassword }: PasswordChangeInput,
) {
  const [account] = await db
    .select({ passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.id, user.id))
  if (!(await isPasswordOf(account?.passwordHash, currentPassword))) return false
  const passwordHash = await hashPassword(newPassword)
  // All or nothing: a new password with the old sessions still alive would defeat the change.
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, user.id))
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, tokenId(sessionToken))))
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id))
  })
  return true
}

/** Housekeeping: reset links past their hour. Answers how many went. */
export const deleteExpiredPasswordResets = (db: Database, now = new Date()) =>
  deleteExpiredLinks(db, passwordResets, now)
