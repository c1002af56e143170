import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { travelPackages } from '#app/db/schema.server'
import type { PackageDetail } from '#app/lib/catalogue'
import type { PackageVersionSummary } from '#app/lib/package-versions'
import { publishDuePackages } from '#app/services/packages/scheduled-publishing.server'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { expectJson } from '#tests/setup/expect-json'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * Scheduled publishing (decision 58): a draft or pending changes given a `publishAt` go live at that time,
 * by the periodic pass of whichever server looks first, exactly once.
 */

let server: TestServer
let asStaff: ReturnType<typeof adminRequest>

beforeAll(async () => {
  server = await startTestServer()
  asStaff = adminRequest(server, await signIn(server))
})

afterAll(() => server.close())

const IN_AN_HOUR = new Date(Date.now() + 3_600_000)
const LATER = new Date(IN_AN_HOUR.getTime() + 60_000)
const base = { title: 'Cinque Terre Walks', duration: 5 }

const create = async (fields: Record<string, unknown>) =>
  expectJson<PackageDetail>(await asStaff('POST', '/api/travel-packages', { ...base, ...fields }), 201)

const schedule = (id: number, publishAt: unknown) =>
  asStaff('PUT', `/api/travel-packages/${id}/schedule`, { publishAt })

const visitorStatus = async (slug: string) => (await fetch(server.url(`/api/travel-packages/${slug}`))).status

describe('PUT /api/travel-packages/{id}/schedule', () => {
  it('schedules a draft, which goes live at its time, once', async () => {
    const draft = await create({ status: 'draft' })
    const scheduled = await expectJson<PackageDetail>(await schedule(draft.id, IN_AN_HOUR.toISOString()))
    expect(scheduled.publishAt).toBe(IN_AN_HOUR.toISOString())

    // Not before its time.
    expect(
      (await publishDuePackages(server.db, new Date(IN_AN_HOUR.getTime() - 1000))).published,
    ).not.toContain(draft.id)
    expect(await visitorStatus(draft.slug)).toBe(404)

    expect((await publishDuePackages(server.db, LATER)).published).toContain(draft.id)
    expect(await visitorStatus(draft.slug)).toBe(200)
    expect((await publishDuePackages(server.db, LATER)).published).not.toContain(draft.id)
    const staffAnswer = await expectJson<PackageDetail>(
      await asStaff('GET', `/api/travel-packages/${draft.id}`),
    )
    expect(staffAnswer).toMatchObject({ status: 'published' })
    expect(staffAnswer.publishAt).toBeUndefined()
  })

  it('schedules pending changes, which go live as a new version by whoever saved them', async () => {
    const pkg = await create({ subtitle: 'Five villages' })
    await asStaff('PUT', `/api/travel-packages/${pkg.id}/pending`, {
      ...base,
      subtitle: 'Five villages by boat',
    })
    await expectJson(await schedule(pkg.id, IN_AN_HOUR.toISOString()))
    expect((await publishDuePackages(server.db, LATER)).published).toContain(pkg.id)
    const visitor = (await (
      await fetch(server.url(`/api/travel-packages/${pkg.slug}`))
    ).json()) as PackageDetail
    expect(visitor.subtitle).toBe('Five villages by boat')
    const [newest] = await expectJson<PackageVersionSummary[]>(
      await asStaff('GET', `/api/travel-packages/${pkg.id}/versions`),
    )
    expect(newest).toMatchObject({
      version: 2,
      changed: ['subtitle'],
      author: { email: 'staff@example.com' },
    })
  })

  it('publishes each due package once when servers look at the same moment', async () => {
    const drafts = await Promise.all([1, 2, 3].map((n) => create({ title: `Race ${n}`, status: 'draft' })))
    for (const draft of drafts) await expectJson(await schedule(draft.id, IN_AN_HOUR.toISOString()))
    const passes = await Promise.all([1, 2, 3].map(() => publishDuePackages(server.db, LATER)))
    const published = passes.flatMap((pass) => pass.published).filter((id) => drafts.some((d) => d.id === id))
    expect(published.sort()).toEqual(drafts.map((draft) => draft.id).sort())
  })

  it('unschedules with null', async () => {
    const draft = await create({ status: 'draft' })
    await expectJson(await schedule(draft.id, IN_AN_HOUR.toISOString()))
    const unscheduled = await expectJson<PackageDetail>(await schedule(draft.id, null))
    expect(unscheduled.publishAt).toBeUndefined()
    expect((await publishDuePackages(server.db, LATER)).published).not.toContain(draft.id)
  })

  it('refuses a package live as it is (409), a time gone by or not a time (400), an unknown one (404)', async () => {
    const live = await create({})
    const refused = await schedule(live.id, IN_AN_HOUR.toISOString())
    expect(refused.status).toBe(409)
    expect((await refused.json()).error).toMatch(/Only a draft or pending changes can be scheduled/)
    const draft = await create({ status: 'draft' })
    for (const bad of ['2001-01-01T00:00:00Z', 'tomorrow', 42, undefined]) {
      const response = await schedule(draft.id, bad)
      expect(response.status, String(bad)).toBe(400)
      expect((await response.json()).details[0]).toMatchObject({ path: 'publishAt' })
    }
    const [row] = await server.db.select().from(travelPackages).where(eq(travelPackages.id, draft.id))
    expect(row?.publishAt).toBeNull()
    expect((await schedule(999_999, IN_AN_HOUR.toISOString())).status).toBe(404)
  })
})
