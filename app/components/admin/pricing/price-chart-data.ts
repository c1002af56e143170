import { ALL_AIRPORTS_LABEL, airportCodeLabel } from '#app/lib/airport-labels'
import { parseDepartureDate } from '#app/lib/dates'
import { displayPrice, formatPounds, toPence } from '#app/lib/money'
import type { PricingTableGroup } from './pricing-groups'
import { formatOptionDate } from './pricing-groups'

/** One departure on the chart; prices in pounds, null where the line should break. */
export type ChartPoint = {
  /** Local midnight of the departure, so the x axis spaces dates as the calendar does. */
  time: number
  date: string
  /** Null when the date is unavailable: the line shows a gap there (SPEC: unavailable dates as gaps). */
  price: number | null
  discounted: number | null
}

export type ChartSeries = { key: string; name: string; color: string; points: ChartPoint[] }

// Distinct at a glance and readable on white; the brand's lagoon first, then colours far from it.
const COLOURS = ['#0f766e', '#c2410c', '#6d28d9', '#b91c1c', '#1d4ed8', '#a16207', '#be185d', '#15803d']

const pounds = (amount: string) => toPence(amount) / 100

/** One series per departure airport, in the table's order, each point a departure date. */
export function chartSeries(groups: PricingTableGroup[]): ChartSeries[] {
  return groups.map((group, index) => ({
    key: group.key,
    name: group.airport ? airportCodeLabel(group.airport) : ALL_AIRPORTS_LABEL,
    color: COLOURS[index % COLOURS.length] as string,
    points: group.options.flatMap((option) => {
      const day = parseDepartureDate(option.departureDate)
      if (!day) return []
      return [
        {
          time: day.getTime(),
          date: option.departureDate.slice(0, 10),
          price: option.isAvailable ? pounds(option.price) : null,
          discounted: option.isAvailable && option.discountedPrice ? pounds(option.discountedPrice) : null,
        },
      ]
    }),
  }))
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/**
 * The chart in one or two sentences, for screen readers and as its caption: 'From £899.00 to £1,299.00
 * across 12 departures from 2 airports; cheapest 05 Jun 2026 from London Gatwick.' Prices are what a
 * visitor pays, the discount counting when there is one (SPEC 9).
 */
export function chartSummary(groups: PricingTableGroup[]): string {
  const all = groups.flatMap((group) =>
    group.options.map((option) => ({ option, from: group.airport?.name ?? 'any airport' })),
  )
  if (all.length === 0) return 'No departures to chart yet.'
  const open = all
    .filter(({ option }) => option.isAvailable)
    .map((entry) => ({ ...entry, pence: toPence(displayPrice(entry.option)) }))
  const closed = all.length - open.length
  if (open.length === 0)
    return all.length === 1
      ? 'The only departure is unavailable.'
      : `All ${all.length} departures are unavailable.`

  const cheapest = open.reduce((best, entry) => (entry.pence < best.pence ? entry : best))
  const dearest = Math.max(...open.map((entry) => entry.pence))
  const discounted = open.filter(({ option }) => option.discountedPrice !== null).length
  const airports = new Set(open.map((entry) => entry.from)).size
  const range =
    cheapest.pence === dearest
      ? `All at ${formatPounds(dearest)}`
      : `From ${formatPounds(cheapest.pence)} to ${formatPounds(dearest)}`
  const sentences = [
    `${range} across ${plural(open.length, 'departure')} ` +
      `from ${plural(airports, 'airport')}; cheapest ${formatOptionDate(cheapest.option.departureDate)} from ${cheapest.from}.`,
  ]
  if (discounted > 0) sentences.push(`${plural(discounted, 'departure')} discounted.`)
  if (closed > 0)
    sentences.push(`${plural(closed, 'unavailable date')} shown as ${closed === 1 ? 'a gap' : 'gaps'}.`)
  return sentences.join(' ')
}
