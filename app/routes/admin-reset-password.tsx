import { SetPasswordForm } from '#app/components/admin/account/set-password-form'
import { useLinkToken } from '#app/components/admin/account/use-link-token'
import { AuthPage } from '#app/components/admin/auth-page'
import { adminMeta } from '#app/lib/admin-meta'
import type { RouteHandle } from '#app/root'
import type { Route } from './+types/admin-reset-password'

export const handle: RouteHandle = { layout: 'bare' }

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta('Choose a new password', matches[0].loaderData.config.agencyName)
}

/** Where a password-reset link leads: a new password, and every session of the account ends. */
export default function AdminResetPassword() {
  const token = useLinkToken()
  return (
    <AuthPage
      title="Choose a new password"
      description="Setting it signs you out everywhere; then sign in with the new one."
      back={{ to: '/admin/login', label: 'Back to sign-in' }}
    >
      <SetPasswordForm
        endpoint="/api/auth/password-reset/complete"
        token={token}
        submitLabel="Set the new password"
      />
    </AuthPage>
  )
}
