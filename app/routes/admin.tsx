import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { AdminHeader } from '#app/components/admin/admin-header'
import { AdminQueryProvider } from '#app/components/admin/admin-query-provider'
import { AdminTabs } from '#app/components/admin/admin-tabs'
import { AtAGlance } from '#app/components/admin/at-a-glance'
import { DevelopmentBanner, DevelopmentModeSwitch } from '#app/components/admin/dev/dev-mode'
import { adminMeta } from '#app/lib/admin-meta'
import type { RouteHandle } from '#app/root'
import { requireAdminPage } from '#app/services/auth/admin-guard.server'
import type { Route } from './+types/admin'

export const handle: RouteHandle = { layout: 'bare' }

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context)
  return { email: user.email }
}

/** Switching tabs only changes the query string: the session was checked on arrival, no need to ask again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta('Admin Dashboard', matches[0].loaderData.config.agencyName)
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <AdminQueryProvider>
      <div className="min-h-dvh bg-sand-50">
        <DevelopmentBanner />
        <AdminHeader title="Admin Dashboard" email={loaderData.email}>
          <DevelopmentModeSwitch />
        </AdminHeader>
        <main id="main" className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6">
          <AtAGlance />
          <AdminTabs />
        </main>
      </div>
    </AdminQueryProvider>
  )
}
