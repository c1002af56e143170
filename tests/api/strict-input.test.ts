import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactLeads, images, pricingOptions, travelPackages } from '#app/db/schema.server'
import { createAirport, createImage, createPackage } from '#tests/factories/catalogue'
import { anotherVisitor, leadBody, postJson } from '#tests/factories/enquiries'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * Input that is well-formed JSON but not what it seems: a lone surrogate, amounts that round to nothing,
 * numbers in disguise ('0x1', true, [2]), year 0. Each once answered 500 or acted on a row nobody named.
 */

const SITE_PAGE = 'a page of this site'
let server: TestServer
let cookie: string
let send: ReturnType<typeof adminRequest>
let packageId: number

beforeAll(async () => {
  server = await startTestServer({ pages: () => (_req, res) => void res.send(SITE_PAGE) })
  cookie = await signIn(server)
  send = adminRequest(server, cookie)
  packageId = (await createPackage(server.db, { title: 'Lecce Baroque Break', duration: 4 })).id
})

afterAll(() => server.close())

async function expectRefused(response: Response, path: string) {
  expect(response.status).toBe(400)
  const body = (await response.json()) as { details?: { path: string; message: string }[] }
  expect(body.details?.map((detail) => detail.path)).toContain(path)
}

const countOf = async (table: typeof travelPackages | typeof pricingOptions) =>
  (await server.db.select({ rows: count() }).from(table))[0]?.rows

describe('a visitor’s text', () => {
  it('stores a call-back whose message holds half a character pair, rather than losing it to a 500', async () => {
    const body = leadBody({ email: 'surrogate@example.com' })
    const response = await postJson(
      server.url('/api/contact-webhook'),
      { ...body, custom_fields: { ...body.custom_fields, message: 'Call me \ud800 after six' } },
      anotherVisitor(),
    )
    expect(response.status).toBe(201)
    const [lead] = await server.db
      .select()
      .from(contactLeads)
      .where(eq(contactLeads.email, 'surrogate@example.com'))
    expect(lead?.customFields).toMatchObject({ message: 'Call me \ufffd after six' })
  })
})

describe('amounts, numbers and dates staff send', () => {
  it('refuses prices that round to £0.00 or have a third decimal, storing nothing', async () => {
    const before = [await countOf(travelPackages), await countOf(pricingOptions)]
    for (const basePrice of ['0.001', '1e-7', 0.004, '1.005']) {
      await expectRefused(
        await send('POST', '/api/travel-packages', { title: 'Zero Break', duration: 3, basePrice }),
        'basePrice',
      )
    }
    const option = { packageId, departureDate: '2031-05-01', price: '499.00' }
    await expectRefused(await send('POST', '/api/pricing', { ...option, price: '0.001' }), 'price')
    await expectRefused(
      await send('POST', '/api/pricing', { ...option, discountedPrice: '498.999' }),
      'discountedPrice',
    )
    expect([await countOf(travelPackages), await countOf(pricingOptions)]).toEqual(before)
  })

  it('refuses ids and counts in disguise instead of acting on the row they resemble', async () => {
    const image = await createImage(server.db, { packageId, url: '/images/seed/venice-grand-canal.svg' })
    expect((await send('DELETE', `/api/images/0x${image.id.toString(16)}`)).status).toBe(400)
    expect(await server.db.select().from(images).where(eq(images.id, image.id))).toHaveLength(1)
    for (const disguised of [true, [packageId], '0x1', ' ']) {
      await expectRefused(
        await send('POST', '/api/reviews', {
          packageId: disguised,
          author: 'Ada',
          rating: 5,
          comment: 'Lovely stay',
        }),
        'packageId',
      )
    }
    const option = { packageId, departureDate: '2031-05-02', price: '499.00' }
    for (const availableSeats of [[], ' ', '0x10', true]) {
      await expectRefused(await send('POST', '/api/pricing', { ...option, availableSeats }), 'availableSeats')
    }
    await expectRefused(
      await send('POST', '/api/travel-packages', { title: 'Far Away', duration: 3, destinationId: 2 ** 31 }),
      'destinationId',
    )
    for (const duration of ['-5', '1.5 nights', 'abc5', '1e999']) {
      await expectRefused(
        await send('POST', '/api/travel-packages', { title: 'Odd Length', duration }),
        'duration',
      )
    }
  })

  it('takes a hero image only from this site or the web, not a script address', async () => {
    for (const heroImageUrl of ['javascript:alert(1)', '//elsewhere.example/hero.jpg', 'hero.jpg']) {
      await expectRefused(
        await send('POST', '/api/travel-packages', { title: 'Hero Test', duration: 3, heroImageUrl }),
        'heroImageUrl',
      )
    }
    const hero = '/images/seed/venice-grand-canal.svg'
    const saved = await send('POST', '/api/travel-packages', {
      title: 'Hero Test',
      duration: 3,
      heroImageUrl: hero,
    })
    expect(((await saved.json()) as { heroImageUrl: string }).heroImageUrl).toBe(hero)
  })

  it('refuses year 0 and a date with text after it', async () => {
    await expectRefused(
      await send('POST', '/api/reviews', {
        packageId,
        author: 'Ada',
        rating: 5,
        comment: 'Lovely',
        date: '0000-01-01',
      }),
      'date',
    )
    for (const departureDate of ['0000-01-01', '2031-03-11garbage']) {
      await expectRefused(
        await send('POST', '/api/pricing', { packageId, departureDate, price: '499' }),
        'departureDate',
      )
    }
  })

  it('answers 400, not 500, for a price history asked of an id beyond the database’s integers', async () => {
    const history = await send('GET', `/api/pricing/history?packageId=${2 ** 31}`)
    expect(history.status).toBe(400)
    const option = await send(
      'GET',
      `/api/pricing/history?packageId=${packageId}&pricingOptionId=99999999999999`,
    )
    expect(option.status).toBe(400)
  })

  it('reports CSV rows whose price or seats the database cannot hold, importing none', async () => {
    const airport = await createAirport(server.db, { code: 'BRS', name: 'Bristol', city: 'Bristol' })
    const form = new FormData()
    form.set('packageId', String(packageId))
    form.set('airportId', String(airport.id))
    const csv =
      'departureDate,price,availableSeats\n2031-06-01,99999999999,10\n2031-06-02,499,1e10\n0000-01-01,499,5\n'
    form.set('csv', new Blob([csv], { type: 'text/csv' }), 'prices.csv')
    const before = await countOf(pricingOptions)
    const response = await fetch(server.url('/api/pricing/import'), {
      method: 'POST',
      headers: { cookie },
      body: form,
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { details: { row: number }[] }
    expect(body.details.map((problem) => problem.row)).toEqual([2, 3, 4])
    expect(await countOf(pricingOptions)).toBe(before)
  })

  it('gives a package titled with digits alone a slug that cannot be read as an id', async () => {
    const response = await send('POST', '/api/travel-packages', { title: '2027', duration: 3 })
    expect(response.status).toBe(201)
    const { slug } = (await response.json()) as { slug: string }
    expect(slug).toBe('package-2027')
    expect((await fetch(server.url(`/api/travel-packages/${slug}`))).status).toBe(200)
  })
})

describe('writes another site’s page sends', () => {
  it('refuses an admin write that a browser says is cross-site, even signed in and without an Origin', async () => {
    const response = await fetch(server.url('/api/destinations'), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ name: 'Nowhere' }),
    })
    expect(response.status).toBe(403)
  })

  it('answers a page form posted from another site with 403 before the page sees it', async () => {
    const fromElsewhere = await fetch(server.url('/enquiries/call-back'), {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Maria',
    })
    expect(fromElsewhere.status).toBe(403)
    expect(await fromElsewhere.text()).toBe('This request did not come from this site.')
    const fromHere = await fetch(server.url('/enquiries/call-back'), {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Maria',
    })
    expect(await fromHere.text()).toBe(SITE_PAGE)
  })

  it('takes a post from a page of this site that sends no referrer, whose Origin the browser says is null', async () => {
    // The pages an emailed link opens send no Referer (issue 31); Sec-Fetch-Site, which no page can set,
    // still says where the post came from.
    const post = (path: string, headers: Record<string, string>) =>
      fetch(server.url(path), {
        method: 'POST',
        headers: { origin: 'null', 'content-type': 'application/json', ...headers, ...anotherVisitor() },
        body: JSON.stringify({ email: `no-referrer-${Object.keys(headers).length}@example.com` }),
      })
    expect((await post('/api/email-signups', { 'sec-fetch-site': 'same-origin' })).status).toBe(201)
    const page = await post('/enquiries/newsletter', {
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(await page.text()).toBe(SITE_PAGE)
    // Said by anything else, a null Origin is another site's (a sandboxed frame, a redirect from elsewhere).
    const elsewhere: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]
    for (const headers of elsewhere) {
      expect((await post('/api/email-signups', headers)).status, JSON.stringify(headers)).toBe(403)
      expect((await post('/enquiries/newsletter', headers)).status, JSON.stringify(headers)).toBe(403)
    }
  })
})
