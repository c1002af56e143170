import type { Airport, PricingOption } from '#app/lib/catalogue'

export const GATWICK: Airport = { id: 3, code: 'LGW', name: 'London Gatwick', city: 'London' }

let nextId = 1

/** A pricing option as the API sends it, for unit tests of the pure rules. */
export function pricingOption(
  values: Partial<PricingOption> & { departureDate: string; price: string },
): PricingOption {
  const airport = values.airport === undefined ? GATWICK : values.airport
  return {
    id: nextId++,
    packageId: 1,
    returnDate: null,
    discountedPrice: null,
    availableSeats: null,
    isAvailable: true,
    ...values,
    airport,
    airportId: values.airportId === undefined ? (airport?.id ?? null) : values.airportId,
  }
}
