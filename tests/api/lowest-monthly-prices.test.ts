import { format } from 'date-fns'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lowestMonthlyPrices, monthlyDepartures, pricingOptions } from '#app/db/schema.server'
import { searchPackages } from '#app/services/search/package-search.server'
import { createAirport, createPackage, createPricingOption } from '#tests/factories/catalogue'
import { createTestDatabase } from '#tests/setup/test-database'

// The search reads later months from `lowest_monthly_prices`, which triggers keep in step with every
// write to `pricing_options`, whatever makes it: these tests write with plain SQL.
const month = format(new Date(new Date().getFullYear(), new Date().getMonth() + 2, 1), 'yyyy-MM')

let database: Awaited<ReturnType<typeof createTestDatabase>>
let packageId: number
let gatwickId: number
let manchesterId: number

beforeAll(async () => {
  database = await createTestDatabase()
  const { db } = database
  packageId = (await createPackage(db, { slug: 'dolomites' })).id
  gatwickId = (await createAirport(db, { code: 'LGW' })).id
  manchesterId = (await createAirport(db, { code: 'MAN' })).id
})

afterAll(() => database.close())

const fromPrice = async (filters: { airport?: string } = {}) => {
  const { packages } = await searchPackages(database.db, { month, ...filters })
  return packages[0]?.fromPrice ?? null
}

const monthlyRows = () =>
  database.db
    .select({ airportId: lowestMonthlyPrices.airportId, lowestPrice: lowestMonthlyPrices.lowestPrice })
    .from(lowestMonthlyPrices)
    .where(eq(lowestMonthlyPrices.packageId, packageId))
    .orderBy(lowestMonthlyPrices.airportId)

/** The month sums the triggers keep (decision 45), and the same sums worked out here from the departures. */
async function monthSums() {
  const { db } = database
  const kept = await db
    .select()
    .from(monthlyDepartures)
    .where(eq(monthlyDepartures.packageId, packageId))
    .orderBy(monthlyDepartures.airportId, monthlyDepartures.month)
  const departures = await db
    .select()
    .from(pricingOptions)
    .where(eq(pricingOptions.packageId, packageId))
    .orderBy(pricingOptions.airportId, pricingOptions.departureDate)
  const expected = new Map<string, (typeof kept)[number]>()
  for (const departure of departures) {
    const key = `${departure.airportId}:${departure.departureDate.slice(0, 7)}`
    const bookable = departure.isAvailable && (departure.availableSeats ?? 1) > 0
    const shown = Math.min(Number(departure.price), Number(departure.discountedPrice || departure.price))
    const sum = expected.get(key) ?? {
      packageId,
      airportId: departure.airportId,
      month: `${departure.departureDate.slice(0, 7)}-01`,
      departures: 0,
      firstDeparture: departure.departureDate,
      lastDeparture: departure.departureDate,
      bookable: 0,
      lowestPrice: null,
      highestPrice: null,
    }
    sum.departures += 1
    sum.lastDeparture = departure.departureDate
    if (bookable) {
      sum.bookable += 1
      sum.lowestPrice = Math.min(shown, Number(sum.lowestPrice ?? shown)).toFixed(2)
      sum.highestPrice = Math.max(shown, Number(sum.highestPrice ?? shown)).toFixed(2)
    }
    expected.set(key, sum)
  }
  return { kept, expected: [...expected.values()] }
}

const expectMonthSumsInStep = async () => {
  const { kept, expected } = await monthSums()
  expect(kept).toEqual(expected)
}

describe('lowest monthly prices', () => {
  it('follow inserts, updates, upserts and deletes of pricing options', async () => {
    const { db } = database
    const first = await createPricingOption(db, {
      packageId,
      airportId: gatwickId,
      departureDate: `${month}-08`,
      price: '900.00',
      discountedPrice: '850.00',
    })
    await createPricingOption(db, {
      packageId,
      airportId: manchesterId,
      departureDate: `${month}-09`,
      price: '700.00',
    })
    expect(await fromPrice()).toBe('700.00')
    expect(await fromPrice({ airport: 'LGW' })).toBe('850.00')
    expect(await monthlyRows()).toEqual([
      { airportId: gatwickId, lowestPrice: '850.00' },
      { airportId: manchesterId, lowestPrice: '700.00' },
    ])
    await expectMonthSumsInStep()

    // Sold out: no longer bookable, so Manchester has no lowest price that month.
    await db
      .update(pricingOptions)
      .set({ availableSeats: 0 })
      .where(eq(pricingOptions.airportId, manchesterId))
    expect(await fromPrice()).toBe('850.00')
    expect(await fromPrice({ airport: 'MAN' })).toBeNull()
    await expectMonthSumsInStep()

    // An upsert, as the CSV import writes: one statement that both updates and inserts.
    await db.execute(sql`
      insert into pricing_options (package_id, airport_id, departure_date, price)
      values (${packageId}, ${gatwickId}, ${`${month}-08`}, 800), (${packageId}, ${gatwickId}, ${`${month}-20`}, 650)
      on conflict (package_id, airport_id, departure_date) do update set price = excluded.price,
        discounted_price = null`)
    expect(await fromPrice({ airport: 'LGW' })).toBe('650.00')
    await expectMonthSumsInStep()
    expect((await monthSums()).kept.map((sum) => [sum.departures, sum.bookable])).toEqual([
      [2, 2],
      [1, 0],
    ])

    await db.delete(pricingOptions).where(eq(pricingOptions.departureDate, `${month}-20`))
    expect(await fromPrice({ airport: 'LGW' })).toBe('800.00')
    await expectMonthSumsInStep()

    await db.delete(pricingOptions).where(eq(pricingOptions.id, first.id))
    expect(await fromPrice()).toBeNull()
    expect(await monthlyRows()).toEqual([])
    await expectMonthSumsInStep()
    expect((await monthSums()).kept).toHaveLength(1)
  })
})
