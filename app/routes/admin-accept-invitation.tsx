import { SetPasswordForm } from '#app/components/admin/account/set-password-form'
import { useLinkToken } from '#app/components/admin/account/use-link-token'
import { AuthPage } from '#app/components/admin/auth-page'
import { adminMeta } from '#app/lib/admin-meta'
import type { RouteHandle } from '#app/root'
import type { Route } from './+types/admin-accept-invitation'

export const handle: RouteHandle = { layout: 'bare' }

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta('Accept your invitation', matches[0].loaderData.config.agencyName)
}

/** Where an owner's invitation link leads: the invitee chooses a password, then signs in. */
export default function AdminAcceptInvitation() {
  const token = useLinkToken()
  return (
    <AuthPage
      title="Join the back office"
      description="You have been invited to join the staff. Choose the password you will sign in with."
      back={{ to: '/admin/login', label: 'Back to sign-in' }}
    >
      <SetPasswordForm endpoint="/api/auth/accept-invitation" token={token} submitLabel="Create my account" />
    </AuthPage>
  )
}
