import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { preparedStatement } from '#app/db/prepared.server'
import {
  airports,
  amenities,
  destinations,
  images,
  packageFeatures,
  pricingOptions,
  reviews,
  travelPackages,
} from '#app/db/schema.server'
import type { CatalogueImage, PackageAnswer, PackageDetail, PackageSummary } from '#app/lib/catalogue'
import { summariseByAirport } from '#app/lib/pricing-calendar'
import { SLUG_OR_ID_PATTERN } from '#app/lib/slug'
import {
  toFeature,
  toImage,
  toPackageSummary,
  toPricingOption,
  toReview,
} from '#app/services/serialize.server'

const imageOrder = [asc(images.sequence), asc(images.id)]

/** All packages, featured first, each with its destination and images. */
export async function listPackages(db: Database): Promise<PackageSummary[]> {
  const rows = await db
    .select()
    .from(travelPackages)
    .leftJoin(destinations, eq(travelPackages.destinationId, destinations.id))
    .orderBy(desc(travelPackages.isFeatured), asc(travelPackages.id))
  const imagesByPackage = await loadPackageImages(
    db,
    rows.map((row) => row.travel_packages.id),
  )
  return rows.map((row) =>
    toPackageSummary(
      row.travel_packages,
      row.destinations,
      imagesByPackage.get(row.travel_packages.id) ?? [],
    ),
  )
}

/** The images of each package, in display order. */
export async function loadPackageImages(db: Database, packageIds: number[]) {
  const byPackage = new Map<number, CatalogueImage[]>()
  if (packageIds.length === 0) return byPackage
  // One array parameter, not one per package: one statement for any number of packages.
  const rows = await preparedStatement(db, 'images_of_packages', () =>
    db
      .select()
      .from(images)
      .where(sql`${images.packageId} = any(${sql.placeholder('packageIds')}::int[])`)
      .orderBy(...imageOrder)
      .prepare('images_of_packages'),
  ).execute({ packageIds })
  for (const row of rows) {
    const list = byPackage.get(row.packageId ?? 0) ?? []
    list.push(toImage(row))
    byPackage.set(row.packageId ?? 0, list)
  }
  return byPackage
}

/**
 * Finds a package id by numeric id or by slug. A purely numeric slug is still found
 * when no package has that id.
 */
export async function findPackageId(db: Database, slugOrId: string): Promise<number | null> {
  const key = slugOrId.trim().toLowerCase()
  // Pages pass the URL segment as it came: one that cannot be a slug (a NUL, traversal) is not looked up.
  if (!SLUG_OR_ID_PATTERN.test(key)) return null
  if (/^\d{1,9}$/.test(key)) {
    const [byId] = await db
      .select({ id: travelPackages.id })
      .from(travelPackages)
      .where(eq(travelPackages.id, Number(key)))
    if (byId) return byId.id
  }
  const [bySlug] = await db
    .select({ id: travelPackages.id })
    .from(travelPackages)
    .where(eq(travelPackages.slug, key))
  return bySlug?.id ?? null
}

/** One package with everything its page shows but its prices, or null when the slug or id is unknown. */
export async function getPackageDetail(db: Database, slugOrId: string): Promise<PackageDetail | null> {
  const id = await findPackageId(db, slugOrId)
  if (id === null) return null
  const [[row], packageImages, features, amenityRows] = await Promise.all([
    db
      .select()
      .from(travelPackages)
      .leftJoin(destinations, eq(travelPackages.destinationId, destinations.id))
      .where(eq(travelPackages.id, id)),
    listPackageImages(db, id),
    listPackageFeatures(db, id),
    db
      .select()
      .from(amenities)
      .where(eq(amenities.packageId, id))
      .orderBy(asc(amenities.sequence), asc(amenities.id)),
  ])
  if (!row) return null
  return {
    ...toPackageSummary(row.travel_packages, row.destinations, packageImages),
    features,
    amenities: amenityRows.map(({ id, name, included }) => ({ id, name, included })),
  }
}

/**
 * A package as its API answer: its prices summed up by airport, or, with `everyOption`, every pricing option.
 * The summary keeps the answer small; the page and the admin read the options they need on their own.
 */
export async function getPackageAnswer(
  db: Database,
  slugOrId: string,
  { everyOption }: { everyOption: boolean },
): Promise<PackageAnswer | null> {
  const pkg = await getPackageDetail(db, slugOrId)
  if (!pkg) return null
  const pricing = await listPackagePricing(db, pkg.id)
  return { ...pkg, pricing: everyOption ? pricing : summariseByAirport(pricing, new Date()) }
}

export async function listPackageImages(db: Database, packageId: number) {
  const rows = await db
    .select()
    .from(images)
    .where(eq(images.packageId, packageId))
    .orderBy(...imageOrder)
  return rows.map(toImage)
}

export async function listPackageFeatures(db: Database, packageId: number) {
  const rows = await db
    .select()
    .from(packageFeatures)
    .where(eq(packageFeatures.packageId, packageId))
    .orderBy(asc(packageFeatures.id))
  return rows.map(toFeature)
}

export async function listPackageReviews(db: Database, packageId: number) {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.packageId, packageId))
    .orderBy(desc(reviews.date), desc(reviews.id))
  return rows.map(toReview)
}

export async function listPackagePricing(db: Database, packageId: number) {
  const rows = await db
    .select()
    .from(pricingOptions)
    .leftJoin(airports, eq(pricingOptions.airportId, airports.id))
    .where(eq(pricingOptions.packageId, packageId))
    .orderBy(asc(pricingOptions.departureDate), asc(airports.name))
  return rows.map((row) => toPricingOption(row.pricing_options, row.airports))
}
