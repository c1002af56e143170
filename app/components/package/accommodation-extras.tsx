import { AccommodationImages } from '#app/components/package/accommodation-images'
import { HotelAmenities } from '#app/components/package/hotel-amenities'
import { imagesOfType } from '#app/components/package/image-sources'
import type { PackageDetail } from '#app/lib/catalogue'
import { showsSamples } from '#app/lib/sample-facts'

type AccommodationExtrasProps = {
  pkg: Pick<
    PackageDetail,
    'accommodationDetails' | 'accommodationType' | 'images' | 'amenities' | 'title' | 'status'
  >
}

/** What the Accommodation tab shows under its text: the hotel's pictures and amenities. */
export function AccommodationExtras({ pkg }: AccommodationExtrasProps) {
  return (
    <>
      <AccommodationImages
        images={imagesOfType(pkg.images, 'accommodation')}
        hotelName={pkg.accommodationType || `${pkg.title} hotel`}
      />
      <HotelAmenities
        amenities={pkg.amenities}
        accommodationDetails={pkg.accommodationDetails}
        samples={showsSamples(pkg)}
      />
    </>
  )
}
