import { createHash, randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { parse as parseCookies } from 'cookie'
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { preparedStatement } from '#app/db/prepared.server'
import { adminUsers, sessions } from '#app/db/schema.server'
import { emailKey, plainEmailAddress } from '#app/lib/email-address'
import type { StaffRole } from '#app/lib/staff-roles'
import { MIN_PASSWORD_LENGTH } from '#app/schemas/auth'
import { isSignature, signature, signingKey } from './signing-key.server'

export const SESSION_COOKIE = 'citybreak_session'
const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000
/**
 * A session unused for this long ends, even inside its seven days: a back-office computer left signed in
 * overnight, or in a shop or a hotel lobby, is signed out by morning, yet a working day of edits with a
 * long lunch in the middle never is.
 */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000
// How stale `last_seen_at` may get before a request writes it again: one write a minute per session, not one
// per request, at the cost of the idle limit being a minute generous at most.
const LAST_SEEN_PRECISION = sql`interval '1 minute'`

/** 32 random bytes and their signature, each in base64url, as startSession makes them. */
const SESSION_TOKEN_SHAPE = /^[\w-]{43}\.[\w-]{43}$/

export type AdminUser = { id: number; email: string; role: StaffRole }

/** The session token in a Cookie header, from a page request or an API call alike. */
export const sessionToken = (cookieHeader: string | null | undefined) => {
  const token = parseCookies(cookieHeader ?? '')[SESSION_COOKIE]
  // Anything not shaped as startSession makes them names no session.
  return token !== undefined && SESSION_TOKEN_SHAPE.test(token) ? token : undefined
}

// Verified against when the email is unknown, so a wrong email takes as long as a wrong password.
const DUMMY_HASH = hash('not-a-real-password-just-for-timing')

/** A session token's id in the table: its SHA-256, so a leaked table cannot be replayed. */
export const tokenId = (token: string) => createHash('sha256').update(token).digest('hex')
export const hashPassword = (password: string) => hash(password)

/** The account with this email, in any letter case (accounts keep their address as its key), or undefined. */
export async function findAccount(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.email, emailKey(email)))
  return user
}

/**
 * `npm run admin`, the way in for whoever runs the server: creates an owner, or sets a new password on the
 * account with this email, which becomes an active owner whatever it was (its sessions end).
 */
export async function setAdminPassword(db: Database, email: string, password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  }
  // The sign-in form takes plain addresses only, so an account under any other could never sign in.
  const address = plainEmailAddress(email)
  if (!address) throw new Error(`${email} is not a plain email address (such as admin@example.com).`)
  const passwordHash = await hash(password)
  const existing = await findAccount(db, address)
  if (existing) {
    await db
      .update(adminUsers)
      .set({ passwordHash, role: 'owner', deactivatedAt: null })
      .where(eq(adminUsers.id, existing.id))
    await db.delete(sessions).where(eq(sessions.userId, existing.id))
    return 'updated' as const
  }
  await db.insert(adminUsers).values({ email: emailKey(address), passwordHash, role: 'owner' })
  return 'created' as const
}

/** Whether this is the account's password; a wrong one and a missing hash take the same time. */
export const isPasswordOf = async (passwordHash: string | undefined, password: string) =>
  verify(passwordHash ?? (await DUMMY_HASH), password).catch(() => false)

/** Refused: the right password, of an account an owner has deactivated. */
export class AccountDeactivated extends Error {
  constructor() {
    super('This account has been deactivated. Ask an owner to reactivate it.')
  }
}

/**
 * The active admin for this email and password, or null, saying nothing of which half was wrong. Only the
 * right password learns that its account is deactivated (`AccountDeactivated`): that tells its holder why,
 * and tells nobody else anything.
 */
async function verifyCredentials(db: Database, email: string, password: string): Promise<AdminUser | null> {
  const user = await findAccount(db, email)
  const matches = await isPasswordOf(user?.passwordHash, password)
  if (!user || !matches) return null
  if (user.deactivatedAt) throw new AccountDeactivated()
  return { id: user.id, email: user.email, role: user.role }
}

/** Deletes the sessions that can no longer sign anyone in: expired, or idle too long. Answers how many went. */
export async function deleteExpiredSessions(db: Database, now = new Date()) {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS)
  const deleted = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)))
    .returning({ id: sessions.id })
  return deleted.length
}

/** Signs every admin out everywhere, the caller too. Answers how many sessions ended. */
export async function endAllSessions(db: Database) {
  const ended = await db.delete(sessions).returning({ id: sessions.id })
  return ended.length
}

/** A new session for this admin: signing in, or accepting an invitation, which signs the newcomer in. */
export async function startSession(db: Database, userId: number, now = new Date()) {
  const random = randomBytes(32).toString('base64url')
  const token = `${random}.${signature(await signingKey(db), `session:${random}`)}`
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
  await db.insert(sessions).values({ id: tokenId(token), userId, expiresAt })
  // Expired sessions are swept whenever someone signs in too, so the table stays small between housekeepings.
  await deleteExpiredSessions(db, now)
  return { token, expiresAt }
}

/**
 * Signs an admin in: a new session for the right email and password, or null. Throws `AccountDeactivated`
 * for the right password of a deactivated account.
 */
export async function signIn(db: Database, email: string, password: string) {
  const user = await verifyCredentials(db, email, password)
  return user && { user, session: await startSession(db, user.id) }
}

/** Whether this server (or another of its fleet) made the token: one that nobody made costs no query. */
async function isSignedToken(db: Database, token: string) {
  const [random = '', signed = ''] = token.split('.')
  return isSignature(await signingKey(db), `session:${random}`, signed)
}

/** Asked on every request that carries a signed session cookie: prepared once, planned once. */
const liveSession = (db: Database) =>
  preparedStatement(db, 'live_session', (name) =>
    db
      .select({
        id: adminUsers.id,
        email: adminUsers.email,
        role: adminUsers.role,
        seenLongAgo: sql<boolean>`${sessions.lastSeenAt} < now() - ${LAST_SEEN_PRECISION}`,
      })
      .from(sessions)
      .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('id')),
          isNull(adminUsers.deactivatedAt),
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.lastSeenAt, sql`now() - ${SESSION_IDLE_MS} * interval '1 millisecond'`),
        ),
      )
      .prepare(name),
  )

/**
 * The admin whose session in this Cookie header (a page request's or an API call's) is neither expired nor
 * idle too long, or null. Using a session keeps it alive.
 */
export async function findSignedInAdmin(
  db: Database,
  cookieHeader: string | null | undefined,
): Promise<AdminUser | null> {
  const token = sessionToken(cookieHeader)
  if (!token || !(await isSignedToken(db, token))) return null
  const id = tokenId(token)
  const [row] = await liveSession(db).execute({ id })
  if (!row) return null
  if (row.seenLongAgo) await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id))
  return { id: row.id, email: row.email, role: row.role }
}

/** Ends the session in this Cookie header, if there is one. */
export async function signOut(db: Database, cookieHeader: string | null | undefined) {
  const token = sessionToken(cookieHeader)
  if (token) await db.delete(sessions).where(eq(sessions.id, tokenId(token)))
}

/**
 * The first admin comes from ADMIN_EMAIL and ADMIN_PASSWORD; without them, a random password is made
 * and shown once so the site is never left with an admin nobody can sign in as.
 */
export async function ensureFirstAdmin(
  db: Database,
  credentials: { email?: string; password?: string },
  announce: (message: string) => void,
) {
  const [anyAdmin] = await db.select({ id: adminUsers.id }).from(adminUsers).limit(1)
  if (anyAdmin) return
  const email = credentials.email ?? 'admin@example.com'
  const password = credentials.password ?? randomBytes(18).toString('base64url')
  await setAdminPassword(db, email, password)
  if (!credentials.password) {
    announce(
      `Created the first admin: ${email} with password ${password} (shown once; change it with npm run admin)`,
    )
  }
}
