import { asc, eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { packageRows } from '#app/db/prepared.server'
import { packageFeatures } from '#app/db/schema.server'
import type { PackageFeature } from '#app/lib/catalogue'
import type { FeatureInput } from '#app/schemas/feature'

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

export async function createFeature(db: Database, input: FeatureInput) {
  const [row] = await db.insert(packageFeatures).values(input).returning()
  return row && toFeature(row)
}

export async function updateFeature(db: Database, id: number, input: FeatureInput) {
  const [row] = await db.update(packageFeatures).set(input).where(eq(packageFeatures.id, id)).returning()
  return row ? toFeature(row) : null
}

export async function deleteFeature(db: Database, id: number) {
  return (
    (await db.delete(packageFeatures).where(eq(packageFeatures.id, id)).returning({ id: packageFeatures.id }))
      .length > 0
  )
}
