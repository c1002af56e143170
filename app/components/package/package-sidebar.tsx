import type * as React from 'react'
import { HotelHighlights } from '#app/components/package/hotel-highlights'
import { WhatsIncludedList } from '#app/components/package/whats-included'
import { Card, CardContent, CardHeader, CardTitle } from '#app/components/ui/card'
import type { PackageSummary } from '#app/lib/catalogue'

type PackageSidebarProps = { pkg: Pick<PackageSummary, 'whatsIncluded' | 'accommodationDetails'> }

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

/** Sticky beside the page on wide screens; on a phone it follows the main column. */
export function PackageSidebar({ pkg }: PackageSidebarProps) {
  return (
    <aside aria-label="Package summary" className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
      {/* Phones already have the list near the top of the page. */}
      <SidebarCard title="What's Included" className="hidden lg:flex">
        <WhatsIncludedList text={pkg.whatsIncluded} />
      </SidebarCard>
      <SidebarCard title="Hotel Highlights">
        <HotelHighlights accommodationDetails={pkg.accommodationDetails} />
      </SidebarCard>
    </aside>
  )
}
