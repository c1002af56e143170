import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { airports, bookableDeparture, displayedPriceSql, pricingOptions } from '#app/db/schema.server'
import {
  type AirportDepartures,
  type CalendarChoice,
  chooseCalendarMonth,
  type Requested,
} from '#app/lib/airport-departures'
import { toIsoDate } from '#app/lib/dates'
import { toMoneyString, toPence } from '#app/lib/money'
import { calendarData } from '#app/lib/package-calendar'
import {
  airportGroupOrder,
  airportKeyOf,
  monthKey,
  NO_AIRPORT,
  parseMonthKey,
} from '#app/lib/pricing-calendar'
import { headlinePrice } from '#app/lib/pricing-labels'
import { toAirport } from './airports.server'
import { toPricingOption } from './pricing-options.server'

const displayed = displayedPriceSql(pricingOptions)
// A date's month as a timestamp's (no time zone in play), which groups much faster than a formatted month.
const departureMonth = sql`date_trunc('month', ${pricingOptions.departureDate}::timestamp)`

/** A package's departures from the first of today's month on: SPEC 4's calendar keeps the whole month. */
const upcoming = (packageId: number, today: Date) =>
  and(
    eq(pricingOptions.packageId, packageId),
    gte(pricingOptions.departureDate, toIsoDate(new Date(today.getFullYear(), today.getMonth(), 1))),
  )

/**
 * Each airport's months summed up, latest month first: departures, first and last date, the bookable ones
 * from today on with their lowest and highest price, and the month's lowest bookable price (the whole month,
 * as `lowest_monthly_prices` keeps it, which cannot list months with nothing bookable).
 */
function monthRows(db: Database, packageId: number, today: Date) {
  const offered = sql`${bookableDeparture(pricingOptions)} and ${pricingOptions.departureDate} >= ${toIsoDate(today)}`
  return (
    db
      .select({
        airportId: pricingOptions.airportId,
        airport: airports,
        departures: sql<number>`count(*)::int`,
        firstDeparture: sql<string>`min(${pricingOptions.departureDate})::text`,
        lastDeparture: sql<string>`max(${pricingOptions.departureDate})::text`,
        bookable: sql<number>`(count(*) filter (where ${offered}))::int`,
        lowPrice: sql<string | null>`(min(${displayed}) filter (where ${offered}))::text`,
        highPrice: sql<string | null>`(max(${displayed}) filter (where ${offered}))::text`,
        monthLowPrice: sql<
          string | null
        >`(min(${displayed}) filter (where ${bookableDeparture(pricingOptions)}))::text`,
      })
      .from(pricingOptions)
      .leftJoin(airports, eq(pricingOptions.airportId, airports.id))
      .where(upcoming(packageId, today))
      // The airport's id is its key, so its other columns may be read beside the aggregates.
      .groupBy(pricingOptions.airportId, airports.id, departureMonth)
      .orderBy(desc(departureMonth))
  )
}

type MonthRow = Awaited<ReturnType<typeof monthRows>>[number]

const penceOf = (amount: string | null) => (amount === null ? null : toPence(amount))

/** The lowest or highest of the amounts there are, in pence; null when there are none. */
function extreme(amounts: Array<number | null>, pick: (...values: number[]) => number): number | null {
  const known = amounts.filter((amount) => amount !== null)
  return known.length === 0 ? null : pick(...known)
}

/** One airport's months (latest first) as the calendar's airport, each price read once. */
function airportOf(key: string, months: MonthRow[]): AirportDepartures {
  const first = months.at(-1)
  const low = extreme(
    months.map((month) => penceOf(month.lowPrice)),
    Math.min,
  )
  const high = extreme(
    months.map((month) => penceOf(month.highPrice)),
    Math.max,
  )
  const monthLows = months.map((month) => penceOf(month.monthLowPrice))
  const fromPence = extreme(monthLows, Math.min)
  // The earliest month at the lowest price holds the earliest departure at that price.
  const cheapest = fromPence === null ? undefined : months[monthLows.lastIndexOf(fromPence)]
  return {
    key,
    airport: first?.airport ? toAirport(first.airport) : null,
    months: months.map((month) => monthKey(month.firstDeparture)),
    departures: months.reduce((sum, month) => sum + month.departures, 0),
    firstDeparture: first?.firstDeparture ?? '',
    lastDeparture: months[0]?.lastDeparture ?? '',
    bookable: months.reduce((sum, month) => sum + month.bookable, 0),
    lowPrice: low === null ? null : toMoneyString(low),
    highPrice: high === null ? null : toMoneyString(high),
    fromPrice: fromPence === null ? null : toMoneyString(fromPence),
    cheapestMonth: cheapest ? monthKey(cheapest.firstDeparture) : null,
  }
}

/**
 * A package's airports with their departures from this month on, summed up by the database in one aggregate
 * query over the package's rows, in the calendar's order: named airports by name, no airport last.
 */
export async function listAirportDepartures(
  db: Database,
  packageId: number,
  today: Date,
): Promise<AirportDepartures[]> {
  const byAirport = new Map<string, MonthRow[]>()
  for (const row of await monthRows(db, packageId, today)) {
    const key = airportKeyOf(row)
    const months = byAirport.get(key)
    if (months) months.push(row)
    else byAirport.set(key, [row])
  }
  return [...byAirport].map(([key, months]) => airportOf(key, months)).sort(airportGroupOrder('last'))
}

/** The cheapest bookable departure from this month on, the earliest on a tie: the header's 'From' price. */
async function cheapestDeparture(db: Database, packageId: number, today: Date) {
  const [row] = await db
    .select()
    .from(pricingOptions)
    .leftJoin(airports, eq(pricingOptions.airportId, airports.id))
    .where(and(upcoming(packageId, today), bookableDeparture(pricingOptions)))
    .orderBy(displayed, pricingOptions.departureDate, pricingOptions.id)
    .limit(1)
  return row ? toPricingOption(row.pricing_options, row.airports) : null
}

/** The chosen airport's departures in the chosen month, by date: the days the calendar draws. */
export async function listMonthDepartures(db: Database, packageId: number, choice: CalendarChoice) {
  const { year, month } = parseMonthKey(choice.monthKey)
  const rows = await db
    .select()
    .from(pricingOptions)
    .leftJoin(airports, eq(pricingOptions.airportId, airports.id))
    .where(
      and(
        eq(pricingOptions.packageId, packageId),
        choice.airportKey === NO_AIRPORT
          ? isNull(pricingOptions.airportId)
          : eq(pricingOptions.airportId, Number(choice.airportKey)),
        gte(pricingOptions.departureDate, toIsoDate(new Date(year, month, 1))),
        lt(pricingOptions.departureDate, toIsoDate(new Date(year, month + 1, 1))),
      ),
    )
    .orderBy(asc(pricingOptions.departureDate))
  return rows.map((row) => toPricingOption(row.pricing_options, row.airports))
}

/**
 * What the package page shows of its prices: the header's 'From' price and the calendar on the airport and
 * month asked for (or SPEC 4's defaults), with that month's days only. A few small queries, however many
 * departures the package has.
 */
export async function loadPackageCalendar(
  db: Database,
  packageId: number,
  today: Date,
  requested: Requested,
) {
  const [airportDepartures, cheapest] = await Promise.all([
    listAirportDepartures(db, packageId, today),
    cheapestDeparture(db, packageId, today),
  ])
  const choice = chooseCalendarMonth(airportDepartures, requested)
  const days = choice ? await listMonthDepartures(db, packageId, choice) : []
  return { headline: headlinePrice(cheapest), calendar: calendarData(airportDepartures, choice, days) }
}
