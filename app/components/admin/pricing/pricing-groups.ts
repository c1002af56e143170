import { airportGroupLabel } from '#app/lib/airport-labels'
import type { PricingOption } from '#app/lib/catalogue'
import { formatShortDate } from '#app/lib/dates'
import { formatPounds, toPence } from '#app/lib/money'
import { type AirportGroup, groupByAirport } from '#app/lib/pricing-calendar'

/** One airport's options in SPEC 2's Pricing tab: its label and the options merged into table rows. */
export type PricingTableGroup = AirportGroup<PricingOption> & {
  airportId: number | null
  label: string
  rows: MergedRow[]
}

/** Options with the same price, discount, seats and availability, shown as one table row. */
export type MergedRow = {
  key: string
  price: string
  discountedPrice: string | null
  availableSeats: number | null
  isAvailable: boolean
  /** Sorted by departure date, so the tooltip and the edit dialog list them in calendar order. */
  options: PricingOption[]
}

/** '£1,299.00'; a dash for no amount, so an empty cell still reads as 'none'. */
export function formatPrice(amount: string | null): string {
  return amount === null ? '—' : formatPounds(toPence(amount))
}

/** Seats as a number; '—' when not limited. */
export function formatSeats(seats: number | null): string {
  return seats === null ? '—' : String(seats)
}

/** '05 Jun 2026'; a dash for no date. */
export function formatOptionDate(date: string | null): string {
  return date ? formatShortDate(date) : '—'
}

const byDeparture = (a: PricingOption, b: PricingOption) => a.departureDate.localeCompare(b.departureDate)

// Prices are compared as pence, so '999' and '999.00' from different writers still merge.
const pence = (amount: string | null) => (amount === null ? null : toPence(amount))

function mergeKey(option: PricingOption): string {
  return [pence(option.price), pence(option.discountedPrice), option.availableSeats, option.isAvailable].join(
    '|',
  )
}

/** SPEC 2: identical price, discounted price, seats and availability make one row; rows sorted by price. */
export function mergeRows(options: PricingOption[]): MergedRow[] {
  const rows = new Map<string, MergedRow>()
  for (const option of [...options].sort(byDeparture)) {
    const key = mergeKey(option)
    const row = rows.get(key)
    if (row) row.options.push(option)
    else
      rows.set(key, {
        key,
        price: option.price,
        discountedPrice: option.discountedPrice,
        availableSeats: option.availableSeats,
        isAvailable: option.isAvailable,
        options: [option],
      })
  }
  // Equal prices (say, one with a discount and one without) keep calendar order, so the table never jumps.
  // Each price is read once, not at every comparison.
  return [...rows.values()]
    .map((row) => ({ row, pence: toPence(row.price) }))
    .sort(
      (a, b) =>
        a.pence - b.pence ||
        byDeparture(a.row.options[0] as PricingOption, b.row.options[0] as PricingOption),
    )
    .map(({ row }) => row)
}

/** SPEC 2: one group per departure airport, 'All Airports' (no airport) first, the others by airport name. */
export function pricingTableGroups(options: PricingOption[]): PricingTableGroup[] {
  return groupByAirport(options, 'first').map((group) => ({
    ...group,
    airportId: group.airport?.id ?? null,
    label: airportGroupLabel(group.airport),
    rows: mergeRows(group.options),
  }))
}
