import type * as React from 'react'
import { SiteFooter } from '#app/components/site-footer'
import { SiteHeader } from '#app/components/site-header'
import type { PublicConfig } from '#app/env.server'

type SiteLayoutProps = {
  config: PublicConfig
  children: React.ReactNode
  newsletterSlot?: React.ReactNode
  footerVariant?: 'full' | 'legal'
}

export function SiteLayout({ config, children, newsletterSlot, footerVariant = 'full' }: SiteLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-md focus:bg-primary focus:px-4 focus:py-3 focus:font-semibold focus:text-primary-foreground focus:shadow-lg"
      >
        Skip to content
      </a>
      <SiteHeader agencyName={config.agencyName} agencyPhone={config.agencyPhone} />
      {/* Focusable from the skip link only; the outline would frame the whole page for no gain. */}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter config={config} newsletterSlot={newsletterSlot} variant={footerVariant} />
    </div>
  )
}
