import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { auditLog, travelPackages, widgetSections } from '#app/db/schema.server'
import type { PackageCard } from '#app/lib/package-card'
import { loader as homeLoader } from '#app/routes/home'
import { createPackage, createWidgetSection } from '#tests/factories/catalogue'
import { adminRequest, signIn, signInAs } from '#tests/setup/admin-session'
import { loadPage } from '#tests/setup/page-context'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/** The home page's featured offers in the order staff set (decision 56), over `PUT /api/travel-packages/featured-order`. */

let server: TestServer
let owner: ReturnType<typeof adminRequest>
let editor: ReturnType<typeof adminRequest>
/** Five featured packages, as the issue has it, a package not featured, and a featured draft. */
let featured: number[]
let plain: number
let draft: number

beforeAll(async () => {
  server = await startTestServer()
  owner = adminRequest(server, await signIn(server))
  editor = adminRequest(server, await signInAs(server, 'editor'))
})

afterAll(() => server.close())

beforeEach(async () => {
  const { db } = server
  await db.delete(widgetSections)
  await db.delete(travelPackages)
  featured = []
  for (const title of ['Venice', 'Rome', 'Florence', 'Amalfi', 'Lake Como'])
    featured.push((await createPackage(db, { title, isFeatured: true })).id)
  plain = (await createPackage(db, { title: 'Verona' })).id
  draft = (await createPackage(db, { title: 'Draft Sicily', isFeatured: true, status: 'draft' })).id
  await createWidgetSection(db, { widgetType: 'featured-offers', widgetId: '3' })
})

const putOrder = (body: unknown, send = owner) => send('PUT', '/api/travel-packages/featured-order', body)

/** The cards the home page's loader hands its featured offers. */
async function homeTitles() {
  const home = await loadPage(homeLoader, 'http://localhost/', server.db)
  return (home.data as { packages: PackageCard[] }).packages.map((card) => card.title)
}

/** The order as a visitor's browser reads it: public, so possibly from the response cache. */
async function publicTitles() {
  const response = await fetch(server.url('/api/travel-packages/featured-order'))
  expect(response.status).toBe(200)
  return ((await response.json()) as PackageCard[]).map((card) => card.title)
}

describe('the home page with five featured packages and a section of 3', () => {
  it('shows all five, not the first three', async () => {
    expect(await homeTitles()).toEqual(['Venice', 'Rome', 'Florence', 'Amalfi', 'Lake Como'])
  })

  it('shows the first N when nothing is featured', async () => {
    await server.db.update(travelPackages).set({ isFeatured: false })
    expect(await homeTitles()).toEqual(['Venice', 'Rome', 'Florence'])
  })
})

describe('PUT /api/travel-packages/featured-order', () => {
  it('puts the featured packages in the order sent, on the home page and for visitors at once', async () => {
    // A visitor's read, kept by the response cache.
    expect(await publicTitles()).toEqual(['Venice', 'Rome', 'Florence', 'Amalfi', 'Lake Como'])
    const [venice, rome, florence, amalfi, como] = featured
    const response = await putOrder({ ids: [como, florence, venice, amalfi, rome] })
    expect(response.status).toBe(200)
    const expected = ['Lake Como', 'Florence', 'Venice', 'Amalfi', 'Rome']
    expect(((await response.json()) as PackageCard[]).map((card) => card.title)).toEqual(expected)
    // The write cleared the response cache, so visitors see the new order at once.
    expect(await publicTitles()).toEqual(expected)
    expect(await homeTitles()).toEqual(expected)
  })

  it('puts a package featured later at the end, and one unfeatured and featured again there too', async () => {
    const [venice, rome, florence, amalfi, como] = featured
    await putOrder({ ids: [rome, venice, florence, amalfi, como] })
    const verona = await (await owner('GET', `/api/travel-packages/${plain}`)).json()
    await owner('PUT', `/api/travel-packages/${plain}`, { ...verona, isFeatured: true, featured: true })
    const romeNow = await (await owner('GET', `/api/travel-packages/${rome}`)).json()
    await owner('PUT', `/api/travel-packages/${rome}`, { ...romeNow, isFeatured: false, featured: false })
    await owner('PUT', `/api/travel-packages/${rome}`, { ...romeNow, isFeatured: true })
    expect(await homeTitles()).toEqual(['Venice', 'Florence', 'Amalfi', 'Lake Como', 'Verona', 'Rome'])
  })

  it('puts a package featured again by restoring a version at the end, as a save would', async () => {
    const [venice, rome, florence, amalfi, como] = featured
    await putOrder({ ids: [rome, venice, florence, amalfi, como] })
    const romeNow = await (await owner('GET', `/api/travel-packages/${rome}`)).json()
    await owner('PUT', `/api/travel-packages/${rome}`, { ...romeNow, isFeatured: false, featured: false })
    expect(await homeTitles()).toEqual(['Venice', 'Florence', 'Amalfi', 'Lake Como'])
    // Version 1 is Rome as it stood before that first edit: featured; version 2 is Rome taken off.
    const restore = (version: number) =>
      owner('POST', `/api/travel-packages/${rome}/versions/${version}/restore`)
    expect((await restore(1)).status).toBe(200)
    expect(await homeTitles()).toEqual(['Venice', 'Florence', 'Amalfi', 'Lake Como', 'Rome'])
    // Taken off by a restore, it leaves the order too: featured again after Verona, it comes after Verona.
    expect((await restore(2)).status).toBe(200)
    const verona = await (await owner('GET', `/api/travel-packages/${plain}`)).json()
    await owner('PUT', `/api/travel-packages/${plain}`, { ...verona, isFeatured: true, featured: true })
    expect((await restore(1)).status).toBe(200)
    expect(await homeTitles()).toEqual(['Venice', 'Florence', 'Amalfi', 'Lake Como', 'Verona', 'Rome'])
  })

  it('lists the featured packages first in the same order on /api/travel-packages', async () => {
    const [venice, rome, florence, amalfi, como] = featured
    await putOrder({ ids: [amalfi, como, rome, florence, venice] })
    const list = (await (await fetch(server.url('/api/travel-packages'))).json()) as { title: string }[]
    expect(list.map((item) => item.title)).toEqual([
      'Amalfi',
      'Lake Como',
      'Rome',
      'Florence',
      'Venice',
      'Verona',
    ])
  })

  it('lets editors set it, and records it in the activity log', async () => {
    await server.db.delete(auditLog)
    const response = await putOrder({ ids: [...featured].reverse() }, editor)
    expect(response.status).toBe(200)
    const entries = await server.db.select().from(auditLog)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actorEmail: 'editor@example.com',
      action: 'reorder',
      thingType: 'package',
      summary: 'Featured packages on the home page: Lake Como, Amalfi, Florence, Rome, Venice',
    })
  })

  it('refuses ids that are not exactly the featured packages, with 400, and changes nothing', async () => {
    const [venice = 0, rome = 0, ...rest] = featured
    const refused: [unknown, string][] = [
      [{}, 'Send ids: every featured package id, in the new order'],
      [{ ids: 'all' }, 'Send ids: every featured package id, in the new order'],
      [{ ids: [] }, `the featured package ${featured.join(', ')} is missing`],
      [{ ids: [rome, venice, 'x', ...rest] }, 'Each id must be a package id'],
      [{ ids: [rome, venice, 0, ...rest] }, 'Each id must be a package id'],
      [{ ids: [rome, venice, venice, ...rest] }, 'Each package must be listed once'],
      [{ ids: [rome, venice, ...rest.slice(1)] }, `the featured package ${rest[0]} is missing`],
      [{ ids: [rome, venice, ...rest, plain] }, `the package ${plain} is not a featured published package`],
      [{ ids: [rome, venice, ...rest, draft] }, `the package ${draft} is not a featured published package`],
      [{ ids: [rome, 999_999, ...rest] }, 'the package 999999 is not a featured published package; the'],
    ]
    for (const [body, message] of refused) {
      const response = await putOrder(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(await response.json()), JSON.stringify(body)).toContain(message)
    }
    expect(await homeTitles()).toEqual(['Venice', 'Rome', 'Florence', 'Amalfi', 'Lake Como'])
  })

  it('needs a signed-in editor or owner', async () => {
    const ids = [...featured].reverse()
    const anonymous = await fetch(server.url('/api/travel-packages/featured-order'), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids }),
    })
    expect(anonymous.status).toBe(401)
    const sales = adminRequest(server, await signInAs(server, 'sales'))
    expect((await putOrder({ ids }, sales)).status).toBe(403)
    expect(await homeTitles()).toEqual(['Venice', 'Rome', 'Florence', 'Amalfi', 'Lake Como'])
  })
})
