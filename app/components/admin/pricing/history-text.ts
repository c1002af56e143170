import type { PriceSnapshot } from '#app/lib/catalogue'
import { formatOptionDate, formatPrice, formatSeats } from './pricing-groups'
import type { PriceHistoryEntry } from './pricing-queries'

/** One line of a history entry: a field and its value before and/or after. */
export type HistoryChange = { label: string; from: string | null; to: string | null }

export type HistoryText = {
  /** 'Created', 'Updated', 'Deleted', or how an import touched the option. */
  action: string
  /** Which option: its departure date and airport, as they were last known. */
  subject: string
  changes: HistoryChange[]
}

type AirportName = (airportId: number | null) => string

const FIELDS: Array<{
  key: keyof PriceSnapshot
  label: string
  show: (value: never, airport: AirportName) => string
}> = [
  { key: 'airportId', label: 'Airport', show: (id: number | null, airport) => airport(id) },
  { key: 'departureDate', label: 'Departure', show: (date: string) => formatOptionDate(date) },
  { key: 'returnDate', label: 'Return', show: (date: string | null) => formatOptionDate(date) },
  { key: 'price', label: 'Price', show: (price: string) => formatPrice(price) },
  { key: 'discountedPrice', label: 'Discounted', show: (price: string | null) => formatPrice(price) },
  { key: 'availableSeats', label: 'Seats', show: (seats: number | null) => formatSeats(seats) },
  { key: 'isAvailable', label: 'Status', show: (flag: boolean) => (flag ? 'Available' : 'Unavailable') },
]

function actionLabel(entry: PriceHistoryEntry): string {
  if (entry.action === 'create') return 'Created'
  if (entry.action === 'update') return 'Updated'
  if (entry.action === 'delete') return 'Deleted'
  if (!entry.newValues) return 'Removed by import'
  return entry.oldValues ? 'Updated by import' : 'Created by import'
}

/**
 * A history entry in words for staff: what happened to which date, and each value before and after.
 * A change lists only the fields that differ (as shown, so '999' and '999.00' are no change); a creation
 * lists the new values and a deletion the last ones.
 */
export function describeHistory(entry: PriceHistoryEntry, airport: AirportName): HistoryText {
  const { oldValues: before, newValues: after } = entry
  const latest = after ?? before
  const subject = latest
    ? `${formatOptionDate(latest.departureDate)}, ${airport(latest.airportId)}`
    : 'Unknown date'
  const changes: HistoryChange[] = []
  for (const field of FIELDS) {
    const show = (values: PriceSnapshot | null) =>
      values ? field.show(values[field.key] as never, airport) : null
    const from = show(before)
    const to = show(after)
    if (from !== to) changes.push({ label: field.label, from, to })
  }
  return { action: actionLabel(entry), subject, changes }
}

/** 'Price: £999.00 → £899.00', 'Price: £999.00' (new) or 'Price: was £999.00' (deleted). */
export function changeText({ label, from, to }: HistoryChange): string {
  if (from !== null && to !== null) return `${label}: ${from} → ${to}`
  if (to !== null) return `${label}: ${to}`
  return `${label}: was ${from}`
}
