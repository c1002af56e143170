import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loader as pricingLoader } from '#app/routes/dev-pricing'
import { loader as pricingDashboardLoader } from '#app/routes/dev-pricing-dashboard'
import { loader as pricingTestLoader } from '#app/routes/dev-pricing-test'
import { loader as testPageLoader } from '#app/routes/dev-test'
import { signIn, signInAs } from '#tests/setup/admin-session'
import { loadPage } from '#tests/setup/page-context'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * The /dev pages (decision 50): the admin's Development Mode links open them for signed-in staff, in
 * production as anywhere, whatever the browser's flag; to anyone else they are the 404 page of an unknown
 * address, not a sign-in page that would tell them the pages exist.
 */

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(() => server.close())

const DEV_PAGES = [
  ['/dev/test', testPageLoader],
  ['/dev/pricing', pricingLoader],
  ['/dev/pricing-dashboard', pricingDashboardLoader],
  ['/dev/pricing-test', pricingTestLoader],
] as const

const open = (path: string, loader: (typeof DEV_PAGES)[number][1], cookie?: string) =>
  loadPage(loader, `http://localhost${path}`, server.db, { cookie })

describe('the /dev pages', () => {
  it('are a 404 to visitors, with or without a made-up session', async () => {
    for (const [path, loader] of DEV_PAGES) {
      expect((await open(path, loader)).status, path).toBe(404)
      expect((await open(path, loader, 'citybreak_session=made-up')).status, path).toBe(404)
    }
  })

  it('open for signed-in staff, on the server, with no flag to read', async () => {
    const cookie = await signIn(server)
    for (const [path, loader] of DEV_PAGES) {
      const page = await open(path, loader, cookie)
      expect(page.status, path).toBe(200)
      expect(page.data, path).toMatchObject({ staff: { email: 'staff@example.com', role: 'owner' } })
    }
  })

  it('tell a member of staff whose role has no catalogue rights that they are not allowed', async () => {
    const cookie = await signInAs(server, 'sales')
    expect((await open('/dev/test', testPageLoader, cookie)).status).toBe(403)
  })
})
