import { and, eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { newsletterConsents, newsletterSignups } from '#app/db/schema.server'
import { CONFIRMATION_VALID_DAYS } from '#app/lib/newsletter-pages'
import { confirmTokenLookup } from './links.server'

/** What following a confirmation link did: the page says which. */
export type ConfirmationOutcome = 'confirmed' | 'expired' | 'invalid'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Confirms the sign-up a confirmation link was sent for. The token works once: its consent is marked
 * confirmed, and following the link again (a second click, or a mail scanner's visit first) changes nothing
 * and says it is confirmed. A link older than 30 days has expired; one for an address that has since
 * unsubscribed, or that nobody sent, is invalid.
 */
export async function confirmNewsletterSignup(
  db: Database,
  token: string | null,
  now = new Date(),
): Promise<ConfirmationOutcome> {
  const hash = confirmTokenLookup(token)
  if (!hash) return 'invalid'
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ consent: newsletterConsents, status: newsletterSignups.status })
      .from(newsletterConsents)
      .innerJoin(newsletterSignups, eq(newsletterSignups.id, newsletterConsents.signupId))
      .where(eq(newsletterConsents.confirmTokenHash, hash))
      .for('update')
    if (!found || found.status === 'unsubscribed') return 'invalid'
    const { consent } = found
    if (consent.confirmedAt) return 'confirmed'
    if (now.getTime() - consent.requestedAt.getTime() > CONFIRMATION_VALID_DAYS * DAY_MS) return 'expired'
    await tx.update(newsletterConsents).set({ confirmedAt: now }).where(eq(newsletterConsents.id, consent.id))
    await tx
      .update(newsletterSignups)
      .set({ status: 'confirmed', confirmedAt: now })
      .where(and(eq(newsletterSignups.id, consent.signupId), eq(newsletterSignups.status, 'pending')))
    return 'confirmed'
  })
}
