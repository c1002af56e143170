import { format } from 'date-fns'
import { and, asc, desc, eq, getTableColumns, gte, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { preparedStatement } from '#app/db/prepared.server'
import { airports, destinations, travelPackages } from '#app/db/schema.server'
import { toIsoDate } from '#app/lib/dates'
import { durationBand, monthBounds } from '#app/lib/search-options'
import type { PackageSearch } from '#app/schemas/package-search'
import { FEATURED_FIRST } from '#app/services/packages/featured-first.server'
import { publishedOnly } from '#app/services/packages/visibility.server'
import {
  bookablePriceRows,
  lowestColumn,
  lowestPerPackage,
  type PriceSpan,
} from '#app/services/pricing/from-prices.server'

/**
 * Which parts a search's SQL has. Searches of one shape differ only in their values.
 */
type SearchShape = {
  destination: boolean
  minNights: boolean
  maxNights: boolean
  airport: boolean
  /** The current month's departures, read from `pricing_options` (from today on). */
  currentMonth: boolean
  /** Later months, read from `lowest_monthly_prices`: all of them, the chosen one, or none. */
  laterMonths: 'all' | 'one' | 'none'
  /** With a month or airport chosen, a package must have a departure to match. */
  mustDepart: boolean
}

type SearchValues = {
  /** How many matches to answer (null: every one) and how many to skip first. */
  limit: number | null
  offset: number
  destination?: number
  minNights?: number
  maxNights?: number
  airport?: string
  today: string
  /** The first day of the month after the current one. */
  currentMonthEnd: string
  laterMonthsFrom: string
}

/**
 * Where a search reads its lowest prices: the current month's departures from today on, straight from
 * `pricing_options` (the monthly table also counts the days already gone), and later months from
 * `lowest_monthly_prices`, all of them or the one chosen. A month already past reads nothing.
 */
function planSearch(filters: PackageSearch, today: Date, page: SearchPage) {
  const current = monthBounds(format(today, 'yyyy-MM'))
  const chosen = filters.month === undefined ? undefined : monthBounds(filters.month)
  const band = filters.duration ? durationBand(filters.duration) : undefined
  const shape: SearchShape = {
    destination: filters.destination !== undefined,
    minNights: band !== undefined,
    maxNights: band?.maxNights != null,
    airport: filters.airport !== undefined,
    currentMonth: chosen === undefined || chosen.first === current.first,
    laterMonths: chosen === undefined ? 'all' : chosen.first > current.first ? 'one' : 'none',
    mustDepart: filters.month !== undefined || filters.airport !== undefined,
  }
  const values: SearchValues = {
    ...page,
    destination: filters.destination,
    minNights: band?.minNights,
    maxNights: band?.maxNights ?? undefined,
    airport: filters.airport,
    today: toIsoDate(today),
    currentMonthEnd: current.next,
    laterMonthsFrom: chosen?.first ?? current.next,
  }
  return { shape, values }
}

const value = (name: keyof SearchValues) => sql.placeholder(name)

/**
 * The bookable prices within the search (the 'From' price's own rows, `bookablePriceRows`), narrowed to the
 * chosen month and airport. `ofPackages` narrows them to the chosen destination and duration.
 */
function pricesInSpan(db: Database, shape: SearchShape, ofPackages: SQLWrapper | undefined) {
  // A scalar subquery runs once, so the rows are then read by airport id from the index.
  const airportId = shape.airport
    ? sql`(select ${airports.id} from ${airports} where ${airports.code} = ${value('airport')})`
    : undefined
  const span: PriceSpan = {
    airportId,
    currentMonth: shape.currentMonth ? { from: value('today'), to: value('currentMonthEnd') } : undefined,
    laterMonths:
      shape.laterMonths === 'none'
        ? undefined
        : { from: value('laterMonthsFrom'), only: shape.laterMonths === 'one' },
  }
  return bookablePriceRows(db, span, ofPackages)
}

// Only what a result shows: a broad search answers with every package, and each column costs.
const { createdAt: _packageCreatedAt, ...packageFields } = getTableColumns(travelPackages)
const { id, name, country, description } = getTableColumns(destinations)
const destinationFields = { id, name, country, description }

/**
 * The published packages of a search shape with the lowest matching price of each, featured first, in ONE
 * query: the prices within the search are grouped by package (narrow rows), then joined to the packages.
 * It answers one page of them, each row carrying how many match in all (counted before the page is cut).
 */
function matchesQuery(db: Database, shape: SearchShape) {
  const chosen = and(
    shape.destination ? eq(travelPackages.destinationId, value('destination')) : undefined,
    shape.minNights ? gte(travelPackages.duration, value('minNights')) : undefined,
    shape.maxNights ? lte(travelPackages.duration, value('maxNights')) : undefined,
  )
  // With a month or airport chosen, a package matches only by its prices, so every chosen package's are read.
  // Without, every chosen package matches, priced or not: only the prices of the page's packages are read.
  const ofPackages = shape.mustDepart
    ? chosen && db.select({ id: travelPackages.id }).from(travelPackages).where(chosen)
    : db
        .select({ id: travelPackages.id })
        .from(travelPackages)
        .where(and(publishedOnly, chosen))
        .orderBy(...FEATURED_FIRST)
        .limit(value('limit'))
        .offset(value('offset'))
  const lowest = lowestPerPackage(pricesInSpan(db, shape, ofPackages))
  const fromPrice = lowest ? sql<string | null>`${lowestColumn('from_price')}` : sql<string | null>`null`
  const mustDepart: SQL | undefined = shape.mustDepart ? sql`${fromPrice} is not null` : undefined

  // The page is chosen and counted over narrow rows (an id and a price), and only its packages' wide
  // columns are read: a count over the wide rows would build every match's before cutting the page.
  const matching = db
    .select({
      id: travelPackages.id,
      isFeatured: travelPackages.isFeatured,
      featuredPosition: travelPackages.featuredPosition,
      fromPrice: fromPrice.as('from_price'),
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(travelPackages)
    .$dynamic()
  if (lowest) matching.leftJoin(lowest, sql`${lowestColumn('package_id')} = ${travelPackages.id}`)
  const page = matching
    .where(and(publishedOnly, chosen, mustDepart))
    .orderBy(...FEATURED_FIRST)
    .limit(value('limit'))
    .offset(value('offset'))
    .as('page')
  return db
    .select({
      pkg: packageFields,
      destination: destinationFields,
      fromPrice: page.fromPrice,
      total: page.total,
    })
    .from(page)
    .innerJoin(travelPackages, eq(travelPackages.id, page.id))
    .leftJoin(destinations, eq(travelPackages.destinationId, destinations.id))
    .orderBy(desc(page.isFeatured), asc(page.featuredPosition), asc(page.id))
}

/** Searches of one shape share a prepared statement, named after the shape. */
function matchesStatement(db: Database, shape: SearchShape) {
  const shapeName = Object.values(shape)
    .map((part) => (typeof part === 'boolean' ? Number(part) : part))
    .join('_')
  return preparedStatement(db, `package_search_${shapeName}`, (name) => matchesQuery(db, shape).prepare(name))
}

/** Which matches to answer: `limit` of them (null: all) after the first `offset`. */
export type SearchPage = { limit: number | null; offset: number }

const EVERY_MATCH: SearchPage = { limit: null, offset: 0 }

/**
 * The packages matching the filters with the lowest matching price of each, featured first (then by id, so
 * pages never overlap), and how many match in all. With a destination or duration chosen, only those
 * packages' prices are read. With a month or airport chosen, a package with no such departure is left out.
 */
export async function findMatches(
  db: Database,
  filters: PackageSearch,
  today = new Date(),
  page: SearchPage = EVERY_MATCH,
) {
  const { shape, values } = planSearch(filters, today, page)
  const statement = matchesStatement(db, shape)
  const rows = await statement.execute(values)
  // A page past the end has no row to carry the count: the first match's row has it.
  const [first] =
    rows.length > 0 || page.offset === 0 ? rows : await statement.execute({ ...values, limit: 1, offset: 0 })
  return { matches: rows, total: first?.total ?? 0 }
}

export type Match = Awaited<ReturnType<typeof findMatches>>['matches'][number]
