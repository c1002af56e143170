import { randomUUID } from 'node:crypto'
import type { Database } from '#app/db/client.server'
import type { BookingSettingsInput } from '#app/schemas/booking'
import { saveBookingSettings } from '#app/services/bookings/booking-settings.server'
import type { TestServer } from '#tests/setup/test-server'
import { createAirport, createPackage, createPricingOption } from './catalogue'
import { anotherVisitor } from './enquiries'

/** Online booking on, as an owner would turn it on, with the default deposit and hold unless said. */
export const openBooking = (db: Database, settings: BookingSettingsInput = {}) =>
  saveBookingSettings(db, { enabled: true, ...settings })

/** A published package with one departure from a new airport, far enough ahead for a deposit. */
export async function createDeparture(
  db: Database,
  values: {
    departureDate?: string
    price?: string
    discountedPrice?: string | null
    availableSeats?: number | null
  } = {},
) {
  const pkg = await createPackage(db, { status: 'published' })
  const airport = await createAirport(db)
  const option = await createPricingOption(db, {
    packageId: pkg.id,
    airportId: airport.id,
    departureDate: values.departureDate ?? '2031-06-01',
    price: values.price ?? '800.00',
    discountedPrice: values.discountedPrice ?? null,
    availableSeats: values.availableSeats === undefined ? 10 : values.availableSeats,
  })
  return { pkg, airport, option }
}

type Departure = Awaited<ReturnType<typeof createDeparture>>

export const traveller = (firstName: string, dateOfBirth = '1980-04-02') => ({
  firstName,
  surname: 'Rossi',
  dateOfBirth,
})

/** A booking of `departure` as the reservation page sends it, for `travellers` people. */
export function bookingBody({ pkg, airport, option }: Departure, travellers = 2, overrides: object = {}) {
  return {
    packageId: pkg.id,
    date: option.departureDate,
    airport: airport.code,
    travellers: ['Maria', 'Luca', 'Sofia', 'Marco', 'Giulia', 'Paolo', 'Anna', 'Pietro', 'Elena', 'Dario']
      .slice(0, travellers)
      .map((name) => traveller(name)),
    contact: {
      email: 'maria.rossi@example.com',
      phone: '020 7946 0999',
      address: { line1: '12 High Street', town: 'Bristol', postcode: 'bs1 4dj' },
    },
    payment: 'deposit',
    acceptTerms: true,
    ...overrides,
  }
}

/** Posts a booking from a visitor of its own (so the per-IP limit is not what a test meets). */
export const postBooking = (server: TestServer, body: unknown, key: string | null = randomUUID()) =>
  fetch(server.url('/api/bookings'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...anotherVisitor(),
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify(body),
  })
