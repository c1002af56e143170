import { Outlet, redirect, useLocation } from 'react-router'
import { AdminHeader } from '#app/components/admin/admin-header'
import { AdminQueryProvider } from '#app/components/admin/admin-query-provider'
import { AdminSectionTabs } from '#app/components/admin/admin-section-tabs'
import { AtAGlance } from '#app/components/admin/at-a-glance'
import { DevelopmentBanner, DevelopmentModeSwitch } from '#app/components/admin/dev/dev-mode'
import { NotAllowed } from '#app/components/admin/not-allowed'
import { SignInAgain } from '#app/components/admin/session/sign-in-again'
import { UnsavedChangesGuard } from '#app/components/admin/unsaved-changes/unsaved-changes-guard'
import { adminMeta } from '#app/lib/admin-meta'
import {
  ADMIN_SECTIONS,
  adminSectionAt,
  canOpenSection,
  homePathFor,
  legacyTabRedirect,
  sectionsFor,
} from '#app/lib/admin-sections'
import { can } from '#app/lib/staff-roles'
import type { RouteHandle } from '#app/root'
import { requireAdminPage } from '#app/services/auth/admin-guard.server'
import type { Route } from './+types/admin'

export const handle: RouteHandle = { layout: 'bare' }

/**
 * The guard for every section: React Router runs the loaders of a layout and its child in parallel, so the
 * sections (app/routes/admin/) have none; they render only inside this layout and read the API, which checks
 * the session and the role on every call. A section that ever needs a loader must call `requireAdminPage`
 * itself.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  // A navigation in the browser asks for this data at '/admin.data': the page it is for is '/admin'.
  url.pathname = url.pathname.replace(/\.data$/, '')
  // Before the guard, so a sign-in from an old link comes back to the section's own address.
  const moved = legacyTabRedirect(url)
  if (moved) throw redirect(moved)
  const user = await requireAdminPage(request, context)
  // The dashboard's own address opens where this role works: sales have no packages to edit.
  const home = homePathFor(user.role)
  if (adminSectionAt(url.pathname) === 'packages' && home !== '/admin') throw redirect(home)
  // The account the page works for: its API calls name it, and only it may sign in again in place (decision 52).
  return { staff: { email: user.email, role: user.role }, accountId: user.id }
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
  const { staff, accountId } = loaderData
  const section = adminSectionAt(useLocation().pathname)
  const allowed = section === null || canOpenSection(staff.role, section)
  return (
    <AdminQueryProvider>
      {/* First, so the page names its account before any section's first call. */}
      <SignInAgain accountId={accountId} email={staff.email} />
      <UnsavedChangesGuard>
        <div className="min-h-dvh bg-sand-50">
          <DevelopmentBanner />
          <AdminHeader title="Admin Dashboard" staff={staff}>
            {/* The test pages are for those who edit the catalogue. */}
            {can(staff.role, 'catalogue') ? <DevelopmentModeSwitch /> : null}
          </AdminHeader>
          <main id="main" className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6">
            <AtAGlance sections={sectionsFor(staff.role).map(({ value }) => value)} />
            <AdminSectionTabs sections={sectionsFor(staff.role)}>
              {allowed ? <Outlet /> : <NotAllowed level={2} back={homePathFor(staff.role)} />}
            </AdminSectionTabs>
          </main>
        </div>
      </UnsavedChangesGuard>
    </AdminQueryProvider>
  )
}
