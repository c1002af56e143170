import type { Airport, Departure } from './catalogue'
import { parseDepartureDate, toIsoDate } from './dates'

/**
 * A package's departures as the package page ships them, inside its HTML: every airport listed once and
 * one short line per departure. As whole objects, each repeating its airport, a year of departures made the
 * page's HTML four times larger than everything else on it.
 */
export type DepartureTable = {
  airports: Airport[]
  /** The date day numbers count from. */
  from: string
  /**
   * One line per departure, separated by ';': id, index in `airports` (empty for none), days after
   * `from`, price, discounted price (empty for none), seats (empty when not known), 1 or 0 for available.
   * Prices drop a '.00'.
   */
  lines: string
}

const DAY_MS = 24 * 60 * 60 * 1000

const shortMoney = (amount: string) => amount.replace(/\.00$/, '')
const fullMoney = (amount: string) => (amount.includes('.') ? amount : `${amount}.00`)

/** Whole days between two local calendar dates; rounding absorbs a clock change in between. */
const daysBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / DAY_MS)

export function packDepartures(departures: Departure[]): DepartureTable {
  const airports: Airport[] = []
  const indexOf = new Map<number, number>()
  const dated = departures.flatMap((departure) => {
    const date = parseDepartureDate(departure.departureDate)
    return date ? [{ departure, date }] : []
  })
  const first = dated.reduce<Date | null>(
    (earliest, { date }) => (!earliest || date < earliest ? date : earliest),
    null,
  )
  const lines = dated.map(({ departure, date }) => {
    const { airport } = departure
    let index = ''
    if (airport) {
      const known = indexOf.get(airport.id) ?? airports.push(airport) - 1
      indexOf.set(airport.id, known)
      index = String(known)
    }
    return [
      departure.id,
      index,
      first ? daysBetween(first, date) : 0,
      shortMoney(departure.price),
      departure.discountedPrice === null ? '' : shortMoney(departure.discountedPrice),
      departure.availableSeats ?? '',
      departure.isAvailable ? 1 : 0,
    ].join(',')
  })
  return { airports, from: first ? toIsoDate(first) : '', lines: lines.join(';') }
}

export function unpackDepartures({ airports, from, lines }: DepartureTable): Departure[] {
  const start = parseDepartureDate(from)
  if (!start || !lines) return []
  return lines.split(';').map((line) => {
    const [id = '', index = '', day = '', price = '', discounted = '', seats = '', available = ''] =
      line.split(',')
    const airport = index === '' ? null : (airports[Number(index)] ?? null)
    return {
      id: Number(id),
      airportId: airport?.id ?? null,
      airport,
      departureDate: toIsoDate(
        new Date(start.getFullYear(), start.getMonth(), start.getDate() + Number(day)),
      ),
      price: fullMoney(price),
      discountedPrice: discounted === '' ? null : fullMoney(discounted),
      availableSeats: seats === '' ? null : Number(seats),
      isAvailable: available === '1',
    }
  })
}
