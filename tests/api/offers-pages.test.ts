import { format, startOfMonth } from 'date-fns'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { travelPackages } from '#app/db/schema.server'
import type { PackageResult } from '#app/lib/catalogue'
import { OFFERS_PAGE_SIZE } from '#app/lib/offers-pages'
import type { PackageCard } from '#app/lib/package-card'
import { loader as homeLoader } from '#app/routes/home'
import { loader as offersLoader, meta as offersMeta } from '#app/routes/offers'
import { listPackages } from '#app/services/packages/packages.server'
import { searchPackages } from '#app/services/search/package-search.server'
import {
  createAirport,
  createDestination,
  createPackage,
  createPricingOption,
  createWidgetSection,
} from '#tests/factories/catalogue'
import { loadPage } from '#tests/setup/page-context'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * /offers in pages (decision 40) and a home page that loads only the cards it shows, over a catalogue of
 * more than two pages: 20 packages in Venice, 10 in Rome, three of them featured, and a draft.
 */

const SITE = 'http://localhost'
const VENICE_PACKAGES = 20
const ROME_PACKAGES = 10
/** Venice packages that fly from Manchester in the searched month: one more than a page. */
const FROM_MANCHESTER = OFFERS_PAGE_SIZE + 1
const month = format(startOfMonth(new Date(Date.now() + 45 * 86_400_000)), 'yyyy-MM')

let server: TestServer
let veniceId: number

beforeAll(async () => {
  server = await startTestServer()
  const { db } = server
  const venice = await createDestination(db, { name: 'Venice' })
  const rome = await createDestination(db, { name: 'Rome' })
  const manchester = await createAirport(db, { code: 'MAN', name: 'Manchester' })
  veniceId = venice.id
  for (let index = 0; index < VENICE_PACKAGES; index += 1) {
    const pkg = await createPackage(db, { destinationId: venice.id, isFeatured: index === 7 })
    if (index < FROM_MANCHESTER) {
      await createPricingOption(db, {
        packageId: pkg.id,
        airportId: manchester.id,
        departureDate: `${month}-10`,
      })
    }
  }
  for (let index = 0; index < ROME_PACKAGES; index += 1) {
    await createPackage(db, { destinationId: rome.id, isFeatured: index === 2 || index === 5 })
  }
  await createPackage(db, { destinationId: venice.id, status: 'draft', isFeatured: true })
})

afterAll(() => server.close())

type OffersPage = {
  packages: PackageCard[]
  total: number
  page: { number: number; count: number }
}

async function offersAt(query: string) {
  const answer = await loadPage(offersLoader, `${SITE}/offers${query}`, server.db)
  return { ...answer, offers: answer.data as OffersPage }
}

const slugsOf = (packages: { slug: string }[]) => packages.map((pkg) => pkg.slug)

describe('/offers in pages', () => {
  it('shows the search in pages of the page size, in the search’s order, with the total of them all', async () => {
    const everything = slugsOf((await searchPackages(server.db, {})).packages)
    const published = VENICE_PACKAGES + ROME_PACKAGES
    expect(everything).toHaveLength(published)
    const pages = await Promise.all(['', '?page=2', '?page=3'].map(offersAt))
    expect(pages.map(({ status }) => status)).toEqual([200, 200, 200])
    expect(pages.map(({ offers }) => offers.total)).toEqual([published, published, published])
    expect(pages.map(({ offers }) => offers.page)).toEqual([
      { number: 1, count: 3 },
      { number: 2, count: 3 },
      { number: 3, count: 3 },
    ])
    expect(pages.map(({ offers }) => offers.packages.length)).toEqual([
      OFFERS_PAGE_SIZE,
      OFFERS_PAGE_SIZE,
      published - 2 * OFFERS_PAGE_SIZE,
    ])
    // Each package once, in the order of the whole search: featured first.
    expect(pages.flatMap(({ offers }) => slugsOf(offers.packages))).toEqual(everything)
    expect(pages[0]?.offers.packages.slice(0, 3).every((pkg) => pkg.isFeatured)).toBe(true)
  })

  it('pages a filtered search and counts all it finds', async () => {
    const query = `?destination=${veniceId}&month=${month}&airport=MAN`
    const first = await offersAt(query)
    const second = await offersAt(`${query}&page=2`)
    expect(first.offers.total).toBe(FROM_MANCHESTER)
    expect(second.offers.total).toBe(FROM_MANCHESTER)
    expect(first.offers.packages).toHaveLength(OFFERS_PAGE_SIZE)
    expect(second.offers.packages).toHaveLength(1)
    expect(second.offers.page).toEqual({ number: 2, count: 2 })
    expect(slugsOf(second.offers.packages)).not.toContain(first.offers.packages[0]?.slug)
  })

  it('sends a page past the end to the last page, keeping the filters', async () => {
    expect(await offersAt('?page=4')).toMatchObject({ status: 302, location: '/offers?page=3' })
    expect(await offersAt('?page=99999999999999')).toMatchObject({ status: 302, location: '/offers?page=3' })
    expect(await offersAt(`?destination=${veniceId}&page=3`)).toMatchObject({
      status: 302,
      location: `/offers?destination=${veniceId}&page=2`,
    })
    // A search with a single page (or none found) has only its own address.
    expect(await offersAt(`?destination=${veniceId}&duration=14%2B&page=2`)).toMatchObject({
      status: 302,
      location: `/offers?destination=${veniceId}&duration=14%2B`,
    })
  })

  it('sends page 1, and a page number that means nothing, to the search’s own address', async () => {
    for (const page of ['1', '0', '-1', '2.5', 'two', '']) {
      expect(await offersAt(`?duration=1-3&page=${page}`), page).toMatchObject({
        status: 302,
        location: '/offers?duration=1-3',
      })
    }
    expect(await offersAt('?page=1')).toMatchObject({ status: 302, location: '/offers' })
  })

  it('makes the listing’s later pages canonical to themselves, and every search’s page /offers', async () => {
    const headOf = async (query: string) => {
      const tags = offersMeta({
        loaderData: (await offersAt(query)).offers,
        matches: [{ loaderData: { config: { agencyName: 'Test Agency' }, origin: SITE } }],
      } as never)
      const canonical = tags.find((tag) => 'rel' in tag && tag.rel === 'canonical')
      const title = tags.find((tag) => 'title' in tag)
      return [
        canonical && 'href' in canonical ? canonical.href : null,
        title && 'title' in title ? title.title : null,
      ]
    }
    expect(await headOf('')).toEqual([`${SITE}/offers`, 'Our Latest Holiday Offers | Test Agency'])
    expect(await headOf('?page=2')).toEqual([
      `${SITE}/offers?page=2`,
      'Our Latest Holiday Offers, page 2 | Test Agency',
    ])
    expect(await headOf(`?destination=${veniceId}&page=2`)).toEqual([
      `${SITE}/offers`,
      'Our Latest Holiday Offers, page 2 | Test Agency',
    ])
  })

  it('answers the API’s limit and offset from the same search, and everything without them', async () => {
    const everything = await searchPackages(server.db, {})
    const window = await searchPackages(server.db, {}, new Date(), { limit: 5, offset: 10 })
    expect(window.total).toBe(everything.total)
    expect(slugsOf(window.packages)).toEqual(slugsOf(everything.packages).slice(10, 15))
    // Without a month or airport only the page's prices are read: the same ones as the whole search's.
    const prices = (packages: PackageResult[]) => packages.map((pkg) => pkg.fromPrice)
    expect(prices(window.packages)).toEqual(prices(everything.packages.slice(10, 15)))
    expect(prices(window.packages).some((price) => price !== null)).toBe(true)
    const pastTheEnd = await searchPackages(server.db, {}, new Date(), { limit: 5, offset: 500 })
    expect(pastTheEnd).toEqual({ packages: [], total: everything.total, problems: [] })
  })
})

describe('the home page', () => {
  const homeCards = async () => {
    const home = await loadPage(homeLoader, `${SITE}/`, server.db)
    return (home.data as { packages: PackageCard[] }).packages
  }

  /** The widget's rule, applied to the whole catalogue: every featured package, else the first `count`. */
  const shownOfAll = async (count: number) => {
    const all = await listPackages(server.db, 'visitors')
    const featured = all.filter((pkg) => pkg.isFeatured)
    return slugsOf(featured.length > 0 ? featured : all.slice(0, count))
  }

  it('loads nothing when no section shows offers', async () => {
    await createWidgetSection(server.db, { widgetType: 'search-box', widgetId: null })
    expect(await homeCards()).toEqual([])
  })

  it('loads every featured package, whatever its offers sections show (decision 56)', async () => {
    await createWidgetSection(server.db, { widgetType: 'featured-offers', widgetId: '2' })
    // Three are featured (the draft is not shown): all three, though the section's N is 2.
    expect(await homeCards()).toHaveLength(3)
    expect(slugsOf(await homeCards())).toEqual(await shownOfAll(2))
    await createWidgetSection(server.db, { widgetType: 'featured-offers', widgetId: '6' })
    // Those three, not six cards.
    const cards = await homeCards()
    expect(cards).toHaveLength(3)
    expect(slugsOf(cards)).toEqual(await shownOfAll(6))
  })

  it('loads the first packages when none is featured', async () => {
    await server.db
      .update(travelPackages)
      .set({ isFeatured: false })
      .where(eq(travelPackages.status, 'published'))
    const cards = await homeCards()
    expect(cards).toHaveLength(6)
    expect(slugsOf(cards)).toEqual(await shownOfAll(6))
  })
})
