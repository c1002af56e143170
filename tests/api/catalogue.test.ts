import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SitemapEntry, WidgetSection } from '#app/lib/catalogue'
import {
  createAirport,
  createDestination,
  createImage,
  createPackage,
  createWidgetSection,
} from '#tests/factories/catalogue'
import { signIn } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let florence: { id: number }

beforeAll(async () => {
  server = await startTestServer({
    environment: { POSTHOG_API_KEY: 'phc_test_key', POSTHOG_USE_PROXY: 'true' },
  })
  const { db } = server
  florence = await createDestination(server.db, { name: 'Florence', country: 'Italy' })
  await createDestination(db, { name: 'Amalfi Coast', country: 'Italy' })
  await createImage(db, { destinationId: florence.id, type: 'hero', url: '/images/florence.svg' })
  await createAirport(db, { code: 'MAN', name: 'Manchester', city: 'Manchester' })
  await createAirport(db, { code: 'BHX', name: 'Birmingham', city: 'Birmingham' })
  await createWidgetSection(db, { title: 'Second', position: 2 })
  await createWidgetSection(db, { title: 'Hidden', position: 1, isActive: false })
  await createWidgetSection(db, { title: 'Third', position: 3, widgetType: 'search-box' })
  await createPackage(db, { slug: 'florence-art', title: 'Florence Art' })
})

afterAll(() => server.close())

const get = (path: string) => fetch(server.url(path))

describe('catalogue reads', () => {
  it('lists destinations by name and a destination’s images', async () => {
    const list = (await (await get('/api/destinations')).json()) as { name: string }[]
    expect(list.map((destination) => destination.name)).toEqual(['Amalfi Coast', 'Florence'])
    const imagesResponse = await get(`/api/destinations/${florence.id}/images`)
    expect(await imagesResponse.json()).toEqual([
      expect.objectContaining({ url: '/images/florence.svg', type: 'hero' }),
    ])
  })

  it('answers 404 for an unknown destination and 400 for a non-numeric id', async () => {
    expect((await get('/api/destinations/424242/images')).status).toBe(404)
    const bad = await get('/api/destinations/abc/images')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ details: [{ path: 'id', message: 'Use a numeric id.' }] })
  })

  it('lists airports with code, name and city', async () => {
    const list = await (await get('/api/airports')).json()
    expect(list).toEqual([
      expect.objectContaining({ code: 'BHX', name: 'Birmingham', city: 'Birmingham' }),
      expect.objectContaining({ code: 'MAN', name: 'Manchester', city: 'Manchester' }),
    ])
  })

  it('lists every widget section in position order, active or not', async () => {
    const list = (await (await get('/api/widget-sections')).json()) as WidgetSection[]
    expect(list.map((section) => [section.title, section.isActive])).toEqual([
      ['Hidden', false],
      ['Second', true],
      ['Third', true],
    ])
  })

  it('lists sitemap entries: pages, packages with a last-modified date, legal pages', async () => {
    const entries = (await (await get('/api/sitemap')).json()) as SitemapEntry[]
    expect(entries.filter((entry) => entry.type === 'package')).toEqual([
      {
        type: 'package',
        url: '/package/florence-art',
        title: 'Florence Art',
        lastModified: expect.any(String),
      },
    ])
    expect(entries.filter((entry) => entry.type === 'legal').map((entry) => entry.url)).toEqual([
      '/terms',
      '/privacy',
    ])
    expect(entries[0]).toEqual({ type: 'page', url: '/', title: 'Home' })
    // Every public page a visitor can land on, the online search included.
    expect(entries.filter((entry) => entry.type === 'page').map((entry) => entry.url)).toEqual([
      '/',
      '/offers',
      '/search-widget',
      '/travelify',
      '/sitemap',
    ])
  })

  it('answers the analytics configuration from the environment', async () => {
    expect(await (await get('/api/analytics-config')).json()).toEqual({
      posthogApiKey: 'phc_test_key',
      useProxy: true,
      posthogHost: 'https://eu.i.posthog.com',
    })
  })
})

describe('API conventions', () => {
  it('answers health once the database answers', async () => {
    const response = await get('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await get('/api/nothing-here')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(await response.json()).toEqual({ error: 'No API endpoint at GET /nothing-here.' })
  })

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const cookie = await signIn(server)
    const post = (body: string) =>
      fetch(server.url('/api/travel-packages'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body,
      })
    const malformed = await post('{"title": ')
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ error: 'The request body is not valid JSON.' })
    const oversized = await post(JSON.stringify({ title: 'x'.repeat(100_000) }))
    expect(oversized.status).toBe(413)
  })

  it('sends security headers and a strict content security policy', async () => {
    const response = await get('/api/health')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
    expect(csp).toContain("object-src 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-powered-by')).toBeNull()
  })
})
