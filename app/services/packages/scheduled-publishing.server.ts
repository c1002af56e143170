import { and, asc, eq, isNotNull, lte } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { adminUsers, travelPackages } from '#app/db/schema.server'
import type { MissingForPublishing } from '#app/lib/catalogue'
import { partNames } from '#app/lib/package-versions'
import { recordAudit } from '#app/services/audit/audit-log.server'
import { runEvery } from '#app/services/periodic-pass.server'
import { applyFields } from './package-fields.server'
import { keepVersion, startVersionedWrite } from './package-versions.server'
import { getPackageDetail } from './packages.server'
import { missingForPublishingOf } from './publish-checklist.server'
import type { Executor } from './unique-slug.server'

/**
 * Scheduled publishing (decision 58): a draft, or a published package's pending changes, goes live by
 * itself at `publishAt`, on whichever server looks first, once. A schedule is for the state it was set
 * for: every write that changes that state calls it off (`cancelSchedule`, schedule-cancel.server.ts).
 */

export type ScheduleOutcome =
  | { scheduled: true }
  | { missing: true }
  | { conflict: string }
  /** A draft lacking what visitors should find on it, scheduled without `anyway` (decision 50). */
  | { incomplete: MissingForPublishing[] }

/**
 * Sets or (with null) clears when a package's draft or pending changes go live, and who set it. A draft is
 * checked as Publish checks it, before the transaction as Publish does: what it lacks is refused unless
 * `anyway`.
 */
export async function schedulePublish(
  db: Database,
  packageId: number,
  { publishAt, anyway, authorId }: { publishAt: Date | null; anyway: boolean; authorId: number | null },
): Promise<ScheduleOutcome> {
  if (publishAt && !anyway) {
    const pkg = await getPackageDetail(db, String(packageId), 'staff')
    if (pkg?.status === 'draft') {
      const missing = (await missingForPublishingOf(db, [pkg], new Date())).get(pkg.id) ?? []
      if (missing.length > 0) return { incomplete: missing }
    }
  }
  return db.transaction(async (tx): Promise<ScheduleOutcome> => {
    const [row] = await tx.select().from(travelPackages).where(eq(travelPackages.id, packageId)).for('update')
    if (!row) return { missing: true }
    if (publishAt && row.status === 'published' && !row.pendingChanges) {
      return { conflict: 'Only a draft or pending changes can be scheduled: this package is live as it is.' }
    }
    // Nothing visitors see changes, so neither does the package's "last changed".
    await tx
      .update(travelPackages)
      .set({ publishAt, scheduledBy: publishAt ? authorId : null, updatedAt: row.updatedAt })
      .where(eq(travelPackages.id, packageId))
    return { scheduled: true }
  })
}

/** How many due packages one pass takes; the next pass takes the rest. */
const PASS_SIZE = 20

/** Who the activity log names for a schedule whose author's account has been removed since. */
const REMOVED_AUTHOR = 'a removed staff account'

/**
 * Publishes what is due. Each due row is claimed with `FOR UPDATE SKIP LOCKED` in the transaction that
 * publishes it and clears its `publish_at`, so two servers never both take it: the second skips the row
 * while the first holds it, and finds it no longer due once the first commits. Each publication is an
 * activity log entry by the schedule's author, in the same transaction. Answers the ids published, and
 * those whose pending changes could not be (a destination deleted since), whose schedule is dropped.
 */
export async function publishDuePackages(db: Database, now = new Date()) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(travelPackages)
      .where(and(isNotNull(travelPackages.publishAt), lte(travelPackages.publishAt, now)))
      .orderBy(asc(travelPackages.publishAt))
      .limit(PASS_SIZE)
      .for('update', { skipLocked: true })
    const published: number[] = []
    const refused: { id: number; reason: string }[] = []
    for (const row of due) {
      const unscheduled = { publishAt: null, scheduledBy: null, updatedAt: row.updatedAt }
      const scheduledFor = row.publishAt?.toISOString()
      if (row.status === 'draft') {
        await tx
          .update(travelPackages)
          .set({ status: 'published', publishAt: null, scheduledBy: null })
          .where(eq(travelPackages.id, row.id))
        await recordPublication(tx, row, `Went live as scheduled for ${scheduledFor}`)
        published.push(row.id)
      } else if (row.pendingChanges) {
        await startVersionedWrite(tx, row.id)
        const reason = await applyFields(tx, row.id, row.pendingChanges.fields, {
          source: 'the pending changes',
        })
        if (reason) {
          await tx.update(travelPackages).set(unscheduled).where(eq(travelPackages.id, row.id))
          refused.push({ id: row.id, reason })
          continue
        }
        await tx
          .update(travelPackages)
          .set({ publishAt: null, scheduledBy: null })
          .where(eq(travelPackages.id, row.id))
        const kept = await keepVersion(tx, row.id, row.pendingChanges.authorId)
        const changes = kept
          ? ` as version ${kept.version}: ${partNames(kept.changed)}`
          : ', which the package already held'
        await recordPublication(
          tx,
          row,
          `Pending changes went live as scheduled for ${scheduledFor}${changes}`,
        )
        published.push(row.id)
      } else {
        // Published already, with nothing pending (a write behind the API's back): nothing is left to do.
        await tx.update(travelPackages).set(unscheduled).where(eq(travelPackages.id, row.id))
      }
    }
    return { published, refused }
  })
}

/** The activity log's entry for one automatic publication, by whoever set the schedule (decision 58). */
async function recordPublication(
  tx: Executor,
  row: { id: number; title: string; scheduledBy: number | null },
  words: string,
) {
  const [author] =
    row.scheduledBy === null
      ? []
      : await tx
          .select({ id: adminUsers.id, email: adminUsers.email })
          .from(adminUsers)
          .where(eq(adminUsers.id, row.scheduledBy))
  await recordAudit(tx, {
    actor: author ?? { id: null, email: REMOVED_AUTHOR },
    action: 'publish-scheduled',
    thingType: 'package',
    thingId: row.id,
    thingName: row.title,
    summary: `${words}, by ${author?.email ?? REMOVED_AUTHOR}.`,
    before: null,
    after: null,
  })
}

type Logger = {
  info: (details: object, message: string) => void
  warn: (details: object, message: string) => void
}

/** Looks for due packages every `everyMs` (so a schedule goes live within its minute) until stopped. */
export function startScheduledPublishing({
  db,
  logger,
  onPublished,
  everyMs = 15_000,
}: {
  db: Database
  logger: Logger
  /** Told after a pass published anything, so every server's page cache forgets the old pages. */
  onPublished: () => void
  everyMs?: number
}) {
  const pass = async () => {
    try {
      const { published, refused } = await publishDuePackages(db)
      if (published.length > 0) {
        logger.info({ published }, 'scheduled publishing: packages published')
        onPublished()
      }
      if (refused.length > 0) logger.warn({ refused }, 'scheduled publishing: pending changes not published')
    } catch (error) {
      logger.warn({ err: error }, 'scheduled publishing failed; it looks again later')
    }
  }
  return runEvery(everyMs, pass)
}
