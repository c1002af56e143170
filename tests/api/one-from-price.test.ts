import { format } from 'date-fns'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PackageCard, shownFromPrice } from '#app/lib/package-card'
import { type HeadlinePrice, priceLabel, shownHeadline } from '#app/lib/pricing-labels'
import type { ProductLd } from '#app/lib/structured-data'
import { loader as homeLoader } from '#app/routes/home'
import { loader as offersLoader } from '#app/routes/offers'
import { loader as packageLoader, meta as packageMeta } from '#app/routes/package'
import {
  createAirport,
  createDestination,
  createPackage,
  createPricingOption,
  createWidgetSection,
} from '#tests/factories/catalogue'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { loadPage } from '#tests/setup/page-context'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * Decision 64: one 'From' price for a package on every page. A package whose base price (£649) is not its
 * cheapest bookable departure (£579, a discount of £699) shows £579 on the home page, /offers, the search
 * API, the package header and its JSON-LD; a price edit moves them all at once, and with nothing bookable
 * they all fall back to the base price.
 */

let server: TestServer
let send: ReturnType<typeof adminRequest>
let destinationId: number
let airportId: number
let packageId: number
let cheapestId: number
let dearerId: number
const inDays = (days: number) => format(new Date(Date.now() + days * 86_400_000), 'yyyy-MM-dd')

beforeAll(async () => {
  server = await startTestServer()
  const { db } = server
  send = adminRequest(server, await signIn(server))
  destinationId = (await createDestination(db, { name: 'Verona' })).id
  airportId = (await createAirport(db, { code: 'MAN', name: 'Manchester' })).id
  await createWidgetSection(db, { widgetType: 'featured-offers', widgetId: '3', isActive: true })
  const pkg = await createPackage(db, {
    slug: 'verona-opera-break',
    title: 'Verona Opera Break',
    destinationId,
    isFeatured: true,
    basePrice: '649.00',
  })
  packageId = pkg.id
  const departure = { packageId, airportId, isAvailable: true }
  cheapestId = (
    await createPricingOption(db, {
      ...departure,
      departureDate: inDays(60),
      price: '699.00',
      discountedPrice: '579.00',
    })
  ).id
  dearerId = (await createPricingOption(db, { ...departure, departureDate: inDays(90), price: '620.00' })).id
  // Gone already: cheaper, but no visitor can book it.
  await createPricingOption(db, { ...departure, departureDate: inDays(-1), price: '199.00' })
})

afterAll(() => server.close())

const SITE = 'http://localhost'
const label = (price: string | null | undefined) => (price ? priceLabel(price) : null)

/** The 'From' prices each page (as its loader and meta make it) and the search API show for the package. */
async function fromPrices() {
  const { db } = server
  const [home, offers, page, search] = await Promise.all([
    loadPage(homeLoader, `${SITE}/`, db),
    loadPage(offersLoader, `${SITE}/offers`, db),
    loadPage(packageLoader, `${SITE}/package/verona-opera-break`, db, {
      params: { slug: 'verona-opera-break' },
    }),
    fetch(server.url(`/api/travel-packages?destination=${destinationId}`)).then(
      (response) => response.json() as Promise<{ fromPrice: string | null; basePrice: string | null }[]>,
    ),
  ])
  const pageData = page.data as { pkg: { basePrice: string | null }; headline: HeadlinePrice | null }
  const tags = packageMeta({
    data: page.data,
    matches: [{ loaderData: { config: { agencyName: 'Test Agency' }, origin: SITE } }],
  } as never)
  const jsonLd = tags.flatMap((tag) =>
    'script:ld+json' in tag ? [tag['script:ld+json'] as ProductLd] : [],
  )[0]
  const offersLd = jsonLd?.offers
  return {
    home: (home.data as { packages: PackageCard[] }).packages.map((card) => label(shownFromPrice(card))),
    offers: (offers.data as { packages: PackageCard[] }).packages.map((card) => label(shownFromPrice(card))),
    header: label(shownHeadline(pageData.headline, pageData.pkg.basePrice)?.price),
    search: search.map(({ fromPrice, basePrice }) => ({ fromPrice, basePrice })),
    jsonLd: offersLd && ('lowPrice' in offersLd ? offersLd.lowPrice : offersLd.price),
  }
}

/** What every page and the API show when the package's 'From' is `price` (bookable, or its base price). */
const everywhere = (price: string, bookable: boolean) => ({
  home: [priceLabel(price)],
  offers: [priceLabel(price)],
  header: priceLabel(price),
  search: [{ fromPrice: bookable ? price : null, basePrice: '649.00' }],
  jsonLd: price,
})

const option = (id: number, values: Record<string, unknown>) =>
  send('PUT', `/api/pricing/${id}`, { packageId, airportId, ...values })

describe('one From price', () => {
  it('is the lowest bookable price from today on everywhere, not the base price', async () => {
    expect(await fromPrices()).toEqual(everywhere('579.00', true))
  })

  it('moves everywhere at once when a price is edited', async () => {
    const edited = await option(cheapestId, {
      departureDate: inDays(60),
      price: '699.00',
      discountedPrice: '',
      isAvailable: false,
    })
    expect(edited.status).toBe(200)
    expect(await fromPrices()).toEqual(everywhere('620.00', true))
  })

  it('falls back to the base price when nothing is bookable', async () => {
    const edited = await option(dearerId, { departureDate: inDays(90), price: '620.00', isAvailable: false })
    expect(edited.status).toBe(200)
    expect(await fromPrices()).toEqual(everywhere('649.00', false))
  })
})
