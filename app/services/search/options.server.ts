import { and, asc, eq, exists, gte, lt, type SQL, sql } from 'drizzle-orm'
import type { SearchBoxOptions } from '#app/components/search/search-labels'
import type { Database } from '#app/db/client.server'
import {
  airports,
  bookableDeparture,
  destinations,
  pricingOptions,
  travelPackages,
} from '#app/db/schema.server'
import { toIsoDate } from '#app/lib/dates'
import { monthBounds, nextTwelveMonths } from '#app/lib/search-options'
import { toDestination } from '#app/services/destinations.server'
import { ofPublishedPackage, publishedOnly } from '#app/services/packages/visibility.server'
import { toAirport } from '#app/services/pricing/airports.server'

/**
 * The choices of the holiday search box, from the data: destinations with published packages, the next
 * twelve months with a bookable departure of one, and the airports with one. A choice that can only find
 * nothing is not offered.
 */
export async function loadSearchOptions(db: Database, today = new Date()): Promise<SearchBoxOptions> {
  const [destinationRows, months, airportRows] = await Promise.all([
    db
      .select()
      .from(destinations)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(travelPackages)
            .where(and(eq(travelPackages.destinationId, destinations.id), publishedOnly)),
        ),
      )
      .orderBy(asc(destinations.name)),
    monthsWithDepartures(db, today),
    db
      .select()
      .from(airports)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(pricingOptions)
            .where(
              and(
                eq(pricingOptions.airportId, airports.id),
                bookableDeparture(pricingOptions),
                ofPublishedPackage(db, pricingOptions.packageId),
                gte(pricingOptions.departureDate, toIsoDate(today)),
              ),
            ),
        ),
      )
      .orderBy(asc(airports.name)),
  ])
  return { destinations: destinationRows.map(toDestination), airports: airportRows.map(toAirport), months }
}

/** Departures of the month (`YYYY-MM`) not yet gone. */
function departuresIn(month: string, today: Date): SQL[] {
  const todayIso = toIsoDate(today)
  const { first, next } = monthBounds(month)
  // ISO dates sort as text; this month's departures count from today on.
  const from = [first, todayIso].sort()[1] ?? first
  return [gte(pricingOptions.departureDate, from), lt(pricingOptions.departureDate, next)]
}

/** One index probe per month rather than reading a year of departures. */
async function monthsWithDepartures(db: Database, today: Date) {
  const months = nextTwelveMonths(today)
  const probes = months.map((month) => {
    const bookable = db
      .select({ one: sql`1` })
      .from(pricingOptions)
      .where(
        and(
          bookableDeparture(pricingOptions),
          ofPublishedPackage(db, pricingOptions.packageId),
          ...departuresIn(month.value, today),
        ),
      )
    return sql<boolean>`exists (${bookable})`
  })
  const [row] = await db
    .select({ found: sql<boolean[]>`array[${sql.join(probes, sql`, `)}]` })
    .from(sql`(select 1) as one`)
  return months.filter((_, index) => row?.found[index])
}
