import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingSettings, bookings } from '#app/db/schema.server'
import type { AuditEntry } from '#app/lib/staff'
import { bookingBody, createDeparture, postBooking } from '#tests/factories/bookings'
import { adminRequest, signIn, signInAs } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let owner: ReturnType<typeof adminRequest>

beforeAll(async () => {
  server = await startTestServer()
  owner = adminRequest(server, await signIn(server))
})

afterAll(() => server.close())

describe('online booking, while the owner has not turned it on', () => {
  it('refuses a visitor’s booking with 403 and stores nothing', async () => {
    const departure = await createDeparture(server.db, { availableSeats: 4 })
    const response = await postBooking(server, bookingBody(departure))
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: expect.stringContaining('not open') })
    expect(await server.db.$count(bookings)).toBe(0)
  })

  it('reads as off, with a £100 deposit and a day’s hold', async () => {
    const response = await owner('GET', '/api/settings/booking')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ enabled: false, depositPerPerson: '100.00', holdMinutes: 1440 })
  })
})

describe('the owner’s booking settings', () => {
  it('are saved, keep what is left out, and open booking', async () => {
    const saved = await owner('PUT', '/api/settings/booking', { enabled: true, depositPerPerson: '£150' })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({ enabled: true, depositPerPerson: '150.00', holdMinutes: 1440 })
    const held = await owner('PUT', '/api/settings/booking', { holdMinutes: 90 })
    expect(await held.json()).toEqual({ enabled: true, depositPerPerson: '150.00', holdMinutes: 90 })
    expect(await server.db.$count(bookingSettings)).toBe(1)

    const departure = await createDeparture(server.db)
    expect((await postBooking(server, bookingBody(departure))).status).toBe(201)
  })

  it('are in the activity log', async () => {
    await owner('PUT', '/api/settings/booking', { enabled: false })
    const [entry] = (await (await owner('GET', '/api/audit-log?limit=1')).json()) as AuditEntry[]
    expect(entry).toMatchObject({
      action: 'update',
      thingType: 'booking-settings',
      thingName: 'Online booking',
    })
    expect(entry?.summary).toContain('enabled')
  })

  it.each([
    [{ holdMinutes: 29 }, 'holdMinutes'],
    [{ holdMinutes: '60.5' }, 'holdMinutes'],
    [{ depositPerPerson: '-5' }, 'depositPerPerson'],
    [{ depositPerPerson: 'lots' }, 'depositPerPerson'],
    [{ enabled: 'yes' }, 'enabled'],
    [{ enabled: true, price: '1.00' }, ''],
  ])('refuse %j with the field named', async (body, field) => {
    const response = await owner('PUT', '/api/settings/booking', body)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: string; details: { path: string }[] }
    if (field) expect(answer.details.map((detail) => detail.path)).toContain(field)
  })

  it('are the owner’s alone: 401 without a session, 403 for editors and sales', async () => {
    expect((await fetch(server.url('/api/settings/booking'))).status).toBe(401)
    for (const role of ['editor', 'sales'] as const) {
      const staff = adminRequest(server, await signInAs(server, role))
      expect((await staff('GET', '/api/settings/booking')).status).toBe(403)
      expect((await staff('PUT', '/api/settings/booking', { enabled: true })).status).toBe(403)
    }
  })
})
