import { getAppContext } from '#app/app-context.server'
import { LinkPasswordPage } from '#app/components/admin/account/link-password-page'
import { adminMeta } from '#app/lib/admin-meta'
import { INVITATION_UNUSABLE } from '#app/lib/staff-links'
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '#app/lib/staff-roles'
import type { RouteHandle } from '#app/root'
import { arriveWithLink } from '#app/services/auth/link-tokens.server'
import { findWaitingInvitation } from '#app/services/staff/invitations.server'
import type { Route } from './+types/admin-accept-invitation'

export const handle: RouteHandle = { layout: 'bare' }

/** Whom the invitation is for and as what, or that it cannot be used, before anyone types a password. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context)
  return arriveWithLink(request, (token) => findWaitingInvitation(db, token))
}

// Taking the token out of the address must not ask again: without it the page would find nothing.
export const shouldRevalidate = () => false

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta('Accept your invitation', matches[0].loaderData.config.agencyName)
}

/** Where an owner's invitation link leads: the invitee chooses a password and is signed in. */
export default function AdminAcceptInvitation({ loaderData }: Route.ComponentProps) {
  const role = loaderData.link === 'usable' ? loaderData.role : null
  return (
    <LinkPasswordPage
      title="Join the back office"
      description={
        role
          ? `You are invited as ${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]} Choose the password you will sign in with.`
          : 'An invitation to the staff of the back office.'
      }
      arrival={loaderData}
      unusable={INVITATION_UNUSABLE}
      endpoint="/api/auth/accept-invitation"
      submitLabel="Create my account"
      signsIn
    />
  )
}
