import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PricingOption } from '#app/lib/catalogue'
import { createAirport, createPackage } from '#tests/factories/catalogue'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let cookie: string
let send: ReturnType<typeof adminRequest>
let packageId: number
let gatwick: { id: number }
let manchester: { id: number }

beforeAll(async () => {
  server = await startTestServer()
  cookie = await signIn(server)
  send = adminRequest(server, cookie)
  packageId = (await createPackage(server.db, { title: 'Venice', duration: 3 })).id
  gatwick = await createAirport(server.db, { code: 'LGW', name: 'London Gatwick' })
  manchester = await createAirport(server.db, { code: 'MAN', name: 'Manchester' })
})

afterAll(() => server.close())

const option = (overrides: Record<string, unknown> = {}) => ({
  packageId,
  airportId: gatwick.id,
  departureDate: '2027-05-14',
  returnDate: null,
  price: '1299.00',
  discountedPrice: '999.00',
  availableSeats: 12,
  isAvailable: true,
  ...overrides,
})

async function expectInvalid(response: Response, field: string, message: string) {
  expect(response.status).toBe(400)
  expect(((await response.json()) as { details: unknown[] }).details).toContainEqual({ path: field, message })
}

const pricingOf = async (id = packageId) =>
  (await (await fetch(server.url(`/api/travel-packages/${id}/pricing`))).json()) as PricingOption[]

describe('pricing options', () => {
  it('creates, updates and deletes an option, keeping calendar dates exactly', async () => {
    const created = await send(
      'POST',
      '/api/pricing',
      option({ departureDate: '2027-06-01T23:30:00.000Z', returnDate: null }),
    )
    expect(created.status).toBe(201)
    const body = (await created.json()) as PricingOption
    expect(body).toMatchObject({ departureDate: '2027-06-01', price: '1299.00', airport: { code: 'LGW' } })
    const updated = await send(
      'PUT',
      `/api/pricing/${body.id}`,
      option({ departureDate: '2027-06-01', price: 1100, discountedPrice: '' }),
    )
    expect(await updated.json()).toMatchObject({ price: '1100.00', discountedPrice: null })
    expect((await send('DELETE', `/api/pricing/${body.id}`)).status).toBe(204)
    expect((await send('DELETE', `/api/pricing/${body.id}`)).status).toBe(404)
  })

  it('refuses a second price for the same package, airport and date with 409', async () => {
    expect((await send('POST', '/api/pricing', option({ departureDate: '2027-07-01' }))).status).toBe(201)
    const again = await send(
      'POST',
      '/api/pricing',
      option({ departureDate: '2027-07-01', price: 800, discountedPrice: null }),
    )
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      error: 'A price for this package, airport and departure date already exists.',
    })
  })

  it('gives each SPEC message and refuses impossible prices and dates', async () => {
    await expectInvalid(
      await send('POST', '/api/pricing', option({ packageId: undefined })),
      'packageId',
      'Please select a package',
    )
    await expectInvalid(
      await send('POST', '/api/pricing', option({ departureDate: '' })),
      'departureDate',
      'Departure date is required',
    )
    await expectInvalid(
      await send('POST', '/api/pricing', option({ price: '' })),
      'price',
      'Price is required',
    )
    await expectInvalid(
      await send('POST', '/api/pricing', option({ returnDate: '2027-05-01' })),
      'returnDate',
      'The return date cannot be before the departure date',
    )
    await expectInvalid(
      await send('POST', '/api/pricing', option({ discountedPrice: '1400' })),
      'discountedPrice',
      'The discounted price must be lower than the price',
    )
    await expectInvalid(
      await send('POST', '/api/pricing', option({ availableSeats: -1 })),
      'availableSeats',
      'Seats must be a whole number, 0 or more',
    )
    expect((await send('POST', '/api/pricing', option({ price: 0 }))).status).toBe(400)
  })

  it('records who changed a price, from what to what, newest first', async () => {
    const created = (await (
      await send('POST', '/api/pricing', option({ departureDate: '2027-08-01' }))
    ).json()) as PricingOption
    await send('PUT', `/api/pricing/${created.id}`, option({ departureDate: '2027-08-01', price: '1350.00' }))
    const history = (await (
      await send('GET', `/api/pricing/history?packageId=${packageId}&pricingOptionId=${created.id}`)
    ).json()) as {
      action: string
      adminEmail: string
      oldValues: { price: string } | null
      newValues: { price: string }
    }[]
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create'])
    expect(history[0]).toMatchObject({
      adminEmail: 'staff@example.com',
      oldValues: { price: '1299.00' },
      newValues: { price: '1350.00' },
    })
  })
})

async function importCsv(text: string, fields: Record<string, string> = {}) {
  const form = new FormData()
  form.set('packageId', String(fields.packageId ?? packageId))
  form.set('airportId', fields.airportId ?? '')
  form.set('replaceExisting', fields.replaceExisting ?? 'false')
  if (fields.dryRun) form.set('dryRun', fields.dryRun)
  form.set('csv', new Blob([text], { type: 'text/csv' }), 'prices.csv')
  const response = await fetch(server.url('/api/pricing/import'), {
    method: 'POST',
    headers: { cookie },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('importing a pricing CSV', () => {
  it('reads a file saved by a spreadsheet: BOM, CRLF, quoted fields, £ prices and DD/MM/YYYY dates', async () => {
    const target = (await createPackage(server.db, { title: 'Rome', duration: 4 })).id
    const file =
      '\uFEFFairport_code,departureDate,price,discountedPrice,availableSeats,isAvailable\r\n' +
      'LGW,2027-09-04,"£1,299.00",£999,20,TRUE\r\n' +
      '\r\n' +
      'man,05/09/2027,1249.5,,,false\r\n'
    const { status, body } = await importCsv(file, { packageId: String(target) })
    expect(status).toBe(200)
    expect(body).toMatchObject({ created: 2, updated: 0, removed: 0 })
    const prices = await pricingOf(target)
    expect(
      prices.map((row) => [
        row.airport?.code,
        row.departureDate,
        row.returnDate,
        row.price,
        row.discountedPrice,
        row.isAvailable,
      ]),
    ).toEqual([
      ['LGW', '2027-09-04', '2027-09-08', '1299.00', '999.00', true],
      ['MAN', '2027-09-05', '2027-09-09', '1249.50', null, false],
    ])
  })

  it('refuses a whole file with one bad row, naming the row, and changes nothing', async () => {
    const before = await pricingOf()
    const file =
      'airport_code,departureDate,price\nLGW,2027-10-01,999\nXYZ,2027-10-02,999\nLGW,31/02/2027,999\nLGW,2027-10-04,free\n'
    const { status, body } = await importCsv(file)
    expect(status).toBe(400)
    expect(body.details).toEqual([
      expect.objectContaining({ row: 3, message: 'Unknown airport code "XYZ"' }),
      expect.objectContaining({ row: 4 }),
      expect.objectContaining({ row: 5 }),
    ])
    expect(await pricingOf()).toEqual(before)
  })

  it('upserts by package, airport and date, or replaces the chosen airport’s options', async () => {
    const target = (await createPackage(server.db, { title: 'Florence', duration: 5 })).id
    const fields = { packageId: String(target) }
    await importCsv(
      'airport_code,departureDate,price\nLGW,2027-11-01,900\nLGW,2027-11-08,900\nMAN,2027-11-01,950\n',
      fields,
    )
    const upsert = await importCsv(
      'airport_code,departureDate,price\nLGW,2027-11-01,880\nLGW,2027-11-15,900\n',
      fields,
    )
    expect(upsert.body).toMatchObject({ created: 1, updated: 1, removed: 0 })
    expect((await pricingOf(target)).length).toBe(4)

    const preview = await importCsv('departureDate,price\n2027-11-22,870\n', {
      ...fields,
      airportId: String(gatwick.id),
      replaceExisting: 'true',
      dryRun: 'true',
    })
    expect(preview.body).toMatchObject({ created: 1, updated: 0, removed: 3, dryRun: true })
    expect((await pricingOf(target)).length).toBe(4)

    const replaced = await importCsv('departureDate,price\n2027-11-22,870\n', {
      ...fields,
      airportId: String(gatwick.id),
      replaceExisting: 'true',
    })
    expect(replaced.body).toMatchObject({ created: 1, updated: 0, removed: 3 })
    const left = await pricingOf(target)
    expect(left.map((row) => [row.airport?.code, row.departureDate])).toEqual([
      ['MAN', '2027-11-01'],
      ['LGW', '2027-11-22'],
    ])
    expect(manchester.id).toBeGreaterThan(0)
  })

  it('imports the downloaded template as it is', async () => {
    const template = await send('GET', '/api/pricing/template.csv')
    expect(template.headers.get('content-disposition')).toMatch(/pricing-template\.csv/)
    const target = (await createPackage(server.db, { title: 'Amalfi', duration: 7 })).id
    const { status, body } = await importCsv(await template.text(), { packageId: String(target) })
    expect(status).toBe(200)
    expect(body.created).toBeGreaterThanOrEqual(6)
    const airportsUsed = new Set((await pricingOf(target)).map((row) => row.airport?.code))
    expect(airportsUsed.size).toBeGreaterThanOrEqual(2)
  })

  it('answers 404 for a package that does not exist', async () => {
    const { status, body } = await importCsv('airport_code,departureDate,price\nLGW,2027-12-01,900\n', {
      packageId: '999999',
    })
    expect(status).toBe(404)
    expect(body).toEqual({ error: 'Travel package not found.' })
  })

  it('needs a CSV file', async () => {
    const form = new FormData()
    form.set('packageId', String(packageId))
    const response = await fetch(server.url('/api/pricing/import'), {
      method: 'POST',
      headers: { cookie },
      body: form,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'Please select a CSV file' })
  })
})
