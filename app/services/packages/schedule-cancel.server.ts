import { eq, sql } from 'drizzle-orm'
import { travelPackages } from '#app/db/schema.server'
import type { Executor } from './unique-slug.server'

/**
 * Calls off the package's schedule, in the transaction of a write that changes what it was set for
 * (decision 58): publishing or unpublishing, a save, pending changes saved or published, a restore, a
 * feature written. Answers the time it was for, so the write can say so, or null when there was none. The
 * write itself decides whether the package's "last changed" moves.
 */
export async function cancelSchedule(tx: Executor, packageId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ publishAt: travelPackages.publishAt })
    .from(travelPackages)
    .where(eq(travelPackages.id, packageId))
    .for('update')
  if (!row?.publishAt) return null
  await tx
    .update(travelPackages)
    .set({ publishAt: null, scheduledBy: null, updatedAt: sql`${travelPackages.updatedAt}` })
    .where(eq(travelPackages.id, packageId))
  return row.publishAt
}
