import type * as React from 'react'
import { Link } from 'react-router'
import { BRAND_IMAGES } from '#app/brand/brand-images'
import { useRootData } from '#app/root'

type AuthPageProps = {
  title: string
  description: string
  children: React.ReactNode
  /** The way out under the card: back to the site, or back to signing in. */
  back: { to: string; label: string }
}

/** The pages staff reach before they are signed in: sign-in, a forgotten password, an invitation. */
export function AuthPage({ title, description, children, back }: AuthPageProps) {
  const { config } = useRootData()
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-sand-100 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <img src={BRAND_IMAGES.logo} alt="" width={48} height={48} className="size-12" />
          <p className="font-semibold text-lg text-primary">{config.agencyName}</p>
        </div>
        <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <h1 className="font-semibold text-2xl">{title}</h1>
          <p className="mt-1 mb-6 text-muted-foreground text-sm">{description}</p>
          {children}
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to={back.to} className="text-primary underline-offset-4 hover:underline">
            {back.label}
          </Link>
        </p>
      </div>
    </main>
  )
}
