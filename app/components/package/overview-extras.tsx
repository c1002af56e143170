import { DestinationCard } from '#app/components/package/destination-card'
import { FeatureTiles } from '#app/components/package/feature-tiles'
import { ImageGallery } from '#app/components/package/image-gallery'
import type { PackageDetail } from '#app/lib/catalogue'
import { showsSamples } from '#app/lib/sample-facts'

type OverviewExtrasProps = {
  pkg: Pick<PackageDetail, 'title' | 'features' | 'images' | 'destination' | 'status'>
}

/** What the Overview tab shows under its text: the feature tiles, the gallery and the destination. */
export function OverviewExtras({ pkg }: OverviewExtrasProps) {
  return (
    <>
      <FeatureTiles features={pkg.features} samples={showsSamples(pkg)} />
      <ImageGallery images={pkg.images} title={pkg.title} />
      <DestinationCard destination={pkg.destination} />
    </>
  )
}
