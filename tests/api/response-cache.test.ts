import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { travelPackages } from '#app/db/schema.server'
import type { PackageDetail } from '#app/lib/catalogue'
import { createPackage } from '#tests/factories/catalogue'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let cookie: string
let packageId: number

beforeAll(async () => {
  server = await startTestServer()
  cookie = await signIn(server)
  const pkg = await createPackage(server.db, { slug: 'lake-como-escape', title: 'Lake Como Escape' })
  packageId = pkg.id
})

afterAll(() => server.close())

const title = async (init?: RequestInit) => {
  const response = await fetch(server.url('/api/travel-packages/lake-como-escape'), init)
  return ((await response.json()) as PackageDetail).title
}

/** A change made behind the app's back, as another app process or a database console would make it. */
const retitleInDatabase = (newTitle: string) =>
  server.db.update(travelPackages).set({ title: newTitle }).where(eq(travelPackages.id, packageId))

describe('shared caching of public reads', () => {
  it('marks a public read as shareable for a short while and answers a repeat with 304', async () => {
    const first = await fetch(server.url('/api/travel-packages'))
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=30')
    await first.arrayBuffer()
    const second = await fetch(server.url('/api/travel-packages'))
    const etag = second.headers.get('etag')
    expect(etag).toMatch(/^W\/".+"$/)
    // As a browser revalidates; without a Cache-Control of its own, fetch would send 'no-cache'.
    const revalidated = await fetch(server.url('/api/travel-packages'), {
      headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
    })
    expect(revalidated.status).toBe(304)
  })

  it('never shares an error, a staff-only read or a staff member’s view', async () => {
    const missing = await fetch(server.url('/api/travel-packages/no-such-trip'))
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    const leads = await fetch(server.url('/api/leads'), { headers: { cookie } })
    expect(leads.headers.get('cache-control')).toBe('no-store')
    const asStaff = await fetch(server.url('/api/travel-packages'), { headers: { cookie } })
    expect(asStaff.headers.get('cache-control')).toBe('no-store')
  })

  it('answers from memory until an admin write, which the very next request sees', async () => {
    expect(await title()).toBe('Lake Como Escape')
    await retitleInDatabase('Lake Como in Autumn')
    // Kept for a while: the database is not asked again for the same public read.
    expect(await title()).toBe('Lake Como Escape')
    // Staff always see the database as it is.
    expect(await title({ headers: { cookie } })).toBe('Lake Como in Autumn')

    const send = adminRequest(server, cookie)
    const saved = await send('PUT', `/api/travel-packages/${packageId}`, {
      title: 'Lake Como by Boat',
      duration: 4,
    })
    expect(saved.status).toBe(200)
    expect(await title()).toBe('Lake Como by Boat')
  })

  it('keeps what it had when an admin write is refused', async () => {
    expect(await title()).toBe('Lake Como by Boat')
    await retitleInDatabase('Lake Como Quietly')
    const refused = await adminRequest(server, cookie)('PUT', `/api/travel-packages/${packageId}`, {
      title: 'L',
      duration: 4,
    })
    expect(refused.status).toBe(400)
    expect(await title()).toBe('Lake Como by Boat')
  })
})
