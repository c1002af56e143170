import type * as React from 'react'
import { NavLink } from 'react-router'
import type { SignedInStaff } from '#app/lib/staff'
import { cn } from '#app/lib/utils'
import { AdminHeader } from '../admin-header'
import { DevelopmentBanner } from './dev-mode'

const DEV_PAGES = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/dev/test', label: 'Test Page' },
  { to: '/dev/pricing', label: 'Pricing Dev' },
  { to: '/dev/pricing-dashboard', label: 'Pricing Dashboard' },
  { to: '/dev/pricing-test', label: 'Calendar Rules' },
] as const

type DevPageProps = {
  title: string
  description: string
  staff: SignedInStaff
  children: React.ReactNode
}

/**
 * A development page: read-only figures for staff. Its loader has already turned away anyone not signed in
 * with a 404 (`requireStaffForDevPage`), so it opens for staff whether or not this browser's development flag
 * is on; the flag decides only whether the admin shows the banner and the links here (decision 50).
 */
export function DevPage({ title, description, staff, children }: DevPageProps) {
  return (
    <div className="min-h-dvh bg-sand-50">
      <title>{`${title} | Development`}</title>
      <DevelopmentBanner />
      <AdminHeader title={title} staff={staff}>
        <p className="max-w-3xl text-muted-foreground text-sm">{description}</p>
        <nav aria-label="Development pages" className="flex flex-wrap gap-2">
          {DEV_PAGES.map((page) => (
            <NavLink
              key={page.to}
              to={page.to}
              end
              className={({ isActive }) =>
                cn(
                  'rounded-md border px-3 py-1.5 text-sm transition-colors hover:border-primary',
                  isActive && 'border-primary bg-primary text-primary-foreground',
                )
              }
            >
              {page.label}
            </NavLink>
          ))}
        </nav>
      </AdminHeader>
      <main id="main" className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6">
        {children}
      </main>
    </div>
  )
}
