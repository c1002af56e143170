/**
 * The calendar rules of a booking (issue 39), on 'YYYY-MM-DD' days: the site's Terms ask for the balance
 * 12 weeks before departure, and the full price from anyone booking within those 12 weeks. Days are
 * counted in UTC from the calendar dates themselves, so a clock change never moves a due date.
 */

/** 12 weeks: when the balance is due, and within which the full price is due on booking. */
export const BALANCE_DUE_DAYS = 84

const DAY_MS = 24 * 60 * 60 * 1000

const dayNumber = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number)
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) / DAY_MS
}

const fromDayNumber = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10)

/** Whole days from `today` to `departure`: 0 on the day itself, negative once it has gone. */
export const daysBeforeDeparture = (today: string, departure: string) =>
  dayNumber(departure) - dayNumber(today)

/** The day the balance is due: 84 days before departure. */
export const balanceDueDate = (departure: string) => fromDayNumber(dayNumber(departure) - BALANCE_DUE_DAYS)

/** Whether the full price is due when booking: the balance would already be due (on or after its day). */
export const isWithinFullPaymentWindow = (today: string, departure: string) =>
  daysBeforeDeparture(today, departure) <= BALANCE_DUE_DAYS

/** The day it is at the agency, in London, for the day-counting rules above. */
export const agencyDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Europe/London' })

/**
 * When an unpaid booking's seats go back: `holdMinutes` from now, but never after the departure's own day
 * has begun (midnight UTC): seats still unpaid on the day of the flight are not held for it.
 */
export function holdExpiresAt(now: Date, holdMinutes: number, departure: string): Date {
  const held = now.getTime() + holdMinutes * 60_000
  return new Date(Math.min(held, dayNumber(departure) * DAY_MS))
}
