import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { contactLeads } from '#app/db/schema.server'
import type { LeadInput } from '#app/schemas/lead'

const CONTENT_DEDUPE_WINDOW_MS = 60 * 60 * 1000

/**
 * The browser sends one submission id per filled-in form, so a double click or a retry maps to the
 * same row. Without it (a script, an old page), identical content within the hour counts as a repeat.
 */
export function leadDedupeKey(input: LeadInput, now: Date): string {
  if (input.submission_id) return `submission:${input.submission_id}`
  const { submission_id: _ignored, ...content } = input
  const window = Math.floor(now.getTime() / CONTENT_DEDUPE_WINDOW_MS)
  const digest = createHash('sha256').update(JSON.stringify(content)).digest('hex')
  return `content:${window}:${digest}`
}

/** Stores the lead before anything else happens; a repeat of the same submission is stored once. */
export async function recordLead(db: Database, input: LeadInput, now = new Date()) {
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
  if (created) return { id: created.id, created: true }
  const [existing] = await db
    .select({ id: contactLeads.id })
    .from(contactLeads)
    .where(eq(contactLeads.dedupeKey, dedupeKey))
  if (!existing) throw new Error('A lead with this key was neither created nor found.')
  return { id: existing.id, created: false }
}
