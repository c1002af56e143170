import { apiRequest } from '#app/browser/api-client'
import { adminKeys, useAdminMutation, useNotificationSettings } from '../admin-queries'
import { SwitchField } from '../packages/switch-field'

/** The signed-in member of staff's own choice: an email for each new call-back request, or none. */
export function CallBackEmailsSetting() {
  const settings = useNotificationSettings()
  const save = useAdminMutation<boolean>({
    run: (callBacks) => apiRequest('/api/auth/me/notifications', { method: 'PUT', body: { callBacks } }),
    refresh: [adminKeys.notificationSettings],
    success: 'Email setting saved',
    failure: 'Failed to save the email setting. Please try again.',
  })
  // Shown once known, so the switch never flips on its own as the setting arrives.
  if (!settings.data) return null
  return (
    <SwitchField
      label="Email me about each new call-back request"
      hint="Sent to the address you sign in with, as soon as a request arrives."
      checked={save.isPending ? Boolean(save.variables) : settings.data.callBacks}
      onCheckedChange={(callBacks) => save.mutate(callBacks)}
    />
  )
}
