import { Router } from 'express'
import { NotificationSettingsSchema } from '#app/schemas/notification-settings'
import {
  getNotificationSettings,
  setNotificationSettings,
} from '#app/services/auth/notification-settings.server'
import type { ApiContext } from './context'
import { HttpError } from './http-error'
import { currentAdmin, requireAdmin } from './middleware/admin-session'
import { validate, validated } from './middleware/validate'

const settingsInput = { body: NotificationSettingsSchema }

/** The signed-in admin's id; the guard before it has made sure there is one. */
const adminId = (locals: Parameters<typeof currentAdmin>[0]) => currentAdmin(locals)?.id ?? 0

const accountGone = () => new HttpError(401, 'Please sign in to continue.')

/**
 * `/auth/me/notifications`: the emails the signed-in member of staff has chosen to receive, read and set by
 * themselves alone (an email for each new call-back request).
 */
export function notificationSettingsRouter({ db }: ApiContext) {
  const router = Router()

  router.get('/', requireAdmin, async (_req, res) => {
    const settings = await getNotificationSettings(db, adminId(res))
    if (!settings) throw accountGone()
    res.json(settings)
  })

  router.put('/', validate(settingsInput), async (_req, res) => {
    const { body } = validated<typeof settingsInput>(res.locals)
    const settings = await setNotificationSettings(db, adminId(res), body)
    if (!settings) throw accountGone()
    res.json(settings)
  })

  return router
}
