import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { widgetSections } from '#app/db/schema.server'
import { SEED_WIDGET_SECTIONS } from '#app/db/seed-catalogue.server'
import type { WidgetSection } from '#app/lib/catalogue'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let send: ReturnType<typeof adminRequest>

beforeAll(async () => {
  server = await startTestServer()
  send = adminRequest(server, await signIn(server))
})

afterAll(() => server.close())

// Every test starts from the home page sections a new site is seeded with.
beforeEach(async () => {
  await server.db.delete(widgetSections)
  await server.db.insert(widgetSections).values(SEED_WIDGET_SECTIONS)
})

/** The sections as they are: staff are never answered from the response cache. */
async function sections() {
  return (await (await send('GET', '/api/widget-sections')).json()) as WidgetSection[]
}

/** The sections as a visitor's browser reads them: public, so possibly from the response cache. */
async function publicList() {
  return (await (await fetch(server.url('/api/widget-sections'))).json()) as WidgetSection[]
}

const titlesAndPositions = (sections: WidgetSection[]) =>
  sections.map((section) => [section.title, section.position])

const seeded = async (title: string) => {
  const section = (await sections()).find((item) => item.title === title)
  if (!section) throw new Error(`No seeded section called ${title}`)
  return section
}

const putOrder = (body: unknown) => send('PUT', '/api/widget-sections/order', body)

describe('saving a section as it is', () => {
  it('answers 200 for every seeded section, the search box without a config among them', async () => {
    for (const { id, title, widgetType, widgetId, position, isActive } of await sections()) {
      const response = await send('PUT', `/api/widget-sections/${id}`, {
        title,
        widgetType,
        widgetId,
        position,
        isActive,
      })
      expect(response.status, title).toBe(200)
      expect(await response.json()).toEqual({ id, title, widgetType, widgetId, position, isActive })
    }
  })

  it('needs a config only for featured offers, the one type that reads a value of its own', async () => {
    for (const widgetType of ['search-box', 'third-party-widget', 'html-embed', 'travelify-widget']) {
      const response = await send('POST', '/api/widget-sections', { title: 'No config', widgetType })
      expect(response.status, widgetType).toBe(201)
    }
    const offers = await send('POST', '/api/widget-sections', {
      title: 'Offers',
      widgetType: 'featured-offers',
    })
    expect(offers.status).toBe(400)
    expect(await offers.json()).toMatchObject({ details: [{ path: 'widgetId', message: 'Required' }] })
  })
})

describe('PUT /api/widget-sections/order', () => {
  it('moves the search box above the featured offers in one request, the two trading positions', async () => {
    // A visitor's read, kept by the response cache.
    await publicList()
    const before = await sections()
    expect(titlesAndPositions(before)).toEqual([
      ['Featured Holiday Packages', 1],
      ['Find Your Perfect Break', 2],
      ['Why travel with us', 3],
      ['Search Online', 4],
    ])
    const [offers, search, why, online] = before.map((section) => section.id)
    const response = await putOrder({ ids: [search, offers, why, online] })
    expect(response.status).toBe(200)
    const expected = [
      ['Find Your Perfect Break', 1],
      ['Featured Holiday Packages', 2],
      ['Why travel with us', 3],
      ['Search Online', 4],
    ]
    expect(titlesAndPositions((await response.json()) as WidgetSection[])).toEqual(expected)
    // The write cleared the response cache, so visitors see the new order at once.
    expect(titlesAndPositions(await publicList())).toEqual(expected)
  })

  it('gives sections that shared a position one each, in the order asked for', async () => {
    const search = await seeded('Find Your Perfect Break')
    const why = await seeded('Why travel with us')
    await send('PUT', `/api/widget-sections/${why.id}`, { ...why, position: search.position })
    const ids = (await sections()).map((section) => section.id)
    const [offers, first, second, online] = ids
    const response = await putOrder({ ids: [offers, second, first, online] })
    expect(response.status).toBe(200)
    const positions = ((await response.json()) as WidgetSection[]).map((section) => section.position)
    expect(positions).toEqual([1, 2, 3, 4])
    expect((await sections()).map((section) => section.id)).toEqual([offers, second, first, online])
  })

  it('refuses an order that is not every section once, with 400, and changes nothing', async () => {
    const before = await sections()
    const ids = before.map((section) => section.id)
    const [first = 0, second = 0, ...rest] = ids
    const refused: [unknown, string][] = [
      [{}, 'Send ids: every widget section id, in the new order'],
      [{ ids: [] }, 'Send ids: every widget section id, in the new order'],
      [{ ids: 'all' }, 'Send ids: every widget section id, in the new order'],
      [{ ids: [second, first, 'x', ...rest] }, 'Each id must be a widget section id'],
      [{ ids: [second, first, 0, ...rest] }, 'Each id must be a widget section id'],
      [{ ids: [second, first, first, ...rest] }, 'Each widget section must be listed once'],
      [{ ids: [second, first, ...rest.slice(1)] }, `the section ${rest[0]} is missing`],
      [{ ids: [second, first, ...rest, 999_999] }, 'no widget section has the id 999999'],
      [{ ids: [second, 999_999, ...rest] }, 'no widget section has the id 999999; the section'],
    ]
    for (const [body, message] of refused) {
      const response = await putOrder(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(await response.json()), JSON.stringify(body)).toContain(message)
    }
    expect(await sections()).toEqual(before)
  })

  it('needs a signed-in admin', async () => {
    const before = await sections()
    const ids = before.map((section) => section.id).reverse()
    const response = await fetch(server.url('/api/widget-sections/order'), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids }),
    })
    expect(response.status).toBe(401)
    expect(await sections()).toEqual(before)
  })

  it('leaves PUT /api/widget-sections/{id} moving one section, as SPEC has it', async () => {
    const online = await seeded('Search Online')
    const response = await send('PUT', `/api/widget-sections/${online.id}`, { ...online, position: 1 })
    expect(await response.json()).toMatchObject({ id: online.id, position: 1 })
  })
})
