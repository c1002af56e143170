import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { destinations } from '#app/db/schema.server'
import type { PackageDetail, PackageFeature } from '#app/lib/catalogue'
import type { PackageVersionDetail, PackageVersionSummary } from '#app/lib/package-versions'
import type { AuditEntry } from '#app/lib/staff'
import { createDestination, createPackage } from '#tests/factories/catalogue'
import { ADMIN, adminRequest, signIn, signInAs, staffAccount } from '#tests/setup/admin-session'
import { expectJson } from '#tests/setup/expect-json'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * A package's versions (decision 58): every save of its fields or features keeps one, staff list them newest
 * first with who, when and what changed, and any one comes back as a new version.
 */

let server: TestServer
let asOwner: ReturnType<typeof adminRequest>
let asEditor: ReturnType<typeof adminRequest>

beforeAll(async () => {
  server = await startTestServer()
  asOwner = adminRequest(server, await signIn(server))
  asEditor = adminRequest(server, await signInAs(server, 'editor'))
})

afterAll(() => server.close())

const versionsOf = async (id: number) =>
  expectJson<PackageVersionSummary[]>(await asOwner('GET', `/api/travel-packages/${id}/versions`))

const newPackage = async (body: Record<string, unknown> = {}) =>
  expectJson<PackageDetail>(
    await asOwner('POST', '/api/travel-packages', { title: 'Verona Weekend', duration: 3, ...body }),
    201,
  )

const save = (id: number, body: Record<string, unknown>, as = asOwner) =>
  as('PUT', `/api/travel-packages/${id}`, { title: 'Verona Weekend', duration: 3, ...body })

const restore = (id: number, version: number | string, as = asOwner) =>
  as('POST', `/api/travel-packages/${id}/versions/${version}/restore`)

describe('saving a package', () => {
  it('keeps a version of each save: who, when and which fields changed, newest first', async () => {
    const pkg = await newPackage({ whatsIncluded: 'Flights\nHotel' })
    expect(await versionsOf(pkg.id)).toMatchObject([
      { version: 1, author: { email: ADMIN.email }, changed: [], restoredFrom: null },
    ])

    expect(
      (await save(pkg.id, { title: 'Verona Long Weekend', whatsIncluded: 'Flights' }, asEditor)).status,
    ).toBe(200)
    const versions = await versionsOf(pkg.id)
    expect(versions.map((version) => version.version)).toEqual([2, 1])
    expect(versions[0]).toMatchObject({
      author: { email: staffAccount('editor').email },
      changed: ['title', 'whatsIncluded'],
    })
    expect(Date.parse(versions[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
  })

  it('keeps none for a save that changed nothing', async () => {
    const pkg = await newPackage()
    expect((await save(pkg.id, {})).status).toBe(200)
    expect(await versionsOf(pkg.id)).toHaveLength(1)
  })

  it('keeps a version when a feature is added, changed or removed', async () => {
    const pkg = await newPackage()
    const feature = await expectJson<PackageFeature>(
      await asOwner('POST', '/api/package-features', { packageId: pkg.id, label: 'Direct flights' }),
      201,
    )
    await expectJson(
      await asOwner('PUT', `/api/package-features/${feature.id}`, {
        packageId: pkg.id,
        label: 'Direct flights',
        icon: 'train',
      }),
    )
    expect((await asOwner('DELETE', `/api/package-features/${feature.id}`)).status).toBe(204)
    const versions = await versionsOf(pkg.id)
    expect(versions.map((version) => [version.version, version.changed])).toEqual([
      [4, ['features']],
      [3, ['features']],
      [2, ['features']],
      [1, []],
    ])
  })

  it('keeps a package made before versions were kept as version 1 at its first save, so that save can be undone', async () => {
    const pkg = await createPackage(server.db, { title: 'Old Rome', duration: 4 })
    expect(await versionsOf(pkg.id)).toEqual([])
    expect((await save(pkg.id, { title: 'New Rome', duration: 4 })).status).toBe(200)
    expect(await versionsOf(pkg.id)).toMatchObject([
      { version: 2, author: { email: ADMIN.email }, changed: ['title'] },
      { version: 1, author: null, changed: [] },
    ])
  })

  it('gives saves made at the same moment one version number each', async () => {
    const pkg = await newPackage()
    const saves = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((word) => save(pkg.id, { title: `Verona ${word}` })),
    )
    expect(saves.map((response) => response.status)).toEqual([200, 200, 200, 200])
    expect((await versionsOf(pkg.id)).map((version) => version.version)).toEqual([5, 4, 3, 2, 1])
  })
})

describe('GET /api/travel-packages/{id}/versions', () => {
  it('answers pages, the total in X-Total-Count', async () => {
    const pkg = await newPackage()
    await save(pkg.id, { title: 'Verona Two' })
    await save(pkg.id, { title: 'Verona Three' })
    const response = await asOwner('GET', `/api/travel-packages/${pkg.id}/versions?limit=1&offset=1`)
    expect(response.headers.get('x-total-count')).toBe('3')
    expect((await expectJson<PackageVersionSummary[]>(response)).map((version) => version.version)).toEqual([
      2,
    ])
  })

  it('shows one version with what the version before it held', async () => {
    const pkg = await newPackage({ subtitle: 'By the Adige' })
    await save(pkg.id, { subtitle: 'Romeo and Juliet’s city' })
    const detail = await expectJson<PackageVersionDetail>(
      await asOwner('GET', `/api/travel-packages/${pkg.id}/versions/2`),
    )
    expect(detail).toMatchObject({ version: 2, changed: ['subtitle'] })
    expect(detail.previous?.fields.subtitle).toBe('By the Adige')
    expect(detail.snapshot.fields.subtitle).toBe('Romeo and Juliet’s city')
    const first = await expectJson<PackageVersionDetail>(
      await asOwner('GET', `/api/travel-packages/${pkg.id}/versions/1`),
    )
    expect(first.previous).toBeNull()
  })

  it('is 404 for an unknown package or version and 400 for one that is not a number', async () => {
    const pkg = await newPackage()
    expect((await asOwner('GET', '/api/travel-packages/999999/versions')).status).toBe(404)
    expect((await asOwner('GET', `/api/travel-packages/${pkg.id}/versions/7`)).status).toBe(404)
    const bad = await asOwner('GET', `/api/travel-packages/${pkg.id}/versions/latest`)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      details: [{ path: 'version', message: 'Use a version number.' }],
    })
  })

  it('is staff’s who edit the catalogue: 401 signed out, 403 for sales', async () => {
    const pkg = await newPackage()
    expect((await fetch(server.url(`/api/travel-packages/${pkg.id}/versions`))).status).toBe(401)
    const asSales = adminRequest(server, await signInAs(server, 'sales'))
    expect((await asSales('GET', `/api/travel-packages/${pkg.id}/versions`)).status).toBe(403)
    expect((await restore(pkg.id, 1, asSales)).status).toBe(403)
    expect((await asEditor('GET', `/api/travel-packages/${pkg.id}/versions`)).status).toBe(200)
  })
})

describe('POST /api/travel-packages/{id}/versions/{version}/restore', () => {
  it('brings back a version’s fields and features as a new version, and visitors see it at once', async () => {
    const pkg = await newPackage({ whatsIncluded: 'Flights\nHotel', basePrice: '399' })
    await asOwner('POST', '/api/package-features', {
      packageId: pkg.id,
      label: 'Direct flights',
      icon: 'plane',
    })
    await save(pkg.id, { title: 'Verona Mistake', whatsIncluded: 'Nothing', basePrice: '1' })
    await asOwner('POST', '/api/package-features', { packageId: pkg.id, label: 'Gondola ride', icon: 'star' })
    // A visitor's read is kept by the page cache, which the restore must clear.
    const visitorTitle = async () =>
      ((await (await fetch(server.url(`/api/travel-packages/${pkg.slug}`))).json()) as PackageDetail).title
    expect(await visitorTitle()).toBe('Verona Mistake')

    const restored = await expectJson<PackageDetail>(await restore(pkg.id, 2, asEditor))
    expect(restored).toMatchObject({
      title: 'Verona Weekend',
      whatsIncluded: 'Flights\nHotel',
      basePrice: '399.00',
      status: pkg.status,
    })
    expect(restored.features.map((feature) => [feature.label, feature.icon])).toEqual([
      ['Direct flights', 'plane'],
    ])
    const [newest] = await versionsOf(pkg.id)
    expect(newest).toMatchObject({
      version: 5,
      restoredFrom: 2,
      author: { email: staffAccount('editor').email },
      changed: ['title', 'whatsIncluded', 'basePrice', 'features'],
    })
    expect(await visitorTitle()).toBe('Verona Weekend')

    const [entry] = await expectJson<AuditEntry[]>(
      await asOwner('GET', `/api/audit-log?thing=package&thingId=${pkg.id}&limit=1`),
    )
    expect(entry).toMatchObject({
      action: 'restore',
      actorEmail: staffAccount('editor').email,
      summary: "Restored version 2 as version 5: Title, What's included, Base price, Features.",
    })
  })

  it('keeps the restored slug off another package’s', async () => {
    const pkg = await newPackage({ slug: 'lake-garda' })
    await save(pkg.id, { slug: 'lake-garda-spring' })
    await newPackage({ slug: 'lake-garda' })
    const restored = await expectJson<PackageDetail>(await restore(pkg.id, 1))
    expect(restored.slug).toBe('lake-garda-2')
  })

  it('is 409 for the version the package already holds, and changes nothing', async () => {
    const pkg = await newPackage()
    await save(pkg.id, { title: 'Verona Two' })
    const response = await restore(pkg.id, 2)
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: 'The package already holds what version 2 holds.' })
    expect(await versionsOf(pkg.id)).toHaveLength(2)
  })

  it('is 409 when the version’s destination has been deleted since', async () => {
    const gone = await createDestination(server.db, { name: 'Atlantis' })
    const pkg = await newPackage({ destinationId: gone.id })
    await save(pkg.id, { destinationId: null })
    await server.db.delete(destinations).where(eq(destinations.id, gone.id))
    const response = await restore(pkg.id, 1)
    expect(response.status).toBe(409)
    expect((await response.json()).error).toMatch(/destination of version 1 has been deleted/)
    expect(await versionsOf(pkg.id)).toHaveLength(2)
  })

  it('is 404 for an unknown package or version', async () => {
    const pkg = await newPackage()
    expect(await expectJson(await restore(999_999, 1), 404)).toEqual({ error: 'Travel package not found.' })
    expect(await expectJson(await restore(pkg.id, 5), 404)).toEqual({ error: 'Version not found.' })
    expect((await restore(pkg.id, 0)).status).toBe(400)
  })
})
