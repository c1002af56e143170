import { Link, redirect } from 'react-router'
import { AuthPage } from '#app/components/admin/auth-page'
import { LoginForm } from '#app/components/admin/login-form'
import { adminMeta } from '#app/lib/admin-meta'
import { safeRedirectTarget } from '#app/lib/redirect-target'
import type { RouteHandle } from '#app/root'
import { findAdminUser } from '#app/services/auth/admin-guard.server'
import type { Route } from './+types/admin-login'

export const handle: RouteHandle = { layout: 'bare' }

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get('redirectTo')
  // Signed in already (a bookmark, the back button): straight on, no form to fill in again.
  if (await findAdminUser(request, context)) throw redirect(safeRedirectTarget(redirectTo))
  return { redirectTo }
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta('Admin sign-in', matches[0].loaderData.config.agencyName)
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  return (
    <AuthPage
      title="Admin sign-in"
      description="Sign in to manage packages, prices and enquiries."
      back={{ to: '/', label: 'Back to Website' }}
    >
      <LoginForm redirectTo={loaderData.redirectTo} />
      <p className="mt-4 text-center text-sm">
        <Link to="/admin/forgot-password" className="text-primary underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
      </p>
    </AuthPage>
  )
}
