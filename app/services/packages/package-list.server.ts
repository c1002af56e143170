import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { travelPackages } from '#app/db/schema.server'
import { containing } from '#app/db/text-search.server'
import type { PackageSummary } from '#app/lib/catalogue'
import type { ListPage, ListWindow } from '#app/lib/list-page'
import { DEFAULT_PACKAGE_SORT, type PackageListFilters, type PackageSort } from '#app/lib/package-list'
import { activeFields } from '#app/lib/package-search'
import type { PackageSearch, SearchProblem } from '#app/schemas/package-search'
import { searchPackages } from '#app/services/search/package-search.server'
import { FEATURED_FIRST } from './featured-first.server'
import { packagesWithDestinations, summariesOf } from './packages.server'
import { withDraftChecklists } from './publish-checklist.server'
import { type Audience, visibleTo } from './visibility.server'

type PackagePage = ListPage<PackageSummary>

/** Every order ends on the id, so a page boundary never falls between two equal rows differently twice. */
const ORDERS: Record<PackageSort, SQL[]> = {
  featured: FEATURED_FIRST,
  title: [asc(sql`lower(${travelPackages.title})`), asc(travelPackages.id)],
  newest: [desc(travelPackages.createdAt), desc(travelPackages.id)],
  updated: [desc(travelPackages.updatedAt), desc(travelPackages.id)],
}

function listCondition(filters: PackageListFilters, audience: Audience) {
  const { q, status, featured, destinationId } = filters
  return and(
    visibleTo(audience),
    q === undefined
      ? undefined
      : or(ilike(travelPackages.title, containing(q)), ilike(travelPackages.slug, containing(q))),
    status === undefined ? undefined : eq(travelPackages.status, status),
    featured === undefined ? undefined : eq(travelPackages.isFeatured, featured),
    destinationId === undefined ? undefined : eq(travelPackages.destinationId, destinationId),
  )
}

/**
 * One page of the catalogue as the audience sees it (staff: drafts too, each with what publishing it would
 * warn about), filtered and sorted by the staff's list filters: the database counts and cuts the page, and
 * images are read for that page only.
 */
export async function listPackagePage(
  db: Database,
  filters: PackageListFilters,
  audience: Audience,
  { limit, offset }: ListWindow,
): Promise<PackagePage> {
  const where = listCondition(filters, audience)
  const rows = await packagesWithDestinations(db)
    .where(where)
    .orderBy(...ORDERS[filters.sort ?? DEFAULT_PACKAGE_SORT])
    .limit(limit)
    .offset(offset)
  // A page that is not full ends the list, so it tells the total itself: a catalogue that fits on one page
  // is never counted. Otherwise the database counts, beside the page's pictures. (A window count in the
  // page's query would build every wide row before cutting the page.)
  const ended = rows.length < limit && (rows.length > 0 || offset === 0)
  const [items, total] = await Promise.all([
    summariesOf(db, rows).then((summaries) => withDraftChecklists(db, summaries, new Date())),
    ended ? offset + rows.length : countPackages(db, where),
  ])
  return { items, total }
}

async function countPackages(db: Database, where: SQL | undefined) {
  const [counted] = await db.select({ total: count() }).from(travelPackages).where(where)
  return counted?.total ?? 0
}

/**
 * `GET /api/travel-packages`: with no holiday-search filter, the catalogue list (every package the audience
 * sees, featured first unless sorted otherwise, without a `fromPrice`; staff's has the drafts and is the
 * admin's list); with any, the holiday search, which finds published packages only, as the offers page does.
 */
export async function browsePackages(
  db: Database,
  query: PackageSearch & PackageListFilters,
  audience: Audience,
  window: ListWindow,
): Promise<{ page: PackagePage; problems: SearchProblem[] }> {
  if (activeFields(query).length === 0) {
    return { page: await listPackagePage(db, query, audience, window), problems: [] }
  }
  const { packages, total, problems } = await searchPackages(db, query, new Date(), window)
  return { page: { items: packages, total }, problems }
}
