import { createHash } from 'node:crypto'
import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { contactLeads } from '#app/db/schema.server'
import { emailKey } from '#app/lib/email-address'
import type { ListWindow } from '#app/lib/list-page'
import type { LeadInput } from '#app/schemas/lead'
import { callBackAlertRecipients } from '#app/services/auth/notification-settings.server'
import type { Mailer } from '#app/services/mail/mail-settings.server'
import { queueMail } from '#app/services/mail/outbox.server'
import { callBackNotificationMail } from '#app/services/mail/templates/call-back-notification.server'
import type { LeadOutbox } from './outbox.server'

const CONTENT_DEDUPE_WINDOW_MS = 60 * 60 * 1000

/** The outbox to wake when a lead is ready to forward; absent when no CRM webhook is configured. */
type Wakeable = Pick<LeadOutbox, 'kick'> | undefined

/**
 * The browser sends one submission id per filled-in form, so a double click or a retry maps to the
 * same row. Without it (a script, an old page), identical content within the hour counts as a repeat.
 */
function leadDedupeKey(input: LeadInput, now: Date): string {
  if (input.submission_id) return `submission:${input.submission_id}`
  const { submission_id: _ignored, ...content } = input
  const window = Math.floor(now.getTime() / CONTENT_DEDUPE_WINDOW_MS)
  const digest = createHash('sha256').update(JSON.stringify(content)).digest('hex')
  return `content:${window}:${digest}`
}

/**
 * Stores the lead before anything else happens; a repeat of the same submission is stored once. With it, in
 * the same transaction, an email to each member of staff who asked for one. A new lead wakes both outboxes,
 * so it reaches the CRM and those inboxes at once rather than at the next poll.
 */
export async function recordLead(
  db: Database,
  input: LeadInput,
  { outbox, mailer, now = new Date() }: { outbox?: Wakeable; mailer?: Mailer; now?: Date } = {},
) {
  const dedupeKey = leadDedupeKey(input, now)
  const created = await db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(contactLeads)
      .values({
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        emailKey: emailKey(input.email),
        phone: input.phone,
        customFields: input.custom_fields,
        dedupeKey,
      })
      .onConflictDoNothing({ target: contactLeads.dedupeKey })
      .returning()
    if (lead && mailer) {
      const recipients = await callBackAlertRecipients(tx)
      await queueMail(
        tx,
        recipients.map((to) => callBackNotificationMail(mailer.settings, to, lead)),
      )
    }
    return lead
  })
  if (created) {
    outbox?.kick()
    mailer?.kick()
    return { id: created.id, created: true }
  }
  const [existing] = await db
    .select({ id: contactLeads.id })
    .from(contactLeads)
    .where(eq(contactLeads.dedupeKey, dedupeKey))
  if (!existing) throw new Error('A lead with this key was neither created nor found.')
  return { id: existing.id, created: false }
}

/** A page of the call-back requests for staff, newest first, with their forwarding state. */
export async function listLeads(db: Database, { limit, offset }: ListWindow) {
  const [counted] = await db.select({ total: count() }).from(contactLeads)
  const rows = await db
    .select()
    .from(contactLeads)
    .orderBy(desc(contactLeads.createdAt), desc(contactLeads.id))
    .limit(limit)
    .offset(offset)
  const items = rows.map(({ dedupeKey: _key, nextAttemptAt: _next, ...lead }) => lead)
  return { items, total: counted?.total ?? 0 }
}

/**
 * Puts a lead back at the front of the outbox queue and wakes the outbox; false for an unknown or
 * already forwarded lead.
 */
export async function retryLead(db: Database, id: number, outbox?: Wakeable) {
  const updated = await db
    .update(contactLeads)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(contactLeads.id, id), isNull(contactLeads.forwardedAt)))
    .returning({ id: contactLeads.id })
  if (updated.length === 0) return false
  outbox?.kick()
  return true
}

/**
 * Deletes call-back requests older than the retention period (LEAD_RETENTION_MONTHS, which the privacy
 * notice quotes): bookings are recorded in the agency's own systems, never here. Answers how many went.
 */
export async function deleteLeadsPastRetention(db: Database, retentionMonths: number, now = new Date()) {
  const retentionStart = new Date(now)
  retentionStart.setMonth(retentionStart.getMonth() - retentionMonths)
  const deleted = await db
    .delete(contactLeads)
    .where(lt(contactLeads.createdAt, retentionStart))
    .returning({ id: contactLeads.id })
  return deleted.length
}
