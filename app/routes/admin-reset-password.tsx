import { LinkPasswordPage } from '#app/components/admin/account/link-password-page'
import { adminMeta } from '#app/lib/admin-meta'
import type { RouteHandle } from '#app/root'
import type { Route } from './+types/admin-reset-password'

export const handle: RouteHandle = { layout: 'bare' }

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta('Choose a new password', matches[0].loaderData.config.agencyName)
}

/** Where a password-reset link leads: a new password, and every session of the account ends. */
export default function AdminResetPassword() {
  return (
    <LinkPasswordPage
      title="Choose a new password"
      description="Setting it signs you out everywhere; then sign in with the new one."
      endpoint="/api/auth/password-reset/complete"
      submitLabel="Set the new password"
    />
  )
}
