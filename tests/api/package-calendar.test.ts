import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  airportPricing,
  chooseCalendarMonth,
  monthDepartures,
  type Requested,
  summariseDepartures,
} from '#app/lib/airport-departures'
import type { AirportPricing, PricingOption } from '#app/lib/catalogue'
import { toIsoDate } from '#app/lib/dates'
import { unpackDepartures } from '#app/lib/departure-table'
import { calendarData } from '#app/lib/package-calendar'
import { lowestAvailable } from '#app/lib/pricing-calendar'
import { headlinePrice } from '#app/lib/pricing-labels'
import { loader as packageLoader } from '#app/routes/package'
import { getPackageAnswer } from '#app/services/packages/packages.server'
import { listAirportDepartures, loadPackageCalendar } from '#app/services/pricing/package-calendar.server'
import { listPackagePricing } from '#app/services/pricing/pricing-options.server'
import { createAirport, createPackage, createPricingOption } from '#tests/factories/catalogue'
import { loadPage } from '#tests/setup/page-context'
import { createTestDatabase } from '#tests/setup/test-database'

// The package page and the package API ask the database for what they show (one month's days, each
// airport's months and prices summed up). These pin what they show on the edge cases, and that it is what
// the same rules give over every option in memory, as the page worked it out before.

const TODAY = new Date(2031, 5, 15)

let database: Awaited<ReturnType<typeof createTestDatabase>>
let edges: { id: number; slug: string }
let empty: { id: number; slug: string }
const keys: Record<'BHX' | 'LGW' | 'MAN', string> = { BHX: '', LGW: '', MAN: '' }

beforeAll(async () => {
  database = await createTestDatabase()
  const { db } = database
  edges = await createPackage(db, { slug: 'calendar-edges' })
  empty = await createPackage(db, { slug: 'calendar-empty' })
  // Made in this order so ids do not follow the names: the calendar lists airports by name.
  const manchester = await createAirport(db, { code: 'MAN', name: 'Manchester' })
  const gatwick = await createAirport(db, { code: 'LGW', name: 'London Gatwick' })
  const birmingham = await createAirport(db, { code: 'BHX', name: 'Birmingham' })
  keys.BHX = String(birmingham.id)
  keys.LGW = String(gatwick.id)
  keys.MAN = String(manchester.id)
  const price = (airportId: number | null, departureDate: string, values: Record<string, unknown> = {}) =>
    createPricingOption(db, { packageId: edges.id, airportId, departureDate, ...values })
  // Last month: gone, not listed at all.
  await price(birmingham.id, '2031-05-20', { price: '100.00' })
  // This month, already gone: its month is listed and it is the cheapest of it, but no longer an offer.
  await price(birmingham.id, '2031-06-05', { price: '400.00', discountedPrice: '300.00' })
  await price(birmingham.id, '2031-06-20', { price: '900.00', discountedPrice: '700.00' })
  await price(birmingham.id, '2031-07-10', { price: '250.00', availableSeats: 0 })
  await price(birmingham.id, '2031-07-11', { price: '200.00', isAvailable: false })
  await price(birmingham.id, '2031-08-01', { price: '800.00', availableSeats: 4 })
  await price(manchester.id, '2031-07-03', { price: '999.00', discountedPrice: '899.00' })
  // A 'discount' above the price is no discount.
  await price(manchester.id, '2031-07-04', { price: '950.00', discountedPrice: '1050.00' })
  // A month with nothing bookable.
  await price(manchester.id, '2031-09-09', { price: '350.00', isAvailable: false })
  // An airport with nothing bookable at all.
  await price(gatwick.id, '2031-11-11', { price: '450.00', availableSeats: 0 })
  await price(null, '2031-10-01', { price: '499.00' })
  await price(null, '2031-10-02', { price: '499.00' })
})

afterAll(() => database.close())

/** The page's calendar and header worked out over every option in memory, as the page did before. */
async function inMemory(packageId: number, today: Date, requested: Requested) {
  const options = await listPackagePricing(database.db, packageId)
  const airports = summariseDepartures(options, today)
  const choice = chooseCalendarMonth(airports, requested)
  return {
    // The 'From' price counts departures from today on only (decision 64).
    headline: headlinePrice(
      lowestAvailable(options.filter((option) => option.departureDate >= toIsoDate(today))),
    ),
    calendar: calendarData(airports, choice, choice ? monthDepartures(options, choice) : []),
  }
}

const calendarFor = (requested: Requested) => loadPackageCalendar(database.db, edges.id, TODAY, requested)

const choiceOf = async (requested: Requested) => {
  const { calendar } = await calendarFor(requested)
  return {
    airportKey: calendar.airportKey,
    monthKey: calendar.monthKey,
    date: calendar.date,
    days: unpackDepartures(calendar.days).map((day) => day.departureDate),
  }
}

describe('the airports of the calendar, summed up by the database', () => {
  it('lists named airports by name and departures from no airport last, from this month on', async () => {
    const airports = await listAirportDepartures(database.db, edges.id, TODAY)
    expect(airports.map((entry) => ({ ...entry, airport: entry.airport?.code }))).toEqual([
      {
        key: keys.BHX,
        airport: 'BHX',
        months: ['aug2031', 'jul2031', 'jun2031'],
        departures: 5,
        firstDeparture: '2031-06-05',
        lastDeparture: '2031-08-01',
        // From today on: 20 June at its discount and 1 August; sold out and withdrawn days are no offer.
        bookable: 2,
        lowPrice: '700.00',
        highPrice: '800.00',
        // SPEC 4 keeps the whole month: 5 June, gone, is still its cheapest.
        fromPrice: '300.00',
        cheapestMonth: 'jun2031',
      },
      {
        key: keys.LGW,
        airport: 'LGW',
        months: ['nov2031'],
        departures: 1,
        firstDeparture: '2031-11-11',
        lastDeparture: '2031-11-11',
        bookable: 0,
        lowPrice: null,
        highPrice: null,
        fromPrice: null,
        cheapestMonth: null,
      },
      {
        key: keys.MAN,
        airport: 'MAN',
        months: ['sep2031', 'jul2031'],
        departures: 3,
        firstDeparture: '2031-07-03',
        lastDeparture: '2031-09-09',
        bookable: 2,
        lowPrice: '899.00',
        highPrice: '950.00',
        fromPrice: '899.00',
        cheapestMonth: 'jul2031',
      },
      {
        key: 'none',
        airport: undefined,
        months: ['oct2031'],
        departures: 2,
        firstDeparture: '2031-10-01',
        lastDeparture: '2031-10-02',
        bookable: 2,
        lowPrice: '499.00',
        highPrice: '499.00',
        fromPrice: '499.00',
        cheapestMonth: 'oct2031',
      },
    ])
  })

  it('is what the same rules give over every option in memory', async () => {
    const options = await listPackagePricing(database.db, edges.id)
    for (const today of [TODAY, new Date(2031, 5, 1), new Date(2031, 6, 31), new Date(2031, 11, 1)]) {
      expect(await listAirportDepartures(database.db, edges.id, today)).toEqual(
        summariseDepartures(options, today),
      )
    }
  })
})

describe('the calendar the package page opens on', () => {
  it("opens on the first airport's cheapest month and day, with that month's days only", async () => {
    expect(await choiceOf({})).toEqual({
      airportKey: keys.BHX,
      monthKey: 'jun2031',
      date: '2031-06-05',
      days: ['2031-06-05', '2031-06-20'],
    })
  })

  it('says From at the lowest bookable price from today on, not a departure already gone (decision 64)', async () => {
    expect((await calendarFor({})).headline).toEqual({ price: '499.00', original: null })
  })

  it('says From with the full price beside a discounted one', async () => {
    const discounted = await createPackage(database.db, { slug: 'calendar-discounted' })
    await createPricingOption(database.db, {
      packageId: discounted.id,
      airportId: null,
      departureDate: '2031-12-01',
      price: '600.00',
      discountedPrice: '450.00',
    })
    expect((await loadPackageCalendar(database.db, discounted.id, TODAY, {})).headline).toEqual({
      price: '450.00',
      original: '600.00',
    })
  })

  it('follows a requested airport and month, choosing no day in a month with nothing bookable', async () => {
    expect(await choiceOf({ airport: 'man', month: '2031-09' })).toEqual({
      airportKey: keys.MAN,
      monthKey: 'sep2031',
      date: null,
      days: ['2031-09-09'],
    })
    expect(await choiceOf({ airport: 'none' })).toMatchObject({ airportKey: 'none', monthKey: 'oct2031' })
  })

  it("goes to the airport's cheapest month when the month asked for has nothing", async () => {
    expect(await choiceOf({ airport: 'MAN', month: 'dec2031' })).toEqual({
      airportKey: keys.MAN,
      monthKey: 'jul2031',
      date: '2031-07-03',
      days: ['2031-07-03', '2031-07-04'],
    })
  })

  it('falls back to the defaults for an unknown airport or a month gone by', async () => {
    const defaults = await choiceOf({})
    expect(await choiceOf({ airport: 'STN' })).toEqual(defaults)
    expect(await choiceOf({ month: 'may2031' })).toEqual(defaults)
  })

  it('opens an airport with nothing bookable on its latest month, with no day chosen', async () => {
    expect(await choiceOf({ airport: 'lgw' })).toEqual({
      airportKey: keys.LGW,
      monthKey: 'nov2031',
      date: null,
      days: ['2031-11-11'],
    })
  })

  it('is empty, with no From price, for a package with nothing from this month on', async () => {
    expect(await loadPackageCalendar(database.db, empty.id, TODAY, {})).toEqual({
      headline: null,
      calendar: {
        airports: [],
        airportKey: null,
        monthKey: null,
        date: null,
        days: { airports: [], from: '', lines: '' },
      },
    })
  })

  it('is what the same rules give over every option in memory, for every airport and month asked for', async () => {
    const requests: Requested[] = [
      {},
      { airport: 'man', month: '2031-09' },
      { airport: 'MAN', month: 'dec2031' },
      { airport: 'none' },
      { airport: 'lgw', month: 'nov2031' },
      { airport: keys.BHX, month: 'aug2031' },
      { month: 'jul2031' },
      { airport: 'STN', month: 'may2031' },
    ]
    for (const requested of requests) {
      expect(await calendarFor(requested)).toEqual(await inMemory(edges.id, TODAY, requested))
    }
  })
})

describe('today', () => {
  it("the page's loader reads the airport and month from the address", async () => {
    const { db } = database
    const now = new Date()
    const month = (ahead: number, day: number) =>
      toIsoDate(new Date(now.getFullYear(), now.getMonth() + ahead, day))
    const pkg = await createPackage(db, { slug: 'calendar-today' })
    const airport = await createAirport(db, { code: 'EDI', name: 'Edinburgh' })
    await createPricingOption(db, { packageId: pkg.id, airportId: airport.id, departureDate: month(1, 10) })
    await createPricingOption(db, { packageId: pkg.id, airportId: airport.id, departureDate: month(2, 10) })
    await createPricingOption(db, { packageId: pkg.id, airportId: null, departureDate: month(3, 10) })
    const monthParam = month(2, 10).slice(0, 7)
    const page = await loadPage(
      packageLoader,
      `http://localhost/package/${pkg.slug}?airport=EDI&month=${monthParam}`,
      db,
      { params: { slug: pkg.slug } },
    )
    expect(page.status).toBe(200)
    const { headline, calendar } = page.data as Awaited<ReturnType<typeof inMemory>>
    expect({ headline, calendar }).toEqual(await inMemory(pkg.id, now, { airport: 'EDI', month: monthParam }))
    expect(unpackDepartures(calendar.days).map((day) => day.departureDate)).toEqual([month(2, 10)])

    // Departures from no particular airport have their own calendar.
    const noAirport = await loadPage(
      packageLoader,
      `http://localhost/package/${pkg.slug}?airport=none&month=${month(3, 10).slice(0, 7)}`,
      db,
      { params: { slug: pkg.slug } },
    )
    const noAirportDays = (noAirport.data as Awaited<ReturnType<typeof inMemory>>).calendar.days
    expect(unpackDepartures(noAirportDays).map((day) => day.departureDate)).toEqual([month(3, 10)])

    // The package API sums up the same departures, and lists every one when asked to.
    const summary = await getPackageAnswer(db, pkg.slug, { everyOption: false, audience: 'visitors' })
    const pricing = summary?.pricing as AirportPricing[]
    const options = await listPackagePricing(db, pkg.id)
    expect(pricing).toEqual(airportPricing(summariseDepartures(options, now)))
    expect(pricing.map((entry) => entry.airport?.code ?? null)).toEqual(['EDI', null])
    const full = await getPackageAnswer(db, pkg.slug, { everyOption: true, audience: 'visitors' })
    expect(full?.pricing as PricingOption[]).toEqual(options)
  })
})
