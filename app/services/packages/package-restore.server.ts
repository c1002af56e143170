import { and, eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { packageFeatures, packageVersions } from '#app/db/schema.server'
import type { SnapshotPart } from '#app/lib/package-versions'
import { sameValues } from '#app/lib/same-values'
import { applyFields } from './package-fields.server'
import { keepVersion, snapshotOf, startVersionedWrite } from './package-versions.server'
import { cancelSchedule } from './schedule-cancel.server'

export type RestoreOutcome =
  /** `cancelled`: when the schedule the restore called off was for (decision 58), or null. */
  | { restored: { version: number; changed: SnapshotPart[] }; cancelled: Date | null }
  | { missing: 'Travel package' | 'Version' }
  /** Why the version cannot come back, in words for staff. */
  | { conflict: string }

/**
 * Brings back what a package held at `version` (decision 58): its fields and its features, as a new version
 * that says which it restored, in one transaction. Its status stays: a restore never publishes or hides a
 * package. Pending changes (decision 58) are dropped, and so is a schedule: the restore is what staff chose
 * instead.
 */
export async function restorePackageVersion(
  db: Database,
  packageId: number,
  version: number,
  authorId: number | null,
): Promise<RestoreOutcome> {
  return db.transaction(async (tx) => {
    if (!(await startVersionedWrite(tx, packageId))) return { missing: 'Travel package' }
    const [wanted] = await tx
      .select({ snapshot: packageVersions.snapshot })
      .from(packageVersions)
      .where(and(eq(packageVersions.packageId, packageId), eq(packageVersions.version, version)))
    if (!wanted) return { missing: 'Version' }
    const { fields, features } = wanted.snapshot
    if (sameValues(await snapshotOf(tx, packageId), wanted.snapshot)) {
      return { conflict: `The package already holds what version ${version} holds.` }
    }
    const refused = await applyFields(tx, packageId, fields, { source: `version ${version}` })
    if (refused) return { conflict: refused }
    await tx.delete(packageFeatures).where(eq(packageFeatures.packageId, packageId))
    if (features.length > 0) {
      await tx.insert(packageFeatures).values(features.map((feature) => ({ ...feature, packageId })))
    }
    const cancelled = await cancelSchedule(tx, packageId)
    const kept = await keepVersion(tx, packageId, authorId, version)
    if (!kept) throw new Error('A restore always keeps a version')
    return { restored: kept, cancelled }
  })
}
