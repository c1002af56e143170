import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactLeads } from '#app/db/schema.server'
import type { PackageSummary } from '#app/lib/catalogue'
import { MAX_PACKAGES_PAGE_SIZE, MAX_PAGE_SIZE } from '#app/lib/list-page'
import { createDestination, createPackage, createPricingOption } from '#tests/factories/catalogue'
import { createSignup } from '#tests/factories/enquiries'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * Decision 38: every list API answers one page (`?limit=&offset=`, the total in X-Total-Count, the next page
 * in Link) and, asked without them, SPEC's array of at most MAX_PAGE_SIZE items (packages:
 * MAX_PACKAGES_PAGE_SIZE). Staff's package list also searches, filters and sorts; visitors never see a
 * draft through any of it.
 */

let server: TestServer
let asStaff: ReturnType<typeof adminRequest>
let lakes: { id: number }
const GENERATED = 110

beforeAll(async () => {
  server = await startTestServer()
  const { db } = server
  asStaff = adminRequest(server, await signIn(server))
  const venice = await createDestination(db, { name: 'Venice' })
  lakes = await createDestination(db, { name: 'Italian Lakes' })
  // Enough packages that the list runs past one unasked-for page.
  for (let n = 1; n <= GENERATED; n++) {
    await createPackage(db, { slug: `generated-${String(n).padStart(3, '0')}`, title: `Generated ${n}` })
  }
  const canals = await createPackage(db, {
    slug: 'venice-canals',
    title: 'Venice Canals',
    destinationId: venice.id,
    isFeatured: true,
  })
  await createPackage(db, {
    slug: 'como-draft',
    title: 'Lake Como 100% Draft',
    destinationId: lakes.id,
    status: 'draft',
  })
  await createPackage(db, {
    slug: 'garda-draft',
    title: 'Garda_Hideaway',
    destinationId: lakes.id,
    status: 'draft',
  })
  await createPackage(db, { slug: 'aosta-featured', title: 'Aosta Peaks', isFeatured: true })
  await createPricingOption(db, { packageId: canals.id, departureDate: '2099-05-14' })
})

afterAll(() => server.close())

const PUBLISHED = GENERATED + 2
const EVERY_PACKAGE = PUBLISHED + 2

type Answer<T> = { status: number; body: T; total: number | null; next: string | null }

async function read<T>(response: Response): Promise<Answer<T>> {
  const total = response.headers.get('x-total-count')
  return {
    status: response.status,
    body: (await response.json()) as T,
    total: total === null ? null : Number(total),
    next: response.headers.get('link'),
  }
}

const asVisitor = async <T = PackageSummary[]>(path: string) => read<T>(await fetch(server.url(path)))
const staffGet = async <T = PackageSummary[]>(path: string) => read<T>(await asStaff('GET', path))
const slugs = (packages: PackageSummary[]) => packages.map((pkg) => pkg.slug)

describe('GET /api/travel-packages in pages', () => {
  it('answers at most MAX_PACKAGES_PAGE_SIZE packages without a limit, saying how many there are and where the rest is', async () => {
    const { status, body, total, next } = await asVisitor('/api/travel-packages')
    expect(status).toBe(200)
    expect(body).toHaveLength(MAX_PACKAGES_PAGE_SIZE)
    expect(total).toBe(PUBLISHED)
    expect(next).toBe(
      `</api/travel-packages?limit=${MAX_PACKAGES_PAGE_SIZE}&offset=${MAX_PACKAGES_PAGE_SIZE}>; rel="next"`,
    )
    // Featured first, as the list always was.
    expect(slugs(body).slice(0, 2)).toEqual(['venice-canals', 'aosta-featured'])
  })

  it('answers the page asked for, and no Link on the last one', async () => {
    const first = await asVisitor('/api/travel-packages?limit=5&offset=0')
    expect(first.body).toHaveLength(5)
    expect(first.next).toBe('</api/travel-packages?limit=5&offset=5>; rel="next"')
    const last = await asVisitor(`/api/travel-packages?limit=5&offset=${PUBLISHED - 2}`)
    expect(last.body).toHaveLength(2)
    expect(last.total).toBe(PUBLISHED)
    expect(last.next).toBeNull()
    const past = await asVisitor(`/api/travel-packages?limit=5&offset=${PUBLISHED + 10}`)
    expect(past.body).toEqual([])
    expect(past.total).toBe(PUBLISHED)
  })

  it('pages from one page to the next without repeating or missing a package', async () => {
    const seen: string[] = []
    for (let offset = 0; offset < EVERY_PACKAGE; offset += 30) {
      seen.push(...slugs((await staffGet(`/api/travel-packages?limit=30&offset=${offset}&sort=title`)).body))
    }
    expect(new Set(seen).size).toBe(EVERY_PACKAGE)
  })

  it('pages the holiday search too', async () => {
    const { body, total } = await asVisitor('/api/travel-packages?month=2099-05&limit=1')
    expect(slugs(body)).toEqual(['venice-canals'])
    expect(total).toBe(1)
  })

  it.each([
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=ten', 'limit'],
    ['offset=-1', 'offset'],
    ['status=archived', 'status'],
    ['featured=yes', 'featured'],
    ['destinationId=venice', 'destinationId'],
    ['sort=price', 'sort'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['q=a&q=b', 'q'],
    ['q=venice&month=2099-05', 'q'],
    ['sort=title&destination=1', 'sort'],
  ])('refuses %s with a 400 naming %s', async (query, path) => {
    const { status, body } = await staffGet<{ error: string; details: { path: string }[] }>(
      `/api/travel-packages?${query}`,
    )
    expect(status).toBe(400)
    expect(body.error).toEqual(expect.any(String))
    expect(body.details).toEqual([expect.objectContaining({ path })])
  })
})

describe("staff's package list filters", () => {
  it('finds text in the title or slug, whatever its case, drafts included, for the package combobox', async () => {
    const byTitle = await staffGet('/api/travel-packages?q=LAKE%20como&limit=20')
    expect(slugs(byTitle.body)).toEqual(['como-draft'])
    expect(byTitle.total).toBe(1)
    const bySlug = await staffGet('/api/travel-packages?q=garda-dr&limit=20')
    expect(slugs(bySlug.body)).toEqual(['garda-draft'])
  })

  it("looks for LIKE's wildcards as the characters themselves", async () => {
    expect(slugs((await staffGet('/api/travel-packages?q=100%25')).body)).toEqual(['como-draft'])
    expect(slugs((await staffGet('/api/travel-packages?q=a_h')).body)).toEqual(['garda-draft'])
    expect((await staffGet('/api/travel-packages?q=%25%25')).total).toBe(0)
  })

  it('filters by status, featured and the destination, together', async () => {
    expect(slugs((await staffGet('/api/travel-packages?status=draft')).body)).toEqual([
      'como-draft',
      'garda-draft',
    ])
    expect((await staffGet('/api/travel-packages?status=published')).total).toBe(PUBLISHED)
    expect(slugs((await staffGet('/api/travel-packages?featured=true')).body)).toEqual([
      'venice-canals',
      'aosta-featured',
    ])
    expect((await staffGet('/api/travel-packages?featured=false')).total).toBe(EVERY_PACKAGE - 2)
    const lakeDrafts = await staffGet(`/api/travel-packages?destinationId=${lakes.id}&status=draft&q=garda`)
    expect(slugs(lakeDrafts.body)).toEqual(['garda-draft'])
  })

  it('treats an empty filter, as an admin control left on Any sends it, as no filter', async () => {
    expect((await staffGet('/api/travel-packages?q=&status=&featured=&destinationId=&sort=')).total).toBe(
      EVERY_PACKAGE,
    )
  })

  it('sorts by title, newest and last updated, featured first by default', async () => {
    const byTitle = slugs((await staffGet('/api/travel-packages?sort=title&limit=3')).body)
    expect(byTitle).toEqual(['aosta-featured', 'garda-draft', 'generated-001'])
    const newest = slugs((await staffGet('/api/travel-packages?sort=newest&limit=2')).body)
    expect(newest).toEqual(['aosta-featured', 'garda-draft'])
    const updated = slugs((await staffGet('/api/travel-packages?sort=updated&limit=1')).body)
    expect(updated).toEqual(['aosta-featured'])
    const featured = slugs((await staffGet('/api/travel-packages?limit=2')).body)
    expect(featured).toEqual(['venice-canals', 'aosta-featured'])
  })

  it('never shows a visitor a draft, whatever filter is sent', async () => {
    for (const query of [
      'status=draft',
      'q=draft',
      `destinationId=${lakes.id}`,
      'sort=newest',
      'limit=50&offset=0',
    ]) {
      const { status, body } = await asVisitor(`/api/travel-packages?${query}`)
      expect(status, query).toBe(200)
      expect(
        body.every((pkg) => pkg.status === 'published'),
        query,
      ).toBe(true)
    }
  })
})

describe('the enquiry lists in pages', () => {
  beforeAll(async () => {
    for (let n = 1; n <= 105; n++) {
      await server.db.insert(contactLeads).values({
        firstName: 'Lead',
        lastName: String(n),
        email: `lead${n}@example.com`,
        emailKey: `lead${n}@example.com`,
        phone: '020 7946 0000',
        dedupeKey: `lead-${n}`,
      })
      await createSignup(server.db, {
        email: `reader${n}@example.com`,
        status: n % 2 ? 'confirmed' : 'pending',
      })
    }
  })

  it('pages the call-back requests, newest first', async () => {
    const all = await staffGet<{ lastName: string }[]>('/api/leads')
    expect(all.body).toHaveLength(MAX_PAGE_SIZE)
    expect(all.total).toBe(105)
    expect(all.body[0]?.lastName).toBe('105')
    const page = await staffGet<{ lastName: string }[]>('/api/leads?limit=2&offset=2')
    expect(page.body.map((lead) => lead.lastName)).toEqual(['103', '102'])
    expect(page.next).toBe('</api/leads?limit=2&offset=4>; rel="next"')
    expect((await staffGet('/api/leads?limit=500')).status).toBe(400)
  })

  it('pages the newsletter sign-ups, and still exports every one', async () => {
    const all = await staffGet<{ email: string }[]>('/api/email-signups')
    expect(all.body).toHaveLength(MAX_PAGE_SIZE)
    expect(all.total).toBe(105)
    const last = await staffGet<{ email: string }[]>('/api/email-signups?limit=10&offset=100')
    expect(last.body.map((signup) => signup.email)).toContain('reader1@example.com')
    expect(last.next).toBeNull()
    expect((await staffGet('/api/email-signups?offset=x')).status).toBe(400)
    const csv = await (await asStaff('GET', '/api/email-signups/export.csv?status=all')).text()
    expect(csv.trim().split('\n')).toHaveLength(106)
  })
})
