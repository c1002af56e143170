import { addMonths, format, startOfMonth } from 'date-fns'
import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import {
  airports,
  bookableDeparture,
  contactLeads,
  destinations,
  displayedPriceSql,
  images,
  newsletterSignups,
  pricingOptions,
  travelPackages,
  widgetSections,
} from '#app/db/schema.server'
import type { Config } from '#app/env.server'
import { toIsoDate } from '#app/lib/dates'
import { listPackagePricing } from '#app/services/pricing/pricing-options.server'

/**
 * Read-only figures for the /dev pages, where staff and developers check what the running site sees.
 * Nothing here writes, and nothing secret (connection strings, keys) leaves the server.
 */

const bookable = bookableDeparture(pricingOptions)
const shownPrice = displayedPriceSql(pricingOptions)

async function databaseVersion(db: Database): Promise<string> {
  // Both drivers answer raw SQL with a `rows` array.
  const result = (await db.execute(sql`select version() as version`)) as unknown as {
    rows: { version: string }[]
  }
  return result.rows[0]?.version ?? 'unknown'
}

export async function environmentFacts(db: Database, config: Config, now = new Date()) {
  const [version, ...counts] = await Promise.all([
    databaseVersion(db),
    db.$count(travelPackages),
    db.$count(destinations),
    db.$count(pricingOptions),
    db.$count(images),
    db.$count(widgetSections),
    db.$count(contactLeads),
    db.$count(newsletterSignups),
  ])
  const [packages, destinationCount, pricing, imageCount, widgets, leads, signups] = counts
  return {
    runtime: {
      nodeEnv: process.env.NODE_ENV ?? 'development',
      nodeVersion: process.version,
      serverTime: now.toISOString(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
    database: {
      kind: config.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)',
      // The data folder only matters for PGlite; a PostgreSQL URL may hold a password, so it is not shown.
      location: config.DATABASE_URL ? 'DATABASE_URL' : config.DATA_DIR,
      version,
    },
    integrations: {
      crm: Boolean(config.CRM_WEBHOOK_URL),
      analytics: Boolean(config.POSTHOG_API_KEY),
      analyticsProxy: config.POSTHOG_USE_PROXY,
      publicUrl: config.PUBLIC_URL ?? null,
    },
    counts: {
      packages: packages ?? 0,
      destinations: destinationCount ?? 0,
      pricingOptions: pricing ?? 0,
      images: imageCount ?? 0,
      widgetSections: widgets ?? 0,
      leads: leads ?? 0,
      newsletterSignups: signups ?? 0,
    },
  }
}

export type EnvironmentFacts = Awaited<ReturnType<typeof environmentFacts>>

/** Per package, what a visitor can book from today: how many departures, the price range, the airports. */
export async function pricingOverview(db: Database, today = new Date()) {
  return db
    .select({
      id: travelPackages.id,
      title: travelPackages.title,
      slug: travelPackages.slug,
      options: count(pricingOptions.id),
      departures: sql<number>`count(${pricingOptions.id}) filter (where ${bookable})`.mapWith(Number),
      cheapest: sql<string | null>`min(${shownPrice}) filter (where ${bookable})`,
      dearest: sql<string | null>`max(${shownPrice}) filter (where ${bookable})`,
      // Formatted in SQL: the PostgreSQL driver would otherwise turn a bare date into a midnight Date.
      nextDeparture: sql<string | null>`to_char(min(${pricingOptions.departureDate})
        filter (where ${bookable}), 'YYYY-MM-DD')`,
      airports: sql<string | null>`string_agg(distinct ${airports.code}, ', ' order by ${airports.code})`,
      anyAirport: sql<boolean>`coalesce(bool_or(${pricingOptions.id} is not null
        and ${pricingOptions.airportId} is null), false)`,
    })
    .from(travelPackages)
    .leftJoin(
      pricingOptions,
      and(
        eq(pricingOptions.packageId, travelPackages.id),
        gte(pricingOptions.departureDate, toIsoDate(today)),
      ),
    )
    .leftJoin(airports, eq(airports.id, pricingOptions.airportId))
    .groupBy(travelPackages.id)
    .orderBy(asc(travelPackages.title))
}

export type PricingOverviewRow = Awaited<ReturnType<typeof pricingOverview>>[number]

/** Bookable departures per package for each of the coming months, this month first. */
export async function departuresByMonth(db: Database, today = new Date(), monthCount = 12) {
  const first = startOfMonth(today)
  const months = Array.from({ length: monthCount }, (_, index) => format(addMonths(first, index), 'yyyy-MM'))
  const month = sql<string>`to_char(${pricingOptions.departureDate}, 'YYYY-MM')`
  const [packages, counts] = await Promise.all([
    db
      .select({ id: travelPackages.id, title: travelPackages.title })
      .from(travelPackages)
      .orderBy(asc(travelPackages.title)),
    db
      .select({ packageId: pricingOptions.packageId, month, departures: count() })
      .from(pricingOptions)
      .where(
        and(
          gte(pricingOptions.departureDate, toIsoDate(first)),
          lt(pricingOptions.departureDate, toIsoDate(addMonths(first, monthCount))),
          bookable,
        ),
      )
      .groupBy(pricingOptions.packageId, month),
  ])
  const byKey = new Map(counts.map((row) => [`${row.packageId}:${row.month}`, row.departures]))
  const rows = packages.map((pkg) => {
    const perMonth = months.map((key) => byKey.get(`${pkg.id}:${key}`) ?? 0)
    return { ...pkg, perMonth, total: perMonth.reduce((sum, value) => sum + value, 0) }
  })
  return { months, rows }
}

export type DeparturesByMonth = Awaited<ReturnType<typeof departuresByMonth>>

/** The packages to choose from, and the chosen one's pricing options, for the calendar rules check. */
export async function calendarCheckData(db: Database, packageId: number | null) {
  const packages = await db
    .select({ id: travelPackages.id, title: travelPackages.title })
    .from(travelPackages)
    .orderBy(asc(travelPackages.title))
  const chosen = packages.find((pkg) => pkg.id === packageId) ?? packages[0] ?? null
  return { packages, chosen, options: chosen ? await listPackagePricing(db, chosen.id) : [] }
}
