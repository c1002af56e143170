import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AirportPricing, PackageDetail, PackageSummary, PricingOption } from '#app/lib/catalogue'
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
let venice: { id: number; slug: string }
let rome: { id: number; slug: string }

beforeAll(async () => {
  server = await startTestServer()
  const { db } = server
  const destination = await createDestination(db, { name: 'Venice', description: 'Canals and palazzi.' })
  venice = await createPackage(db, {
    slug: 'venice-city-break',
    title: 'Venice City Break',
    destinationId: destination.id,
    basePrice: '999.00',
  })
  rome = await createPackage(db, { slug: 'rome-in-style', title: 'Rome in Style', isFeatured: true })
  const gatwick = await createAirport(db, { code: 'LGW', name: 'London Gatwick', city: 'London' })
  await createImage(db, { packageId: venice.id, type: 'gallery', sequence: 2, url: '/images/second.svg' })
  await createImage(db, { packageId: venice.id, type: 'hero', sequence: 1, url: '/images/hero.svg' })
  await createFeature(db, { packageId: venice.id, label: 'Direct flights', icon: 'plane' })
  await createAmenity(db, { packageId: venice.id, name: 'Rooftop bar', included: false })
  await createReview(db, { packageId: venice.id, author: 'Ann', rating: 4, date: '2026-09-01' })
  await createReview(db, { packageId: venice.id, author: 'Bob', rating: 5, date: '2026-10-01' })
  await createPricingOption(db, {
    packageId: venice.id,
    airportId: gatwick.id,
    departureDate: '2027-05-14',
    returnDate: '2027-05-17',
    price: '1299.00',
    discountedPrice: '999.00',
    availableSeats: 8,
  })
  await createPricingOption(db, { packageId: venice.id, airportId: null, departureDate: '2027-04-02' })
})

afterAll(() => server.close())

const getJson = async <T>(path: string) => {
  const response = await fetch(server.url(path))
  return { status: response.status, body: (await response.json()) as T, headers: response.headers }
}

describe('GET /api/travel-packages', () => {
  it('lists every package, featured first, with destination and ordered images', async () => {
    const { status, body } = await getJson<PackageSummary[]>('/api/travel-packages')
    expect(status).toBe(200)
    expect(body.map((pkg) => pkg.slug)).toEqual(['rome-in-style', 'venice-city-break'])
    const [rome, listed] = body
    expect(listed?.destination?.name).toBe('Venice')
    expect(listed?.images.map((image) => image.url)).toEqual(['/images/hero.svg', '/images/second.svg'])
    expect(listed?.basePrice).toBe('999.00')
    expect(rome?.isFeatured).toBe(true)
    expect(rome?.featured).toBe(true)
  })
})

describe('GET /api/travel-packages/{slugOrId}', () => {
  it('finds a package by slug with everything its page shows', async () => {
    const { status, body } = await getJson<PackageDetail & { pricing: AirportPricing[] }>(
      '/api/travel-packages/venice-city-break',
    )
    expect(status).toBe(200)
    expect(body.title).toBe('Venice City Break')
    expect(body.destination).toMatchObject({ name: 'Venice', description: 'Canals and palazzi.' })
    expect(body.features).toEqual([expect.objectContaining({ label: 'Direct flights', icon: 'plane' })])
    expect(body.amenities).toEqual([expect.objectContaining({ name: 'Rooftop bar', included: false })])
    expect(body.pricing).toEqual([
      {
        airportId: expect.any(Number),
        airport: expect.objectContaining({ code: 'LGW', name: 'London Gatwick' }),
        fromPrice: '999.00',
        departures: 1,
        firstDeparture: '2027-05-14',
        lastDeparture: '2027-05-14',
      },
      expect.objectContaining({ airportId: null, airport: null, departures: 1 }),
    ])
  })

  it('lists every pricing option when asked with ?include=pricing', async () => {
    const { status, body } = await getJson<
      PackageDetail & { pricing: PricingOption[]; pricingTotal: number }
    >('/api/travel-packages/venice-city-break?include=pricing')
    expect(status).toBe(200)
    expect(body.pricing).toHaveLength(2)
    expect(body.pricingTotal).toBe(2)
    expect(body.pricing[1]).toMatchObject({
      departureDate: '2027-05-14',
      returnDate: '2027-05-17',
      price: '1299.00',
      discountedPrice: '999.00',
      availableSeats: 8,
      isAvailable: true,
      airport: { code: 'LGW', name: 'London Gatwick', city: 'London' },
    })
  })

  it('refuses an include it does not know with a 400 naming the parameter', async () => {
    const { status, body } = await getJson<{ details: Array<{ path: string }> }>(
      '/api/travel-packages/venice-city-break?include=everything',
    )
    expect(status).toBe(400)
    expect(body.details).toEqual([expect.objectContaining({ path: 'include' })])
  })

  it('finds the same package by numeric id and by a slug in another letter case', async () => {
    const byId = await getJson<PackageDetail>(`/api/travel-packages/${venice.id}`)
    const byUpperSlug = await getJson<PackageDetail>('/api/travel-packages/Venice-City-Break')
    expect(byId.body.slug).toBe('venice-city-break')
    expect(byUpperSlug.body.id).toBe(venice.id)
  })

  it('answers 404 with a JSON error for an unknown slug or id', async () => {
    for (const key of ['no-such-trip', '999999']) {
      const { status, body } = await getJson<{ error: string }>(`/api/travel-packages/${key}`)
      expect(status).toBe(404)
      expect(body.error).toBe('Travel package not found.')
    }
  })

  it('answers 400 for a key that cannot be a slug or id', async () => {
    const { status, body } = await getJson<{ error: string; details: unknown[] }>(
      '/api/travel-packages/bad%20slug!',
    )
    expect(status).toBe(400)
    expect(body.details).toEqual([{ path: 'slugOrId', message: 'Use a package id or slug.' }])
  })
})

describe('package sub-resources', () => {
  it('lists reviews newest first', async () => {
    const { body } = await getJson<{ author: string; date: string }[]>(
      '/api/travel-packages/venice-city-break/reviews',
    )
    expect(body.map((review) => [review.author, review.date])).toEqual([
      ['Bob', '2026-10-01'],
      ['Ann', '2026-09-01'],
    ])
  })

  it('lists features, images and pricing by id or slug', async () => {
    const features = await getJson<unknown[]>(`/api/travel-packages/${venice.id}/features`)
    const imagesList = await getJson<{ type: string }[]>('/api/travel-packages/venice-city-break/images')
    const pricing = await getJson<PricingOption[]>('/api/travel-packages/venice-city-break/pricing')
    expect(features.body).toHaveLength(1)
    expect(imagesList.body.map((image) => image.type)).toEqual(['hero', 'gallery'])
    expect(pricing.body.map((option) => [option.departureDate, option.airport?.code ?? null])).toEqual([
      ['2027-04-02', null],
      ['2027-05-14', 'LGW'],
    ])
  })

  it('answers empty lists for a package that has none, and 404 for an unknown package', async () => {
    expect((await getJson<unknown[]>(`/api/travel-packages/${rome.slug}/reviews`)).body).toEqual([])
    for (const name of ['reviews', 'features', 'images', 'pricing']) {
      expect((await getJson(`/api/travel-packages/nowhere/${name}`)).status).toBe(404)
    }
  })
})
