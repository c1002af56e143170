import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PackageDetail } from '#app/lib/catalogue'
import type { PackageVersionSummary } from '#app/lib/package-versions'
import { loader as packageLoader } from '#app/routes/package'
import { createDestination } from '#tests/factories/catalogue'
import { adminRequest, signIn, signInAs } from '#tests/setup/admin-session'
import { expectJson } from '#tests/setup/expect-json'
import { loadPage } from '#tests/setup/page-context'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * Pending changes (decision 58): a published package's edit saved as pending stays out of visitors' sight,
 * shows to staff, and goes live, as a new version, on "Publish changes".
 */

const SITE = 'http://localhost'

let server: TestServer
let asStaff: ReturnType<typeof adminRequest>

beforeAll(async () => {
  server = await startTestServer()
  asStaff = adminRequest(server, await signIn(server))
})

afterAll(() => server.close())

const base = { title: 'Lake Garda Escape', duration: 4 }

async function publishedPackage(fields: Record<string, unknown> = {}) {
  return expectJson<PackageDetail>(await asStaff('POST', '/api/travel-packages', { ...base, ...fields }), 201)
}

const visitorSees = async (slug: string) =>
  expectJson<PackageDetail>(await fetch(server.url(`/api/travel-packages/${slug}`)))

const savePending = (id: number, body: Record<string, unknown>, as = asStaff) =>
  as('PUT', `/api/travel-packages/${id}/pending`, { ...base, ...body })

const publishChanges = (id: number, as = asStaff) => as('POST', `/api/travel-packages/${id}/pending/publish`)

describe('Save as pending', () => {
  it('keeps the published text for visitors while staff read the pending one', async () => {
    const lakes = await createDestination(server.db, { name: 'Italian Lakes' })
    const pkg = await publishedPackage({ subtitle: 'Sirmione and the lake' })
    expect(await visitorSees(pkg.slug)).toMatchObject({ subtitle: 'Sirmione and the lake' })

    const staffAnswer = await expectJson<PackageDetail>(
      await savePending(pkg.id, { subtitle: 'Now with a boat trip', destinationId: lakes.id }),
    )
    expect(staffAnswer).toMatchObject({
      subtitle: 'Now with a boat trip',
      destination: { name: 'Italian Lakes' },
      pending: { savedAt: expect.any(String) },
    })
    const visitor = await visitorSees(pkg.slug)
    expect(visitor).toMatchObject({ subtitle: 'Sirmione and the lake', destination: null })
    expect(visitor).not.toHaveProperty('pending')

    // The page: the visitor's is the published one; the staff preview shows what is pending.
    const visitorPage = await loadPage(packageLoader, `${SITE}/package/${pkg.slug}`, server.db, {
      params: { slug: pkg.slug },
    })
    expect(JSON.stringify(visitorPage)).toContain('Sirmione and the lake')
    const staffPage = await loadPage(packageLoader, `${SITE}/package/${pkg.slug}`, server.db, {
      params: { slug: pkg.slug },
      audience: 'staff',
    })
    expect(JSON.stringify(staffPage)).toContain('Now with a boat trip')
    // Saving as pending changes nothing that is kept as a version.
    const versions = await expectJson<PackageVersionSummary[]>(
      await asStaff('GET', `/api/travel-packages/${pkg.id}/versions`),
    )
    expect(versions).toHaveLength(1)
  })

  it('is refused for a draft (409) and for bad input (400), changing nothing', async () => {
    const draft = await publishedPackage({ status: 'draft' })
    const refused = await savePending(draft.id, { subtitle: 'x' })
    expect(refused.status).toBe(409)
    expect((await refused.json()).error).toMatch(/Only a published package keeps changes pending/)
    const pkg = await publishedPackage()
    const bad = await savePending(pkg.id, { title: 'x' })
    expect(bad.status).toBe(400)
    expect(
      (await expectJson<PackageDetail>(await asStaff('GET', `/api/travel-packages/${pkg.id}`))).pending,
    ).toBeUndefined()
    expect((await savePending(999_999, {})).status).toBe(404)
  })

  it('is for staff who edit the catalogue', async () => {
    const pkg = await publishedPackage()
    const asSales = adminRequest(server, await signInAs(server, 'sales'))
    expect((await savePending(pkg.id, {}, asSales)).status).toBe(403)
    expect((await publishChanges(pkg.id, asSales)).status).toBe(403)
  })
})

describe('Publish changes', () => {
  it('makes the pending changes live as a new version, and visitors see them at once', async () => {
    const pkg = await publishedPackage({ whatsIncluded: 'Flights' })
    await visitorSees(pkg.slug)
    await savePending(pkg.id, { whatsIncluded: 'Flights\nBoat trip' })
    const live = await expectJson<PackageDetail>(await publishChanges(pkg.id))
    expect(live.whatsIncluded).toBe('Flights\nBoat trip')
    expect(live.pending).toBeUndefined()
    expect((await visitorSees(pkg.slug)).whatsIncluded).toBe('Flights\nBoat trip')
    const [newest] = await expectJson<PackageVersionSummary[]>(
      await asStaff('GET', `/api/travel-packages/${pkg.id}/versions`),
    )
    expect(newest).toMatchObject({ version: 2, changed: ['whatsIncluded'] })
  })

  it('is 409 when nothing is pending', async () => {
    const pkg = await publishedPackage()
    const response = await publishChanges(pkg.id)
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: 'This package has no pending changes to publish.' })
  })

  it('is replaced by a direct save, which goes live at once', async () => {
    const pkg = await publishedPackage()
    await savePending(pkg.id, { subtitle: 'Pending words' })
    await expectJson(
      await asStaff('PUT', `/api/travel-packages/${pkg.id}`, { ...base, subtitle: 'Saved words' }),
    )
    expect((await visitorSees(pkg.slug)).subtitle).toBe('Saved words')
    expect((await publishChanges(pkg.id)).status).toBe(409)
  })
})
