import { sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { airports, destinations } from '#app/db/schema.server'
import type { PackageResult } from '#app/lib/catalogue'
import {
  type PackageSearch,
  type SearchProblem,
  unknownAirport,
  unknownDestination,
} from '#app/schemas/package-search'
import { loadPackageImages } from '#app/services/images/images.server'
import { toPackageSummary } from '#app/services/packages/packages.server'
import { findMatches, type Match } from './matches.server'

export type SearchOutcome = {
  packages: PackageResult[]
  /** Choices that name nothing in the catalogue, such as 'Unknown airport code "XYZ"'. */
  problems: SearchProblem[]
}

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
