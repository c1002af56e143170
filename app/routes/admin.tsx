import { Outlet, redirect } from 'react-router'
import { AdminHeader } from '#app/components/admin/admin-header'
import { AdminQueryProvider } from '#app/components/admin/admin-query-provider'
import { AdminSectionTabs } from '#app/components/admin/admin-section-tabs'
import { AtAGlance } from '#app/components/admin/at-a-glance'
import { DevelopmentBanner, DevelopmentModeSwitch } from '#app/components/admin/dev/dev-mode'
import { adminMeta } from '#app/lib/admin-meta'
import { ADMIN_SECTIONS, adminSectionAt, legacyTabRedirect } from '#app/lib/admin-sections'
import type { RouteHandle } from '#app/root'
import { requireAdminPage } from '#app/services/auth/admin-guard.server'
import type { Route } from './+types/admin'

export const handle: RouteHandle = { layout: 'bare' }

/**
 * The guard for every section: React Router runs the loaders of a layout and its child in parallel, so the
 * sections (app/routes/admin/) have none; they render only inside this layout and read the API, which checks
 * the session on every call. A section that ever needs a loader must call `requireAdminPage` itself.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Before the guard, so a sign-in from an old link comes back to the section's own address.
  const moved = legacyTabRedirect(new URL(request.url))
  if (moved) throw redirect(moved)
  const user = await requireAdminPage(request, context)
  return { email: user.email }
}

/** The sections have no meta of their own, so this one names the section open, and each tab has its title. */
export function meta({ location, matches }: Route.MetaArgs) {
  const section = ADMIN_SECTIONS.find(({ value }) => value === adminSectionAt(location.pathname))
  return adminMeta(
    section ? `${section.label} – Admin` : 'Admin Dashboard',
    matches[0].loaderData.config.agencyName,
  )
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
          <AdminSectionTabs>
            <Outlet />
          </AdminSectionTabs>
        </main>
      </div>
    </AdminQueryProvider>
  )
}
