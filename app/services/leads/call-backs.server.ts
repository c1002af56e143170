import { createHash } from 'node:crypto'
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Database, Transaction } from '#app/db/client.server'
import { contactLeads, leadRequests } from '#app/db/schema.server'
import { emailKey } from '#app/lib/email-address'
import type { LeadInput } from '#app/schemas/lead'
import { callBackAlertRecipients } from '#app/services/auth/notification-settings.server'
import type { Mailer } from '#app/services/mail/mail-settings.server'
import { queueMail } from '#app/services/mail/outbox.server'
import { callBackNotificationMail } from '#app/services/mail/templates/call-back-notification.server'
import { forgetLeadsInActivityLog } from './lead-activity.server'
import { leadToFoldInto, lockLeadGroup } from './lead-grouping.server'
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

/** The lead holding this submission, when the same one came before (as a lead or as a folded repeat). */
async function alreadyStored(tx: Transaction, dedupeKey: string) {
  const [lead] = await tx
    .select({ id: contactLeads.id })
    .from(contactLeads)
    .where(eq(contactLeads.dedupeKey, dedupeKey))
  if (lead) return lead.id
  const [repeat] = await tx
    .select({ leadId: leadRequests.leadId })
    .from(leadRequests)
    .where(eq(leadRequests.dedupeKey, dedupeKey))
  return repeat?.leadId ?? null
}

/** What the visitor sent, as a lead's own columns and a repeat's alike hold it. */
const requestColumns = (input: LeadInput, dedupeKey: string) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  email: input.email,
  emailKey: emailKey(input.email),
  phone: input.phone,
  customFields: input.custom_fields,
  dedupeKey,
})

const withoutKey = ({ emailKey: _key, ...columns }: ReturnType<typeof requestColumns>) => columns

async function storeRequest(tx: Transaction, columns: ReturnType<typeof requestColumns>, foldInto?: number) {
  const [stored] =
    foldInto === undefined
      ? await tx.insert(contactLeads).values(columns).returning({ leadId: contactLeads.id })
      : await tx
          .insert(leadRequests)
          // A repeat is found through its lead, which holds the same address key.
          .values({ ...withoutKey(columns), leadId: foldInto })
          .returning({ leadId: leadRequests.leadId })
  if (!stored) throw new Error('The call-back request was not stored.')
  return stored.leadId
}

/**
 * Stores the request before anything else happens. The same submission twice is stored once; a new request
 * from the same address about the same package within a day of an open lead's first is folded into that
 * lead with its own details kept (decision 53). In the same transaction, an email to each member of staff
 * who asked for one, for a repeat too, since it may carry a new message. A new lead wakes both outboxes, so
 * it reaches the CRM and those inboxes at once; a repeat is not sent to the CRM, which has the lead.
 */
export async function recordLead(
  db: Database,
  input: LeadInput,
  { outbox, mailer, now = new Date() }: { outbox?: Wakeable; mailer?: Mailer; now?: Date } = {},
) {
  const dedupeKey = leadDedupeKey(input, now)
  const recorded = await db.transaction(async (tx) => {
    await lockLeadGroup(tx, input)
    const seen = await alreadyStored(tx, dedupeKey)
    if (seen !== null) return { id: seen, created: false, repeat: false }
    const earlier = await leadToFoldInto(tx, input, now)
    const columns = requestColumns(input, dedupeKey)
    const id = await storeRequest(tx, columns, earlier?.id)
    if (mailer) {
      const recipients = await callBackAlertRecipients(tx)
      const repeat = earlier !== null
      await queueMail(
        tx,
        recipients.map((to) => callBackNotificationMail(mailer.settings, to, columns, { repeat })),
      )
    }
    return { id, created: true, repeat: earlier !== null }
  })
  if (recorded.created) {
    if (!recorded.repeat) outbox?.kick()
    mailer?.kick()
  }
  return { id: recorded.id, created: recorded.created }
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
 * notice quotes), with their repeats and notes, and their names from the activity log: bookings are
 * recorded in the agency's own systems, never here. Answers how many went.
 */
export async function deleteLeadsPastRetention(db: Database, retentionMonths: number, now = new Date()) {
  const retentionStart = new Date(now)
  retentionStart.setMonth(retentionStart.getMonth() - retentionMonths)
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(contactLeads)
      .where(lt(contactLeads.createdAt, retentionStart))
      .returning({ id: contactLeads.id, firstName: contactLeads.firstName, lastName: contactLeads.lastName })
    await forgetLeadsInActivityLog(tx, deleted)
    return deleted.length
  })
}
