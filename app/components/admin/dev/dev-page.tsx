import type * as React from 'react'
import { NavLink } from 'react-router'
import { NotFoundContent } from '#app/components/not-found-content'
import { SiteLayout } from '#app/components/site-layout'
import type { SignedInStaff } from '#app/lib/staff'
import { cn } from '#app/lib/utils'
import { useRootData } from '#app/root'
import { AdminHeader } from '../admin-header'
import { DevelopmentBanner } from './dev-mode'
import { useDevelopmentMode } from './dev-mode-store'

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

/** Exactly what an unknown address shows, header and footer included, so the page gives nothing away. */
function NotFoundPage() {
  const { config } = useRootData()
  return (
    <>
      <title>404 Page Not Found</title>
      <SiteLayout config={config}>
        <NotFoundContent />
      </SiteLayout>
    </>
  )
}

/**
 * SPEC 2: the /dev pages exist only while development mode is on. The flag lives in the browser, so the
 * server (and the first render in the browser) shows the 404 page; the page appears once the flag is seen.
 */
export function DevPage({ title, description, staff, children }: DevPageProps) {
  const on = useDevelopmentMode()
  if (!on) return <NotFoundPage />
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
