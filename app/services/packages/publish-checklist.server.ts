import type { Database } from '#app/db/client.server'
import type { MissingForPublishing, PackageSummary } from '#app/lib/catalogue'
import { missingForPublishing } from '#app/lib/publish-checklist'
import { packagesWithBookableDepartures } from '#app/services/pricing/bookable-departures.server'

/**
 * What each of these packages lacks before visitors should see it (decision 50), by id: the fields from the
 * packages themselves, the bookable future price from the database, in one query for them all.
 */
export async function missingForPublishingOf(
  db: Database,
  packages: PackageSummary[],
  today: Date,
): Promise<Map<number, MissingForPublishing[]>> {
  const bookable = await packagesWithBookableDepartures(
    db,
    packages.map((pkg) => pkg.id),
    today,
  )
  return new Map(packages.map((pkg) => [pkg.id, missingForPublishing(pkg, bookable.has(pkg.id))]))
}

/**
 * The packages with each draft's checklist on it, so the admin's card and the draft's preview can say what
 * publishing would warn about. Only staff see drafts, so a visitor's list is returned as it is.
 */
export async function withDraftChecklists<T extends PackageSummary>(
  db: Database,
  packages: T[],
  today: Date,
): Promise<T[]> {
  const drafts = packages.filter((pkg) => pkg.status === 'draft')
  if (drafts.length === 0) return packages
  const missing = await missingForPublishingOf(db, drafts, today)
  return packages.map((pkg) => {
    const gaps = missing.get(pkg.id)
    return gaps ? { ...pkg, missing: gaps } : pkg
  })
}
