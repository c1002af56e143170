import { and, asc, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import {
  airports,
  bookableDeparture,
  destinations,
  pricingOptions,
  travelPackages,
} from '#app/db/schema.server'
import type { PackageResult } from '#app/lib/catalogue'
import { toIsoDate } from '#app/lib/dates'
import { durationBand, monthBounds } from '#app/lib/search-options'
import {
  type PackageSearch,
  type SearchProblem,
  unknownAirport,
  unknownDestination,
} from '#app/schemas/package-search'
import { loadPackageImages } from './packages.server'
import { toPackageSummary } from './serialize.server'

export type SearchOutcome = {
  packages: PackageResult[]
  /** Choices that name nothing in the catalogue, such as 'Unknown airport code "XYZ"'. */
  problems: SearchProblem[]
}

/** The price a visitor pays (SPEC 9): a discount counts only when above zero, and only if lower. */
const displayPrice = sql`least(${pricingOptions.price}, coalesce(nullif(${pricingOptions.discountedPrice}, 0), ${pricingOptions.price}))`

/** Departures not yet gone, within the month (`YYYY-MM`) when there is one. */
export function departuresIn(month: string | undefined, today: Date): SQL[] {
  const todayIso = toIsoDate(today)
  if (!month) return [gte(pricingOptions.departureDate, todayIso)]
  const { first, next } = monthBounds(month)
  // ISO dates compare as text; this month's departures count from today on.
  const from = [first, todayIso].sort()[1] ?? first
  return [gte(pricingOptions.departureDate, from), lt(pricingOptions.departureDate, next)]
}

/**
 * The packages matching the filters with the lowest matching price of each, featured first, in ONE query:
 * a lateral subquery per package reads its bookable departures (in the month, from the airport) from a
 * partial index. With a month or airport chosen, a package with no such departure is left out.
 */
export function findMatches(db: Database, filters: PackageSearch, today = new Date()) {
  const departures = [
    eq(pricingOptions.packageId, travelPackages.id),
    bookableDeparture(pricingOptions),
    ...departuresIn(filters.month, today),
  ]
  // A scalar subquery runs once, so each package's departures are read by airport id from the index.
  if (filters.airport)
    departures.push(
      sql`${pricingOptions.airportId} = (select ${airports.id} from ${airports} where ${airports.code} = ${filters.airport})`,
    )
  const lowest = db
    .select({ fromPrice: sql<string | null>`min(${displayPrice})::numeric(10, 2)::text`.as('from_price') })
    .from(pricingOptions)
    .where(and(...departures))
    .as('lowest')

  const conditions: SQL[] = []
  if (filters.destination !== undefined)
    conditions.push(eq(travelPackages.destinationId, filters.destination))
  if (filters.duration) {
    const band = durationBand(filters.duration)
    conditions.push(gte(travelPackages.duration, band.minNights))
    if (band.maxNights !== null) conditions.push(lte(travelPackages.duration, band.maxNights))
  }
  if (filters.month || filters.airport) conditions.push(sql`${lowest.fromPrice} is not null`)

  return db
    .select({ pkg: travelPackages, destination: destinations, fromPrice: lowest.fromPrice })
    .from(travelPackages)
    .leftJoin(destinations, eq(travelPackages.destinationId, destinations.id))
    .leftJoinLateral(lowest, sql`true`)
    .where(and(...conditions))
    .orderBy(desc(travelPackages.isFeatured), asc(travelPackages.id))
}

type Match = Awaited<ReturnType<typeof findMatches>>[number]

/** Turns matches into the wire shape, with their images (one more query, for the matches only). */
export async function withImages(db: Database, matches: Match[]): Promise<PackageResult[]> {
  const images = await loadPackageImages(
    db,
    matches.map((match) => match.pkg.id),
  )
  return matches.map((match) => ({
    ...toPackageSummary(match.pkg, match.destination, images.get(match.pkg.id) ?? []),
    fromPrice: match.fromPrice,
  }))
}

/**
 * Searches the catalogue. Nothing found for an airport code or destination that does not exist is a
 * mistake worth saying; the check runs only then, as any match proves the choice exists.
 */
export async function searchPackages(
  db: Database,
  filters: PackageSearch,
  today = new Date(),
): Promise<SearchOutcome> {
  const matches = await findMatches(db, filters, today)
  if (matches.length > 0) return { packages: await withImages(db, matches), problems: [] }
  return { packages: [], problems: await unknownChoices(db, filters) }
}

async function unknownChoices(db: Database, filters: PackageSearch): Promise<SearchProblem[]> {
  const { airport, destination } = filters
  if (airport === undefined && destination === undefined) return []
  const [row] = await db
    .select({
      airport:
        airport === undefined
          ? sql<boolean>`true`
          : sql<boolean>`exists (select 1 from ${airports} where ${airports.code} = ${airport})`,
      destination:
        destination === undefined
          ? sql<boolean>`true`
          : sql<boolean>`exists (select 1 from ${destinations} where ${destinations.id} = ${destination})`,
    })
    .from(sql`(select 1) as one`)
  const problems: SearchProblem[] = []
  if (!row?.airport) problems.push({ path: 'airport', message: unknownAirport(airport) })
  if (!row?.destination) problems.push({ path: 'destination', message: unknownDestination(destination) })
  return problems
}
