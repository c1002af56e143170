import { eq, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { travelPackages } from '#app/db/schema.server'
import { largestFeaturedCount } from '#app/lib/featured-offers'
import { listMismatch } from '#app/lib/list-mismatch'
import { toPackageCard } from '#app/lib/package-card'
import { loadFromPrices } from '#app/services/pricing/from-prices.server'
import { listWidgetSections } from '#app/services/widget-sections.server'
import { renumberFeaturedPositions } from './featured-first.server'
import { listFeaturedPackages } from './packages.server'

/** Refused: a new order must name every featured package visitors see once, and no other. */
export class FeaturedOrderMismatch extends Error {
  constructor({ unknown, missing }: { unknown: number[]; missing: number[] }) {
    const reasons = [
      unknown.length > 0 ? `the package ${unknown.join(', ')} is not a featured published package` : null,
      missing.length > 0 ? `the featured package ${missing.join(', ')} is missing` : null,
    ].filter(Boolean)
    super(`List every featured package once: ${reasons.join('; ') || 'a package is listed twice'}.`)
  }
}

/**
 * The cards the home page's featured offers show, in order, for the admin to show them as they are: every
 * featured package, or, with none featured, the first packages, as many as the largest active featured-offers
 * section shows (none without one).
 */
export async function homePageOffers(db: Database) {
  return featuredCards(db, largestFeaturedCount(await listWidgetSections(db, { activeOnly: true })))
}

/**
 * The featured offers' cards (`listFeaturedPackages`), each with its 'From' price: the lowest bookable one
 * from today on, as /offers, the search and the package page read it (decision 64).
 */
export async function featuredCards(db: Database, count: number, today = new Date()) {
  const packages = await listFeaturedPackages(db, count)
  const fromPrices = await loadFromPrices(
    db,
    packages.map((pkg) => pkg.id),
    today,
  )
  return packages.map((pkg) => toPackageCard({ ...pkg, fromPrice: fromPrices.get(pkg.id) ?? null }))
}

/**
 * Puts the featured packages visitors see in the order of `ids`, first first, in one transaction; answers
 * the home page's cards in their new order. Throws `FeaturedOrderMismatch` when `ids` are not exactly those
 * packages. A featured draft is not on the home page, so it is not in the order: it goes after them, and
 * stays there once published.
 */
export async function reorderFeaturedPackages(db: Database, ids: readonly number[]) {
  await db.transaction(async (tx) => {
    // Every featured row locked, so a package featured or published meanwhile waits for this order. Visitors
    // see the published ones (`publishedOnly`), which are the ones staff order.
    const featured = await tx
      .select({ id: travelPackages.id, status: travelPackages.status })
      .from(travelPackages)
      .where(eq(travelPackages.isFeatured, true))
      .for('update')
    const mismatch = listMismatch(
      ids,
      featured.filter((row) => row.status === 'published').map((row) => row.id),
    )
    if (mismatch) throw new FeaturedOrderMismatch(mismatch)
    const placed = ids.map((id, index) => sql`(${id}::int, ${index + 1}::int)`)
    await tx
      .update(travelPackages)
      .set({
        featuredPosition: sql`(select placed.position from (values ${sql.join(placed, sql`, `)}) as placed(id, position) where placed.id = ${travelPackages.id})`,
      })
      .where(eq(travelPackages.isFeatured, true))
    await renumberFeaturedPositions(tx)
  })
  return homePageOffers(db)
}
