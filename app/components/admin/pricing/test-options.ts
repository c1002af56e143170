import type { Airport, PricingOption } from '#app/lib/catalogue'

/** Airports and options for the pricing tests: only the fields a test cares about need naming. */
export const GATWICK: Airport = { id: 1, code: 'LGW', name: 'London Gatwick', city: 'London' }
export const MANCHESTER: Airport = { id: 5, code: 'MAN', name: 'Manchester', city: 'Manchester' }
export const BRISTOL: Airport = { id: 7, code: 'BRS', name: 'Bristol', city: null }

let nextId = 100

export function option(overrides: Partial<PricingOption> & { departureDate: string }): PricingOption {
  const airport = overrides.airport === undefined ? GATWICK : overrides.airport
  return {
    id: nextId++,
    packageId: 1,
    airportId: airport?.id ?? null,
    airport,
    returnDate: null,
    price: '999.00',
    discountedPrice: null,
    availableSeats: null,
    isAvailable: true,
    ...overrides,
  }
}
