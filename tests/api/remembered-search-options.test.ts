import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#app/db/client.server'
import { toIsoDate } from '#app/lib/dates'
import { rememberedSearchOptions } from '#app/services/search/remembered-options.server'
import {
  createAirport,
  createDestination,
  createPackage,
  createPricingOption,
} from '#tests/factories/catalogue'
import { createTestDatabase } from '#tests/setup/test-database'

let database: DatabaseHandle
let packageId: number
const today = new Date()
const tomorrow = new Date(today.getTime() + 86_400_000)
const inSixWeeks = toIsoDate(new Date(today.getTime() + 42 * 86_400_000))

beforeAll(async () => {
  database = await createTestDatabase()
  const destination = await createDestination(database.db, { name: 'Verona' })
  packageId = (await createPackage(database.db, { destinationId: destination.id })).id
  await departFrom('AAA')
})

afterAll(() => database.close())

/** A bookable departure in six weeks from a new airport, written straight to the database: nobody announces it. */
async function departFrom(code: string) {
  const airport = await createAirport(database.db, { code, name: `Airport ${code}` })
  await createPricingOption(database.db, { packageId, airportId: airport.id, departureDate: inSixWeeks })
}

const codes = async (reading: Promise<{ airports: Array<{ code: string }> }>) =>
  (await reading).airports.map((airport) => airport.code)

describe('the search options a server keeps', () => {
  it('reads once a day, and again once the catalogue is said to have changed', async () => {
    const options = rememberedSearchOptions(database.db)
    const first = options.load(today)
    expect(await codes(first)).toEqual(['AAA'])

    await departFrom('BBB')
    expect(options.load(today)).toBe(first)
    expect(await codes(options.load(today))).toEqual(['AAA'])

    options.forget()
    expect(await codes(options.load(today))).toEqual(['AAA', 'BBB'])

    await departFrom('CCC')
    expect(await codes(options.load(tomorrow))).toEqual(['AAA', 'BBB', 'CCC'])
  })
})
