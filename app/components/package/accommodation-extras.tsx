import { AccommodationImages } from '#app/components/package/accommodation-images'
import { HotelAmenities } from '#app/components/package/hotel-amenities'
import { imagesOfType } from '#app/components/package/image-sources'
import type { PackageDetail } from '#app/lib/catalogue'
import { showsSamples } from '#app/lib/sample-facts'

type AccommodationExtrasProps = {
  pkg: Pick<PackageDetail, 'accommodationType' | 'images' | 'amenities' | 'title' | 'status'>
  /** The accommodation details without their Markdown, which the amenity keywords are read from. */
  accommodationPlainText: string
}

/** What the Accommodation tab shows under its text: the hotel's pictures and amenities. */
export function AccommodationExtras({ pkg, accommodationPlainText }: AccommodationExtrasProps) {
  return (
    <>
      <AccommodationImages
        images={imagesOfType(pkg.images, 'accommodation')}
        hotelName={pkg.accommodationType || `${pkg.title} hotel`}
      />
      <HotelAmenities
        amenities={pkg.amenities}
        accommodationDetails={accommodationPlainText}
        samples={showsSamples(pkg)}
      />
    </>
  )
}
