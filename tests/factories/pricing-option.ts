import type { Airport, PricingOption } from '#app/lib/catalogue'

export const MANCHESTER: Airport = { id: 1, code: 'MAN', name: 'Manchester', city: 'Manchester' }
export const BIRMINGHAM: Airport = { id: 2, code: 'BHX', name: 'Birmingham', city: 'Birmingham' }
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

/** A departure from Manchester: the calendar tests' usual airport. */
export const manchesterOption = (departureDate: string, price: string, extra: Partial<PricingOption> = {}) =>
  pricingOption({ airport: MANCHESTER, departureDate, price, ...extra })
