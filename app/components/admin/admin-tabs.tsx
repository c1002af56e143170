import type * as React from 'react'
import { useSearchParams } from 'react-router'
import { DestinationsPanel } from '#app/components/admin/destinations/destinations-panel'
import { ImagesPanel } from '#app/components/admin/images/images-panel'
import { LeadsPanel } from '#app/components/admin/leads/leads-panel'
import { PackagesPanel } from '#app/components/admin/packages/packages-panel'
import { PricingPanel } from '#app/components/admin/pricing/pricing-panel'
import { SignupsPanel } from '#app/components/admin/signups/signups-panel'
import { WidgetsPanel } from '#app/components/admin/widgets/widgets-panel'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs'

/** SPEC 2's tabs (packages first, the default) plus the leads and newsletter lists staff asked for. */
const TABS = [
  { value: 'packages', label: 'Travel Packages', Panel: PackagesPanel },
  { value: 'destinations', label: 'Destinations', Panel: DestinationsPanel },
  { value: 'images', label: 'Images', Panel: ImagesPanel },
  { value: 'pricing', label: 'Pricing', Panel: PricingPanel },
  { value: 'widgets', label: 'Home Widgets', Panel: WidgetsPanel },
  { value: 'leads', label: 'Leads', Panel: LeadsPanel },
  { value: 'newsletter', label: 'Newsletter', Panel: SignupsPanel },
] as const satisfies readonly { value: string; label: string; Panel: React.ComponentType }[]

export type AdminTab = (typeof TABS)[number]['value']

const DEFAULT_TAB: AdminTab = 'packages'

const isAdminTab = (value: string | null): value is AdminTab => TABS.some((tab) => tab.value === value)

/**
 * The tab lives in the address (?tab=leads), so a link, a reload or the back button lands on the same one.
 * Only the open tab's panel is mounted, so a panel fetches nothing until staff look at it.
 */
export function AdminTabs() {
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab')
  const current = isAdminTab(requested) ? requested : DEFAULT_TAB

  function choose(value: string) {
    setSearchParams(
      (params) => {
        params.set('tab', value)
        return params
      },
      { preventScrollReset: true },
    )
  }

  return (
    <Tabs value={current} onValueChange={choose}>
      {/* Wrapped rather than scrolled: on a phone every tab stays in sight, the open one included. */}
      <TabsList aria-label="Admin sections" className="h-auto w-full flex-wrap justify-start sm:w-fit">
        {TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(({ value, Panel }) => (
        <TabsContent key={value} value={value} className="pt-2">
          <Panel />
        </TabsContent>
      ))}
    </Tabs>
  )
}
