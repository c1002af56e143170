import { AccommodationImages } from '#app/components/package/accommodation-images'
import { HotelAmenities } from '#app/components/package/hotel-amenities'
import { imagesOfType } from '#app/components/package/image-sources'
import { TabSection } from '#app/components/package/tab-section'
import type { PackageDetail } from '#app/lib/catalogue'

type AccommodationPanelProps = {
  pkg: Pick<PackageDetail, 'accommodationDetails' | 'accommodationType' | 'images' | 'amenities' | 'title'>
}

export function AccommodationPanel({ pkg }: AccommodationPanelProps) {
  return (
    <TabSection heading="Your Accommodation" text={pkg.accommodationDetails}>
      <AccommodationImages
        images={imagesOfType(pkg.images, 'accommodation')}
        hotelName={pkg.accommodationType || `${pkg.title} hotel`}
      />
      <HotelAmenities amenities={pkg.amenities} accommodationDetails={pkg.accommodationDetails} />
    </TabSection>
  )
}
