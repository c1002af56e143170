import type * as React from 'react'
import { useId, useState } from 'react'
import { AccommodationExtras } from '#app/components/package/accommodation-extras'
import { OverviewExtras } from '#app/components/package/overview-extras'
import { tabAfterKey } from '#app/components/package/tab-keys'
import { TabSection } from '#app/components/package/tab-section'
import { TravelTips } from '#app/components/package/travel-tips'
import type { PackageDetail } from '#app/lib/catalogue'
import type { PackageTexts } from '#app/lib/package-texts'

/** A tab's text (HTML rendered by the loader), and what it shows under the text once it is open. */
type Tab = { label: string; heading: string; html: string; extras?: React.ReactNode }

/**
 * SPEC's Travel Tips are five tips for Venice: true of a Venice break, and wrong anywhere else, where they are
 * left out (decision 50).
 */
const inVenice = (pkg: PackageDetail) => pkg.destination?.name.trim().toLowerCase() === 'venice'

/** Overview always; the other tabs only when their text has content (SPEC). */
function packageTabs(pkg: PackageDetail, texts: PackageTexts): Tab[] {
  const { html } = texts
  const tabs: Tab[] = [
    {
      label: 'Overview',
      heading: `Experience ${pkg.title}`,
      html: html.description,
      extras: <OverviewExtras pkg={pkg} />,
    },
  ]
  if (html.itinerary) {
    tabs.push({ label: 'Itinerary', heading: `Your ${pkg.duration}-Night Itinerary`, html: html.itinerary })
  }
  if (html.accommodationDetails) {
    tabs.push({
      label: 'Accommodation',
      heading: 'Your Accommodation',
      html: html.accommodationDetails,
      extras: <AccommodationExtras pkg={pkg} accommodationPlainText={texts.accommodationPlainText} />,
    })
  }
  if (html.additionalInfo) {
    tabs.push({
      label: 'Additional Info',
      heading: 'Additional Information',
      html: html.additionalInfo,
      extras: inVenice(pkg) ? <TravelTips /> : undefined,
    })
  }
  return tabs
}

/**
 * The package's tabs, written out rather than taken from Radix (which the back office keeps): on the
 * storefront page Radix Tabs and its roving focus were three script files and 7 KB for four buttons.
 * Every panel is in the server HTML, the inactive ones hidden, so crawlers and visitors without
 * JavaScript have every tab's text; pictures, tiles and tips come with the open tab only (in every panel
 * they made up a fifth of the page's HTML).
 */
export function PackageTabs({ pkg, texts }: { pkg: PackageDetail; texts: PackageTexts }) {
  const tabs = packageTabs(pkg, texts)
  const [wanted, setWanted] = useState(0)
  // Refetched data can remove a tab; an index past the end goes back to the first tab.
  const active = wanted < tabs.length ? wanted : 0
  const id = useId()
  const tabId = (index: number) => `${id}tab-${index}`
  const panelId = (index: number) => `${id}panel-${index}`

  function handleKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const next = tabAfterKey(event.key, active, tabs.length)
    if (next === null) return
    event.preventDefault()
    setWanted(next)
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role=tab]')[next]?.focus()
  }

  return (
    <section aria-labelledby="package-details-heading">
      <h2 id="package-details-heading" className="mb-4 font-semibold text-2xl">
        Package Details
      </h2>
      {/* The back office's tabs' [data-slot] rules in app.css draw these too. */}
      <div data-slot="tabs">
        <div role="tablist" onKeyDown={handleKeyDown} data-slot="tabs-list" className="flex-wrap self-start">
          {tabs.map((tab, index) => (
            <button
              key={tab.label}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={index === active}
              aria-controls={panelId(index)}
              tabIndex={index === active ? 0 : -1}
              data-slot="tabs-trigger"
              data-state={index === active ? 'active' : 'inactive'}
              onClick={() => setWanted(index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {tabs.map((tab, index) => (
          <div
            key={tab.label}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes a panel focusable, so Tab goes from the tab straight to its text
            tabIndex={0}
            hidden={index !== active}
            className="rounded-xl border bg-card p-5 shadow-sm sm:p-6"
          >
            <TabSection heading={tab.heading} html={tab.html}>
              {index === active && tab.extras}
            </TabSection>
          </div>
        ))}
      </div>
    </section>
  )
}
