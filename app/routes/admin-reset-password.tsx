import { getAppContext } from '#app/app-context.server'
import { LinkPasswordPage } from '#app/components/admin/account/link-password-page'
import { adminMeta } from '#app/lib/admin-meta'
import { RESET_LINK_UNUSABLE } from '#app/lib/staff-links'
import type { RouteHandle } from '#app/root'
import { arriveWithLink } from '#app/services/auth/link-tokens.server'
import { findResetLink } from '#app/services/auth/passwords.server'
import type { Route } from './+types/admin-reset-password'

export const handle: RouteHandle = { layout: 'bare' }

/** Whose password the link resets, or that it cannot be used, before anyone types a new one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context)
  return arriveWithLink(request, (token) => findResetLink(db, token))
}

// Taking the token out of the address must not ask again: without it the page would find nothing.
export const shouldRevalidate = () => false

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta('Choose a new password', matches[0].loaderData.config.agencyName)
}

/** Where a password-reset link leads: a new password, and every session of the account ends. */
export default function AdminResetPassword({ loaderData }: Route.ComponentProps) {
  return (
    <LinkPasswordPage
      title="Choose a new password"
      description="Setting it signs you out everywhere; then sign in with the new one."
      arrival={loaderData}
      unusable={RESET_LINK_UNUSABLE}
      askAgain={{ to: '/admin/forgot-password', label: 'Ask for a new link' }}
      endpoint="/api/auth/password-reset/complete"
      submitLabel="Set the new password"
    />
  )
}
