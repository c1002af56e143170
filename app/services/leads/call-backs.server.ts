import { createHash } from 'node:crypto'
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { contactLeads } from '#app/db/schema.server'
import type { LeadInput } from '#app/schemas/lead'
import type { LeadOutbox } from './outbox.server'

const CONTENT_DEDUPE_WINDOW_MS = 60 * 60 * 1000

/** The privacy notice's promise: call-back requests are deleted within 12 months. */
const LEAD_RETENTION_MONTHS = 12

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
 * Stores the lead before anything else happens; a repeat of the same submission is stored once. A new
 * lead wakes the outbox, so it reaches the CRM at once rather than at the next poll.
 */
export async function recordLead(
  db: Database,
  input: LeadInput,
  { outbox, now = new Date() }: { outbox?: Wakeable; now?: Date } = {},
) {
  const dedupeKey = leadDedupeKey(input, now)
  const [created] = await db
    .insert(contactLeads)
    .values({
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      customFields: input.custom_fields,
      dedupeKey,
    })
    .onConflictDoNothing({ target: contactLeads.dedupeKey })
    .returning({ id: contactLeads.id })
  if (created) {
    outbox?.kick()
    return { id: created.id, created: true }
  }
  const [existing] = await db
    .select({ id: contactLeads.id })
    .from(contactLeads)
    .where(eq(contactLeads.dedupeKey, dedupeKey))
  if (!existing) throw new Error('A lead with this key was neither created nor found.')
  return { id: existing.id, created: false }
}

/** Call-back requests for staff, newest first, with their forwarding state. */
export async function listLeads(db: Database) {
  const rows = await db
    .select()
    .from(contactLeads)
    .orderBy(desc(contactLeads.createdAt), desc(contactLeads.id))
  return rows.map(({ dedupeKey: _key, nextAttemptAt: _next, ...lead }) => lead)
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
 * Deletes call-back requests older than the retention period: bookings are recorded in the agency's own
 * systems, never here. Answers how many went.
 */
export async function deleteLeadsPastRetention(db: Database, now = new Date()) {
  const retentionStart = new Date(now)
  retentionStart.setMonth(retentionStart.getMonth() - LEAD_RETENTION_MONTHS)
  const deleted = await db
    .delete(contactLeads)
    .where(lt(contactLeads.createdAt, retentionStart))
    .returning({ id: contactLeads.id })
  return deleted.length
}
