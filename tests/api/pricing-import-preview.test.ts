import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PricingOption } from '#app/lib/catalogue'
import type { ImportAnswer } from '#app/lib/pricing-import'
import type { AuditEntry } from '#app/lib/staff'
import { createAirport, createPackage, createPricingOption } from '#tests/factories/catalogue'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let cookie: string
let gatwick: { id: number }

beforeAll(async () => {
  server = await startTestServer()
  cookie = await signIn(server)
  gatwick = await createAirport(server.db, { code: 'LGW', name: 'London Gatwick' })
  await createAirport(server.db, { code: 'MAN', name: 'Manchester' })
})

afterAll(() => server.close())

const HEADER = 'airport_code,departureDate,price,discountedPrice,availableSeats,isAvailable'

async function importCsv(packageId: number, lines: string[], fields: Record<string, string> = {}) {
  const form = new FormData()
  form.set('packageId', String(packageId))
  form.set('airportId', fields.airportId ?? '')
  form.set('replaceExisting', fields.replaceExisting ?? 'false')
  if (fields.dryRun) form.set('dryRun', fields.dryRun)
  form.set('csv', new Blob([[HEADER, ...lines].join('\n')], { type: 'text/csv' }), 'prices.csv')
  const response = await fetch(server.url('/api/pricing/import'), {
    method: 'POST',
    headers: { cookie },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as ImportAnswer & { error?: string } }
}

async function pricesOf(packageId: number) {
  const response = await adminRequest(server, cookie)('GET', `/api/travel-packages/${packageId}/pricing`)
  const options = (await response.json()) as PricingOption[]
  return options.map((option) => [
    option.departureDate,
    option.price,
    option.discountedPrice,
    option.availableSeats,
    option.isAvailable,
  ])
}

/** A package with two Gatwick departures on sale, one of them discounted to £649. */
async function packageOnSale() {
  const pkg = await createPackage(server.db, { duration: 4 })
  const on = (departureDate: string, values: Record<string, unknown>) =>
    createPricingOption(server.db, { packageId: pkg.id, airportId: gatwick.id, departureDate, ...values })
  await on('2031-06-01', { price: '799.00', discountedPrice: '649.00', availableSeats: 10 })
  await on('2031-06-08', { price: '799.00', availableSeats: 6 })
  return pkg.id
}

describe('a dry run of a price import', () => {
  it('says what happens to each row, with each changed field before and after, and writes nothing', async () => {
    const packageId = await packageOnSale()
    const before = await pricesOf(packageId)
    const { status, body } = await importCsv(
      packageId,
      [
        'LGW,2031-06-01,829,none,10,true',
        'LGW,08/06/2031,799.00,,6,',
        'LGW,2031-06-15,899,,,',
        'XYZ,2031-06-22,899,,,',
        'LGW,2031-06-29,free,,,',
      ],
      { dryRun: 'true' },
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({ created: 1, updated: 1, unchanged: 1, removed: 0, errors: 2, dryRun: true })
    expect(body.rows).toEqual([
      {
        row: 2,
        airport: 'LGW',
        departureDate: '2031-06-01',
        action: 'update',
        values: { price: '829.00', discountedPrice: null, availableSeats: 10, isAvailable: true },
        changes: [
          { field: 'price', before: '799.00', after: '829.00' },
          { field: 'discountedPrice', before: '649.00', after: null },
        ],
      },
      expect.objectContaining({ row: 3, departureDate: '2031-06-08', action: 'unchanged' }),
      {
        row: 4,
        airport: 'LGW',
        departureDate: '2031-06-15',
        action: 'create',
        values: { price: '899.00', discountedPrice: null, availableSeats: null, isAvailable: true },
      },
      {
        row: 5,
        airport: 'XYZ',
        departureDate: '2031-06-22',
        action: 'error',
        message: 'Unknown airport code "XYZ"',
      },
      expect.objectContaining({ row: 6, airport: 'LGW', departureDate: '2031-06-29', action: 'error' }),
    ])
    expect(await pricesOf(packageId)).toEqual(before)
  })

  it('lists the departures that replacing would delete', async () => {
    const packageId = await packageOnSale()
    const { body } = await importCsv(packageId, [',2031-06-01,799,649,10,true'], {
      airportId: String(gatwick.id),
      replaceExisting: 'true',
      dryRun: 'true',
    })
    expect(body).toMatchObject({ created: 0, updated: 0, unchanged: 1, removed: 1 })
    expect(body.rows).toEqual([expect.objectContaining({ row: 2, airport: 'LGW', action: 'unchanged' })])
    expect(body.removals).toEqual([{ airport: 'LGW', departureDate: '2031-06-08', price: '799.00' }])
  })

  it('is refused like an import when the file as a whole cannot be read', async () => {
    const packageId = await packageOnSale()
    const form = new FormData()
    form.set('packageId', String(packageId))
    form.set('dryRun', 'true')
    form.set('csv', new Blob(['airport_code,price\nLGW,799\n'], { type: 'text/csv' }), 'prices.csv')
    const response = await fetch(server.url('/api/pricing/import'), {
      method: 'POST',
      headers: { cookie },
      body: form,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      details: [expect.objectContaining({ row: 1, message: 'Missing column: departureDate' })],
    })
  })

  it('is a preview in the activity log, and the import an import', async () => {
    const packageId = await packageOnSale()
    const newest = async () => {
      const response = await adminRequest(server, cookie)('GET', '/api/audit-log?limit=1')
      return ((await response.json()) as AuditEntry[])[0]
    }
    await importCsv(packageId, ['LGW,2031-06-01,829,,,', 'LGW,2031-06-40,829,,,'], { dryRun: 'true' })
    expect(await newest()).toMatchObject({
      action: 'preview',
      thingId: packageId,
      summary:
        'Previewed a CSV file, saving nothing: 0 added, 1 changed, 0 unchanged, 0 removed; 1 row needs fixing.',
    })
    await importCsv(packageId, ['LGW,2031-06-01,829,,,'])
    expect(await newest()).toMatchObject({
      action: 'import',
      summary: 'Imported a CSV file: 0 added, 1 changed, 0 unchanged, 0 removed.',
    })
  })
})

describe('an import’s blank cells', () => {
  it('keep the stored discount, seats and availability; 0, none or - remove a discount or a seat count', async () => {
    const packageId = await packageOnSale()
    const kept = await importCsv(packageId, ['LGW,2031-06-01,829,,,', 'LGW,2031-06-08,829,,-,false'])
    expect(kept.body).toMatchObject({ created: 0, updated: 2, unchanged: 0 })
    expect(await pricesOf(packageId)).toEqual([
      ['2031-06-01', '829.00', '649.00', 10, true],
      ['2031-06-08', '829.00', null, null, false],
    ])
    for (const removal of ['0', '-', 'None', '£0.00']) {
      await importCsv(packageId, ['LGW,2031-06-01,829,649,,'])
      await importCsv(packageId, [`LGW,2031-06-01,829,${removal},,`])
      expect((await pricesOf(packageId))[0], removal).toEqual(['2031-06-01', '829.00', null, 10, true])
    }
  })

  it('give a new departure no discount, no seat count, and put it on sale', async () => {
    const packageId = (await createPackage(server.db)).id
    await importCsv(packageId, ['LGW,2031-07-01,829,,,'])
    expect(await pricesOf(packageId)).toEqual([['2031-07-01', '829.00', null, null, true]])
  })

  it('write nothing for a row that changes nothing, so its price history stays quiet', async () => {
    const packageId = await packageOnSale()
    const { body } = await importCsv(packageId, ['LGW,2031-06-08,799,,6,true'])
    expect(body).toMatchObject({ created: 0, updated: 0, unchanged: 1 })
    const history = await adminRequest(server, cookie)('GET', `/api/pricing/history?packageId=${packageId}`)
    expect(await history.json()).toEqual([])
  })
})
