import type { Page } from '@playwright/test'
import { format } from 'date-fns'
import sharp from 'sharp'
import { ADMIN_SECTIONS, adminSectionPath } from '../../app/lib/admin-sections'
import type { PricingOption } from '../../app/lib/catalogue'
import { signInAsAdmin } from './admin-credentials'
import { expect, test } from './fixtures'
import { veniceDepartures } from './venice-departures'

type Json = Record<string, unknown>

/** Every JSON-LD block on the page, parsed; a block that is not valid JSON fails the test here. */
async function structuredData(page: Page): Promise<Json[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((block) => JSON.parse(block) as Json)
}

/** The price a visitor pays, worked out here from the API rather than with the app's own helper. */
function pays(option: PricingOption): string {
  const price = Math.round(Number(option.price) * 100)
  const discounted = option.discountedPrice ? Math.round(Number(option.discountedPrice) * 100) : 0
  return ((discounted > 0 && discounted < price ? discounted : price) / 100).toFixed(2)
}

test('the package page tells search engines its upcoming prices and reviews', async ({ page }) => {
  await page.goto('/package/venice-city-break')
  const product = (await structuredData(page)).find((data) => data['@type'] === 'Product')
  expect(product, 'a Product block').toBeDefined()
  expect(product).toMatchObject({ '@context': 'https://schema.org', name: 'Venice City Break' })
  expect(product?.url).toMatch(/^https?:\/\/[^/]+\/package\/venice-city-break$/)

  // Every departure: the pricing list answers a page at a time, the package with ?include=pricing all of them.
  const pricing = await veniceDepartures(page)
  const today = format(new Date(), 'yyyy-MM-dd')
  const upcoming = pricing.filter(
    (option) =>
      option.isAvailable && option.availableSeats !== 0 && option.departureDate.slice(0, 10) >= today,
  )
  const prices = upcoming.map(pays).sort((a, b) => Number(a) - Number(b))
  expect(upcoming.length, 'the seed has upcoming departures').toBeGreaterThan(0)

  const offers = product?.offers as Json & { offers: Json[] }
  expect(offers).toMatchObject({
    '@type': 'AggregateOffer',
    priceCurrency: 'GBP',
    lowPrice: prices[0],
    highPrice: prices[prices.length - 1],
    offerCount: upcoming.length,
  })
  // One offer per departure airport, at the lowest price from there.
  const lowestByAirport = new Map<number | null, string>()
  for (const option of upcoming) {
    const lowest = lowestByAirport.get(option.airportId)
    if (lowest === undefined || Number(pays(option)) < Number(lowest))
      lowestByAirport.set(option.airportId, pays(option))
  }
  const listed = offers.offers.map((offer) => offer.price).sort()
  expect(listed).toEqual([...lowestByAirport.values()].sort())
  for (const offer of offers.offers) {
    expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'GBP' })
    expect(offer.availability).toBe('https://schema.org/InStock')
  }

  const reviews = (await (
    await page.request.get('/api/travel-packages/venice-city-break/reviews')
  ).json()) as []
  expect(product?.aggregateRating).toMatchObject({
    '@type': 'AggregateRating',
    ratingValue: expect.stringMatching(/^\d\.\d$/),
    reviewCount: reviews.length,
    bestRating: 5,
    worstRating: 1,
  })
})

test('the home page describes the travel agency', async ({ page }) => {
  await page.goto('/')
  const agency = (await structuredData(page)).find((data) => data['@type'] === 'TravelAgency')
  expect(agency).toMatchObject({
    '@context': 'https://schema.org',
    // The default AGENCY_ADDRESS and AGENCY_PHONE, read into their parts and the international form.
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Suite 4, 12 Fictional Row',
      addressLocality: 'Croydon',
      postalCode: 'CR0 1XX',
      addressCountry: 'GB',
    },
    telephone: '+44 20 7946 0321',
  })
  expect(agency?.logo).toMatch(/^https?:\/\/[^/]+\/assets\/logo-[\w-]+\.svg$/)
})

test('sitemap.xml is valid XML listing every package, and robots.txt points to it', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get('/sitemap.xml')
  expect(response.headers()['content-type']).toContain('application/xml')
  const sitemap = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml')
      if (doc.getElementsByTagName('parsererror').length > 0) return null
      const ns = doc.documentElement.namespaceURI ?? ''
      return {
        root: doc.documentElement.localName,
        ns,
        urls: [...doc.getElementsByTagNameNS(ns, 'url')].map((url) => ({
          loc: url.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '',
          lastmod: url.getElementsByTagNameNS(ns, 'lastmod')[0]?.textContent ?? null,
        })),
      }
    },
    await response.text(),
  )
  expect(sitemap, 'the sitemap parses as XML').not.toBeNull()
  expect(sitemap).toMatchObject({ root: 'urlset', ns: 'http://www.sitemaps.org/schemas/sitemap/0.9' })

  const packages = (await (await page.request.get('/api/travel-packages')).json()) as { slug: string }[]
  expect(packages.length).toBeGreaterThan(0)
  for (const { slug } of packages) {
    const entry = sitemap?.urls.find((url) => url.loc === `${baseURL}/package/${slug}`)
    expect(entry, slug).toBeDefined()
    expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  }
  expect(sitemap?.urls.map((url) => url.loc)).toEqual(
    expect.arrayContaining([`${baseURL}/`, `${baseURL}/travelify`, `${baseURL}/terms`, `${baseURL}/privacy`]),
  )

  const robots = await (await page.request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  expect(robots).toMatch(/^Disallow: \/admin$/m)
  expect(robots).toMatch(/^Disallow: \/api\/$/m)
})

/** The licence number the footer shows, which comes from the same configuration as the legal pages. */
async function atolNumber(page: Page): Promise<string> {
  const text = await page
    .getByRole('contentinfo')
    .getByText(/ATOL licence number/)
    .first()
    .textContent()
  return /ATOL licence number (\S+)/.exec(text ?? '')?.[1] ?? ''
}

/** One h1, and every entry of the contents list leads to a section heading on the page. */
async function expectLegalStructure(page: Page, title: string) {
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  const contents = main.getByRole('navigation', { name: 'Contents' }).getByRole('link')
  expect(await contents.count()).toBeGreaterThanOrEqual(10)
  for (const link of await contents.all()) {
    const id = ((await link.getAttribute('href')) ?? '').replace(/^#/, '')
    await expect(main.locator(`[id="${id}"]`).getByRole('heading', { level: 2 })).toContainText(
      ((await link.textContent()) ?? '').replace(/^\d+\.\s*/, ''),
    )
  }
}

test('the terms show their sections and the ATOL licence @mobile', async ({ page }) => {
  await page.goto('/terms')
  await expectLegalStructure(page, 'Terms and Conditions')
  const main = page.getByRole('main')
  for (const heading of ['Deposits and paying for your holiday', 'Our liability to you', 'Complaints']) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(main.getByText(`ATOL licence number ${await atolNumber(page)}.`)).toBeVisible()
  await expect(main).toContainText('limited to twice the cost of your booking')
  // Listed from the table the booking's cancellation rule reads (decision 63), in the words they always had.
  await expect(main.locator('#cancellations li')).toHaveText([
    'more than 12 weeks before departure: the loss of your deposit;',
    '12 to 8 weeks before departure: 50% of the total cost, or the deposit if that is higher;',
    '8 to 4 weeks before departure: 75% of the total cost;',
    'less than 4 weeks before departure: 100% of the total cost.',
  ])

  await main.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Complaints' }).click()
  await expect(page).toHaveURL(/\/terms#complaints$/)
})

test('the privacy policy has its sections, a newsletter panel and the short legal footer', async ({
  page,
}) => {
  await page.goto('/privacy')
  await expectLegalStructure(page, 'Privacy Policy')
  const main = page.getByRole('main')
  await expect(
    main.getByRole('heading', { level: 2, name: 'Cookies, local storage and analytics' }),
  ).toBeVisible()
  await expect(main.getByRole('heading', { level: 2, name: 'Information we do not collect' })).toBeVisible()
  await expect(main.getByRole('region', { name: 'Sign up for exclusive offers' })).toBeVisible()
  const footerLinks = page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link')
  await expect(footerLinks).toHaveText(['Privacy Policy', 'Terms and Conditions'])
  expect(await atolNumber(page)).not.toBe('')
})

test('the sitemap page groups its links and dates the packages', async ({ page }) => {
  await page.goto('/sitemap')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible()
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Pages',
    'Holiday Packages',
    'Legal',
    'Sign up for exclusive offers',
  ])
  await expect(main.getByRole('link', { name: /^Venice City Break/ })).toHaveAttribute(
    'href',
    '/package/venice-city-break',
  )
  await expect(main.getByText(/^Updated \d{1,2} [A-Z][a-z]+ \d{4}$/).first()).toBeVisible()
  await expect(main.getByRole('link', { name: 'Terms and Conditions' })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' })).toBeVisible()
})

/** Every address sitemap.xml lists, as paths: the pages a search engine is asked to index. */
async function indexablePaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
}
const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity)

/**
 * A page's head as a crawler reads it: the server's HTML, without running its scripts (the online search's
 * widget would reach for another site).
 */
async function servedHead(page: Page, path: string) {
  const response = await page.request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    og: (property: string) =>
      decode(new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? ''),
  }
}

test('every page and admin section has its own title of at most 65 characters', async ({ page }) => {
  const publicPaths = [
    ...(await indexablePaths(page)),
    '/reservation/venice-city-break',
    '/enquiries/call-back',
    '/enquiries/newsletter',
    '/admin/login',
  ]
  const titles = new Map<string, string>()
  const readTitles = async (paths: string[]) => {
    for (const path of paths) {
      const { title } = await servedHead(page, path)
      expect(title.length, `${path}: "${title}"`).toBeGreaterThan(0)
      expect(title.length, `${path}: "${title}"`).toBeLessThanOrEqual(65)
      titles.set(path, title)
    }
  }
  // The sign-in page first: once signed in, it sends staff on to the dashboard.
  await readTitles(publicPaths)
  await signInAsAdmin(page)
  await readTitles(ADMIN_SECTIONS.map(({ value }) => adminSectionPath(value)))
  const shared = [...titles].filter(([, title]) => [...titles.values()].filter((t) => t === title).length > 1)
  expect(shared, 'pages sharing a title').toEqual([])
})

test('every indexable page names a 1200 x 630 JPEG for shared links', async ({ page }) => {
  const paths = await indexablePaths(page)
  expect(paths).toContain('/package/venice-city-break')
  for (const path of paths) {
    const { og } = await servedHead(page, path)
    expect(og('og:image:type'), path).toBe('image/jpeg')
    expect([og('og:image:width'), og('og:image:height')], path).toEqual(['1200', '630'])
    const picture = await page.request.get(og('og:image'))
    expect(picture.status(), `${path}: ${og('og:image')}`).toBe(200)
    expect(picture.headers()['content-type']).toBe('image/jpeg')
    expect(await sharp(await picture.body()).metadata(), path).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    })
  }
})
