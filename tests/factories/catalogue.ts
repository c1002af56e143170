import type { Database } from '#app/db/client.server'
import {
  airports,
  amenities,
  destinations,
  images,
  packageFeatures,
  pricingOptions,
  reviews,
  travelPackages,
  widgetSections,
} from '#app/db/schema.server'

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>

/** The row an insert returned; an insert that returns nothing is a broken test set-up. */
function created<T>(row: T | undefined): T {
  if (!row) throw new Error('The insert returned no row.')
  return row
}

let counter = 0
const next = () => ++counter

export async function createDestination(db: Database, values: Insert<typeof destinations> = {}) {
  const [row] = await db
    .insert(destinations)
    .values({ name: `Destination ${next()}`, country: 'Italy', description: 'A lovely place.', ...values })
    .returning()
  return created(row)
}

export async function createPackage(db: Database, values: Insert<typeof travelPackages> = {}) {
  const n = next()
  const [row] = await db
    .insert(travelPackages)
    .values({ slug: `package-${n}`, title: `Package ${n}`, duration: 3, ...values })
    .returning()
  return created(row)
}

export async function createAirport(db: Database, values: Insert<typeof airports> = {}) {
  const n = next()
  const [row] = await db
    .insert(airports)
    .values({
      code: `T${String(n).padStart(2, '0')}`,
      name: `Test Airport ${n}`,
      city: 'Testville',
      ...values,
    })
    .returning()
  return created(row)
}

export async function createPricingOption(
  db: Database,
  values: Insert<typeof pricingOptions> & { packageId: number; departureDate: string },
) {
  const [row] = await db
    .insert(pricingOptions)
    .values({ price: '999.00', ...values })
    .returning()
  return created(row)
}

export async function createImage(db: Database, values: Insert<typeof images>) {
  const [row] = await db
    .insert(images)
    .values({ url: `/images/test-${next()}.svg`, type: 'gallery', ...values })
    .returning()
  return created(row)
}

export async function createReview(db: Database, values: Insert<typeof reviews> & { packageId: number }) {
  const [row] = await db
    .insert(reviews)
    .values({ author: 'Test Author', rating: 5, comment: 'A wonderful trip.', date: '2026-10-01', ...values })
    .returning()
  return created(row)
}

export async function createFeature(
  db: Database,
  values: Insert<typeof packageFeatures> & { packageId: number },
) {
  const [row] = await db
    .insert(packageFeatures)
    .values({ label: 'Direct flights', icon: 'plane', ...values })
    .returning()
  return created(row)
}

export async function createAmenity(db: Database, values: Insert<typeof amenities> & { packageId: number }) {
  const [row] = await db
    .insert(amenities)
    .values({ name: 'Free Wi-Fi', ...values })
    .returning()
  return created(row)
}

export async function createWidgetSection(db: Database, values: Insert<typeof widgetSections> = {}) {
  const [row] = await db
    .insert(widgetSections)
    .values({ title: `Section ${next()}`, widgetType: 'featured-offers', widgetId: '3', ...values })
    .returning()
  return created(row)
}
