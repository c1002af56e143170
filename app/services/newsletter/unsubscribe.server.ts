import { and, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { newsletterSignups } from '#app/db/schema.server'
import { maskedEmail } from '#app/lib/masked-email'
import { unsubscribeTokenSignup } from './links.server'

/** What an unsubscribe link's page shows: whose it is (masked) and whether they still get emails. */
export type UnsubscribeLink = { email: string; subscribed: boolean }

/**
 * The state behind an unsubscribe link, changing nothing: mail scanners open links before people do, so
 * the page only offers the button. Null when nobody made the link; a link whose sign-up has since been
 * erased reads as unsubscribed, which it is.
 */
export async function readUnsubscribeLink(
  db: Database,
  token: string | null,
): Promise<UnsubscribeLink | null> {
  const signupId = await unsubscribeTokenSignup(db, token)
  if (signupId === null) return null
  const [signup] = await db
    .select({ email: newsletterSignups.email, status: newsletterSignups.status })
    .from(newsletterSignups)
    .where(eq(newsletterSignups.id, signupId))
  if (!signup) return { email: '', subscribed: false }
  return { email: maskedEmail(signup.email), subscribed: signup.status !== 'unsubscribed' }
}

/**
 * Unsubscribes the address an unsubscribe link was made for, at once; doing it again changes nothing.
 * False when nobody made the link.
 */
export async function unsubscribeByLink(db: Database, token: string | null): Promise<boolean> {
  const signupId = await unsubscribeTokenSignup(db, token)
  if (signupId === null) return false
  await db
    .update(newsletterSignups)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()` })
    .where(and(eq(newsletterSignups.id, signupId), ne(newsletterSignups.status, 'unsubscribed')))
  return true
}
