import { asc, eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { packageRows } from '#app/db/prepared.server'
import { packageFeatures } from '#app/db/schema.server'
import type { PackageFeature } from '#app/lib/catalogue'
import type { FeatureInput } from '#app/schemas/feature'
import { keepVersion, startVersionedWrite } from '#app/services/packages/package-versions.server'
import { cancelSchedule } from '#app/services/packages/schedule-cancel.server'
import type { Executor } from '#app/services/packages/unique-slug.server'

/**
 * A package's features (the icons and labels on its page). Update and delete answer null or false for an
 * unknown id; a package that does not exist is caught by the foreign key.
 */

const toFeature = (row: typeof packageFeatures.$inferSelect): PackageFeature => ({
  id: row.id,
  packageId: row.packageId,
  label: row.label,
  icon: row.icon,
})

export async function listPackageFeatures(db: Database, packageId: number) {
  const rows = await packageRows(db, packageFeatures, [asc(packageFeatures.id)], packageId)
  return rows.map(toFeature)
}

/**
 * A feature write changes its package, so it keeps a version of it (decision 58), in the same transaction,
 * and calls off its schedule, which was set for the package as it was. A feature moved to another package
 * changes both, locked in the order of their ids so two such moves never wait on each other. An unknown
 * package is still the foreign key's to refuse.
 */
function versionedFeatureWrite<T>(
  db: Database,
  authorId: number | null,
  packageIds: number[],
  write: (tx: Executor) => Promise<T>,
): Promise<T> {
  const changed = [...new Set(packageIds)].sort((a, b) => a - b)
  return db.transaction(async (tx) => {
    for (const packageId of changed) await startVersionedWrite(tx, packageId)
    for (const packageId of changed) await cancelSchedule(tx, packageId)
    const result = await write(tx)
    for (const packageId of changed) await keepVersion(tx, packageId, authorId)
    return result
  })
}

export async function createFeature(db: Database, input: FeatureInput, authorId: number | null) {
  return versionedFeatureWrite(db, authorId, [input.packageId], async (tx) => {
    const [row] = await tx.insert(packageFeatures).values(input).returning()
    return row && toFeature(row)
  })
}

const packageOfFeature = async (db: Database, id: number) =>
  (
    await db
      .select({ packageId: packageFeatures.packageId })
      .from(packageFeatures)
      .where(eq(packageFeatures.id, id))
  )[0]?.packageId

export async function updateFeature(db: Database, id: number, input: FeatureInput, authorId: number | null) {
  const packageId = await packageOfFeature(db, id)
  if (packageId === undefined) return null
  return versionedFeatureWrite(db, authorId, [packageId, input.packageId], async (tx) => {
    const [row] = await tx.update(packageFeatures).set(input).where(eq(packageFeatures.id, id)).returning()
    return row ? toFeature(row) : null
  })
}

export async function deleteFeature(db: Database, id: number, authorId: number | null) {
  const packageId = await packageOfFeature(db, id)
  if (packageId === undefined) return false
  return versionedFeatureWrite(db, authorId, [packageId], async (tx) => {
    const deleted = await tx.delete(packageFeatures).where(eq(packageFeatures.id, id)).returning()
    return deleted.length > 0
  })
}
