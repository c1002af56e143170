import { format, startOfMonth } from 'date-fns'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PackageDetail, PackageSummary, SitemapEntry } from '#app/lib/catalogue'
import { packageOgImagePath } from '#app/lib/og-image'
import { loader as homeLoader } from '#app/routes/home'
import { loader as offersLoader } from '#app/routes/offers'
import { loader as packageLoader, meta as packageMeta } from '#app/routes/package'
import { loader as reservationLoader } from '#app/routes/reservation'
import { loader as sitemapLoader } from '#app/routes/sitemap'
import { loader as sitemapXmlLoader } from '#app/routes/sitemap-xml'
import {
  createAirport,
  createDestination,
  createImage,
  createPricingOption,
  createWidgetSection,
} from '#tests/factories/catalogue'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { loadPage } from '#tests/setup/page-context'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * Drafts (decision 37): a package staff are still preparing is a 404 to visitors and in none of the public
 * lists, while staff see it on the admin's list and its own page; Publish shows it to everyone at once.
 */

let server: TestServer
let asStaff: ReturnType<typeof adminRequest>
/** The search box's choices: those of the published package, and those a draft alone has. */
let venice: { id: number }
let gatwick: { id: number }
const publishedMonth = format(startOfMonth(new Date(Date.now() + 45 * 86_400_000)), 'yyyy-MM')
let lakes: { id: number }
let draftAirport: { id: number; code: string }
const draftMonth = format(startOfMonth(new Date(Date.now() + 75 * 86_400_000)), 'yyyy-MM')

const SITE = 'http://localhost'

beforeAll(async () => {
  server = await startTestServer()
  asStaff = adminRequest(server, await signIn(server))
  venice = await createDestination(server.db, { name: 'Venice' })
  gatwick = await createAirport(server.db, { name: 'London Gatwick' })
  lakes = await createDestination(server.db, { name: 'Italian Lakes' })
  draftAirport = await createAirport(server.db, { code: 'DRF', name: 'Draftford' })
  await createWidgetSection(server.db, { widgetType: 'featured-offers', widgetId: '12' })
  // Published, so the lists below are not empty for want of any package.
  const published = await createViaApi({ title: 'Venice City Break', duration: 5, destinationId: venice.id })
  await createPricingOption(server.db, {
    packageId: published.id,
    airportId: gatwick.id,
    departureDate: `${publishedMonth}-15`,
  })
})

afterAll(() => server.close())

async function createViaApi(body: Record<string, unknown>): Promise<PackageDetail> {
  const response = await asStaff('POST', '/api/travel-packages', body)
  expect(response.status).toBe(201)
  return (await response.json()) as PackageDetail
}

/** A draft as the admin's New package makes it. */
const createDraft = (title: string, fields: Record<string, unknown> = {}) =>
  createViaApi({ title, duration: 5, status: 'draft', ...fields })

const visit = (path: string) => fetch(server.url(path))

async function visitorJson<T>(path: string): Promise<T> {
  const response = await visit(path)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

const slugsOf = (packages: { slug: string }[]) => packages.map((pkg) => pkg.slug)

/** Everywhere a visitor could come across a package, as the slugs or addresses each shows. */
async function publicPlaces() {
  const [list, search, sitemap, home, offers, sitemapPage, sitemapXml] = await Promise.all([
    visitorJson<PackageSummary[]>('/api/travel-packages'),
    visitorJson<PackageSummary[]>('/api/travel-packages?duration=4-6'),
    visitorJson<SitemapEntry[]>('/api/sitemap'),
    loadPage(homeLoader, `${SITE}/`, server.db),
    loadPage(offersLoader, `${SITE}/offers`, server.db),
    loadPage(sitemapLoader, `${SITE}/sitemap`, server.db),
    loadPage(sitemapXmlLoader, `${SITE}/sitemap.xml`, server.db),
  ])
  const homeData = home.data as { packages: { slug: string }[] }
  const offersData = offers.data as { packages: { slug: string }[] }
  return {
    list: slugsOf(list),
    search: slugsOf(search),
    sitemap: sitemap.map((entry) => entry.url),
    home: slugsOf(homeData.packages),
    offers: slugsOf(offersData.packages),
    sitemapPage: (sitemapPage.data as { entries: SitemapEntry[] }).entries.map((entry) => entry.url),
    sitemapXml: String(sitemapXml.data),
  }
}

async function expectNowhereForVisitors(slug: string) {
  const places = await publicPlaces()
  expect(places.list).not.toContain(slug)
  expect(places.search).not.toContain(slug)
  expect(places.home).not.toContain(slug)
  expect(places.offers).not.toContain(slug)
  expect(places.sitemap).not.toContain(`/package/${slug}`)
  expect(places.sitemapPage).not.toContain(`/package/${slug}`)
  expect(places.sitemapXml).not.toContain(`/package/${slug}<`)
  // The same lists do show a published package: the checks above can fail.
  expect(places.list).toContain('venice-city-break')
  expect(places.search).toContain('venice-city-break')
}

const PARTS = ['', '/reviews', '/features', '/images', '/pricing']

describe('a package made through the API without a status', () => {
  it('is published, as SPEC has every package, and visitors see it', async () => {
    const made = await createViaApi({ title: 'Rome in Style', duration: 4 })
    expect(made.status).toBe('published')
    expect((await visitorJson<PackageDetail>(`/api/travel-packages/${made.slug}`)).title).toBe(
      'Rome in Style',
    )
    expect(slugsOf(await visitorJson<PackageSummary[]>('/api/travel-packages'))).toContain(made.slug)
    expect(
      (
        await loadPage(packageLoader, `${SITE}/package/${made.slug}`, server.db, {
          params: { slug: made.slug },
        })
      ).status,
    ).toBe(200)
  })
})

describe('a draft, to visitors', () => {
  it('is a 404 in the API, and so is each of its parts, by slug and by id', async () => {
    const draft = await createDraft('Lake Como Escape')
    expect(draft.status).toBe('draft')
    for (const key of [draft.slug, String(draft.id)]) {
      for (const part of PARTS) {
        const response = await visit(`/api/travel-packages/${key}${part}`)
        expect(response.status, `${key}${part}`).toBe(404)
        expect(response.headers.get('cache-control')).toBe('no-store')
      }
    }
  })

  it('is a 404 page, and so is its reservation page and its picture for shared links', async () => {
    const draft = await createDraft('Lake Garda Escape')
    const page = await loadPage(packageLoader, `${SITE}/package/${draft.slug}`, server.db, {
      params: { slug: draft.slug },
    })
    expect(page.status).toBe(404)
    const reservation = await loadPage(reservationLoader, `${SITE}/reservation/${draft.slug}`, server.db, {
      params: { packageSlug: draft.slug },
    })
    expect(reservation.status).toBe(404)
    expect((await visit(packageOgImagePath(draft.slug, null))).status).toBe(404)
  })

  it('is in no list, search, sitemap or home section, and the search box offers nothing only it has', async () => {
    const draft = await createDraft('Lake Maggiore Escape', { destinationId: lakes.id })
    await createPricingOption(server.db, {
      packageId: draft.id,
      airportId: draftAirport.id,
      departureDate: `${draftMonth}-15`,
    })
    await expectNowhereForVisitors(draft.slug)
    const home = await loadPage(homeLoader, `${SITE}/`, server.db)
    const { searchOptions } = home.data as {
      searchOptions: {
        destinations: { id: number }[]
        airports: { id: number }[]
        months: { value: string }[]
      }
    }
    const offered = {
      destinations: searchOptions.destinations.map((destination) => destination.id),
      airports: searchOptions.airports.map((airport) => airport.id),
      months: searchOptions.months.map((month) => month.value),
    }
    expect(offered).toEqual({ destinations: [venice.id], airports: [gatwick.id], months: [publishedMonth] })
    const byAirport = await visitorJson<PackageSummary[]>(`/api/travel-packages?airport=${draftAirport.code}`)
    expect(slugsOf(byAirport)).not.toContain(draft.slug)
  })
})

describe('a draft, to staff', () => {
  it('is on the admin’s list and answers in the API with its parts, never kept for visitors', async () => {
    const draft = await createDraft('Lake Orta Escape')
    // The visitor's list is kept in memory first: the staff answers below must not replace it.
    await visitorJson('/api/travel-packages')
    const list = await asStaff('GET', '/api/travel-packages')
    expect(list.headers.get('cache-control')).toBe('no-store')
    const staffList = (await list.json()) as PackageSummary[]
    expect(staffList.find((pkg) => pkg.slug === draft.slug)?.status).toBe('draft')
    for (const part of PARTS) {
      const response = await asStaff('GET', `/api/travel-packages/${draft.slug}${part}`)
      expect(response.status, part).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      // Straight after staff had it, the same address is still a 404 to a visitor.
      expect((await visit(`/api/travel-packages/${draft.slug}${part}`)).status, part).toBe(404)
    }
    expect(slugsOf(await visitorJson<PackageSummary[]>('/api/travel-packages'))).not.toContain(draft.slug)
  })

  it('is previewed on its own page, kept from search engines and without structured data', async () => {
    const draft = await createDraft('Lake Iseo Escape')
    const page = await loadPage(packageLoader, `${SITE}/package/${draft.slug}`, server.db, {
      params: { slug: draft.slug },
      audience: 'staff',
    })
    expect(page.status).toBe(200)
    expect((page.data as { pkg: PackageDetail }).pkg).toMatchObject({ slug: draft.slug, status: 'draft' })
    const head = (data: unknown) =>
      packageMeta({
        data,
        matches: [{ loaderData: { config: { agencyName: 'Test Agency' }, origin: SITE } }],
      } as never)
    const preview = head(page.data)
    expect(preview).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(preview.some((tag) => 'script:ld+json' in tag)).toBe(false)

    await asStaff('POST', `/api/travel-packages/${draft.id}/publish`, { anyway: true })
    const published = await loadPage(packageLoader, `${SITE}/package/${draft.slug}`, server.db, {
      params: { slug: draft.slug },
    })
    const visitorHead = head(published.data)
    expect(visitorHead).not.toContainEqual({ name: 'robots', content: 'noindex' })
    expect(visitorHead.some((tag) => 'script:ld+json' in tag)).toBe(true)
  })

  it('is not published by an update that names no status; a bad status is refused and changes nothing', async () => {
    const draft = await createDraft('Lake Bracciano Escape')
    const edited = await asStaff('PUT', `/api/travel-packages/${draft.id}`, {
      title: 'Lake Bracciano Days',
      duration: 4,
    })
    expect(edited.status).toBe(200)
    expect((await edited.json()) as PackageDetail).toMatchObject({
      title: 'Lake Bracciano Days',
      status: 'draft',
    })
    expect((await visit(`/api/travel-packages/${draft.slug}`)).status).toBe(404)

    const refused = await asStaff('PUT', `/api/travel-packages/${draft.id}`, {
      title: 'Changed',
      duration: 4,
      status: 'live',
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      details: [{ path: 'status', message: 'Status must be draft or published' }],
    })
    const kept = (await (await asStaff('GET', `/api/travel-packages/${draft.id}`)).json()) as PackageDetail
    expect(kept).toMatchObject({ title: 'Lake Bracciano Days', status: 'draft' })

    const published = await asStaff('PUT', `/api/travel-packages/${draft.id}`, {
      title: 'Lake Bracciano Days',
      duration: 4,
      status: 'published',
    })
    expect(((await published.json()) as PackageDetail).status).toBe('published')
    expect((await visit(`/api/travel-packages/${draft.slug}`)).status).toBe(200)
  })
})

describe('Publish', () => {
  it('shows a draft to visitors at once, in every place, though the lists were kept in memory', async () => {
    const draft = await createDraft('Lake Trasimeno Escape')
    await expectNowhereForVisitors(draft.slug)

    const response = await asStaff('POST', `/api/travel-packages/${draft.id}/publish`, { anyway: true })
    expect(response.status).toBe(200)
    expect(((await response.json()) as PackageDetail).status).toBe('published')

    for (const part of PARTS)
      expect((await visit(`/api/travel-packages/${draft.slug}${part}`)).status, part).toBe(200)
    const places = await publicPlaces()
    expect(places.list).toContain(draft.slug)
    expect(places.search).toContain(draft.slug)
    expect(places.home).toContain(draft.slug)
    expect(places.offers).toContain(draft.slug)
    expect(places.sitemap).toContain(`/package/${draft.slug}`)
    expect(places.sitemapXml).toContain(`/package/${draft.slug}<`)
    const picture = await fetch(server.url(packageOgImagePath(draft.slug, null)), { redirect: 'manual' })
    expect(picture.status).toBeLessThan(400)
    const page = await loadPage(packageLoader, `${SITE}/package/${draft.slug}`, server.db, {
      params: { slug: draft.slug },
    })
    expect(page.status).toBe(200)
  })

  it('needs staff, and answers 404 for a package that does not exist', async () => {
    const draft = await createDraft('Lake Bolsena Escape')
    const anonymous = await fetch(server.url(`/api/travel-packages/${draft.id}/publish`), { method: 'POST' })
    expect(anonymous.status).toBe(401)
    expect((await visit(`/api/travel-packages/${draft.slug}`)).status).toBe(404)
    expect((await asStaff('POST', '/api/travel-packages/999999/publish')).status).toBe(404)
  })
})

/** A departure visitors can book, `days` from today (negative: in the past). */
const departureIn = (days: number) => format(new Date(Date.now() + days * 86_400_000), 'yyyy-MM-dd')

/** A draft with everything publishing asks for (decision 50), less what `without` names. */
async function completeDraft(title: string, without: string[] = []) {
  const draft = await createDraft(title, {
    destinationId: without.includes('destination') ? null : venice.id,
    accommodationType: without.includes('accommodationType') ? null : '4-star hotel',
    boardType: without.includes('boardType') ? null : 'bed and breakfast',
    heroImageUrl: without.includes('heroImage') ? null : '/uploads/hero.webp',
  })
  if (!without.includes('bookablePrice')) {
    await createPricingOption(server.db, {
      packageId: draft.id,
      airportId: gatwick.id,
      departureDate: departureIn(30),
    })
  }
  return draft
}

const publish = (id: number, body?: unknown) => asStaff('POST', `/api/travel-packages/${id}/publish`, body)

describe('Publish names what is missing (decision 50)', () => {
  it('answers 422 naming each missing item, and publishes nothing', async () => {
    const draft = await createDraft('Lake Ledro Escape')
    const response = await publish(draft.id)
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      error:
        'Not published: this package is missing a destination, an accommodation type, a board type, a hero image and at least one bookable future price. Add them, or publish anyway.',
      missing: [
        { key: 'destination', label: 'a destination' },
        { key: 'accommodationType', label: 'an accommodation type' },
        { key: 'boardType', label: 'a board type' },
        { key: 'heroImage', label: 'a hero image' },
        { key: 'bookablePrice', label: 'at least one bookable future price' },
      ],
    })
    expect((await visit(`/api/travel-packages/${draft.slug}`)).status).toBe(404)
    const kept = (await (await asStaff('GET', `/api/travel-packages/${draft.id}`)).json()) as PackageDetail
    expect(kept.status).toBe('draft')
  })

  it('publishes a draft that has everything, with no body as before', async () => {
    const draft = await completeDraft('Lake Resia Escape')
    const response = await publish(draft.id)
    expect(response.status).toBe(200)
    expect(((await response.json()) as PackageDetail).status).toBe('published')
    expect((await visit(`/api/travel-packages/${draft.slug}`)).status).toBe(200)
  })

  it('names each item alone when it is the only one missing', async () => {
    for (const key of ['destination', 'accommodationType', 'boardType', 'heroImage', 'bookablePrice']) {
      const draft = await completeDraft(`Lake Without ${key}`, [key])
      const response = await publish(draft.id)
      expect(response.status, key).toBe(422)
      expect(
        ((await response.json()) as { missing: { key: string }[] }).missing.map((item) => item.key),
      ).toEqual([key])
    }
  })

  it('counts a hero-type image as the hero, and no past, unavailable or sold-out departure as a bookable price', async () => {
    const draft = await completeDraft('Lake Molveno Escape', ['heroImage', 'bookablePrice'])
    await createImage(server.db, { packageId: draft.id, type: 'hero' })
    await createPricingOption(server.db, { packageId: draft.id, departureDate: departureIn(-2) })
    await createPricingOption(server.db, {
      packageId: draft.id,
      departureDate: departureIn(20),
      isAvailable: false,
    })
    await createPricingOption(server.db, {
      packageId: draft.id,
      departureDate: departureIn(21),
      availableSeats: 0,
    })
    const refused = await publish(draft.id)
    expect(((await refused.json()) as { missing: { key: string }[] }).missing).toEqual([
      { key: 'bookablePrice', label: 'at least one bookable future price' },
    ])
    // Today's departure can still be booked.
    await createPricingOption(server.db, { packageId: draft.id, departureDate: departureIn(0) })
    expect((await publish(draft.id)).status).toBe(200)
  })

  it('publishes all the same when told { "anyway": true }', async () => {
    const draft = await createDraft('Lake Caldonazzo Escape')
    const response = await publish(draft.id, { anyway: true })
    expect(response.status).toBe(200)
    expect((await visit(`/api/travel-packages/${draft.slug}`)).status).toBe(200)
  })

  it('refuses a body it cannot read with a 400, and publishes nothing', async () => {
    const draft = await createDraft('Lake Tovel Escape')
    const response = await publish(draft.id, { anyway: 'perhaps' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ details: [{ path: 'anyway' }] })
    expect((await visit(`/api/travel-packages/${draft.slug}`)).status).toBe(404)
  })

  it('lists on the staff’s list what each draft lacks, and never on a published package or to visitors', async () => {
    const incomplete = await createDraft('Lake Braies Escape', { destinationId: venice.id })
    const complete = await completeDraft('Lake Carezza Escape')
    const staffList = (await (
      await asStaff('GET', '/api/travel-packages?limit=50')
    ).json()) as PackageSummary[]
    const find = (slug: string) => staffList.find((pkg) => pkg.slug === slug)
    expect(find(incomplete.slug)?.missing?.map((item) => item.key)).toEqual([
      'accommodationType',
      'boardType',
      'heroImage',
      'bookablePrice',
    ])
    expect(find(complete.slug)?.missing).toEqual([])
    expect(find('venice-city-break')).not.toHaveProperty('missing')
    const visitorList = await visitorJson<PackageSummary[]>('/api/travel-packages')
    expect(visitorList.some((pkg) => 'missing' in pkg)).toBe(false)
  })

  it('gives a draft’s preview its checklist', async () => {
    const draft = await createDraft('Lake Santa Giustina Escape')
    const page = await loadPage(packageLoader, `${SITE}/package/${draft.slug}`, server.db, {
      params: { slug: draft.slug },
      audience: 'staff',
    })
    expect((page.data as { pkg: PackageSummary }).pkg.missing?.map((item) => item.key)).toEqual([
      'destination',
      'accommodationType',
      'boardType',
      'heroImage',
      'bookablePrice',
    ])
  })
})

describe('Unpublish (decision 50)', () => {
  it('returns a published package to draft: visitors get 404, and it leaves every list and the sitemap', async () => {
    const pkg = await createViaApi({ title: 'Lake Iseo Days', duration: 4, destinationId: venice.id })
    await createPricingOption(server.db, {
      packageId: pkg.id,
      airportId: gatwick.id,
      departureDate: `${publishedMonth}-16`,
    })
    // Every public place has it, and keeps those answers in memory.
    const before = await publicPlaces()
    expect(before.list).toContain(pkg.slug)
    expect(before.sitemap).toContain(`/package/${pkg.slug}`)

    const response = await asStaff('POST', `/api/travel-packages/${pkg.id}/unpublish`)
    expect(response.status).toBe(200)
    expect((await response.json()) as PackageDetail).toMatchObject({ id: pkg.id, status: 'draft' })

    for (const part of PARTS)
      expect((await visit(`/api/travel-packages/${pkg.slug}${part}`)).status, part).toBe(404)
    const page = await loadPage(packageLoader, `${SITE}/package/${pkg.slug}`, server.db, {
      params: { slug: pkg.slug },
    })
    expect(page.status).toBe(404)
    await expectNowhereForVisitors(pkg.slug)
  })

  it('needs staff, and answers 404 for a package that does not exist', async () => {
    const pkg = await createViaApi({ title: 'Lake Endine Days', duration: 4 })
    const anonymous = await fetch(server.url(`/api/travel-packages/${pkg.id}/unpublish`), { method: 'POST' })
    expect(anonymous.status).toBe(401)
    expect((await visit(`/api/travel-packages/${pkg.slug}`)).status).toBe(200)
    expect((await asStaff('POST', '/api/travel-packages/999999/unpublish')).status).toBe(404)
  })
})

describe('A clone (decision 50)', () => {
  it('of a published package starts as a draft', async () => {
    const source = await createViaApi({ title: 'Lake Como Classic', duration: 4 })
    const response = await asStaff('POST', `/api/travel-packages/${source.id}/clone`, {
      title: 'Lake Como Classic',
    })
    expect(response.status).toBe(201)
    const copy = (await response.json()) as PackageDetail
    expect(copy).toMatchObject({ title: 'Lake Como Classic', status: 'draft', slug: 'lake-como-classic-2' })
    expect((await visit(`/api/travel-packages/${copy.slug}`)).status).toBe(404)
    expect(slugsOf(await visitorJson<PackageSummary[]>('/api/travel-packages'))).not.toContain(copy.slug)
  })
})
