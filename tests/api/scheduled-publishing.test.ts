import { format } from 'date-fns'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { travelPackages } from '#app/db/schema.server'
import type { PackageDetail } from '#app/lib/catalogue'
import type { PackageVersionSummary } from '#app/lib/package-versions'
import type { AuditEntry } from '#app/lib/staff'
import { publishDuePackages } from '#app/services/packages/scheduled-publishing.server'
import { createAirport, createDestination, createPricingOption } from '#tests/factories/catalogue'
import { adminRequest, signIn, signInAs } from '#tests/setup/admin-session'
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

/** A bare draft lacks what Publish asks for (decision 50), so most of these schedule it `anyway`. */
const schedule = (id: number, publishAt: unknown, { anyway = true, as = asStaff } = {}) =>
  as('PUT', `/api/travel-packages/${id}/schedule`, { publishAt, ...(anyway ? { anyway } : {}) })

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

/** The package's row as the pass reads it: its status and whether anything is still scheduled. */
const rowOf = async (id: number) =>
  (await server.db.select().from(travelPackages).where(eq(travelPackages.id, id)))[0]

const activityOf = async (id: number) =>
  expectJson<AuditEntry[]>(await asStaff('GET', `/api/audit-log?thing=package&thingId=${id}`))

/** A published package whose pending subtitle is scheduled for IN_AN_HOUR. */
async function scheduledPendingChanges(title: string) {
  const pkg = await create({ title, subtitle: 'As published' })
  await expectJson(
    await asStaff('PUT', `/api/travel-packages/${pkg.id}/pending`, {
      ...base,
      title,
      subtitle: 'As scheduled',
    }),
  )
  await expectJson(await schedule(pkg.id, IN_AN_HOUR.toISOString()))
  return pkg
}

async function scheduledDraft(title: string) {
  const draft = await create({ title, status: 'draft' })
  await expectJson(await schedule(draft.id, IN_AN_HOUR.toISOString()))
  return draft
}

/** The answer says which schedule the write called off, nothing is left scheduled, and the pass publishes nothing. */
async function expectCancelled(response: Response, id: number) {
  const answer = await expectJson<PackageDetail>(response)
  expect(answer.cancelledSchedule).toBe(IN_AN_HOUR.toISOString())
  expect(answer.publishAt).toBeUndefined()
  expect(await rowOf(id)).toMatchObject({ publishAt: null, scheduledBy: null })
  expect((await publishDuePackages(server.db, LATER)).published).not.toContain(id)
  return answer
}

describe('A schedule belongs to the state it was set for (decision 58)', () => {
  it('is called off by publishing by hand, so a package unpublished since does not come back by itself', async () => {
    const draft = await scheduledDraft('Published By Hand')
    await expectCancelled(
      await asStaff('POST', `/api/travel-packages/${draft.id}/publish`, { anyway: true }),
      draft.id,
    )
    await expectJson(await asStaff('POST', `/api/travel-packages/${draft.id}/unpublish`))
    expect((await publishDuePackages(server.db, LATER)).published).not.toContain(draft.id)
    expect(await visitorStatus(draft.slug)).toBe(404)
  })

  it('is called off by unpublishing', async () => {
    const pkg = await scheduledPendingChanges('Unpublished By Hand')
    await expectCancelled(await asStaff('POST', `/api/travel-packages/${pkg.id}/unpublish`), pkg.id)
    expect(await visitorStatus(pkg.slug)).toBe(404)
  })

  it('is called off by "Publish changes"', async () => {
    const pkg = await scheduledPendingChanges('Changes Published By Hand')
    const answer = await expectCancelled(
      await asStaff('POST', `/api/travel-packages/${pkg.id}/pending/publish`),
      pkg.id,
    )
    expect(answer.subtitle).toBe('As scheduled')
  })

  it('is called off by pending changes saved after it, which nobody scheduled', async () => {
    const pkg = await scheduledPendingChanges('Saved Again As Pending')
    await expectCancelled(
      await asStaff('PUT', `/api/travel-packages/${pkg.id}/pending`, {
        ...base,
        title: 'Saved Again As Pending',
        subtitle: 'Not reviewed',
      }),
      pkg.id,
    )
    const visitor = (await (
      await fetch(server.url(`/api/travel-packages/${pkg.slug}`))
    ).json()) as PackageDetail
    expect(visitor.subtitle).toBe('As published')
  })

  it('is called off by a direct save', async () => {
    const draft = await scheduledDraft('Saved Directly')
    await expectCancelled(
      await asStaff('PUT', `/api/travel-packages/${draft.id}`, {
        ...base,
        title: 'Saved Directly',
        duration: 6,
      }),
      draft.id,
    )
    expect(await rowOf(draft.id)).toMatchObject({ status: 'draft' })
  })

  it('is called off by a restore', async () => {
    const draft = await create({ title: 'Restored', status: 'draft' })
    await expectJson(
      await asStaff('PUT', `/api/travel-packages/${draft.id}`, { ...base, title: 'Restored', duration: 7 }),
    )
    await expectJson(await schedule(draft.id, IN_AN_HOUR.toISOString()))
    await expectCancelled(
      await asStaff('POST', `/api/travel-packages/${draft.id}/versions/1/restore`),
      draft.id,
    )
    expect(await rowOf(draft.id)).toMatchObject({ status: 'draft' })
  })

  it('is called off by a feature written, and is not copied by a clone', async () => {
    const draft = await scheduledDraft('Feature Added')
    const copy = await expectJson<PackageDetail>(
      await asStaff('POST', `/api/travel-packages/${draft.id}/clone`, { title: 'Feature Added Copy' }),
      201,
    )
    expect(copy.publishAt).toBeUndefined()
    await expectJson(
      await asStaff('POST', '/api/package-features', {
        packageId: draft.id,
        label: 'Boat trip',
        icon: 'plane',
      }),
      201,
    )
    expect(await rowOf(draft.id)).toMatchObject({ publishAt: null, scheduledBy: null })
    const { published } = await publishDuePackages(server.db, LATER)
    expect(published).not.toContain(draft.id)
    expect(published).not.toContain(copy.id)
  })

  it('says in the activity log when a write called it off', async () => {
    const pkg = await scheduledPendingChanges('Told In The Log')
    await expectJson(await asStaff('POST', `/api/travel-packages/${pkg.id}/pending/publish`))
    const [newest] = await activityOf(pkg.id)
    expect(newest).toMatchObject({ action: 'publish-changes' })
    expect(newest?.summary).toContain(`The schedule for ${IN_AN_HOUR.toISOString()} was cancelled.`)
  })
})

describe('The automatic publication in the activity log (decision 58)', () => {
  it('names who set the schedule, not who last touched the package', async () => {
    const asEditor = adminRequest(server, await signInAs(server, 'editor'))
    const draft = await create({ title: 'Logged Draft', status: 'draft' })
    await expectJson(await schedule(draft.id, IN_AN_HOUR.toISOString(), { as: asEditor }))
    expect((await publishDuePackages(server.db, LATER)).published).toContain(draft.id)
    const [entry] = await activityOf(draft.id)
    expect(entry).toMatchObject({
      action: 'publish-scheduled',
      actorEmail: 'editor@example.com',
      thingName: 'Logged Draft',
      summary: `Went live as scheduled for ${IN_AN_HOUR.toISOString()}, by editor@example.com.`,
    })
  })

  it('says which version pending changes went live as', async () => {
    const pkg = await scheduledPendingChanges('Logged Changes')
    expect((await publishDuePackages(server.db, LATER)).published).toContain(pkg.id)
    const [entry] = await activityOf(pkg.id)
    expect(entry).toMatchObject({
      action: 'publish-scheduled',
      actorEmail: 'staff@example.com',
      summary: `Pending changes went live as scheduled for ${IN_AN_HOUR.toISOString()} as version 2: Subtitle, by staff@example.com.`,
    })
  })
})

describe('Scheduling a draft checks it as Publish does (decision 50)', () => {
  it('refuses a bare draft with 422 and what it lacks, as POST /publish does, unless anyway', async () => {
    const draft = await create({ title: 'Bare Draft', status: 'draft' })
    const refused = await schedule(draft.id, IN_AN_HOUR.toISOString(), { anyway: false })
    const publishRefused = await asStaff('POST', `/api/travel-packages/${draft.id}/publish`)
    expect(refused.status).toBe(422)
    expect(publishRefused.status).toBe(422)
    const body = await refused.json()
    expect(body).toEqual(await publishRefused.json())
    expect(body.missing.map((item: { key: string }) => item.key)).toEqual([
      'destination',
      'accommodationType',
      'boardType',
      'heroImage',
      'bookablePrice',
    ])
    expect(await rowOf(draft.id)).toMatchObject({ publishAt: null })
    expect((await publishDuePackages(server.db, LATER)).published).not.toContain(draft.id)

    const scheduled = await expectJson<PackageDetail>(await schedule(draft.id, IN_AN_HOUR.toISOString()))
    expect(scheduled.publishAt).toBe(IN_AN_HOUR.toISOString())
  })

  it('schedules a draft that has everything without anyway, and lists what a draft lacks in its staff answer', async () => {
    const destination = await createDestination(server.db, { name: 'Liguria' })
    const airport = await createAirport(server.db)
    const draft = await create({
      title: 'Complete Draft',
      status: 'draft',
      destinationId: destination.id,
      accommodationType: 'Guest house',
      boardType: 'Bed and breakfast',
      heroImageUrl: '/uploads/hero.webp',
    })
    await createPricingOption(server.db, {
      packageId: draft.id,
      airportId: airport.id,
      departureDate: format(new Date(Date.now() + 30 * 86_400_000), 'yyyy-MM-dd'),
    })
    expect(
      (await expectJson<PackageDetail>(await asStaff('GET', `/api/travel-packages/${draft.id}`))).missing,
    ).toEqual([])
    const bare = await create({ title: 'Bare Again', status: 'draft' })
    expect(
      (await expectJson<PackageDetail>(await asStaff('GET', `/api/travel-packages/${bare.id}`))).missing,
    ).toHaveLength(5)
    await expectJson(await schedule(draft.id, IN_AN_HOUR.toISOString(), { anyway: false }))
  })

  it('does not check pending changes, whose package is live already', async () => {
    const pkg = await create({ title: 'Live Without Everything' })
    await expectJson(
      await asStaff('PUT', `/api/travel-packages/${pkg.id}/pending`, { ...base, subtitle: 'Soon' }),
    )
    await expectJson(await schedule(pkg.id, IN_AN_HOUR.toISOString(), { anyway: false }))
  })
})
