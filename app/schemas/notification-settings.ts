import { z } from 'zod'

/** `PUT /api/auth/me/notifications`: which emails the signed-in member of staff wants. */
export const NotificationSettingsSchema = z.object({
  callBacks: z.boolean({ error: 'callBacks must be true or false' }),
})
