import { format } from 'date-fns'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PackageResult, PackageSummary } from '#app/lib/catalogue'
import { searchPackages } from '#app/services/search/package-search.server'
import {
  createAirport,
  createDestination,
  createPackage,
  createPricingOption,
} from '#tests/factories/catalogue'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/** The search counts only departures from today on, so the data is built relative to today. */
const monthAhead = (months: number) => {
  const now = new Date()
  return format(new Date(now.getFullYear(), now.getMonth() + months, 1), 'yyyy-MM')
}
const soon = monthAhead(1)
const later = monthAhead(2)
const sellOut = monthAhead(3)
const yesterday = format(new Date(Date.now() - 86_400_000), 'yyyy-MM-dd')

let server: TestServer
let veniceId: number

beforeAll(async () => {
  server = await startTestServer()
  const { db } = server
  const venice = await createDestination(db, { name: 'Venice' })
  const rome = await createDestination(db, { name: 'Rome' })
  const gatwick = await createAirport(db, { code: 'LGW', name: 'London Gatwick' })
  const manchester = await createAirport(db, { code: 'MAN', name: 'Manchester' })
  await createAirport(db, { code: 'BRS', name: 'Bristol' })
  veniceId = venice.id

  const canals = await createPackage(db, {
    slug: 'canals',
    title: 'Canals',
    duration: 3,
    destinationId: venice.id,
  })
  const forum = await createPackage(db, {
    slug: 'forum',
    title: 'Forum',
    duration: 4,
    destinationId: rome.id,
    isFeatured: true,
  })
  const lagoon = await createPackage(db, {
    slug: 'lagoon',
    title: 'Lagoon',
    duration: 14,
    destinationId: venice.id,
  })
  const week = await createPackage(db, { slug: 'week', title: 'Week', duration: 7 })

  const price = (
    packageId: number,
    airportId: number,
    departureDate: string,
    values: {
      price: string
      discountedPrice?: string
      availableSeats?: number | null
      isAvailable?: boolean
    },
  ) => createPricingOption(db, { packageId, airportId, departureDate, ...values })

  // Canals: its overall lowest is the Gatwick discount; a cheaper sold-out, withdrawn or past departure never counts.
  await price(canals.id, gatwick.id, `${soon}-10`, {
    price: '1299.00',
    discountedPrice: '999.00',
    availableSeats: 8,
  })
  await price(canals.id, gatwick.id, `${soon}-12`, { price: '500.00', availableSeats: 0 })
  await price(canals.id, gatwick.id, `${soon}-14`, { price: '400.00', isAvailable: false })
  await price(canals.id, manchester.id, `${soon}-11`, { price: '1050.00' })
  await price(canals.id, gatwick.id, `${later}-10`, { price: '1400.00' })
  await price(canals.id, gatwick.id, `${sellOut}-10`, { price: '900.00', availableSeats: 0 })
  await price(canals.id, gatwick.id, yesterday, { price: '100.00' })
  // Forum: unknown seats (null) are bookable.
  await price(forum.id, manchester.id, `${soon}-20`, { price: '899.00', availableSeats: null })
  await price(forum.id, gatwick.id, `${later}-20`, { price: '950.00' })
  await price(lagoon.id, manchester.id, `${later}-05`, { price: '2000.00' })
  await price(week.id, gatwick.id, `${soon}-05`, { price: '700.00', isAvailable: false })
})

afterAll(() => server.close())

const search = async (query: string) => {
  const response = await fetch(server.url(`/api/travel-packages?${query}`))
  return { status: response.status, body: await response.json() }
}

/** Slug and 'From' price of each result, in the order answered. */
const found = async (query: string) => {
  const { status, body } = await search(query)
  expect(status, JSON.stringify(body)).toBe(200)
  return (body as PackageResult[]).map((pkg) => [pkg.slug, pkg.fromPrice])
}

describe('GET /api/travel-packages with search filters', () => {
  it('answers the unfiltered list as before, featured first, without search prices', async () => {
    const { status, body } = await search('')
    expect(status).toBe(200)
    expect((body as PackageSummary[]).map((pkg) => pkg.slug)).toEqual(['forum', 'canals', 'lagoon', 'week'])
    expect(body[0]).not.toHaveProperty('fromPrice')
  })

  it('treats blank filters (the search box left on "Any") as no filter', async () => {
    const { body } = await search('destination=&month=&duration=&airport=')
    expect((body as PackageSummary[]).map((pkg) => pkg.slug)).toEqual(['forum', 'canals', 'lagoon', 'week'])
  })

  it('gives the offers page, unfiltered, each package with its lowest upcoming bookable price', async () => {
    const { packages } = await searchPackages(server.db, {})
    expect(packages.map((pkg) => [pkg.slug, pkg.fromPrice])).toEqual([
      ['forum', '899.00'],
      ['canals', '999.00'],
      ['lagoon', '2000.00'],
      ['week', null],
    ])
  })

  it('filters by destination alone', async () => {
    expect(await found(`destination=${veniceId}`)).toEqual([
      ['canals', '999.00'],
      ['lagoon', '2000.00'],
    ])
  })

  it('filters by month alone, with the lowest price in that month', async () => {
    expect(await found(`month=${soon}`)).toEqual([
      ['forum', '899.00'],
      ['canals', '999.00'],
    ])
    expect(await found(`month=${later}`)).toEqual([
      ['forum', '950.00'],
      ['canals', '1400.00'],
      ['lagoon', '2000.00'],
    ])
  })

  it('filters by duration band alone', async () => {
    expect(await found('duration=2-3')).toEqual([['canals', '999.00']])
    expect(await found('duration=4-6')).toEqual([['forum', '899.00']])
    expect(await found('duration=7')).toEqual([['week', null]])
    expect(await found('duration=8-13')).toEqual([])
    expect(await found('duration=14%2B')).toEqual([['lagoon', '2000.00']])
  })

  it('filters by departure airport alone, by IATA code in any case', async () => {
    expect(await found('airport=LGW')).toEqual([
      ['forum', '950.00'],
      ['canals', '999.00'],
    ])
    expect(await found('airport=man')).toEqual([
      ['forum', '899.00'],
      ['canals', '1050.00'],
      ['lagoon', '2000.00'],
    ])
  })

  it('combines every filter and shows the lowest matching price, not the overall lowest', async () => {
    expect(await found(`destination=${veniceId}&month=${soon}&duration=2-3&airport=MAN`)).toEqual([
      ['canals', '1050.00'],
    ])
    expect(await found(`month=${later}&airport=LGW`)).toEqual([
      ['forum', '950.00'],
      ['canals', '1400.00'],
    ])
    expect(await found(`destination=${veniceId}&month=${soon}&duration=14%2B`)).toEqual([])
  })

  it('matches a month and airport only with an available departure whose seats are not known to be zero', async () => {
    // Only a sold-out departure from Gatwick in that month.
    expect(await found(`month=${sellOut}&airport=LGW`)).toEqual([])
    expect(await found(`month=${sellOut}`)).toEqual([])
    // Week's only departure is withdrawn; unknown seats (Forum) still count.
    expect(await found(`month=${soon}&duration=7`)).toEqual([])
    expect(await found(`month=${soon}&airport=MAN&duration=4-6`)).toEqual([['forum', '899.00']])
  })

  it('counts the current month from today on, and finds nothing in a month already past', async () => {
    // As if today were the 11th of that month: the Gatwick discount of the 10th has gone.
    const today = new Date(`${soon}-11T12:00:00`)
    const inMonth = await searchPackages(server.db, { month: soon }, today)
    expect(inMonth.packages.map((pkg) => [pkg.slug, pkg.fromPrice])).toEqual([
      ['forum', '899.00'],
      ['canals', '1050.00'],
    ])
    const anyMonth = await searchPackages(server.db, { airport: 'LGW' }, today)
    expect(anyMonth.packages.map((pkg) => [pkg.slug, pkg.fromPrice])).toEqual([
      ['forum', '950.00'],
      ['canals', '1400.00'],
    ])
    const past = await searchPackages(server.db, { month: soon }, new Date(`${later}-01T12:00:00`))
    expect(past.packages).toEqual([])
  })

  it('answers an empty list for a real airport with no departures', async () => {
    expect(await found('airport=BRS')).toEqual([])
  })

  it.each([
    ['airport=XYZ', 'Unknown airport code "XYZ"'],
    ['airport=London', 'Unknown airport code "LONDON"'],
    ['month=2027-13', 'Use a month such as 2027-05'],
    ['month=May', 'Use a month such as 2027-05'],
    ['month=2027-05&month=2027-06', 'Use a month such as 2027-05'],
    ['duration=5', 'Choose a duration of 2-3, 4-6, 7, 8-13 or 14+ nights'],
    ['destination=venice', 'Choose a destination from the list'],
    ['destination=99999', 'Unknown destination "99999"'],
  ])('refuses %s with 400 and a clear message', async (query, message) => {
    const { status, body } = await search(query)
    expect(status).toBe(400)
    expect(body.error).toBe(message)
    expect(body.details[0].message).toBe(message)
  })
})
