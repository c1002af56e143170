import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { auditLog } from '#app/db/schema.server'
import { emailKey } from '#app/lib/email-address'
import type { AuditEntry, AuditedThing } from '#app/lib/staff'

/** An entry to write: who did it, and the entry's fields but those the database fills in. */
export type AuditRecord = Omit<AuditEntry, 'id' | 'createdAt' | 'actorEmail'> & {
  /** Null `id`: an account that no longer exists, named in words (a schedule's author, decision 58). */
  actor: { id: number | null; email: string }
}

/** Writes one entry of the activity log (decision 36), in the caller's transaction when it passes one. */
export async function recordAudit(db: Pick<Database, 'insert'>, record: AuditRecord) {
  const { actor, ...entry } = record
  // By its key, as accounts keep it, so the person filter finds every entry of one member of staff.
  await db.insert(auditLog).values({ ...entry, actorId: actor.id, actorEmail: emailKey(actor.email) })
}

type AuditFilter = {
  limit: number
  /** A member of staff's email, in any letter case. */
  person?: string
  thing?: AuditedThing
  thingId?: number
}

/** The newest entries first, by person and by thing when asked. */
export async function listAuditLog(db: Database, filter: AuditFilter): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        filter.person ? eq(auditLog.actorEmail, emailKey(filter.person)) : undefined,
        filter.thing ? eq(auditLog.thingType, filter.thing) : undefined,
        filter.thingId === undefined ? undefined : eq(auditLog.thingId, filter.thingId),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.limit)
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorEmail: row.actorEmail,
    action: row.action,
    thingType: row.thingType as AuditedThing | null,
    thingId: row.thingId,
    thingName: row.thingName,
    summary: row.summary,
    before: row.before,
    after: row.after,
  }))
}
