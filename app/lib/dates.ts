// English names written out: the pages need only these few formats, and date-fns's formatter and locale
// would add 5 KB of script to every public page. The admin keeps date-fns for its date pickers.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** 'June 2026'. */
export const monthAndYear = (date: Date) => `${MONTHS[date.getMonth()]} ${date.getFullYear()}`

/** 'Friday'. */
export const weekdayName = (date: Date) => WEEKDAYS[date.getDay()] ?? ''

/** '2026-06', the month's key in links and searches. */
export const isoMonth = (date: Date) => `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}`

export function ordinal(day: number): string {
  const lastTwo = day % 100
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`
  const suffix = ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'
  return `${day}${suffix}`
}

// Local dates are built from the parts so a calendar date never moves a day in a UTC-behind time zone.
function buildLocalDate(year: number, month: number, day: number): Date | null {
  const date = new Date(2000, 0, 1)
  date.setFullYear(year, month - 1, day)
  const matches = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
  return matches ? date : null
}

/**
 * Reads 'YYYY-MM-DD' (a trailing time is ignored, keeping the calendar date as written) or 'DD/MM/YYYY'.
 * Impossible dates such as 31/02/2026 give null instead of rolling over into March.
 */
export function parseDepartureDate(text: string): Date | null {
  const value = text.trim()
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value)
  if (iso) return buildLocalDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  const british = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value)
  if (british) return buildLocalDate(Number(british[3]), Number(british[2]), Number(british[1]))
  return null
}

/**
 * 'Friday 5th June 2026', the long date of the calendars and the selected departure; with `comma`, 'Friday, 5th June 2026', as the
 * reservation summary writes it. The raw text when it is not a date the site knows.
 */
export function formatDepartureLong(text: string | null | undefined, { comma = false } = {}): string {
  if (!text?.trim()) return 'No date selected'
  const date = parseDepartureDate(text)
  if (!date) return text
  return `${weekdayName(date)}${comma ? ',' : ''} ${ordinal(date.getDate())} ${monthAndYear(date)}`
}

/**
 * A calendar day button's name: the number it shows and anything else it shows first, then the whole date,
 * '5, £499 per person, Friday 5th June 2026'. Someone using speech input says what they see, so the name
 * must hold the visible text as it reads (WCAG 2.5.3); a screen reader still hears which day it is.
 */
export function calendarDayName(iso: string, shown?: string): string {
  const date = parseDepartureDate(iso)
  if (!date) return iso
  return [String(date.getDate()), shown, formatDepartureLong(iso)].filter(Boolean).join(', ')
}

/** '5 June 2026'; the raw text when it is not a date. */
export function formatBritishDate(iso: string): string {
  const date = parseDepartureDate(iso)
  return date ? `${date.getDate()} ${monthAndYear(date)}` : iso
}

/** '05 Jun 2026', as the admin pricing table shows dates; the raw text when it is not a date. */
export function formatShortDate(iso: string): string {
  const date = parseDepartureDate(iso)
  return date
    ? `${twoDigits(date.getDate())} ${MONTHS[date.getMonth()]?.slice(0, 3)} ${date.getFullYear()}`
    : iso
}

export function toIsoDate(date: Date): string {
  return `${isoMonth(date)}-${twoDigits(date.getDate())}`
}

/** A year a departure or a review can fall in; PostgreSQL has no year 0, and year 9999 is a typing slip. */
export const isSensibleYear = (year: number) => year >= 1900 && year <= 2200
