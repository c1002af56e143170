import { ArrowLeftIcon } from 'lucide-react'
import type * as React from 'react'
import { Link } from 'react-router'
import type { SignedInStaff } from '#app/lib/staff'
import { can, ROLE_LABELS } from '#app/lib/staff-roles'
import { ChangePasswordButton } from './account/change-password-dialog'
import { SignOutButton, SignOutEverywhereButton } from './sign-out-button'

type AdminHeaderProps = {
  title: string
  staff: SignedInStaff
  /** Under the title: the development switch on the dashboard, the test-page links on a test page. */
  children?: React.ReactNode
}

/**
 * The back office's own top bar: the page title, the way back to the public site, who is signed in and as
 * what, their own password, and signing out (everyone, for an owner).
 */
export function AdminHeader({ title, staff, children }: AdminHeaderProps) {
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <div className="flex flex-col gap-1">
            {/* A new document, so the public site's analytics never run in the same page as the admin. */}
            <Link
              to="/"
              reloadDocument
              className="inline-flex w-fit items-center gap-1 text-primary text-sm underline-offset-4 hover:underline"
            >
              <ArrowLeftIcon aria-hidden className="size-4" />
              Back to Website
            </Link>
            <h1 className="font-semibold text-2xl sm:text-3xl">{title}</h1>
          </div>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-muted-foreground">
              Signed in as <span className="font-medium text-foreground">{staff.email}</span>
              {` (${ROLE_LABELS[staff.role]})`}
            </span>
            <ChangePasswordButton />
            {can(staff.role, 'staff') ? <SignOutEverywhereButton /> : null}
            <SignOutButton />
          </div>
        </div>
        {children}
      </div>
    </header>
  )
}
