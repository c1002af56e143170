import type * as React from 'react'
import { useId } from 'react'
import { AccommodationExtras } from '#app/components/package/accommodation-extras'
import { OverviewExtras } from '#app/components/package/overview-extras'
import { PackageTabListIsland } from '#app/components/package/package-tab-list'
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
 * Every panel is in the server HTML with what it shows under its text, the inactive ones hidden, so crawlers
 * and visitors without JavaScript have every tab; only the buttons are an island (decision 60).
 */
export function PackageTabs({ pkg, texts }: { pkg: PackageDetail; texts: PackageTexts }) {
  const tabs = packageTabs(pkg, texts)
  const id = useId()
  const buttons = tabs.map((tab, index) => ({
    label: tab.label,
    tabId: `${id}tab-${index}`,
    panelId: `${id}panel-${index}`,
  }))

  return (
    <section aria-labelledby="package-details-heading">
      <h2 id="package-details-heading" className="mb-4 font-semibold text-2xl">
        Package Details
      </h2>
      {/* The back office's tabs' [data-slot] rules in app.css draw these too. */}
      <div data-slot="tabs">
        <PackageTabListIsland tabs={buttons} />
        {tabs.map((tab, index) => (
          <div
            key={tab.label}
            role="tabpanel"
            id={buttons[index]?.panelId}
            aria-labelledby={buttons[index]?.tabId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes a panel focusable, so Tab goes from the tab straight to its text
            tabIndex={0}
            hidden={index !== 0}
            className="rounded-xl border bg-card p-5 shadow-sm sm:p-6"
          >
            <TabSection heading={tab.heading} html={tab.html}>
              {tab.extras}
            </TabSection>
          </div>
        ))}
      </div>
    </section>
  )
}
