import { isoMonth, monthAndYear } from './dates'

/**
 * The search's filters, in the order pages list them. Here, with no validation library beside them, so the
 * pages' own code can use them without shipping the schema (`app/schemas/package-search.ts`) to browsers.
 */
export const SEARCH_FIELDS = ['destination', 'month', 'duration', 'airport'] as const

export type SearchField = (typeof SEARCH_FIELDS)[number]

/** SPEC section 9 duration bands, with the values the offers search understands and the nights they cover. */
export const DURATION_BANDS = [
  { value: '2-3', label: '2-3 nights', minNights: 2, maxNights: 3 },
  { value: '4-6', label: '4-6 nights', minNights: 4, maxNights: 6 },
  { value: '7', label: '7 nights', minNights: 7, maxNights: 7 },
  { value: '8-13', label: '8-13 nights', minNights: 8, maxNights: 13 },
  { value: '14+', label: '14+ nights', minNights: 14, maxNights: null },
] as const

export type DurationBand = (typeof DURATION_BANDS)[number]['value']

export const DURATION_VALUES = DURATION_BANDS.map((band) => band.value) as [DurationBand, ...DurationBand[]]

export function durationBand(value: DurationBand) {
  return DURATION_BANDS.find((band) => band.value === value) ?? DURATION_BANDS[0]
}

/** The first day of a `YYYY-MM` month and of the month after, as `YYYY-MM-DD`, for a half-open range. */
export function monthBounds(value: string): { first: string; next: string } {
  const [year = 1970, month = 1] = value.split('-').map(Number)
  const after = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`
  return { first: `${value}-01`, next: `${after}-01` }
}

/** 'May 2027' for '2027-05'. */
export function monthLabel(value: string): string {
  const [year, month] = value.split('-').map(Number)
  return monthAndYear(new Date(year ?? 1970, (month ?? 1) - 1, 1))
}

/** The next twelve months from `today`, valued `YYYY-MM` and labelled like 'March 2027'. */
export function nextTwelveMonths(today: Date): { value: string; label: string }[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = new Date(today.getFullYear(), today.getMonth() + index, 1)
    return { value: isoMonth(month), label: monthAndYear(month) }
  })
}
