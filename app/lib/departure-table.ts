import type { Airport, Departure } from './catalogue'

/**
 * A package's departures as the package page ships them: one short row each, with every airport listed once.
 * As whole objects, each repeating its airport, a year of departures made the page's HTML four times larger
 * than everything else on it.
 */
export type DepartureTable = {
  airports: Airport[]
  /** id, index in `airports` (-1 for no airport), departure date, price, discounted price, seats, available. */
  rows: Array<[number, number, string, string, string | null, number | null, boolean]>
}

export function packDepartures(departures: Departure[]): DepartureTable {
  const airports: Airport[] = []
  const indexOf = new Map<number, number>()
  const rows = departures.map((departure): DepartureTable['rows'][number] => {
    const { airport } = departure
    let index = -1
    if (airport) {
      index = indexOf.get(airport.id) ?? airports.push(airport) - 1
      indexOf.set(airport.id, index)
    }
    return [
      departure.id,
      index,
      departure.departureDate,
      departure.price,
      departure.discountedPrice,
      departure.availableSeats,
      departure.isAvailable,
    ]
  })
  return { airports, rows }
}

export function unpackDepartures({ airports, rows }: DepartureTable): Departure[] {
  return rows.map(([id, index, departureDate, price, discountedPrice, availableSeats, isAvailable]) => {
    const airport = airports[index] ?? null
    return {
      id,
      airportId: airport?.id ?? null,
      airport,
      departureDate,
      price,
      discountedPrice,
      availableSeats,
      isAvailable,
    }
  })
}
