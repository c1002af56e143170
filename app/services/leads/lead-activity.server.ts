import { and, eq, inArray, sql } from 'drizzle-orm'
import { fullName } from '#app/components/admin/leads/lead-labels'
import type { Database, Transaction } from '#app/db/client.server'
import { adminUsers, auditLog, contactLeads, leadRequests } from '#app/db/schema.server'
import type { Described } from '#app/lib/change-summary'
import { formatBritishDate } from '#app/lib/dates'
import { isLeadStatus, LEAD_STATUS_LABELS } from '#app/lib/leads'

/**
 * How the activity log tells of work on a lead (decisions 36 and 53). The entry's name and fields never
 * hold what the visitor sent: "Call-back request 12", its status, assignee, follow-up and number of
 * requests. Its words name the person ("Marked Maria Rossi's request as contacted"), so staff can read the
 * log, until the lead goes: deleting, erasing or retiring it rewrites those words to its number.
 */

type Named = { id: number; firstName: string; lastName: string }

/** "Maria Rossi's request": how the words of a lead's entries name it while it exists. */
export const leadSubject = (lead: Pick<Named, 'firstName' | 'lastName'>) => `${fullName(lead)}'s request`

const FORGET_SLICE = 1000

/** What replaces the person's name in a deleted lead's entries. */
const anonymousSubject = (id: number) => `call-back request ${id}`

/** A lead as the activity log snapshots it before and after a write. */
export async function describeLead(db: Database, id: number): Promise<Described | null> {
  const [row] = await db
    .select({
      id: contactLeads.id,
      firstName: contactLeads.firstName,
      lastName: contactLeads.lastName,
      status: contactLeads.status,
      assignee: adminUsers.email,
      followUpOn: contactLeads.followUpOn,
      repeats: sql<number>`(select count(*) from ${leadRequests}
        where ${leadRequests.leadId} = ${contactLeads.id})`.mapWith(Number),
    })
    .from(contactLeads)
    .leftJoin(adminUsers, eq(adminUsers.id, contactLeads.assigneeId))
    .where(eq(contactLeads.id, id))
  if (!row) return null
  return {
    name: `Call-back request ${row.id}`,
    subject: leadSubject(row),
    facts: {
      status: row.status,
      assignee: row.assignee,
      followUpOn: row.followUpOn,
      requests: row.repeats + 1,
    },
  }
}

const statusWords = (status: unknown) =>
  isLeadStatus(status) ? LEAD_STATUS_LABELS[status].toLowerCase() : String(status)

/**
 * A change of status, assignee or follow-up in words: "Marked Maria Rossi's request as contacted.
 * Assigned Maria Rossi's request to sam@example.com."
 */
export function leadChangeInWords({ before, after }: { before: Described | null; after: Described | null }) {
  const subject = after?.subject ?? before?.subject ?? 'the request'
  const was = before?.facts ?? {}
  const now = after?.facts ?? {}
  const sentences: string[] = []
  if (was.status !== now.status) sentences.push(`Marked ${subject} as ${statusWords(now.status)}.`)
  if (was.assignee !== now.assignee) {
    sentences.push(
      now.assignee
        ? `Assigned ${subject} to ${now.assignee}.`
        : `Unassigned ${subject} (it was ${String(was.assignee)}'s).`,
    )
  }
  if (was.followUpOn !== now.followUpOn) {
    sentences.push(
      typeof now.followUpOn === 'string'
        ? `Follow-up set for ${formatBritishDate(now.followUpOn)} on ${subject}.`
        : `Follow-up cleared on ${subject}.`,
    )
  }
  return sentences.length > 0 ? sentences.join(' ') : `Nothing changed on ${subject}.`
}

/**
 * Rewrites the words of the entries about leads that are going, so the log keeps what was done and by
 * whom, and no longer whose request it was. Run in the transaction that deletes them.
 */
export async function forgetLeadsInActivityLog(tx: Transaction, leads: Named[]) {
  // In slices, so a first retention sweep over years of leads stays within a statement's parameters.
  for (let start = 0; start < leads.length; start += FORGET_SLICE) {
    const slice = leads.slice(start, start + FORGET_SLICE)
    const logged = await tx
      .selectDistinct({ id: auditLog.thingId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.thingType, 'lead'),
          inArray(
            auditLog.thingId,
            slice.map((lead) => lead.id),
          ),
        ),
      )
    const loggedIds = new Set(logged.map((entry) => entry.id))
    for (const lead of slice.filter((candidate) => loggedIds.has(candidate.id))) {
      await tx
        .update(auditLog)
        .set({
          summary: sql`replace(${auditLog.summary}, ${leadSubject(lead)}, ${anonymousSubject(lead.id)})`,
        })
        .where(and(eq(auditLog.thingType, 'lead'), eq(auditLog.thingId, lead.id)))
    }
  }
}
