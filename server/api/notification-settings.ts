import { Router } from 'express'
import { NotificationSettingsSchema } from '#app/schemas/notification-settings'
import {
  getNotificationSettings,
  setNotificationSettings,
} from '#app/services/auth/notification-settings.server'
import type { ApiContext } from './context'
import { HttpError } from './http-error'
import { access } from './middleware/access'
import { currentAdmin } from './middleware/admin-session'
import { auditTrail } from './middleware/audit'
import { validate, validated } from './middleware/validate'

const settingsInput = { body: NotificationSettingsSchema }

/** The signed-in admin's id; the guard before it has made sure there is one. */
const adminId = (locals: Parameters<typeof currentAdmin>[0]) => currentAdmin(locals)?.id ?? 0

const accountGone = () => new HttpError(401, 'Please sign in to continue.')

/**
 * `/auth/me/notifications`: the emails the signed-in member of staff has chosen to receive, read and set by
 * themselves alone (an email for each new call-back request). A call-back email carries the caller's
 * details, so only a role that may read the leads may ask for it (decision 35).
 */
export function notificationSettingsRouter({ db }: ApiContext) {
  const router = Router()
  const audit = auditTrail(db)
  const changed = audit('update', 'staff', {
    thingId: (res) => currentAdmin(res)?.id,
    summary: (answer) =>
      (answer as { callBacks?: boolean }).callBacks
        ? 'Asked for an email about each call-back request.'
        : 'Stopped the emails about call-back requests.',
  })

  router.get('/', access('enquiries'), async (_req, res) => {
    const settings = await getNotificationSettings(db, adminId(res))
    if (!settings) throw accountGone()
    res.json(settings)
  })

  router.put('/', access('enquiries'), changed, validate(settingsInput), async (_req, res) => {
    const { body } = validated<typeof settingsInput>(res.locals)
    const settings = await setNotificationSettings(db, adminId(res), body)
    if (!settings) throw accountGone()
    res.json(settings)
  })

  return router
}
