import { DestinationCard } from '#app/components/package/destination-card'
import { FeatureTiles } from '#app/components/package/feature-tiles'
import { ImageGallery } from '#app/components/package/image-gallery'
import { TabSection } from '#app/components/package/tab-section'
import type { PackageDetail } from '#app/lib/catalogue'

type OverviewPanelProps = {
  pkg: Pick<PackageDetail, 'title' | 'description' | 'features' | 'images' | 'destination'>
}

export function OverviewPanel({ pkg }: OverviewPanelProps) {
  return (
    <TabSection heading={`Experience ${pkg.title}`} text={pkg.description}>
      <FeatureTiles features={pkg.features} />
      <ImageGallery images={pkg.images} title={pkg.title} />
      <DestinationCard destination={pkg.destination} />
    </TabSection>
  )
}
