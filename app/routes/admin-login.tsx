import { Link, redirect } from 'react-router'
import { BRAND_IMAGES } from '#app/brand/brand-images'
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

export default function AdminLogin({ loaderData, matches }: Route.ComponentProps) {
  const { config } = matches[0].loaderData
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-sand-100 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <img src={BRAND_IMAGES.logo} alt="" width={48} height={48} className="size-12" />
          <p className="font-semibold text-lg text-primary">{config.agencyName}</p>
        </div>
        <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <h1 className="font-semibold text-2xl">Admin sign-in</h1>
          <p className="mt-1 mb-6 text-muted-foreground text-sm">
            Sign in to manage packages, prices and enquiries.
          </p>
          <LoginForm redirectTo={loaderData.redirectTo} />
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="text-primary underline-offset-4 hover:underline">
            Back to Website
          </Link>
        </p>
      </div>
    </main>
  )
}
