import type * as React from 'react'
import { HotelHighlights } from '#app/components/package/hotel-highlights'
import { SidebarCallBackIsland } from '#app/components/package/sidebar-call-back'
import { WhatsIncludedList } from '#app/components/package/whats-included'
import { Card, CardContent, CardHeader, CardTitle } from '#app/components/ui/card'
import type { PackageSummary } from '#app/lib/catalogue'
import { hotelAtAGlance } from '#app/lib/hotel-highlights'
import type { PackageTexts } from '#app/lib/package-texts'
import { showsSamples } from '#app/lib/sample-facts'

type PackageSidebarProps = {
  pkg: Pick<PackageSummary, 'id' | 'slug' | 'title' | 'status'>
  texts: Pick<PackageTexts, 'included' | 'accommodationPlainText'>
  returnTo: string
}

function SidebarCard({
  title,
  className,
  children,
}: {
  title: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

/**
 * Sticky beside the page on wide screens; on a phone it follows the main column. A card with nothing staff
 * entered to show is left out for visitors (decision 50).
 */
export function PackageSidebar({ pkg, texts, returnTo }: PackageSidebarProps) {
  const { included } = texts
  const glance = hotelAtAGlance(texts.accommodationPlainText, showsSamples(pkg))
  return (
    <aside aria-label="Package summary" className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
      {/* First, so it stays in view while the sidebar sticks: the taller cards below it scroll away. */}
      <Card className="border-primary/30 bg-lagoon-50">
        <CardContent className="flex flex-col gap-3 pt-5 sm:pt-6">
          <h2 className="font-semibold text-xl">Questions about this trip?</h2>
          <p className="text-muted-foreground text-sm">
            Leave your number and a travel advisor will call you back at a time that suits you.
          </p>
          <SidebarCallBackIsland pkg={{ id: pkg.id, slug: pkg.slug, title: pkg.title }} returnTo={returnTo} />
        </CardContent>
      </Card>
      {/* Phones already have the list near the top of the page. */}
      {included ? (
        <SidebarCard title="What's Included" className="hidden lg:flex">
          <WhatsIncludedList included={included} />
        </SidebarCard>
      ) : null}
      {glance ? (
        <SidebarCard title="Hotel Highlights">
          <HotelHighlights glance={glance} />
        </SidebarCard>
      ) : null}
    </aside>
  )
}
