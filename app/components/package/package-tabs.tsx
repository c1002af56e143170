import type * as React from 'react'
import { useState } from 'react'
import { AccommodationExtras } from '#app/components/package/accommodation-extras'
import { OverviewExtras } from '#app/components/package/overview-extras'
import { TabSection } from '#app/components/package/tab-section'
import { TravelTips } from '#app/components/package/travel-tips'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs'
import type { PackageDetail } from '#app/lib/catalogue'

/** A tab's text, and what it shows under the text once it is open. */
type Tab = { label: string; heading: string; text: string | null; extras?: React.ReactNode }

function hasText(text: string | null): boolean {
  return Boolean(text?.trim())
}

/** Overview always; the other tabs only when their text has content (SPEC). */
function packageTabs(pkg: PackageDetail): Tab[] {
  const tabs: Tab[] = [
    {
      label: 'Overview',
      heading: `Experience ${pkg.title}`,
      text: pkg.description,
      extras: <OverviewExtras pkg={pkg} />,
    },
  ]
  if (hasText(pkg.itinerary)) {
    tabs.push({ label: 'Itinerary', heading: `Your ${pkg.duration}-Night Itinerary`, text: pkg.itinerary })
  }
  if (hasText(pkg.accommodationDetails)) {
    tabs.push({
      label: 'Accommodation',
      heading: 'Your Accommodation',
      text: pkg.accommodationDetails,
      extras: <AccommodationExtras pkg={pkg} />,
    })
  }
  if (hasText(pkg.additionalInfo)) {
    tabs.push({
      label: 'Additional Info',
      heading: 'Additional Information',
      text: pkg.additionalInfo,
      extras: <TravelTips />,
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
          HTML for crawlers and visitors without JavaScript. Pictures, tiles and tips come with the open tab
          only: in every panel they made up a fifth of the page's HTML.
        */}
        {tabs.map((tab, index) => (
          <TabsContent
            key={tab.label}
            value={String(index)}
            forceMount
            hidden={index !== active}
            className="rounded-xl border bg-card p-5 shadow-sm sm:p-6"
          >
            <TabSection heading={tab.heading} text={tab.text}>
              {index === active && tab.extras}
            </TabSection>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  )
}
