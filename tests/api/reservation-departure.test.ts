import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#app/db/client.server'
import { toIsoDate } from '#app/lib/dates'
import { loader as reservationLoader } from '#app/routes/reservation'
import { createAirport, createPackage, createPricingOption } from '#tests/factories/catalogue'
import { loadPage } from '#tests/setup/page-context'
import { createTestDatabase } from '#tests/setup/test-database'

/**
 * The reservation page reads only the departures its link can name (the date's, and one from the link's
 * airport), and shows the same departure, price and airport as it did reading every departure of the package.
 */

let database: DatabaseHandle
let slug: string
let gatwick: { id: number }
const day = (offset: number) => toIsoDate(new Date(Date.now() + offset * 86_400_000))
const dayAfterGatwick = day(60)

beforeAll(async () => {
  database = await createTestDatabase()
  const pkg = await createPackage(database.db, { title: 'Bologna Food Break' })
  slug = pkg.slug
  gatwick = await createAirport(database.db, { code: 'LGW', name: 'London Gatwick' })
  const manchester = await createAirport(database.db, { code: 'MAN', name: 'Manchester' })
  // A year of Gatwick departures, so any wrong one the page picked would show another price.
  for (let offset = 1; offset <= 365; offset += 1) {
    await createPricingOption(database.db, {
      packageId: pkg.id,
      airportId: gatwick.id,
      departureDate: day(offset),
      price: `${400 + offset}.00`,
    })
  }
  await createPricingOption(database.db, {
    packageId: pkg.id,
    airportId: manchester.id,
    departureDate: day(59),
    price: '350.00',
    discountedPrice: '299.00',
  })
  await createPricingOption(database.db, {
    packageId: pkg.id,
    departureDate: dayAfterGatwick,
    price: '380.00',
  })
}, 60_000)

afterAll(() => database.close())

async function chosen(query: string) {
  const page = await loadPage(
    reservationLoader,
    `http://localhost/reservation/${slug}?${query}`,
    database.db,
    {
      params: { packageSlug: slug },
    },
  )
  expect(page.status).toBe(200)
  return (page.data as { chosen: unknown }).chosen
}

describe('the departure a reservation link names', () => {
  it('is found by date and airport id or IATA code, at its own price', async () => {
    const expected = { status: 'bookable', airportName: 'London Gatwick', price: '430.00' }
    expect(await chosen(`date=${day(30)}&airport=${gatwick.id}`)).toEqual(expected)
    expect(await chosen(`date=${day(30)}&airport=lgw`)).toEqual(expected)
    expect(await chosen(`date=${day(59).split('-').reverse().join('/')}&airport=MAN`)).toEqual({
      status: 'bookable',
      airportName: 'Manchester',
      price: '299.00',
    })
  })

  it('is the departure with no airport when the link names none', async () => {
    expect(await chosen(`date=${dayAfterGatwick}&airport=`)).toEqual({
      status: 'bookable',
      airportName: 'Selected Airport',
      price: '380.00',
    })
  })

  it("names the link's airport whether or not its date has a departure from there", async () => {
    expect(await chosen(`date=${day(59)}&airport=LGW`)).toEqual({
      status: 'bookable',
      airportName: 'London Gatwick',
      price: '459.00',
    })
    expect(await chosen(`date=${day(400)}&airport=MAN`)).toEqual({
      status: 'not-found',
      airportName: 'Manchester',
    })
    expect(await chosen('airport=MAN')).toEqual({ status: 'no-date', airportName: 'Manchester' })
    expect(await chosen(`date=${day(30)}&airport=BHX`)).toEqual({
      status: 'not-found',
      airportName: 'Selected Airport',
    })
  })
})
