import { Router } from 'express'
import { BookingSettingsInputSchema } from '#app/schemas/booking'
import { getBookingSettings, saveBookingSettings } from '#app/services/bookings/booking-settings.server'
import type { ApiContext } from './context'
import { access } from './middleware/access'
import { auditTrail } from './middleware/audit'
import { validate, validated } from './middleware/validate'

const settingsInput = { body: BookingSettingsInputSchema }

/** `/settings/booking`: the owner's switch for online booking, its deposit per person and its hold (issue 39). */
export function bookingSettingsRouter({ db }: ApiContext) {
  const router = Router()
  const audit = auditTrail(db)

  router.get('/', access('bookingSettings'), async (_req, res) => {
    res.json(await getBookingSettings(db))
  })

  // The settings are one row, id 1, which the log names so an owner can follow its changes.
  router.put(
    '/',
    access('bookingSettings'),
    audit('update', 'booking-settings', { thingId: () => 1 }),
    validate(settingsInput),
    async (_req, res) => {
      const { body } = validated<typeof settingsInput>(res.locals)
      res.json(await saveBookingSettings(db, body))
    },
  )

  return router
}
