import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#app/db/client.server'
import {
  amenities,
  destinations,
  images,
  newsletterSignups,
  packageFeatures,
  pricingOptions,
  reviews,
  travelPackages,
} from '#app/db/schema.server'
import {
  createAirport,
  createAmenity,
  createDestination,
  createFeature,
  createImage,
  createPackage,
  createPricingOption,
  createReview,
} from '#tests/factories/catalogue'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let db: Database

beforeAll(async () => {
  server = await startTestServer()
  db = server.db
})

afterAll(() => server.close())

/** Postgres reports a violated constraint by name; both drivers expose it on the error or its cause. */
async function violatedConstraint(write: Promise<unknown>): Promise<string | undefined> {
  const error = (await write.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as { cause?: { constraint?: string }; constraint?: string } | undefined
  if (!error) return undefined
  return error.cause?.constraint ?? error.constraint ?? 'unknown'
}

describe('deleting a package', () => {
  it('deletes its images, features, reviews, amenities and pricing, and its API answers 404', async () => {
    const pkg = await createPackage(db)
    await createImage(db, { packageId: pkg.id })
    await createFeature(db, { packageId: pkg.id })
    await createReview(db, { packageId: pkg.id })
    await createAmenity(db, { packageId: pkg.id })
    await createPricingOption(db, { packageId: pkg.id, departureDate: '2027-01-10' })

    await db.delete(travelPackages).where(eq(travelPackages.id, pkg.id))

    for (const table of [images, packageFeatures, reviews, amenities, pricingOptions]) {
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.packageId, pkg.id))
      expect(row?.n).toBe(0)
    }
    expect((await fetch(server.url(`/api/travel-packages/${pkg.id}/images`))).status).toBe(404)
  })
})

describe('deleting a destination', () => {
  it('is refused by the database while a package goes there, and takes its images when none does', async () => {
    const destination = await createDestination(db)
    const pkg = await createPackage(db, { destinationId: destination.id })
    await createImage(db, { destinationId: destination.id })
    const remove = () => db.delete(destinations).where(eq(destinations.id, destination.id))
    expect(await violatedConstraint(remove())).toBe('travel_packages_destination_id_destinations_id_fk')

    await db.update(travelPackages).set({ destinationId: null }).where(eq(travelPackages.id, pkg.id))
    await remove()
    const [left] = await db
      .select({ n: count() })
      .from(images)
      .where(eq(images.destinationId, destination.id))
    expect(left?.n).toBe(0)
  })
})

describe('constraints', () => {
  it('keeps package slugs, airport codes and destinations in a country unique', async () => {
    await createPackage(db, { slug: 'only-once' })
    expect(await violatedConstraint(createPackage(db, { slug: 'only-once' }))).toBe(
      'travel_packages_slug_unique',
    )
    await createAirport(db, { code: 'NCL' })
    expect(await violatedConstraint(createAirport(db, { code: 'NCL' }))).toBe('airports_code_unique')
    await createDestination(db, { name: 'Siena', country: 'Italy' })
    expect(await violatedConstraint(createDestination(db, { name: ' SIENA', country: 'italy ' }))).toBe(
      'destinations_country_name_unique',
    )
  })

  it('keeps one newsletter sign-up per address key, however the address was typed', async () => {
    await db.insert(newsletterSignups).values({ email: 'reader@example.com', emailKey: 'reader@example.com' })
    expect(
      await violatedConstraint(
        db.insert(newsletterSignups).values({ email: 'Reader@Example.COM', emailKey: 'reader@example.com' }),
      ),
    ).toBe('newsletter_signups_email_key_unique')
  })

  it('allows one pricing option per package, airport and date, also without an airport', async () => {
    const pkg = await createPackage(db)
    const airport = await createAirport(db)
    await createPricingOption(db, { packageId: pkg.id, airportId: airport.id, departureDate: '2027-03-01' })
    await createPricingOption(db, { packageId: pkg.id, airportId: null, departureDate: '2027-03-01' })
    const unique = 'pricing_options_package_airport_date_unique'
    expect(
      await violatedConstraint(
        createPricingOption(db, { packageId: pkg.id, airportId: airport.id, departureDate: '2027-03-01' }),
      ),
    ).toBe(unique)
    expect(
      await violatedConstraint(
        createPricingOption(db, { packageId: pkg.id, airportId: null, departureDate: '2027-03-01' }),
      ),
    ).toBe(unique)
  })

  it('refuses impossible values', async () => {
    const pkg = await createPackage(db)
    const otherDestination = await createDestination(db)
    const cases: [() => Promise<unknown>, string][] = [
      [() => createReview(db, { packageId: pkg.id, rating: 6 }), 'reviews_rating_range'],
      [() => createReview(db, { packageId: pkg.id, rating: 0 }), 'reviews_rating_range'],
      [
        () => createPricingOption(db, { packageId: pkg.id, departureDate: '2027-02-01', availableSeats: -1 }),
        'pricing_options_seats_non_negative',
      ],
      [
        () => createPricingOption(db, { packageId: pkg.id, departureDate: '2027-02-02', price: '0' }),
        'pricing_options_price_positive',
      ],
      [
        () =>
          createPricingOption(db, {
            packageId: pkg.id,
            departureDate: '2027-02-03',
            returnDate: '2027-02-01',
          }),
        'pricing_options_return_after_departure',
      ],
      [() => createImage(db, {}), 'images_one_owner'],
      [() => createImage(db, { packageId: pkg.id, destinationId: otherDestination.id }), 'images_one_owner'],
    ]
    for (const [write, constraint] of cases) {
      expect(await violatedConstraint(write())).toBe(constraint)
    }
  })
})
