import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactLeads } from '#app/db/schema.server'
import type { AuditEntry, InvitationSent } from '#app/lib/staff'
import { startPasswordReset } from '#app/services/auth/passwords.server'
import type { ApiRoute } from '#server/api/route-list'
import { bookingBody, createDeparture, openBooking, postBooking } from '#tests/factories/bookings'
import {
  createAirport,
  createDestination,
  createFeature,
  createImage,
  createPackage,
  createPricingOption,
  createReview,
  createWidgetSection,
} from '#tests/factories/catalogue'
import { createLead } from '#tests/factories/enquiries'
import { ADMIN, adminRequest, signIn, signInAs } from '#tests/setup/admin-session'
import { apiRoutes } from '#tests/setup/api-routes'
import { pngBytes } from '#tests/setup/image-upload'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let cookie: string

beforeAll(async () => {
  server = await startTestServer()
  cookie = await signIn(server)
})

afterAll(() => server.close())

const routes = apiRoutes()
const name = (route: { method: string; path: string }) => `${route.method} ${route.path}`
const auditedRoutes = routes.filter((route) => route.audit)

/** The person whose data the privacy requests ask for: the log must never hold the address. */
const SUBJECT = 'subject.person@example.com'

/**
 * The request a case makes: JSON or a form, to a path with its ids filled in. An emailed link's write is
 * sent signed out (`signedOut`), and its entry names the account the link was for (`actor`).
 */
type Made = {
  path: string
  body?: unknown
  form?: FormData
  headers?: Record<string, string>
  thingId?: number
  thingName?: string
  signedOut?: boolean
  actor?: string
  summary?: string
}

/** A waiting invitation, sent by the owner: its id and the token of its link. */
async function invitation(email: string) {
  const response = await admin()('POST', '/api/staff', { email, role: 'editor' })
  const sent = (await response.json()) as InvitationSent
  return { id: sent.id, token: new URL(sent.invitationUrl).searchParams.get('token') ?? '' }
}

const csvForm = (packageId: number) => {
  const form = new FormData()
  form.set('packageId', String(packageId))
  form.set('airportId', '')
  form.set('replaceExisting', 'false')
  form.set('csv', new Blob(['departureDate,price\n2031-03-02,640\n'], { type: 'text/csv' }), 'prices.csv')
  return form
}

const packageBody = (title: string) => ({
  title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  duration: 4,
})

/** A visitor's booking, with booking opened for it: its reference and id. */
async function aBooking() {
  await openBooking(server.db)
  const answer = await postBooking(server, bookingBody(await createDeparture(server.db)))
  const { reference } = (await answer.json()) as { reference: string }
  const { id } = (await (await admin()('GET', `/api/bookings/${reference}`)).json()) as { id: number }
  return { reference, id }
}

/**
 * One successful call of each audited route, with what it makes first. A route added later without a case
 * here fails 'has a case for every audited route' until one is written.
 */
const CASES: Record<string, () => Promise<Made>> = {
  'POST /images': async () => {
    const pkg = await createPackage(server.db)
    const form = new FormData()
    form.set('image', new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }), 'canal.png')
    form.set('packageId', String(pkg.id))
    form.set('type', 'gallery')
    form.set('title', 'Grand Canal')
    return { path: '/api/images', form, thingName: 'Grand Canal' }
  },
  'DELETE /images/:id': async () => {
    const image = await createImage(server.db, {
      packageId: (await createPackage(server.db)).id,
      title: 'Old',
    })
    return { path: `/api/images/${image.id}`, thingId: image.id, thingName: 'Old' }
  },
  'PATCH /images/:id': async () => {
    const image = await createImage(server.db, {
      packageId: (await createPackage(server.db)).id,
      title: 'Old',
    })
    const body = { title: 'Rialto at dawn' }
    return { path: `/api/images/${image.id}`, body, thingId: image.id, thingName: 'Rialto at dawn' }
  },
  'PUT /images/order': async () => {
    const packageId = (await createPackage(server.db)).id
    const first = await createImage(server.db, { packageId, title: 'First' })
    const second = await createImage(server.db, { packageId, title: 'Second' })
    return {
      path: '/api/images/order',
      body: { ids: [second.id, first.id] },
      summary: 'New order: Second, First',
    }
  },
  'POST /auth/sessions/end-all': async () => ({ path: '/api/auth/sessions/end-all' }),
  'POST /auth/accept-invitation': async () => {
    const { token } = await invitation('joiner@example.com')
    return {
      path: '/api/auth/accept-invitation',
      body: { token, password: 'a joiner passphrase' },
      thingName: 'joiner@example.com',
      signedOut: true,
      actor: 'joiner@example.com',
    }
  },
  'POST /auth/password-reset/complete': async () => {
    await signInAs(server, 'sales')
    const reset = await startPasswordReset(server.db, 'sales@example.com')
    return {
      path: '/api/auth/password-reset/complete',
      body: { token: reset?.token, password: 'a new sales passphrase' },
      thingName: 'sales@example.com',
      signedOut: true,
      actor: 'sales@example.com',
    }
  },
  'POST /auth/password': async () => {
    const editor = await signInAs(server, 'editor')
    cookieFor = editor
    return {
      path: '/api/auth/password',
      body: { currentPassword: 'editor horse battery staple', newPassword: 'editor horse battery staple 2' },
      thingName: 'editor@example.com',
    }
  },
  'POST /pricing': async () => {
    const pkg = await createPackage(server.db)
    const body = { packageId: pkg.id, departureDate: '2031-04-01', price: '599.00', availableSeats: 4 }
    return { path: '/api/pricing', body, thingName: 'Departure 2031-04-01' }
  },
  'PUT /pricing/:id': async () => {
    const pkg = await createPackage(server.db)
    const option = await createPricingOption(server.db, { packageId: pkg.id, departureDate: '2031-04-02' })
    const body = { packageId: option.packageId, departureDate: '2031-04-02', price: '459.00' }
    return { path: `/api/pricing/${option.id}`, body, thingId: option.id }
  },
  'DELETE /pricing/:id': async () => {
    const pkg = await createPackage(server.db)
    const option = await createPricingOption(server.db, { packageId: pkg.id, departureDate: '2031-04-03' })
    return { path: `/api/pricing/${option.id}`, thingId: option.id, thingName: 'Departure 2031-04-03' }
  },
  'POST /pricing/import': async () => {
    const pkg = await createPackage(server.db, { title: 'Imported' })
    return { path: '/api/pricing/import', form: csvForm(pkg.id), thingId: pkg.id, thingName: 'Imported' }
  },
  'POST /travel-packages': async () => ({
    path: '/api/travel-packages',
    body: packageBody('Lake Como Escape'),
    thingName: 'Lake Como Escape',
  }),
  'PUT /travel-packages/:id': async () => {
    const pkg = await createPackage(server.db)
    return { path: `/api/travel-packages/${pkg.id}`, body: packageBody('Renamed'), thingId: pkg.id }
  },
  'POST /travel-packages/:id/clone': async () => {
    const pkg = await createPackage(server.db)
    return { path: `/api/travel-packages/${pkg.id}/clone`, body: { title: 'A copy' }, thingName: 'A copy' }
  },
  'DELETE /travel-packages/:id': async () => {
    const pkg = await createPackage(server.db, { title: 'Gone' })
    return { path: `/api/travel-packages/${pkg.id}`, thingId: pkg.id, thingName: 'Gone' }
  },
  'POST /destinations': async () => ({
    path: '/api/destinations',
    body: { name: 'Verona', country: 'Italy' },
    thingName: 'Verona',
  }),
  'PUT /destinations/:id': async () => {
    const destination = await createDestination(server.db)
    const body = { name: 'Padua', country: 'Italy' }
    return { path: `/api/destinations/${destination.id}`, body, thingId: destination.id, thingName: 'Padua' }
  },
  'DELETE /destinations/:id': async () => {
    const destination = await createDestination(server.db, { name: 'Asolo' })
    return { path: `/api/destinations/${destination.id}`, thingId: destination.id, thingName: 'Asolo' }
  },
  'POST /reviews': async () => {
    const pkg = await createPackage(server.db)
    const body = { packageId: pkg.id, author: 'Ann Example', rating: 5, comment: 'A lovely stay.' }
    return { path: '/api/reviews', body, thingName: 'Review by Ann Example' }
  },
  'PUT /reviews/:id': async () => {
    const review = await createReview(server.db, { packageId: (await createPackage(server.db)).id })
    const body = { packageId: review.packageId, author: 'Bo Example', rating: 4, comment: 'Very good.' }
    return { path: `/api/reviews/${review.id}`, body, thingId: review.id }
  },
  'DELETE /reviews/:id': async () => {
    const review = await createReview(server.db, { packageId: (await createPackage(server.db)).id })
    return { path: `/api/reviews/${review.id}`, thingId: review.id }
  },
  'POST /package-features': async () => {
    const pkg = await createPackage(server.db)
    return { path: '/api/package-features', body: { packageId: pkg.id, label: 'Wifi', icon: 'wifi' } }
  },
  'PUT /package-features/:id': async () => {
    const feature = await createFeature(server.db, { packageId: (await createPackage(server.db)).id })
    const body = { packageId: feature.packageId, label: 'Pool', icon: 'pool' }
    return { path: `/api/package-features/${feature.id}`, body, thingId: feature.id, thingName: 'Pool' }
  },
  'DELETE /package-features/:id': async () => {
    const feature = await createFeature(server.db, { packageId: (await createPackage(server.db)).id })
    return { path: `/api/package-features/${feature.id}`, thingId: feature.id }
  },
  'PUT /travel-packages/featured-order': async () => {
    await createPackage(server.db, { isFeatured: true })
    const cards = (await (await admin()('GET', '/api/travel-packages/featured-order')).json()) as {
      id: number
    }[]
    return {
      path: '/api/travel-packages/featured-order',
      body: { ids: cards.map((card) => card.id).reverse() },
    }
  },
  'PUT /widget-sections/order': async () => {
    await createWidgetSection(server.db)
    const sections = (await (await admin()('GET', '/api/widget-sections')).json()) as { id: number }[]
    return { path: '/api/widget-sections/order', body: { ids: sections.map((s) => s.id).reverse() } }
  },
  'POST /widget-sections': async () => ({
    path: '/api/widget-sections',
    body: { title: 'Search', widgetType: 'search-box', position: 2 },
    thingName: 'Search',
  }),
  'PUT /widget-sections/:id': async () => {
    const section = await createWidgetSection(server.db)
    const body = { title: 'Offers', widgetType: 'featured-offers', widgetId: '3', position: 1 }
    return { path: `/api/widget-sections/${section.id}`, body, thingId: section.id, thingName: 'Offers' }
  },
  'DELETE /widget-sections/:id': async () => {
    const section = await createWidgetSection(server.db)
    return { path: `/api/widget-sections/${section.id}`, thingId: section.id }
  },
  'POST /leads/:id/retry': async () => {
    const [lead] = await server.db
      .insert(contactLeads)
      .values({
        firstName: 'Maria',
        lastName: 'Rossi',
        email: 'm@example.com',
        emailKey: 'm@example.com',
        phone: '1',
        dedupeKey: 'audit',
      })
      .returning()
    const id = lead?.id ?? 0
    return { path: `/api/leads/${id}/retry`, thingId: id, thingName: `Call-back request ${id}` }
  },
  'PATCH /leads/:id': async () => {
    const lead = await createLead(server.db, { firstName: 'Patched', lastName: 'Visitor' })
    return {
      path: `/api/leads/${lead.id}`,
      body: { status: 'contacted' },
      thingId: lead.id,
      thingName: `Call-back request ${lead.id}`,
      summary: "Marked Patched Visitor's request as contacted.",
    }
  },
  'POST /leads/:id/notes': async () => {
    const lead = await createLead(server.db, { firstName: 'Noted', lastName: 'Visitor' })
    return {
      path: `/api/leads/${lead.id}/notes`,
      body: { text: 'Rang twice, no answer.' },
      thingId: lead.id,
      summary: "Added a note to Noted Visitor's request.",
    }
  },
  'POST /leads/:id/booking': async () => {
    const lead = await createLead(server.db, { firstName: 'Booked', lastName: 'Visitor' })
    return {
      path: `/api/leads/${lead.id}/booking`,
      body: bookingBody(await createDeparture(server.db)),
      headers: { 'idempotency-key': `audit-${lead.id}-lead-booking` },
      thingId: lead.id,
      thingName: `Call-back request ${lead.id}`,
    }
  },
  'DELETE /leads/:id': async () => {
    const lead = await createLead(server.db, { firstName: 'Deleted', lastName: 'Visitor' })
    return { path: `/api/leads/${lead.id}`, thingId: lead.id, thingName: `Call-back request ${lead.id}` }
  },
  'GET /leads/export.csv': async () => ({ path: '/api/leads/export.csv?status=new' }),
  'GET /email-signups/export.csv': async () => ({ path: '/api/email-signups/export.csv' }),
  'PUT /auth/me/notifications': async () => ({
    path: '/api/auth/me/notifications',
    body: { callBacks: true },
  }),
  'POST /travel-packages/:id/publish': async () => {
    const pkg = await createPackage(server.db, { status: 'draft' })
    // Incomplete, so only `anyway` publishes it (decision 50); a refusal writes nothing to the log.
    return {
      path: `/api/travel-packages/${pkg.id}/publish`,
      body: { anyway: true },
      thingId: pkg.id,
      thingName: pkg.title,
    }
  },
  'POST /travel-packages/:id/unpublish': async () => {
    const pkg = await createPackage(server.db, { status: 'published' })
    return { path: `/api/travel-packages/${pkg.id}/unpublish`, thingId: pkg.id, thingName: pkg.title }
  },
  'POST /travel-packages/:id/versions/:version/restore': async () => {
    const pkg = await createPackage(server.db, { title: 'Before' })
    // Its first versioned edit keeps it as it was, as version 1, beside the edit as version 2.
    await admin()('PUT', `/api/travel-packages/${pkg.id}`, { ...packageBody('After'), slug: pkg.slug })
    return {
      path: `/api/travel-packages/${pkg.id}/versions/1/restore`,
      thingId: pkg.id,
      thingName: 'Before',
      summary: 'Restored version 1 as version 3: Title, Duration (nights).',
    }
  },
  'PUT /travel-packages/:id/pending': async () => {
    const pkg = await createPackage(server.db, { title: 'Published', status: 'published' })
    return {
      path: `/api/travel-packages/${pkg.id}/pending`,
      body: { ...packageBody('Pending title'), slug: pkg.slug },
      thingId: pkg.id,
      thingName: 'Published',
      summary: 'Saved changes as pending; visitors still see the published text.',
    }
  },
  'POST /travel-packages/:id/pending/publish': async () => {
    const pkg = await createPackage(server.db, { title: 'Live', status: 'published' })
    await admin()('PUT', `/api/travel-packages/${pkg.id}/pending`, {
      ...packageBody('Pending'),
      slug: pkg.slug,
    })
    return {
      path: `/api/travel-packages/${pkg.id}/pending/publish`,
      thingId: pkg.id,
      thingName: 'Pending',
      summary: 'Published pending changes as version 2: Title, Duration (nights).',
    }
  },
  'PUT /travel-packages/:id/schedule': async () => {
    const pkg = await createPackage(server.db, { title: 'Scheduled', status: 'draft' })
    return {
      path: `/api/travel-packages/${pkg.id}/schedule`,
      // Incomplete, so only `anyway` schedules it (decision 50), as for Publish.
      body: { publishAt: '2099-03-01T09:00:00Z', anyway: true },
      thingId: pkg.id,
      thingName: 'Scheduled',
      summary: 'Scheduled to go live at 2099-03-01T09:00:00.000Z.',
    }
  },
  'GET /bookings/export.csv': async () => ({ path: '/api/bookings/export.csv?status=held' }),
  'POST /bookings/:reference/payments': async () => {
    const { reference, id } = await aBooking()
    return {
      path: `/api/bookings/${reference}/payments`,
      body: { amount: '50.00', method: 'bank' },
      thingId: id,
      thingName: reference,
      summary: 'Recorded a payment of £50.00 by bank.',
    }
  },
  'POST /bookings/:reference/cancel': async () => {
    const { reference, id } = await aBooking()
    return {
      path: `/api/bookings/${reference}/cancel`,
      body: { reason: 'Asked to by phone' },
      thingId: id,
      thingName: reference,
    }
  },
  'POST /bookings/:reference/notes': async () => {
    const { reference, id } = await aBooking()
    return {
      path: `/api/bookings/${reference}/notes`,
      body: { text: 'Asked for an aisle seat.' },
      thingId: id,
      thingName: reference,
      summary: 'Added a note.',
    }
  },
  'PATCH /bookings/:reference': async () => {
    const { reference, id } = await aBooking()
    return {
      path: `/api/bookings/${reference}`,
      body: {
        contact: {
          email: 'new.address@example.com',
          phone: '020 7946 0998',
          address: { line1: '1 Quay', town: 'Bath', postcode: 'BA1 1AA' },
        },
      },
      thingId: id,
      thingName: reference,
      summary: 'Changed the lead traveller’s contact details.',
    }
  },
  'PUT /settings/booking': async () => ({
    path: '/api/settings/booking',
    body: { depositPerPerson: '125.00' },
    thingId: 1,
    thingName: 'Online booking',
  }),
  'GET /privacy/subject': async () => ({ path: `/api/privacy/subject?email=${SUBJECT}` }),
  'DELETE /privacy/subject': async () => ({ path: `/api/privacy/subject?email=${SUBJECT}` }),
  'POST /staff': async () => ({
    path: '/api/staff',
    body: { email: 'new.hire@example.com', role: 'sales' },
    thingName: 'new.hire@example.com',
  }),
  'POST /staff/:id/invitation/resend': async () => {
    const { id } = await invitation('resent@example.com')
    return { path: `/api/staff/${id}/invitation/resend`, thingId: id, thingName: 'resent@example.com' }
  },
  'DELETE /staff/:id/invitation': async () => {
    const { id } = await invitation('revoked@example.com')
    return { path: `/api/staff/${id}/invitation`, thingId: id, thingName: 'revoked@example.com' }
  },
  'PATCH /staff/:id': async () => {
    await signInAs(server, 'sales')
    const { members } = (await (await admin()('GET', '/api/staff')).json()) as {
      members: { id: number; email: string }[]
    }
    const sales = members.find((member) => member.email === 'sales@example.com')
    return { path: `/api/staff/${sales?.id}`, body: { role: 'editor' }, thingId: sales?.id }
  },
}

/** The session a case's request is sent with: the owner's, unless the case signs someone else in. */
let cookieFor: string | undefined
const admin = () => adminRequest(server, cookie)

async function newestEntry(): Promise<AuditEntry | undefined> {
  const response = await admin()('GET', '/api/audit-log?limit=1')
  expect(response.status).toBe(200)
  return ((await response.json()) as AuditEntry[])[0]
}

describe('the activity log', () => {
  it('has a case for every audited route, and every staff write is audited', () => {
    const staffWrites = routes.filter((route) => route.method !== 'GET' && route.access !== 'anyone')
    expect(staffWrites.filter((route) => !route.audit).map(name)).toEqual([])
    expect(auditedRoutes.map(name).filter((route) => !CASES[route])).toEqual([])
    expect(auditedRoutes.map(name)).toContain('GET /email-signups/export.csv')
    // Accounts made from invitations and passwords reset by email are in the log too, though nobody is signed in.
    expect(auditedRoutes.map(name)).toEqual(
      expect.arrayContaining(['POST /auth/accept-invitation', 'POST /auth/password-reset/complete']),
    )
  })

  it.each(auditedRoutes)('records $method $path', async (route: ApiRoute) => {
    const made = await CASES[name(route)]?.()
    if (!made) throw new Error('no case')
    const response = await fetch(server.url(made.path), {
      method: route.method,
      headers: {
        ...(made.signedOut ? {} : { cookie: cookieFor ?? cookie }),
        ...(made.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...made.headers,
      },
      body: made.form ?? (made.body === undefined ? undefined : JSON.stringify(made.body)),
    })
    expect(response.status, await response.clone().text()).toBeLessThan(300)
    const actor = made.actor ?? (cookieFor ? 'editor@example.com' : ADMIN.email)
    cookieFor = undefined
    // Signing everyone out signed the owner out too.
    if (route.path === '/auth/sessions/end-all') cookie = await signIn(server)

    const entry = await newestEntry()
    expect(entry).toMatchObject({ actorEmail: actor, action: route.audit?.action })
    expect(entry?.thingType).toBe(route.audit?.thing ?? null)
    if (made.thingId !== undefined) expect(entry?.thingId).toBe(made.thingId)
    if (made.thingName !== undefined) expect(entry?.thingName).toBe(made.thingName)
    if (made.summary !== undefined) expect(entry?.summary).toBe(made.summary)
  })

  it('keeps that a person’s data was erased, and not whose', async () => {
    const response = await admin()('DELETE', `/api/privacy/subject?email=${SUBJECT}`)
    expect(response.status).toBe(200)
    const entry = await newestEntry()
    expect(entry).toMatchObject({ action: 'erase', thingType: 'data-subject' })
    expect(JSON.stringify(entry)).not.toContain('subject.person')
  })

  it('keeps what a change changed, before and after, and says it in a line', async () => {
    const pkg = await createPackage(server.db, { title: 'Verona Weekend', duration: 3 })
    const response = await admin()('PUT', `/api/travel-packages/${pkg.id}`, {
      title: 'Verona Long Weekend',
      slug: pkg.slug,
      duration: 4,
    })
    expect(response.status).toBe(200)
    const entry = await newestEntry()
    expect(entry).toMatchObject({
      action: 'update',
      thingType: 'package',
      thingId: pkg.id,
      thingName: 'Verona Long Weekend',
      before: { title: 'Verona Weekend', duration: 3 },
      after: { title: 'Verona Long Weekend', duration: 4 },
    })
    expect(entry?.summary).toContain('duration: 3 → 4')
    expect(entry?.before).not.toHaveProperty('slug')
  })

  it('keeps a deleted thing’s name and fields, and none of a visitor’s details', async () => {
    const feature = await createFeature(server.db, { packageId: (await createPackage(server.db)).id })
    await admin()('DELETE', `/api/package-features/${feature.id}`)
    expect(await newestEntry()).toMatchObject({
      action: 'delete',
      thingName: feature.label,
      before: { label: feature.label },
      after: null,
    })

    // A lead's name and fields never hold what the visitor sent; only its entries' words name the person,
    // and only while the lead is kept (decision 53).
    const entries = JSON.stringify(await (await admin()('GET', '/api/audit-log?thing=lead')).json())
    expect(entries).toContain('Call-back request')
    expect(entries).not.toContain('Rossi')
    expect(entries).not.toContain('m@example.com')
    expect(entries).not.toContain('Deleted Visitor')
    expect(entries).not.toContain('Rang twice')
  })

  it('records nothing for a refused write', async () => {
    const before = await newestEntry()
    expect((await admin()('POST', '/api/destinations', { name: '' })).status).toBe(400)
    const editor = adminRequest(server, await signInAs(server, 'editor'))
    expect((await editor('POST', '/api/staff', { email: 'x@example.com', role: 'owner' })).status).toBe(403)
    expect((await newestEntry())?.id).toBe(before?.id)
  })

  it('answers newest first, as many as asked, by person and by thing', async () => {
    const editor = adminRequest(server, await signInAs(server, 'editor'))
    const first = await createDestination(server.db)
    await editor('PUT', `/api/destinations/${first.id}`, { name: 'Bergamo', country: 'Italy' })
    await admin()('PUT', `/api/destinations/${first.id}`, { name: 'Brescia', country: 'Italy' })

    const byThing = (await (
      await admin()('GET', `/api/audit-log?thing=destination&thingId=${first.id}`)
    ).json()) as AuditEntry[]
    expect(byThing.map((entry) => [entry.actorEmail, entry.thingName])).toEqual([
      [ADMIN.email, 'Brescia'],
      ['editor@example.com', 'Bergamo'],
    ])

    const byPerson = (await (
      await admin()('GET', '/api/audit-log?person=EDITOR@example.com&limit=500')
    ).json()) as AuditEntry[]
    expect(byPerson.length).toBeGreaterThan(0)
    expect(new Set(byPerson.map((entry) => entry.actorEmail))).toEqual(new Set(['editor@example.com']))

    expect(await (await admin()('GET', '/api/audit-log?limit=2')).json()).toHaveLength(2)
  })

  it('refuses a query it cannot read with the API’s error shape', async () => {
    for (const query of ['limit=0', 'limit=501', 'thing=spaceship', 'thingId=abc']) {
      const response = await admin()('GET', `/api/audit-log?${query}`)
      expect(response.status, query).toBe(400)
      expect(await response.json()).toHaveProperty('error')
    }
  })
})

describe('the price history', () => {
  it('still answers per package and option, beside the one activity entry of each write', async () => {
    const airport = await createAirport(server.db)
    const pkg = await createPackage(server.db)
    const created = await admin()('POST', '/api/pricing', {
      packageId: pkg.id,
      airportId: airport.id,
      departureDate: '2031-06-01',
      price: '700.00',
    })
    const option = (await created.json()) as { id: number }
    await admin()('PUT', `/api/pricing/${option.id}`, {
      packageId: pkg.id,
      airportId: airport.id,
      departureDate: '2031-06-01',
      price: '650.00',
    })
    const history = (await (
      await admin()('GET', `/api/pricing/history?packageId=${pkg.id}&pricingOptionId=${option.id}`)
    ).json()) as { action: string; adminEmail: string }[]
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create'])
    expect(history[0]?.adminEmail).toBe(ADMIN.email)

    const activity = (await (
      await admin()('GET', `/api/audit-log?thing=price&thingId=${option.id}`)
    ).json()) as AuditEntry[]
    expect(activity.map((entry) => entry.action)).toEqual(['update', 'create'])
    expect(activity[0]?.summary).toBe('price: “700.00” → “650.00”')
  })
})
