import { formatPounds, toPence } from '#app/lib/money'

/** The owner's switch and rules for online booking, as `GET /api/settings/booking` answers them (decision 63). */
export type BookingSettings = { enabled: boolean; depositPerPerson: string; holdMinutes: number }

/** Off, £100 a person, a day's hold: what an agency has before its owner has saved anything. */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  enabled: false,
  depositPerPerson: '100.00',
  holdMinutes: 1440,
}

/** '90 minutes', '2 hours', '3 days': how long an unpaid booking keeps its seats. */
export function holdInWords(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`
  const hours = minutes / 60
  if (hours > 48 && hours % 24 === 0) return `${hours / 24} days`
  return hours === 1 ? '1 hour' : `${hours} hours`
}

/** What a visitor is told of these settings, for the owner to read before saving them. */
export function whatVisitorsSee(settings: BookingSettings): string {
  if (!settings.enabled) {
    return 'Visitors cannot book online: the reservation page asks them to call you, as it does now.'
  }
  return `Visitors can book a departure online. They pay a non-refundable deposit of ${formatPounds(toPence(settings.depositPerPerson))} per person (the full price within 12 weeks of departure), and their seats are held for ${holdInWords(settings.holdMinutes)} until it is paid.`
}
