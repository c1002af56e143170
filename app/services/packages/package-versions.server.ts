import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { adminUsers, packageFeatures, packageVersions, travelPackages } from '#app/db/schema.server'
import type { ListPage, ListWindow } from '#app/lib/list-page'
import {
  changedParts,
  type PackageSnapshot,
  type PackageVersionDetail,
  type PackageVersionSummary,
  VERSIONED_FIELDS,
  VERSIONS_KEPT,
} from '#app/lib/package-versions'
import type { Executor } from './unique-slug.server'

/**
 * A package's versions (decision 58). Each write of a package's fields or features calls
 * `startVersionedWrite` before it and `keepVersion` after it, in its own transaction, so a version exists
 * exactly when its change does.
 */

/** The package's editable fields and features as they stand, or null when there is no such package. */
export async function snapshotOf(tx: Executor, packageId: number): Promise<PackageSnapshot | null> {
  const [row] = await tx.select().from(travelPackages).where(eq(travelPackages.id, packageId))
  if (!row) return null
  const features = await tx
    .select({ label: packageFeatures.label, icon: packageFeatures.icon })
    .from(packageFeatures)
    .where(eq(packageFeatures.packageId, packageId))
    .orderBy(asc(packageFeatures.id))
  const fields = Object.fromEntries(VERSIONED_FIELDS.map((field) => [field, row[field]]))
  return { fields: fields as PackageSnapshot['fields'], features }
}

async function latestVersion(tx: Executor, packageId: number) {
  const [latest] = await tx
    .select({ version: packageVersions.version, snapshot: packageVersions.snapshot })
    .from(packageVersions)
    .where(eq(packageVersions.packageId, packageId))
    .orderBy(desc(packageVersions.version))
    .limit(1)
  return latest ?? null
}

/**
 * Called first in a write's transaction: locks the package's row, so two saves never take the same version
 * number, and keeps the package as it stands as version 1 when it has none yet (one made before versions
 * were kept, or by the seed), so the first versioned edit can be undone too. False for an unknown package.
 */
export async function startVersionedWrite(tx: Executor, packageId: number): Promise<boolean> {
  const [locked] = await tx
    .select({ id: travelPackages.id })
    .from(travelPackages)
    .where(eq(travelPackages.id, packageId))
    .for('update')
  if (!locked) return false
  if (!(await latestVersion(tx, packageId))) await keepVersion(tx, packageId, null)
  return true
}

/**
 * Keeps the package as it now stands as its next version, naming what differs from the one before. A save
 * that changed nothing keeps none, unless it is a restore, which is always on the record. Answers the
 * version kept, or null when none was.
 */
export async function keepVersion(
  tx: Executor,
  packageId: number,
  authorId: number | null,
  restoredFrom: number | null = null,
) {
  const snapshot = await snapshotOf(tx, packageId)
  if (!snapshot) return null
  const latest = await latestVersion(tx, packageId)
  const changed = changedParts(latest?.snapshot ?? null, snapshot)
  if (latest && changed.length === 0 && restoredFrom === null) return null
  const version = (latest?.version ?? 0) + 1
  await tx.insert(packageVersions).values({ packageId, version, snapshot, authorId, changed, restoredFrom })
  return { version, changed }
}

/**
 * Deletes each package's versions older than its newest VERSIONS_KEPT; answers how many went. A package's
 * versions are numbered without gaps from its oldest kept one (only this deletes any, oldest first), so those
 * are the ones more than VERSIONS_KEPT below its newest number.
 */
export async function deleteVersionsBeyondKept(db: Database) {
  const deleted = await db
    .delete(packageVersions)
    .where(
      sql`${packageVersions.version} <= (select max(newer.version) from ${packageVersions} newer where newer.package_id = ${packageVersions.packageId}) - ${VERSIONS_KEPT}`,
    )
    .returning({ id: packageVersions.id })
  return deleted.length
}

const summaryColumns = {
  version: packageVersions.version,
  createdAt: packageVersions.createdAt,
  authorId: packageVersions.authorId,
  authorEmail: adminUsers.email,
  changed: packageVersions.changed,
  restoredFrom: packageVersions.restoredFrom,
}

type SummaryRow = {
  version: number
  createdAt: Date
  authorId: number | null
  authorEmail: string | null
  changed: PackageVersionSummary['changed']
  restoredFrom: number | null
}

const toSummary = (row: SummaryRow): PackageVersionSummary => ({
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  author:
    row.authorId !== null && row.authorEmail !== null ? { id: row.authorId, email: row.authorEmail } : null,
  changed: row.changed,
  restoredFrom: row.restoredFrom,
})

const packageExists = async (db: Database, packageId: number) =>
  (await db.select({ id: travelPackages.id }).from(travelPackages).where(eq(travelPackages.id, packageId)))
    .length > 0

/** One page of a package's versions, newest first; null for an unknown package. */
export async function listPackageVersions(
  db: Database,
  packageId: number,
  window: ListWindow,
): Promise<ListPage<PackageVersionSummary> | null> {
  if (!(await packageExists(db, packageId))) return null
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(packageVersions)
      .leftJoin(adminUsers, eq(adminUsers.id, packageVersions.authorId))
      .where(eq(packageVersions.packageId, packageId))
      .orderBy(desc(packageVersions.version))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(packageVersions).where(eq(packageVersions.packageId, packageId)),
  ])
  return { items: rows.map(toSummary), total: total?.total ?? 0 }
}

/** One version with what it holds and what the version before it held; null when either is unknown. */
export async function getPackageVersion(
  db: Database,
  packageId: number,
  version: number,
): Promise<PackageVersionDetail | null> {
  const ofPackage = eq(packageVersions.packageId, packageId)
  const [row] = await db
    .select({ ...summaryColumns, snapshot: packageVersions.snapshot })
    .from(packageVersions)
    .leftJoin(adminUsers, eq(adminUsers.id, packageVersions.authorId))
    .where(and(ofPackage, eq(packageVersions.version, version)))
  if (!row) return null
  const [previous] = await db
    .select({ snapshot: packageVersions.snapshot })
    .from(packageVersions)
    .where(and(ofPackage, lt(packageVersions.version, version)))
    .orderBy(desc(packageVersions.version))
    .limit(1)
  return { ...toSummary(row), snapshot: row.snapshot, previous: previous?.snapshot ?? null }
}
