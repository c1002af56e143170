import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '#app/db/client.server'
import { bookingSettings } from '#app/db/schema.server'
import type { BookingSettingsInput } from '#app/schemas/booking'

/** The owner's switch and rules for online booking, as `GET /api/settings/booking` answers them. */
export type BookingSettings = { enabled: boolean; depositPerPerson: string; holdMinutes: number }

/** Off, £100 a person, a day's hold: what an agency has before its owner has saved anything. */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  enabled: false,
  depositPerPerson: '100.00',
  holdMinutes: 1440,
}

const SETTINGS_ROW = 1

export async function getBookingSettings(db: Database | Transaction): Promise<BookingSettings> {
  const [row] = await db
    .select({
      enabled: bookingSettings.enabled,
      depositPerPerson: bookingSettings.depositPerPerson,
      holdMinutes: bookingSettings.holdMinutes,
    })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, SETTINGS_ROW))
  return row ?? DEFAULT_BOOKING_SETTINGS
}

/** Saves what the owner sent over what was there; what was left out stays as it was. */
export async function saveBookingSettings(db: Database, input: BookingSettingsInput) {
  const next = { ...(await getBookingSettings(db)), ...input }
  await db
    .insert(bookingSettings)
    .values({ id: SETTINGS_ROW, ...next })
    .onConflictDoUpdate({ target: bookingSettings.id, set: next })
  return next
}
