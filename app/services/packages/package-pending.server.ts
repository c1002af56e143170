import { eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { travelPackages } from '#app/db/schema.server'
import { type PackageSnapshot, type SnapshotPart, VERSIONED_FIELDS } from '#app/lib/package-versions'
import type { PackageInput } from '#app/schemas/package'
import { applyFields } from './package-fields.server'
import { keepVersion, startVersionedWrite } from './package-versions.server'
import { cancelSchedule } from './schedule-cancel.server'
import { uniqueSlug } from './unique-slug.server'

/**
 * Pending changes (decision 58): a published package's edit saved without going live. Visitors keep reading
 * the package's own columns; staff reads lay the pending fields over them; publishing writes them as a new
 * version.
 */

/** `cancelled`: when the schedule this write called off was for (decision 58), or null. */
export type PendingOutcome =
  | { saved: true; cancelled: Date | null }
  /** The version kept, or null when the pending fields were what the package held already. */
  | { published: { version: number; changed: SnapshotPart[] } | null; cancelled: Date | null }
  | { missing: true }
  | { conflict: string }

const ONLY_PUBLISHED =
  'Only a published package keeps changes pending; save a draft directly, as visitors cannot see it.'

/** Keeps `input` as the package's pending changes, read as `updatePackage` would read it. */
export async function savePendingChanges(
  db: Database,
  packageId: number,
  input: PackageInput,
  authorId: number | null,
): Promise<PendingOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(travelPackages).where(eq(travelPackages.id, packageId)).for('update')
    if (!row) return { missing: true }
    if (row.status !== 'published') return { conflict: ONLY_PUBLISHED }
    const slug = input.slug ? await uniqueSlug(tx, input.slug, packageId) : row.slug
    const edited = { ...row, ...input, slug }
    const fields = Object.fromEntries(VERSIONED_FIELDS.map((field) => [field, edited[field] ?? null]))
    // What was scheduled is no longer what is pending: nobody has approved these for that time.
    const cancelled = await cancelSchedule(tx, packageId)
    await tx
      .update(travelPackages)
      .set({
        pendingChanges: {
          fields: fields as PackageSnapshot['fields'],
          authorId,
          savedAt: new Date().toISOString(),
        },
        // Nothing visitors see has changed, so neither has the package's "last changed" (the sitemap's).
        updatedAt: row.updatedAt,
      })
      .where(eq(travelPackages.id, packageId))
    return { saved: true, cancelled }
  })
}

/** Makes the pending changes live, as a new version by `authorId`. */
export async function publishPendingChanges(
  db: Database,
  packageId: number,
  authorId: number | null,
): Promise<PendingOutcome> {
  return db.transaction(async (tx) => {
    if (!(await startVersionedWrite(tx, packageId))) return { missing: true }
    const [row] = await tx
      .select({ pendingChanges: travelPackages.pendingChanges })
      .from(travelPackages)
      .where(eq(travelPackages.id, packageId))
    if (!row?.pendingChanges) return { conflict: 'This package has no pending changes to publish.' }
    const refused = await applyFields(tx, packageId, row.pendingChanges.fields, {
      source: 'the pending changes',
    })
    if (refused) return { conflict: refused }
    // Live now by hand, so nothing is left for the schedule to publish.
    const cancelled = await cancelSchedule(tx, packageId)
    return { published: await keepVersion(tx, packageId, authorId), cancelled }
  })
}
