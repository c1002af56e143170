import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { packageRows, preparedStatement } from '#app/db/prepared.server'
import { amenities, destinations, travelPackages } from '#app/db/schema.server'
import { airportPricing, type Requested } from '#app/lib/airport-departures'
import type { CatalogueImage, PackageAnswer, PackageDetail, PackageSummary } from '#app/lib/catalogue'
import { type ListWindow, MAX_INCLUDED_PRICING } from '#app/lib/list-page'
import { SLUG_OR_ID_PATTERN } from '#app/lib/slug'
import { readPhoneNumber } from '#app/schemas/phone-number'
import { type DestinationFields, toDestination } from '#app/services/destinations.server'
import { listPackageFeatures } from '#app/services/features.server'
import { listPackageImages, loadPackageImages } from '#app/services/images/images.server'
import { listAirportDepartures, loadPackageCalendar } from '#app/services/pricing/package-calendar.server'
import { type DepartureRange, pagePackagePricing } from '#app/services/pricing/pricing-options.server'
import { listPackageReviews } from '#app/services/reviews.server'
import { FEATURED_FIRST } from './featured-first.server'
import { withDraftChecklists } from './publish-checklist.server'
import { type Audience, publishedOnly, visibleTo } from './visibility.server'

/** What the wire shape reads of a package: a query may select just these. */
type PackageFields = Omit<typeof travelPackages.$inferSelect, 'createdAt'>

export const toPackageSummary = (
  row: PackageFields,
  destination: DestinationFields | null,
  images: CatalogueImage[],
): PackageSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  subtitle: row.subtitle,
  description: row.description,
  itinerary: row.itinerary,
  accommodationDetails: row.accommodationDetails,
  additionalInfo: row.additionalInfo,
  whatsIncluded: row.whatsIncluded,
  duration: row.duration,
  accommodationType: row.accommodationType,
  boardType: row.boardType,
  isFeatured: row.isFeatured,
  featured: row.isFeatured,
  // Numbers saved before they were checked are read into the one stored form; one that is no number reads
  // as none, so visitors are given the agency's instead (decision 51).
  phoneNumber: row.phoneNumber && readPhoneNumber(row.phoneNumber),
  destinationId: row.destinationId,
  destination: destination ? toDestination(destination) : null,
  basePrice: row.basePrice,
  heroImageUrl: row.heroImageUrl,
  images,
  status: row.status,
  updatedAt: row.updatedAt.toISOString(),
})

/** Packages with their destinations, for a list to narrow, order and cut. */
export const packagesWithDestinations = (db: Database) =>
  db
    .select()
    .from(travelPackages)
    .leftJoin(destinations, eq(travelPackages.destinationId, destinations.id))
    .$dynamic()

type PackageRow = {
  travel_packages: typeof travelPackages.$inferSelect
  destinations: typeof destinations.$inferSelect | null
}

/** A list's rows as summaries, with the images of these packages only (one more query). */
export async function summariesOf(db: Database, rows: PackageRow[]): Promise<PackageSummary[]> {
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

/** The packages the audience sees, featured first, each with its destination and images. */
export async function listPackages(db: Database, audience: Audience): Promise<PackageSummary[]> {
  const rows = await packagesWithDestinations(db)
    .where(visibleTo(audience))
    .orderBy(...FEATURED_FIRST)
  return summariesOf(db, rows)
}

/**
 * What the home page's featured offers show: every featured package, in the order staff set; or, when none
 * is featured, the first `count` packages (decision 56). Visitors' packages, whoever asks: staff see the
 * home page as visitors do, and drafts are previewed on their own pages only.
 */
export async function listFeaturedPackages(db: Database, count: number): Promise<PackageSummary[]> {
  const featured = await packagesWithDestinations(db)
    .where(and(publishedOnly, eq(travelPackages.isFeatured, true)))
    .orderBy(...FEATURED_FIRST)
  const rows =
    featured.length > 0 || count === 0
      ? featured
      : await packagesWithDestinations(db)
          .where(publishedOnly)
          .orderBy(...FEATURED_FIRST)
          .limit(count)
  return summariesOf(db, rows)
}

/**
 * The package the audience sees by numeric id or by slug, with its destination. A purely numeric slug is
 * still found when no package has that id.
 */
async function findPackageRow(
  db: Database,
  slugOrId: string,
  audience: Audience,
): Promise<PackageRow | null> {
  const key = slugOrId.trim().toLowerCase()
  // Pages pass the URL segment as it came: one that cannot be a slug (a NUL, traversal) is not looked up.
  if (!SLUG_OR_ID_PATTERN.test(key)) return null
  if (/^\d{1,9}$/.test(key)) {
    const [byId] = await packageRowStatement(db, 'id', audience).execute({ key: Number(key) })
    if (byId) return byId
  }
  const [bySlug] = await packageRowStatement(db, 'slug', audience).execute({ key })
  return bySlug ?? null
}

/** The package with its destination by id or by slug, as the audience sees it: prepared, as every page asks. */
const packageRowStatement = (db: Database, by: 'id' | 'slug', audience: Audience) =>
  preparedStatement(db, `package_by_${by}_for_${audience}`, (name) =>
    packagesWithDestinations(db)
      .where(
        and(
          eq(by === 'id' ? travelPackages.id : travelPackages.slug, sql.placeholder('key')),
          visibleTo(audience),
        ),
      )
      .prepare(name),
  )

const findPackageId = async (db: Database, slugOrId: string, audience: Audience) =>
  (await findPackageRow(db, slugOrId, audience))?.travel_packages.id ?? null

/**
 * Staff read a package as it will be once its pending changes are published (decision 58): the edit form
 * goes on from them and the preview shows them. Visitors never come here.
 */
async function withPendingChanges(db: Database, row: PackageRow): Promise<PackageRow> {
  const pending = row.travel_packages.pendingChanges
  if (!pending) return row
  const fields = pending.fields as Partial<PackageFields>
  const destinationId = fields.destinationId ?? null
  const [destination] =
    destinationId === row.destinations?.id
      ? [row.destinations]
      : destinationId === null
        ? [null]
        : await db.select().from(destinations).where(eq(destinations.id, destinationId))
  return { travel_packages: { ...row.travel_packages, ...fields }, destinations: destination ?? null }
}

/**
 * One package with everything its page shows but its prices, or null when the slug or id is unknown or the
 * package is a draft the audience may not see.
 */
export async function getPackageDetail(
  db: Database,
  slugOrId: string,
  audience: Audience,
): Promise<PackageDetail | null> {
  const found = await findPackageRow(db, slugOrId, audience)
  if (!found) return null
  const row = audience === 'staff' ? await withPendingChanges(db, found) : found
  const id = row.travel_packages.id
  const [packageImages, features, amenityRows] = await Promise.all([
    listPackageImages(db, id),
    listPackageFeatures(db, id),
    packageRows(db, amenities, [asc(amenities.sequence), asc(amenities.id)], id),
  ])
  const pending = row.travel_packages.pendingChanges
  return {
    ...toPackageSummary(row.travel_packages, row.destinations, packageImages),
    ...(audience === 'staff' && pending ? { pending: { savedAt: pending.savedAt } } : {}),
    ...(audience === 'staff' && row.travel_packages.publishAt
      ? { publishAt: row.travel_packages.publishAt.toISOString() }
      : {}),
    features,
    amenities: amenityRows.map(({ id, name, included }) => ({ id, name, included })),
  }
}

/**
 * A package as its API answer: its prices summed up by airport (by the database, without reading every
 * option), or, with `everyOption`, its options, the earliest `MAX_INCLUDED_PRICING` of them with how many there
 * are. Either keeps the answer bounded; the page and the admin read the options they need on their own.
 */
export async function getPackageAnswer(
  db: Database,
  slugOrId: string,
  { everyOption, audience }: { everyOption: boolean; audience: Audience },
): Promise<PackageAnswer | null> {
  const found = await getPackageDetail(db, slugOrId, audience)
  if (!found) return null
  // Staff's answer for a draft says what publishing or scheduling it would warn about (decision 50), as the
  // list does, so the edit dialog can list it beside "Go live at".
  const [pkg = found] = audience === 'staff' ? await withDraftChecklists(db, [found], new Date()) : [found]
  if (!everyOption)
    return { ...pkg, pricing: airportPricing(await listAirportDepartures(db, pkg.id, new Date())) }
  const options = await pagePackagePricing(db, pkg.id, {}, { limit: MAX_INCLUDED_PRICING, offset: 0 })
  return { ...pkg, pricing: options.items, pricingTotal: options.total }
}

/** The lists a package answers under its own path, each owned by its domain. */
const PACKAGE_PARTS = {
  reviews: listPackageReviews,
  features: listPackageFeatures,
  images: listPackageImages,
} as const

type PackagePart = keyof typeof PACKAGE_PARTS
export const PACKAGE_PART_NAMES = Object.keys(PACKAGE_PARTS) as PackagePart[]

/** One of a package's lists (`GET /travel-packages/{slugOrId}/reviews`…), or null for a package not seen. */
export async function listPackagePart(db: Database, slugOrId: string, part: PackagePart, audience: Audience) {
  const id = await findPackageId(db, slugOrId, audience)
  return id === null ? null : PACKAGE_PARTS[part](db, id)
}

/**
 * The package page's price calendar for one airport and month (`GET /travel-packages/{slugOrId}/calendar`), as
 * its loader reads it, or null for a package not seen: what the page's calendar asks for when the visitor picks
 * another airport or month, or comes back to the tab (decision 60).
 */
export async function loadPackageCalendarOf(
  db: Database,
  slugOrId: string,
  { requested, audience }: { requested: Requested; audience: Audience },
) {
  const id = await findPackageId(db, slugOrId, audience)
  return id === null ? null : loadPackageCalendar(db, id, new Date(), requested)
}

/**
 * A page of a package's pricing options departing in `range` (`GET /travel-packages/{slugOrId}/pricing`), or
 * null for a package not seen. A package priced daily from many airports has thousands, so it is paged.
 */
export async function pagePackagePricingOf(
  db: Database,
  slugOrId: string,
  { range, page, audience }: { range: DepartureRange; page: ListWindow; audience: Audience },
) {
  const id = await findPackageId(db, slugOrId, audience)
  return id === null ? null : pagePackagePricing(db, id, range, page)
}
