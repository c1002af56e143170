import { count, eq, lt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#app/db/client.server'
import * as schema from '#app/db/schema.server'
import { seedDatabase } from '#app/db/seed.server'
import type { PackageDetail, PricingOption, Review } from '#app/lib/catalogue'
import { createTestDatabase } from '#tests/setup/test-database'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

const tables = {
  destinations: schema.destinations,
  travelPackages: schema.travelPackages,
  images: schema.images,
  packageFeatures: schema.packageFeatures,
  reviews: schema.reviews,
  amenities: schema.amenities,
  airports: schema.airports,
  pricingOptions: schema.pricingOptions,
  widgetSections: schema.widgetSections,
}

async function rowCounts(database: DatabaseHandle) {
  const counts: Record<string, number> = {}
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await database.db.select({ n: count() }).from(table)
    counts[name] = row?.n ?? 0
  }
  return counts
}

describe('seeding an empty database', () => {
  let database: DatabaseHandle

  beforeAll(async () => {
    database = await createTestDatabase()
  })

  afterAll(() => database.close())

  it('fills it once; a second run (a second start) changes nothing', async () => {
    expect(await seedDatabase(database.db, new Date(2026, 10, 22))).toBe(true)
    const first = await rowCounts(database)
    expect(await seedDatabase(database.db, new Date(2026, 10, 22))).toBe(false)
    expect(await rowCounts(database)).toEqual(first)
    expect(first.travelPackages).toBeGreaterThanOrEqual(4)
    expect(first.airports).toBeGreaterThanOrEqual(8)
    expect(first.widgetSections).toBeGreaterThan(0)
  })

  it('prices the coming twelve months only, from several airports', async () => {
    const [past] = await database.db
      .select({ n: count() })
      .from(schema.pricingOptions)
      .where(lt(schema.pricingOptions.departureDate, '2026-11-23'))
    expect(past?.n).toBe(0)
    const venice = await database.db
      .select({ departure: schema.pricingOptions.departureDate, airportId: schema.pricingOptions.airportId })
      .from(schema.pricingOptions)
      .innerJoin(schema.travelPackages, eq(schema.travelPackages.id, schema.pricingOptions.packageId))
      .where(eq(schema.travelPackages.slug, 'venice-city-break'))
    const months = new Set(venice.map((option) => option.departure.slice(0, 7)))
    expect(months.size).toBeGreaterThanOrEqual(12)
    expect(new Set(venice.map((option) => option.airportId)).size).toBeGreaterThanOrEqual(3)
  })
})

describe('the seeded Venice city break over the API', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer()
    await seedDatabase(server.db)
  })

  afterAll(() => server.close())

  it('has its amenities, reviews, features, images and a £1,299 price reduced to £999', async () => {
    const pkg = (await (
      await fetch(server.url('/api/travel-packages/venice-city-break?include=pricing'))
    ).json()) as PackageDetail & { pricing: PricingOption[] }
    const reviews = (await (
      await fetch(server.url(`/api/travel-packages/${pkg.id}/reviews`))
    ).json()) as Review[]
    expect(pkg.amenities).toHaveLength(12)
    expect(pkg.amenities.some((amenity) => !amenity.included)).toBe(true)
    expect(reviews).toHaveLength(4)
    expect(pkg.features.length).toBeGreaterThan(0)
    expect(pkg.images.some((image) => image.type === 'hero')).toBe(true)
    expect(pkg.pricing).toContainEqual(
      expect.objectContaining({ price: '1299.00', discountedPrice: '999.00' }),
    )
    expect(pkg.destination?.name).toBe('Venice')
  })
})
