import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '#app/db/client.server'
import { bookingSettings } from '#app/db/schema.server'
import { type BookingSettings, DEFAULT_BOOKING_SETTINGS } from '#app/lib/bookings/booking-settings'
import type { BookingSettingsInput } from '#app/schemas/booking'

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
