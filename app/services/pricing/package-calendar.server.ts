import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { preparedStatement } from '#app/db/prepared.server'
import {
  airports,
  bookableDeparture,
  displayedPriceSql,
  monthlyDepartures,
  pricingOptions,
} from '#app/db/schema.server'
import {
  type AirportDepartures,
  type CalendarChoice,
  chooseCalendarMonth,
  type Requested,
} from '#app/lib/airport-departures'
import { isoMonth, toIsoDate } from '#app/lib/dates'
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
import { monthBounds } from '#app/lib/search-options'
import { toAirport } from './airports.server'
import { loadFromPrice } from './from-prices.server'
import { selectOptionsWithAirports, toPricingOption } from './pricing-options.server'

const displayed = displayedPriceSql(pricingOptions)

/** A calendar month ('jan2027') as the statements below take it: its first day and the next month's. */
function boundsOfMonth(key: string) {
  const { year, month } = parseMonthKey(key)
  return monthBounds(isoMonth(new Date(year, month, 1)))
}

const ofPackageInMonth = and(
  eq(pricingOptions.packageId, sql.placeholder('packageId')),
  gte(pricingOptions.departureDate, sql.placeholder('first')),
  lt(pricingOptions.departureDate, sql.placeholder('next')),
)

/**
 * This month's departures summed up by airport: all of them, their first and last date, the bookable ones
 * from today on with their lowest and highest price, and the month's lowest bookable price (the whole month,
 * as `lowest_monthly_prices` keeps it). Read from the departures themselves, since the days already gone no
 * longer count as bookable. Asked for on every package page and package answer, so prepared: built once and
 * planned once per connection.
 */
const thisMonthStatement = (db: Database) =>
  preparedStatement(db, 'calendar_this_month', (name) => {
    const offered = sql`${bookableDeparture(pricingOptions)} and ${pricingOptions.departureDate} >= ${sql.placeholder('today')}`
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
        .where(ofPackageInMonth)
        // The airport's id is its key, so its other columns may be read beside the aggregates.
        .groupBy(pricingOptions.airportId, airports.id)
        .prepare(name)
    )
  })

/** The later months, latest first, as the triggers keep them summed up (decision 45): a dozen rows an airport. */
const laterMonthsStatement = (db: Database) =>
  preparedStatement(db, 'calendar_later_months', (name) =>
    db
      .select({
        airportId: monthlyDepartures.airportId,
        airport: airports,
        departures: monthlyDepartures.departures,
        firstDeparture: monthlyDepartures.firstDeparture,
        lastDeparture: monthlyDepartures.lastDeparture,
        bookable: monthlyDepartures.bookable,
        lowPrice: monthlyDepartures.lowestPrice,
        highPrice: monthlyDepartures.highestPrice,
        monthLowPrice: monthlyDepartures.lowestPrice,
      })
      .from(monthlyDepartures)
      .leftJoin(airports, eq(monthlyDepartures.airportId, airports.id))
      .where(
        and(
          eq(monthlyDepartures.packageId, sql.placeholder('packageId')),
          gte(monthlyDepartures.month, sql.placeholder('next')),
        ),
      )
      .orderBy(desc(monthlyDepartures.month))
      .prepare(name),
  )

/** The package's departures from the first of today's month on, each airport's months latest first. */
async function monthRows(db: Database, packageId: number, today: Date) {
  const thisMonth = { packageId, ...monthBounds(isoMonth(today)) }
  const [later, current] = await Promise.all([
    laterMonthsStatement(db).execute(thisMonth),
    thisMonthStatement(db).execute({ ...thisMonth, today: toIsoDate(today) }),
  ])
  return [...later, ...current]
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
 * A package's airports with their departures from this month on, summed up by the database (this month from
 * its departures, later ones from the kept month sums), in the calendar's order: named airports by name, no
 * airport last.
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

/**
 * The header's 'From' departure: the earliest bookable one from today on at the package's 'From' price
 * (`loadFromPrice`, the number every card shows, decision 64), for its full price beside a discount.
 */
async function fromPriceDeparture(db: Database, packageId: number, today: Date) {
  const fromPrice = await loadFromPrice(db, packageId, today)
  if (fromPrice === null) return null
  const statement = preparedStatement(db, 'calendar_from_price_departure', (name) =>
    selectOptionsWithAirports(db)
      .where(
        and(
          eq(pricingOptions.packageId, sql.placeholder('packageId')),
          bookableDeparture(pricingOptions),
          gte(pricingOptions.departureDate, sql.placeholder('today')),
          eq(displayed, sql.placeholder('fromPrice')),
        ),
      )
      .orderBy(pricingOptions.departureDate, pricingOptions.id)
      .limit(1)
      .prepare(name),
  )
  const [row] = await statement.execute({ packageId, today: toIsoDate(today), fromPrice })
  return row ? toPricingOption(row.pricing_options, row.airports) : null
}

/** The chosen airport's departures in the chosen month, by date: the days the calendar draws. */
export async function listMonthDepartures(db: Database, packageId: number, choice: CalendarChoice) {
  const noAirport = choice.airportKey === NO_AIRPORT
  // Two statements, as 'is null' and '= $1' are two plans.
  const statement = preparedStatement(db, noAirport ? 'calendar_days_no_airport' : 'calendar_days', (name) =>
    selectOptionsWithAirports(db)
      .where(
        and(
          ofPackageInMonth,
          noAirport
            ? isNull(pricingOptions.airportId)
            : eq(pricingOptions.airportId, sql.placeholder('airportId')),
        ),
      )
      .orderBy(asc(pricingOptions.departureDate))
      .prepare(name),
  )
  const rows = await statement.execute({
    packageId,
    airportId: noAirport ? null : Number(choice.airportKey),
    ...boundsOfMonth(choice.monthKey),
  })
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
  const airportDepartures = await listAirportDepartures(db, packageId, today)
  const choice = chooseCalendarMonth(airportDepartures, requested)
  const [cheapest, days] = await Promise.all([
    fromPriceDeparture(db, packageId, today),
    choice ? listMonthDepartures(db, packageId, choice) : [],
  ])
  return { headline: headlinePrice(cheapest), calendar: calendarData(airportDepartures, choice, days) }
}
