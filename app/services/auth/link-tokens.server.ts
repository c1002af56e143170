import { randomBytes } from 'node:crypto'
import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import type { passwordResets, staffInvitations } from '#app/db/schema.server'
import type { LinkArrival } from '#app/lib/staff-links'
import { TokenPasswordInputSchema } from '#app/schemas/auth'
import { tokenId } from './auth.server'

/** The tables of emailed links: each row is a link, by its token's hash, until it is used or expires. */
type LinkTable = typeof staffInvitations | typeof passwordResets

/**
 * The secret in an emailed link (an invitation, a password reset): 32 random bytes, of which the table
 * keeps only the SHA-256, so a leaked table opens no link. Its shape is `TokenPasswordInputSchema`'s.
 */
export function newLinkToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: tokenId(token) }
}

/** The address of the staff page a link opens, its token in the query. */
export const linkWithToken = (origin: string, pagePath: string, token: string) =>
  `${origin}${pagePath}?${new URLSearchParams({ token })}`

/**
 * A link's page, on arrival (decision 48): what `find` says its token opens, so the page can name it, or
 * that it opens nothing and the form would only fail. Reading never uses a link up.
 */
export async function arriveWithLink<Found extends object>(
  request: Request,
  find: (token: string) => Promise<Found | null>,
): Promise<LinkArrival<Found>> {
  const token = TokenPasswordInputSchema.shape.token.safeParse(new URL(request.url).searchParams.get('token'))
  if (!token.success) return { link: 'incomplete' }
  const found = await find(token.data)
  return found ? { link: 'usable', ...found } : { link: 'unusable' }
}

/** Where the link of this token is, while it still works. */
export const liveLink = (table: LinkTable, token: string) =>
  and(eq(table.tokenHash, tokenId(token)), gt(table.expiresAt, sql`now()`))

/** Housekeeping: the links past their time. Answers how many went. */
export async function deleteExpiredLinks(db: Database, table: LinkTable, now: Date) {
  const deleted = await db.delete(table).where(lte(table.expiresAt, now)).returning({ hash: table.tokenHash })
  return deleted.length
}
