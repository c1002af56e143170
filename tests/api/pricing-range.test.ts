import { addDays, formatISO } from 'date-fns'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pricingOptions } from '#app/db/schema.server'
import type { PricingOption } from '#app/lib/catalogue'
import { MAX_INCLUDED_PRICING, MAX_PAGE_SIZE } from '#app/lib/list-page'
import { createAirport, createPackage } from '#tests/factories/catalogue'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

// GET /api/travel-packages/{slugOrId}/pricing?from=&to=&limit=&offset=: a range of departures, a page at a time.

let server: TestServer
let slug: string
const DAYS = 150
const FIRST_DAY = new Date(2027, 0, 1)
const isoDay = (offset: number) => formatISO(addDays(FIRST_DAY, offset), { representation: 'date' })

beforeAll(async () => {
  server = await startTestServer()
  const pkg = await createPackage(server.db, { title: 'Priced daily', duration: 3, slug: 'priced-daily' })
  slug = pkg.slug
  const gatwick = await createAirport(server.db, { code: 'LGW', name: 'London Gatwick' })
  const manchester = await createAirport(server.db, { code: 'MAN', name: 'Manchester' })
  // Every day from 1 January 2027 for 150 days, from two airports: 300 options, more than one page.
  const rows = Array.from({ length: DAYS }, (_, day) =>
    [gatwick, manchester].map((airport) => ({
      packageId: pkg.id,
      airportId: airport.id,
      departureDate: isoDay(day),
      price: '500.00',
    })),
  ).flat()
  await server.db.insert(pricingOptions).values(rows)
})

afterAll(() => server.close())

async function pricing(query: string) {
  const response = await fetch(server.url(`/api/travel-packages/${slug}/pricing${query}`))
  return { response, body: (await response.json()) as PricingOption[] }
}

describe('a package’s pricing by range', () => {
  it('answers at most a page without parameters, saying how many there are', async () => {
    const { response, body } = await pricing('')
    expect(response.status).toBe(200)
    expect(body).toHaveLength(MAX_PAGE_SIZE)
    expect(response.headers.get('x-total-count')).toBe(String(DAYS * 2))
    expect(response.headers.get('link')).toBe(
      `</api/travel-packages/${slug}/pricing?limit=${MAX_PAGE_SIZE}&offset=${MAX_PAGE_SIZE}>; rel="next"`,
    )
    expect(body[0]).toMatchObject({ departureDate: '2027-01-01', airport: { code: 'LGW' } })
    expect(body[1]).toMatchObject({ departureDate: '2027-01-01', airport: { code: 'MAN' } })
  })

  it('lists the departures from the first date to the last, both included', async () => {
    const { response, body } = await pricing('?from=2027-02-01&to=2027-02-28')
    expect(response.headers.get('x-total-count')).toBe('56')
    expect(response.headers.get('link')).toBeNull()
    expect(body).toHaveLength(56)
    expect(body[0]?.departureDate).toBe('2027-02-01')
    expect(body.at(-1)?.departureDate).toBe('2027-02-28')
  })

  it('takes a range open at either end, and one day', async () => {
    // The last departure is 30 May, day 150.
    const after = await pricing('?from=2027-05-29')
    expect(after.body.map((option) => option.departureDate)).toEqual([
      '2027-05-29',
      '2027-05-29',
      '2027-05-30',
      '2027-05-30',
    ])
    const before = await pricing('?to=2027-01-02')
    expect(before.response.headers.get('x-total-count')).toBe('4')
    const oneDay = await pricing('?from=2027-03-15&to=2027-03-15')
    expect(oneDay.body.map((option) => option.airport?.code)).toEqual(['LGW', 'MAN'])
    const none = await pricing('?from=2030-01-01&to=2030-12-31')
    expect(none.body).toEqual([])
    expect(none.response.headers.get('x-total-count')).toBe('0')
  })

  it('pages through a range in order, every option once', async () => {
    const range = '?from=2027-01-01&to=2027-03-31'
    const pages = await Promise.all([0, 100].map((offset) => pricing(`${range}&limit=100&offset=${offset}`)))
    const [first, second] = pages
    expect(first?.response.headers.get('link')).toBe(
      `</api/travel-packages/${slug}/pricing?from=2027-01-01&to=2027-03-31&limit=100&offset=100>; rel="next"`,
    )
    // 90 days from two airports: the second page holds the last 80, and says there is no more.
    expect(second?.response.headers.get('link')).toBeNull()
    expect(second?.response.headers.get('x-total-count')).toBe('180')
    const ids = pages.flatMap((page) => page.body.map((option) => option.id))
    expect(new Set(ids).size).toBe(180)
    const dates = pages.flatMap((page) => page.body.map((option) => option.departureDate))
    expect(dates).toEqual([...dates].sort())
  })

  it('refuses a range that ends before it starts, or dates that are not dates', async () => {
    const cases: Array<[string, string, string]> = [
      ['?from=2027-02-10&to=2027-02-09', 'to', 'Use a to date on or after the from date.'],
      ['?from=2027-02-30', 'from', 'Use from=YYYY-MM-DD, the first departure date to list.'],
      ['?to=next-week', 'to', 'Use to=YYYY-MM-DD, the last departure date to list.'],
      ['?from=2027-02-01&limit=500', 'limit', 'Use a limit from 1 to 100.'],
    ]
    for (const [query, path, message] of cases) {
      const response = await fetch(server.url(`/api/travel-packages/${slug}/pricing${query}`))
      expect(response.status, query).toBe(400)
      const body = (await response.json()) as { error: string; details: unknown[] }
      expect(body.details, query).toContainEqual({ path, message })
    }
  })

  it('answers 404 for a package it does not know', async () => {
    const response = await fetch(server.url('/api/travel-packages/no-such-package/pricing?from=2027-01-01'))
    expect(response.status).toBe(404)
  })
})

describe('a package’s options in its own answer', () => {
  it('lists the earliest MAX_INCLUDED_PRICING with ?include=pricing, saying how many there are', async () => {
    const pkg = await createPackage(server.db, { title: 'Priced for years', slug: 'priced-for-years' })
    const airport = await createAirport(server.db, { code: 'BRS', name: 'Bristol' })
    const days = Array.from({ length: MAX_INCLUDED_PRICING + 1 }, (_, day) => day)
    await server.db.insert(pricingOptions).values(
      // Inserted latest first, so the answer's order is the database's doing.
      days.reverse().map((day) => ({
        packageId: pkg.id,
        airportId: airport.id,
        departureDate: isoDay(day),
        price: '500.00',
      })),
    )
    const response = await fetch(server.url(`/api/travel-packages/${pkg.slug}?include=pricing`))
    const body = (await response.json()) as { pricing: PricingOption[]; pricingTotal: number }
    expect(response.status).toBe(200)
    expect(body.pricingTotal).toBe(MAX_INCLUDED_PRICING + 1)
    expect(body.pricing).toHaveLength(MAX_INCLUDED_PRICING)
    expect(body.pricing[0]?.departureDate).toBe(isoDay(0))
    expect(body.pricing.at(-1)?.departureDate).toBe(isoDay(MAX_INCLUDED_PRICING - 1))
  })
})
