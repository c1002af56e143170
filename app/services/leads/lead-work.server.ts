import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { adminUsers, contactLeads, leadNotes, leadRequests } from '#app/db/schema.server'
import { PERMISSIONS } from '#app/lib/staff-roles'
import type { LeadChange } from '#app/schemas/lead-work'
import { forgetLeadsInActivityLog } from './lead-activity.server'
import { bookingsOfLead } from './lead-booking.server'
import { selectLeads, toAdminLead } from './lead-list.server'

/** Staff working a lead to a booking (decision 53): one lead with its requests and notes, and its changes. */

/** Refused: the lead cannot be given to this account (unknown, deactivated, or a role that cannot read leads). */
export class NotAnAssignee extends Error {
  constructor() {
    super('Choose an active member of staff who handles leads.')
  }
}

const mayTakeLeads = and(isNull(adminUsers.deactivatedAt), inArray(adminUsers.role, PERMISSIONS.enquiries))

/** The staff a lead may be given to: active, with a role that reads leads, by address. */
export function leadAssignees(db: Database) {
  return db
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(adminUsers)
    .where(mayTakeLeads)
    .orderBy(asc(adminUsers.email), asc(adminUsers.id))
}

/** A lead with every request in the order they came (its own first) and its notes, newest first; null if none. */
export async function getLead(db: Database, id: number) {
  const [row] = await selectLeads(db).where(eq(contactLeads.id, id))
  if (!row) return null
  const [repeats, notes, madeBookings] = await Promise.all([
    db
      .select({
        id: leadRequests.id,
        firstName: leadRequests.firstName,
        lastName: leadRequests.lastName,
        email: leadRequests.email,
        phone: leadRequests.phone,
        customFields: leadRequests.customFields,
        createdAt: leadRequests.createdAt,
      })
      .from(leadRequests)
      .where(eq(leadRequests.leadId, id))
      .orderBy(asc(leadRequests.createdAt), asc(leadRequests.id)),
    db
      .select({
        id: leadNotes.id,
        text: leadNotes.text,
        authorId: leadNotes.authorId,
        authorEmail: leadNotes.authorEmail,
        createdAt: leadNotes.createdAt,
      })
      .from(leadNotes)
      .where(eq(leadNotes.leadId, id))
      .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id)),
    bookingsOfLead(db, id),
  ])
  const lead = toAdminLead(row)
  const first = {
    id: null,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    customFields: lead.customFields,
    createdAt: lead.createdAt,
  }
  return { ...lead, requests: [first, ...repeats], notes, bookings: madeBookings }
}

/**
 * Changes a lead's status, assignee or follow-up date; what is left out stays. Answers the lead as
 * `getLead` does, or null for an unknown id; `NotAnAssignee` for someone who may not take it.
 */
export async function changeLead(db: Database, id: number, change: LeadChange) {
  const { status, assigneeId, followUpOn } = change
  const changed = await db.transaction(async (tx) => {
    if (assigneeId) {
      const [assignee] = await tx
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(and(eq(adminUsers.id, assigneeId), mayTakeLeads))
        // Held until the change is saved, so the account cannot be deactivated in between.
        .for('share')
      if (!assignee) throw new NotAnAssignee()
    }
    return tx
      .update(contactLeads)
      .set({ status, assigneeId, followUpOn })
      .where(eq(contactLeads.id, id))
      .returning({ id: contactLeads.id })
  })
  return changed.length > 0 ? getLead(db, id) : null
}

/** Adds a staff member's note to a lead; null for an unknown lead. */
export async function addLeadNote(
  db: Database,
  leadId: number,
  author: { id: number; email: string },
  text: string,
) {
  return db.transaction(async (tx) => {
    // Held until the note is in, so a lead deleted meanwhile answers "not found" rather than failing.
    const [lead] = await tx
      .select({ id: contactLeads.id })
      .from(contactLeads)
      .where(eq(contactLeads.id, leadId))
      .for('share')
    if (!lead) return null
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId, authorId: author.id, authorEmail: author.email, text })
      .returning({
        id: leadNotes.id,
        text: leadNotes.text,
        authorId: leadNotes.authorId,
        authorEmail: leadNotes.authorEmail,
        createdAt: leadNotes.createdAt,
      })
    return note ?? null
  })
}

/**
 * Deletes a lead with its requests and notes, and its person's name from the activity log's words; false
 * for an unknown id.
 */
export async function deleteLead(db: Database, id: number) {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(contactLeads)
      .where(eq(contactLeads.id, id))
      .returning({ id: contactLeads.id, firstName: contactLeads.firstName, lastName: contactLeads.lastName })
    await forgetLeadsInActivityLog(tx, deleted)
    return deleted.length > 0
  })
}
