import { imageAlt, imagesOfType, shapedSrc } from '#app/components/package/image-sources'
import { SmartImage } from '#app/components/smart-image'
import type { CatalogueImage } from '#app/lib/catalogue'

/** The package's gallery photos; the gallery artwork stands in when there are none. */
export function ImageGallery({ images, title }: { images: CatalogueImage[]; title: string }) {
  const gallery = imagesOfType(images, 'gallery')
  if (gallery.length === 0) {
    return <SmartImage src={null} alt="" type="gallery" className="aspect-[3/1] w-full rounded-lg bg-muted" />
  }
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
      {gallery.map((image) => (
        <li key={image.id}>
          <figure>
            <SmartImage
              src={shapedSrc(image)}
              alt={imageAlt(image, `${title} photo`)}
              type="gallery"
              sizes="(min-width: 1024px) 260px, (min-width: 768px) 33vw, 50vw"
              className="aspect-[3/2] w-full rounded-lg bg-muted"
            />
            {image.title && (
              <figcaption className="mt-1.5 text-muted-foreground text-sm">{image.title}</figcaption>
            )}
          </figure>
        </li>
      ))}
    </ul>
  )
}
