import { addMonths, formatISO } from 'date-fns'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pricingOptions } from '#app/db/schema.server'
import type { CalendarData } from '#app/lib/package-calendar'
import type { HeadlinePrice } from '#app/lib/pricing-labels'
import { createAirport, createPackage } from '#tests/factories/catalogue'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

// GET /api/travel-packages/{slugOrId}/calendar?airport=&month=: the package page's calendar for one month, which
// the page's script asks for when the visitor picks another airport or month (decision 60).

type CalendarAnswer = { headline: HeadlinePrice | null; calendar: CalendarData }

let server: TestServer
let slug: string
let draftSlug: string
let gatwickKey: string
let manchesterKey: string
const soon = addMonths(new Date(), 2)
const later = addMonths(new Date(), 3)
const isoDay = (date: Date, day: number) =>
  formatISO(new Date(date.getFullYear(), date.getMonth(), day), { representation: 'date' })
const monthKeyOf = (date: Date) =>
  `${date.toLocaleString('en-GB', { month: 'short' }).toLowerCase()}${date.getFullYear()}`

beforeAll(async () => {
  server = await startTestServer()
  const pkg = await createPackage(server.db, {
    title: 'Calendar break',
    slug: 'calendar-break',
    status: 'published',
  })
  const draft = await createPackage(server.db, {
    title: 'Calendar draft',
    slug: 'calendar-draft',
    status: 'draft',
  })
  slug = pkg.slug
  draftSlug = draft.slug
  const gatwick = await createAirport(server.db, { code: 'LGW', name: 'London Gatwick' })
  const manchester = await createAirport(server.db, { code: 'MAN', name: 'Manchester' })
  gatwickKey = String(gatwick.id)
  manchesterKey = String(manchester.id)
  await server.db.insert(pricingOptions).values([
    { packageId: pkg.id, airportId: gatwick.id, departureDate: isoDay(soon, 10), price: '499.00' },
    { packageId: pkg.id, airportId: gatwick.id, departureDate: isoDay(later, 12), price: '549.00' },
    { packageId: pkg.id, airportId: manchester.id, departureDate: isoDay(later, 14), price: '599.00' },
    { packageId: draft.id, airportId: gatwick.id, departureDate: isoDay(soon, 10), price: '499.00' },
  ])
})

afterAll(() => server.close())

async function calendarOf(slugOrId: string, query = '') {
  const response = await fetch(server.url(`/api/travel-packages/${slugOrId}/calendar${query}`))
  return { response, body: (await response.json()) as CalendarAnswer & { error?: string } }
}

describe('a package’s calendar API', () => {
  it('answers the month the page starts on, with the headline price, as a shared read', async () => {
    const { response, body } = await calendarOf(slug)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('s-maxage=30')
    expect(body.headline).not.toBeNull()
    expect(body.calendar.airports.map((airport) => airport.key).sort()).toEqual(
      [gatwickKey, manchesterKey].sort(),
    )
    // The cheapest departure's month and airport, with that month's days only.
    expect(body.calendar).toMatchObject({
      airportKey: gatwickKey,
      monthKey: monthKeyOf(soon),
      date: isoDay(soon, 10),
    })
  })

  it('answers the airport and month asked for, and keeps the month for another airport that flies then', async () => {
    const { body } = await calendarOf(slug, `?airport=${gatwickKey}&month=${monthKeyOf(later)}`)
    expect(body.calendar).toMatchObject({
      airportKey: gatwickKey,
      monthKey: monthKeyOf(later),
      date: isoDay(later, 12),
    })
    const other = await calendarOf(slug, `?airport=${manchesterKey}&month=${monthKeyOf(later)}`)
    expect(other.body.calendar).toMatchObject({ airportKey: manchesterKey, monthKey: monthKeyOf(later) })
  })

  it('reads a package by id as well as by slug', async () => {
    const bySlug = await calendarOf(slug)
    const id = (await (await fetch(server.url(`/api/travel-packages/${slug}`))).json()) as { id: number }
    const byId = await calendarOf(String(id.id))
    expect(byId.body).toEqual(bySlug.body)
  })

  it('is a 404 for a package visitors cannot see, and a 400 for a query no calendar has', async () => {
    expect((await calendarOf(draftSlug)).response.status).toBe(404)
    expect((await calendarOf('no-such-package')).response.status).toBe(404)
    const { response, body } = await calendarOf(slug, `?month=${'x'.repeat(50)}`)
    expect(response.status).toBe(400)
    expect(JSON.stringify(body)).toContain('month=YYYY-MM')
  })
})
