import { addMonths, endOfMonth } from 'date-fns'
import { isoMonth, monthAndYear, toIsoDate } from '#app/lib/dates'

/** A calendar month, 'YYYY-MM': the range of departures the Pricing tab shows at once. */
export type PricingMonth = string

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/

/** The month as a local date on its first day; null for text that is not 'YYYY-MM'. */
function firstDay(month: PricingMonth): Date | null {
  const match = MONTH_PATTERN.exec(month)
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, 1) : null
}

export const isPricingMonth = (text: string): text is PricingMonth => firstDay(text) !== null

/** The month's first and last days, both included, as the pricing API's `from` and `to`. */
export function monthRange(month: PricingMonth): { from: string; to: string } {
  const start = firstDay(month) ?? new Date()
  return { from: toIsoDate(start), to: toIsoDate(endOfMonth(start)) }
}

/** The month `count` months later (earlier when negative). */
export const shiftMonth = (month: PricingMonth, count: number): PricingMonth =>
  isoMonth(addMonths(firstDay(month) ?? new Date(), count))

/** 'March 2027'. */
export const monthName = (month: PricingMonth) => monthAndYear(firstDay(month) ?? new Date())

/** The months that 'YYYY-MM-DD' dates fall in, each once, in calendar order. */
export const monthsOf = (dates: readonly string[]): PricingMonth[] =>
  [...new Set(dates.map((date) => date.slice(0, 7)))].sort()
