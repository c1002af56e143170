import { useState } from 'react'
import { Icon } from '#app/components/icon'
import { imageAlt, shapedSrc } from '#app/components/package/image-sources'
import { SmartImage } from '#app/components/smart-image'
import { Button } from '#app/components/ui/button'
import { island } from '#app/islands/island'
import type { CatalogueImage } from '#app/lib/catalogue'

// SPEC 9: a carousel for up to two photos, otherwise a grid of at most six.
const CAROUSEL_MAX = 2
const GRID_MAX = 6

type AccommodationImagesProps = { images: CatalogueImage[]; hotelName: string }

function AccommodationImagesView({ images, hotelName }: AccommodationImagesProps) {
  if (images.length === 0) return null
  if (images.length <= CAROUSEL_MAX) return <Carousel images={images} hotelName={hotelName} />
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
      {images.slice(0, GRID_MAX).map((image) => (
        <li key={image.id}>
          <AccommodationPhoto image={image} hotelName={hotelName} />
        </li>
      ))}
    </ul>
  )
}

function AccommodationPhoto({ image, hotelName }: { image: CatalogueImage; hotelName: string }) {
  return (
    <SmartImage
      src={shapedSrc(image)}
      alt={imageAlt(image, hotelName)}
      type="accommodation"
      sizes="(min-width: 1024px) 260px, (min-width: 768px) 33vw, 50vw"
      className="aspect-[3/2] w-full rounded-lg bg-muted"
    />
  )
}

function Carousel({ images, hotelName }: AccommodationImagesProps) {
  const [wanted, setWanted] = useState(0)
  const last = images.length - 1
  // Refetched data may have fewer photos than the one being shown.
  const index = Math.min(wanted, last)
  return (
    <section aria-roledescription="carousel" aria-label="Accommodation photos" className="space-y-3">
      {/* Every slide is in the page for crawlers; only the current one is shown. */}
      {images.map((image, position) => (
        <div key={image.id} hidden={position !== index}>
          <AccommodationPhoto image={image} hotelName={hotelName} />
        </div>
      ))}
      {last > 0 && (
        <div className="flex items-center justify-between gap-3">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous photo"
            disabled={index === 0}
            onClick={() => setWanted(index - 1)}
          >
            <Icon name="chevron-left" size={20} />
          </Button>
          <p aria-live="polite" className="text-muted-foreground text-sm">
            Photo {index + 1} of {images.length}
          </p>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next photo"
            disabled={index === last}
            onClick={() => setWanted(index + 1)}
          >
            <Icon name="chevron-right" size={20} />
          </Button>
        </div>
      )}
    </section>
  )
}

/** The hotel's photos: an island (decision 60), for the carousel's buttons. */
export const AccommodationImages = island('accommodation-images', AccommodationImagesView)
