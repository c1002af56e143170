import { and, asc, eq, isNotNull, lte } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { travelPackages } from '#app/db/schema.server'
import { runEvery } from '#app/services/periodic-pass.server'
import { applyFields } from './package-fields.server'
import { keepVersion, startVersionedWrite } from './package-versions.server'

/**
 * Scheduled publishing (decision 58): a draft, or a published package's pending changes, goes live by
 * itself at `publishAt`, on whichever server looks first, once.
 */

export type ScheduleOutcome = { scheduled: true } | { missing: true } | { conflict: string }

/** Sets or (with null) clears when a package's draft or pending changes go live. */
export async function schedulePublish(db: Database, packageId: number, publishAt: Date | null) {
  return db.transaction(async (tx): Promise<ScheduleOutcome> => {
    const [row] = await tx.select().from(travelPackages).where(eq(travelPackages.id, packageId)).for('update')
    if (!row) return { missing: true }
    if (publishAt && row.status === 'published' && !row.pendingChanges) {
      return { conflict: 'Only a draft or pending changes can be scheduled: this package is live as it is.' }
    }
    // Nothing visitors see changes, so neither does the package's "last changed".
    await tx
      .update(travelPackages)
      .set({ publishAt, updatedAt: row.updatedAt })
      .where(eq(travelPackages.id, packageId))
    return { scheduled: true }
  })
}

/** How many due packages one pass takes; the next pass takes the rest. */
const PASS_SIZE = 20

/**
 * Publishes what is due. Each due row is claimed with `FOR UPDATE SKIP LOCKED` in the transaction that
 * publishes it and clears its `publish_at`, so two servers never both take it: the second skips the row
 * while the first holds it, and finds it no longer due once the first commits. Answers the ids published,
 * and those whose pending changes could not be (a destination deleted since), whose schedule is dropped.
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
      const unscheduled = { publishAt: null, updatedAt: row.updatedAt }
      if (row.status === 'draft') {
        await tx
          .update(travelPackages)
          .set({ status: 'published', publishAt: null })
          .where(eq(travelPackages.id, row.id))
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
        await tx.update(travelPackages).set({ publishAt: null }).where(eq(travelPackages.id, row.id))
        await keepVersion(tx, row.id, row.pendingChanges.authorId)
        published.push(row.id)
      } else {
        // Published already, with nothing pending (a direct save took its place): nothing is left to do.
        await tx.update(travelPackages).set(unscheduled).where(eq(travelPackages.id, row.id))
      }
    }
    return { published, refused }
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
