import { and, eq, gte, inArray, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '#app/db/client.server'
import {
  bookableDeparture,
  displayedPriceSql,
  lowestMonthlyPrices,
  pricingOptions,
} from '#app/db/schema.server'
import { isoMonth, toIsoDate } from '#app/lib/dates'
import { monthBounds } from '#app/lib/search-options'

/**
 * THE definition of a package's 'From' price (decision 64): the lowest price a visitor pays (SPEC 9's
 * displayed price) for a bookable departure from today on. The current month is read from `pricing_options`
 * itself, from today (its kept month sums also count the days already gone); later months from
 * `lowest_monthly_prices`, a dozen rows a package. The holiday search narrows the same rows to a month or an
 * airport; the home cards, the offers, the package header and its structured data read them unnarrowed.
 */

/** A value as a statement takes it: a placeholder in a prepared statement, or the value itself. */
type Bound = SQLWrapper | string

/** Which departures' prices count: the current month's from a day on, later months, one airport. */
export type PriceSpan = {
  /** The current month's departures from `from` (today) to `to` (the next month's first day). */
  currentMonth?: { from: Bound; to: Bound }
  /** Later months from `from` (a month's first day): that one only, or every one from it on. */
  laterMonths?: { from: Bound; only: boolean }
  /** One airport's departures only: its id, as a value or a scalar subquery. */
  airportId?: SQLWrapper
}

/** Which packages' prices are read: a subquery of ids, or the ids themselves; every package when absent. */
export type OfPackages = SQLWrapper | readonly number[] | undefined

// The two price sources share one row shape, whatever table each reads: (package_id, price).
const packageIdOf = (table: { packageId: AnyPgColumn }) => sql<number>`${table.packageId}`.as('package_id')

/** The bookable prices within the span, one row per departure of the current month and per later month and airport. */
export function bookablePriceRows(db: Database, span: PriceSpan, ofPackages: OfPackages): SQLWrapper[] {
  const { airportId, currentMonth, laterMonths } = span
  const sources: SQLWrapper[] = []
  if (currentMonth) {
    const departure = pricingOptions.departureDate
    sources.push(
      db
        .select({
          packageId: packageIdOf(pricingOptions),
          price: sql<string>`${displayedPriceSql(pricingOptions)}`.as('price'),
        })
        .from(pricingOptions)
        .where(
          and(
            bookableDeparture(pricingOptions),
            gte(departure, currentMonth.from),
            lt(departure, currentMonth.to),
            airportId && eq(pricingOptions.airportId, airportId),
            ofPackages && inArray(pricingOptions.packageId, ofPackages),
          ),
        ),
    )
  }
  if (laterMonths) {
    const { month } = lowestMonthlyPrices
    sources.push(
      db
        .select({
          packageId: packageIdOf(lowestMonthlyPrices),
          price: sql<string>`${lowestMonthlyPrices.lowestPrice}`.as('price'),
        })
        .from(lowestMonthlyPrices)
        .where(
          and(
            laterMonths.only ? eq(month, laterMonths.from) : gte(month, laterMonths.from),
            airportId && eq(lowestMonthlyPrices.airportId, airportId),
            ofPackages && inArray(lowestMonthlyPrices.packageId, ofPackages),
          ),
        ),
    )
  }
  return sources
}

/** Each package's lowest price of the rows, as `lowest(package_id, from_price)`: narrow rows only. */
export const LOWEST = sql.identifier('lowest')
export const lowestColumn = (name: 'package_id' | 'from_price') => sql`${LOWEST}.${sql.identifier(name)}`
export function lowestPerPackage(sources: SQLWrapper[]): SQL | null {
  if (sources.length === 0) return null
  return sql`(select package_id, min(price)::numeric(10, 2)::text as from_price
    from (${sql.join(sources, sql` union all `)}) as prices group by package_id) as ${LOWEST}`
}

/** From today on: the rest of this month from today, and every later month. */
export function upcomingSpan(today: Date): PriceSpan {
  const { next } = monthBounds(isoMonth(today))
  return { currentMonth: { from: toIsoDate(today), to: next }, laterMonths: { from: next, only: false } }
}

/**
 * The 'From' price of each of these packages ('579.00'), by package id; a package with nothing bookable from
 * today on is not in the map (its card then falls back to its base price, `shownFromPrice`).
 */
export async function loadFromPrices(
  db: Database,
  packageIds: readonly number[],
  today: Date,
): Promise<Map<number, string>> {
  if (packageIds.length === 0) return new Map()
  const lowest = lowestPerPackage(bookablePriceRows(db, upcomingSpan(today), packageIds))
  if (!lowest) return new Map()
  const rows = await db
    .select({
      packageId: sql<number>`${lowestColumn('package_id')}`,
      fromPrice: sql<string>`${lowestColumn('from_price')}`,
    })
    .from(lowest)
  return new Map(rows.map((row) => [Number(row.packageId), row.fromPrice]))
}

/** One package's 'From' price, or null when nothing can be booked from today on. */
export async function loadFromPrice(db: Database, packageId: number, today: Date): Promise<string | null> {
  return (await loadFromPrices(db, [packageId], today)).get(packageId) ?? null
}
