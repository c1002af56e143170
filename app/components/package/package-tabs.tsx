import type * as React from 'react'
import { useState } from 'react'
import { AccommodationPanel } from '#app/components/package/accommodation-panel'
import { OverviewPanel } from '#app/components/package/overview-panel'
import { TabSection } from '#app/components/package/tab-section'
import { TravelTips } from '#app/components/package/travel-tips'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs'
import type { PackageDetail } from '#app/lib/catalogue'

type Tab = { label: string; panel: React.ReactNode }

function hasText(text: string | null): boolean {
  return Boolean(text?.trim())
}

/** Overview always; the other tabs only when their text has content (SPEC). */
function packageTabs(pkg: PackageDetail): Tab[] {
  const tabs: Tab[] = [{ label: 'Overview', panel: <OverviewPanel pkg={pkg} /> }]
  if (hasText(pkg.itinerary)) {
    tabs.push({
      label: 'Itinerary',
      panel: <TabSection heading={`Your ${pkg.duration}-Night Itinerary`} text={pkg.itinerary} />,
    })
  }
  if (hasText(pkg.accommodationDetails)) {
    tabs.push({ label: 'Accommodation', panel: <AccommodationPanel pkg={pkg} /> })
  }
  if (hasText(pkg.additionalInfo)) {
    tabs.push({
      label: 'Additional Info',
      panel: (
        <TabSection heading="Additional Information" text={pkg.additionalInfo}>
          <TravelTips />
        </TabSection>
      ),
    })
  }
  return tabs
}

export function PackageTabs({ pkg }: { pkg: PackageDetail }) {
  const tabs = packageTabs(pkg)
  const [wanted, setWanted] = useState(0)
  // Refetched data can remove a tab; an index past the end goes back to the first tab.
  const active = wanted < tabs.length ? wanted : 0
  return (
    <section aria-labelledby="package-details-heading">
      <h2 id="package-details-heading" className="mb-4 font-semibold text-2xl">
        Package Details
      </h2>
      <Tabs value={String(active)} onValueChange={(value) => setWanted(Number(value))}>
        <TabsList className="h-auto flex-wrap self-start">
          {tabs.map((tab, index) => (
            <TabsTrigger key={tab.label} value={String(index)}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {/*
          Radix unmounts inactive panels; force-mounted and hidden instead, every tab's text is in the server
          HTML for crawlers and visitors without JavaScript.
        */}
        {tabs.map((tab, index) => (
          <TabsContent
            key={tab.label}
            value={String(index)}
            forceMount
            hidden={index !== active}
            className="rounded-xl border bg-card p-5 shadow-sm sm:p-6"
          >
            {tab.panel}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  )
}
