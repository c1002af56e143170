import { LinkPasswordPage } from '#app/components/admin/account/link-password-page'
import { adminMeta } from '#app/lib/admin-meta'
import type { RouteHandle } from '#app/root'
import type { Route } from './+types/admin-accept-invitation'

export const handle: RouteHandle = { layout: 'bare' }

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta('Accept your invitation', matches[0].loaderData.config.agencyName)
}

/** Where an owner's invitation link leads: the invitee chooses a password, then signs in. */
export default function AdminAcceptInvitation() {
  return (
    <LinkPasswordPage
      title="Join the back office"
      description="You have been invited to join the staff. Choose the password you will sign in with."
      endpoint="/api/auth/accept-invitation"
      submitLabel="Create my account"
    />
  )
}
