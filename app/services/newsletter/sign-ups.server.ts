import { stringify } from 'csv-stringify/sync'
import { and, count, desc, eq, gte, lt, notExists, sql } from 'drizzle-orm'
import type { Database, Transaction } from '#app/db/client.server'
import { newsletterConsents, newsletterSignups } from '#app/db/schema.server'
import { inertCell } from '#app/lib/csv-cells'
import { emailKey } from '#app/lib/email-address'
import type { ListWindow } from '#app/lib/list-page'
import { CURRENT_CONSENT_VERSION } from '#app/lib/newsletter-consent'
import { CONFIRMATION_VALID_DAYS } from '#app/lib/newsletter-pages'
import type { Mailer } from '#app/services/mail/mail-settings.server'
import { queueMail } from '#app/services/mail/outbox.server'
import { newsletterConfirmationMail } from '#app/services/mail/templates/newsletter-confirmation.server'
import { confirmLink, newConfirmToken, unsubscribeLinks } from './links.server'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * At most this many confirmation emails a day to one address, however many addresses (IPs) ask: the form
 * cannot be used to flood a stranger's inbox. Past it a sign-up is answered as usual and sends nothing.
 */
const CONFIRMATIONS_PER_DAY = 3

/**
 * 'sent': a new sign-up (or one that had unsubscribed), waiting for its confirmation; 'resent': an
 * unconfirmed one, sent its link again; 'already-subscribed': confirmed before, nothing changes.
 */
export type SignupOutcome = 'sent' | 'resent' | 'already-subscribed'

async function confirmationsToday(tx: Transaction, signupId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(newsletterConsents)
    .where(
      and(
        eq(newsletterConsents.signupId, signupId),
        gte(newsletterConsents.requestedAt, sql`now() - interval '1 day'`),
      ),
    )
  return row?.n ?? 0
}

/**
 * Where the address stands before this request: a new row (pending), or the one its key has, in whatever case
 * it was typed then, made pending again after an unsubscribe.
 */
async function signupToConfirm(tx: Transaction, email: string) {
  const key = emailKey(email)
  const [created] = await tx
    .insert(newsletterSignups)
    .values({ email, emailKey: key, status: 'pending' })
    .onConflictDoNothing({ target: newsletterSignups.emailKey })
    .returning({ id: newsletterSignups.id })
  if (created) return { id: created.id, outcome: 'sent' as const }
  const [existing] = await tx
    .select()
    .from(newsletterSignups)
    .where(eq(newsletterSignups.emailKey, key))
    .for('update')
  if (!existing) throw new Error('A sign-up for this address was neither created nor found.')
  if (existing.status === 'confirmed') return { id: existing.id, outcome: 'already-subscribed' as const }
  if (existing.status === 'unsubscribed') {
    // Joining again after leaving is a new consent, confirmed afresh.
    await tx
      .update(newsletterSignups)
      .set({ status: 'pending', confirmedAt: null })
      .where(eq(newsletterSignups.id, existing.id))
    return { id: existing.id, outcome: 'sent' as const }
  }
  return { id: existing.id, outcome: 'resent' as const }
}

/**
 * A sign-up (double opt-in, decision 33): records the consent (the wording's version, the page, the time)
 * and queues the confirmation email, in one transaction; the address counts as subscribed only once its
 * link is followed. An unconfirmed address signing up again is sent the link again; a confirmed one is told
 * it is subscribed already, and nothing is stored twice.
 */
export async function requestNewsletterSignup(
  db: Database,
  { email, sourcePage }: { email: string; sourcePage?: string },
  mailer: Mailer,
): Promise<SignupOutcome> {
  const unsubscribeLink = await unsubscribeLinks(db, mailer.settings)
  const outcome = await db.transaction(async (tx) => {
    const signup = await signupToConfirm(tx, email)
    if (signup.outcome === 'already-subscribed') return signup.outcome
    if ((await confirmationsToday(tx, signup.id)) >= CONFIRMATIONS_PER_DAY) return signup.outcome
    const { token, hash } = newConfirmToken()
    await tx.insert(newsletterConsents).values({
      signupId: signup.id,
      wordingVersion: CURRENT_CONSENT_VERSION,
      sourcePage,
      confirmTokenHash: hash,
    })
    const confirmation = newsletterConfirmationMail(mailer.settings, {
      to: email,
      confirmUrl: confirmLink(mailer.settings, token),
      unsubscribeUrl: unsubscribeLink(signup.id),
      validDays: CONFIRMATION_VALID_DAYS,
    })
    await queueMail(tx, [confirmation])
    return signup.outcome
  })
  if (outcome !== 'already-subscribed') mailer.kick()
  return outcome
}

const signupColumns = {
  id: newsletterSignups.id,
  email: newsletterSignups.email,
  status: newsletterSignups.status,
  createdAt: newsletterSignups.createdAt,
  confirmedAt: newsletterSignups.confirmedAt,
  unsubscribedAt: newsletterSignups.unsubscribedAt,
}

const newestFirst = [desc(newsletterSignups.createdAt), desc(newsletterSignups.id)]

/** A page of the sign-ups for staff, newest first, with where each stands. */
export async function listSignups(db: Database, { limit, offset }: ListWindow) {
  const [counted] = await db.select({ total: count() }).from(newsletterSignups)
  const items = await db
    .select(signupColumns)
    .from(newsletterSignups)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
  return { items, total: counted?.total ?? 0 }
}

const timestamp = (value: Date | null) => value?.toISOString() ?? ''

/**
 * The sign-ups as CSV for the mailing tool: only confirmed addresses that have not unsubscribed, unless
 * staff ask for everyone. Cells a spreadsheet would run as formulas are neutralised.
 */
export async function signupsCsv(db: Database, { everyone = false } = {}) {
  // An export, not a page: every row it asks for.
  const rows = await db
    .select(signupColumns)
    .from(newsletterSignups)
    .where(everyone ? undefined : eq(newsletterSignups.status, 'confirmed'))
    .orderBy(...newestFirst)
  return stringify([
    ['email', 'subscribed_at', 'status', 'confirmed_at', 'unsubscribed_at'],
    ...rows.map((row) => [
      inertCell(row.email),
      timestamp(row.createdAt),
      row.status,
      timestamp(row.confirmedAt),
      timestamp(row.unsubscribedAt),
    ]),
  ])
}

/**
 * Deletes sign-ups nobody confirmed within 30 days of their last request (the confirmation email says so),
 * with their consent records. Answers how many went.
 */
export async function deleteUnconfirmedSignups(db: Database, now = new Date()) {
  const cutoff = new Date(now.getTime() - CONFIRMATION_VALID_DAYS * DAY_MS)
  const recentRequest = db
    .select({ id: newsletterConsents.id })
    .from(newsletterConsents)
    .where(
      and(eq(newsletterConsents.signupId, newsletterSignups.id), gte(newsletterConsents.requestedAt, cutoff)),
    )
  const deleted = await db
    .delete(newsletterSignups)
    .where(
      and(
        eq(newsletterSignups.status, 'pending'),
        lt(newsletterSignups.createdAt, cutoff),
        notExists(recentRequest),
      ),
    )
    .returning({ id: newsletterSignups.id })
  return deleted.length
}
