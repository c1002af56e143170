import type { WidgetSection as Section } from '#app/lib/catalogue'
import type { PackageCard } from '#app/lib/package-card'
import { FeaturedOffers } from './featured-offers'
import { HtmlEmbed } from './html-embed'
import { SearchBox, type SearchBoxOptions } from './search-box'
import { ThirdPartyWidgetIsland } from './third-party-widget'
import { TravelifyWidget } from './travelify-widget'

type WidgetSectionProps = {
  section: Section
  packages: PackageCard[] | null
  searchOptions: SearchBoxOptions
}

export function WidgetSection({ section, packages, searchOptions }: WidgetSectionProps) {
  switch (section.widgetType) {
    case 'featured-offers':
      return <FeaturedOffers title={section.title} config={section.widgetId} packages={packages} />
    case 'search-box':
      return <SearchBox title={section.title} options={searchOptions} />
    case 'html-embed':
      return <HtmlEmbed html={section.widgetId} />
    case 'third-party-widget':
      return <ThirdPartyWidgetIsland title={section.title} />
    case 'travelify-widget':
      return <TravelifyWidget title={section.title} config={section.widgetId} />
    default:
      return (
        <section className="mx-auto max-w-6xl px-4 py-8">
          <p className="rounded-lg border border-dashed p-4 text-muted-foreground">Unknown widget type</p>
        </section>
      )
  }
}
