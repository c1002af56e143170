import type { CatalogueImage, ImageType, PackageSummary } from '#app/lib/catalogue'
import { normaliseImageType } from '#app/lib/image-fallbacks'

/** The package's images of one type, in the stored display order. */
export function imagesOfType(images: CatalogueImage[], type: ImageType): CatalogueImage[] {
  return images.filter((image) => normaliseImageType(image.type) === type)
}

/** The image's alt text: empty for a decorative one, so screen readers pass it by (decision 55). */
export function imageAlt(
  image: Pick<CatalogueImage, 'altText' | 'title'> & Partial<Pick<CatalogueImage, 'decorative'>>,
  fallback: string,
): string {
  if (image.decorative) return ''
  return image.altText?.trim() || image.title?.trim() || fallback
}

/** Where the page loads the image from: its variant cut to its type's shape, else the stored file. */
export const shapedSrc = (image: Pick<CatalogueImage, 'url' | 'shapedUrl'>) => image.shapedUrl ?? image.url

// The stored text may be bare base64 without its media type; the first bytes tell which image it is.
const SIGNATURES: Array<[string, string]> = [
  ['/9j/', 'image/jpeg'],
  ['iVBORw0KGgo', 'image/png'],
  ['R0lGOD', 'image/gif'],
  ['UklGR', 'image/webp'],
  ['PHN2Zy', 'image/svg+xml'],
  ['PD94bWw', 'image/svg+xml'],
]

/** A data URL for an inline image, or null when the text is neither a data URL nor base64. */
export function inlineImageUrl(base64Data: string | null | undefined): string | null {
  const value = base64Data?.trim() ?? ''
  if (/^data:image\//i.test(value)) return value
  const compact = value.replace(/\s+/g, '')
  if (!compact || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return null
  const type = SIGNATURES.find(([prefix]) => compact.startsWith(prefix))?.[1] ?? 'image/jpeg'
  return `data:${type};base64,${compact}`
}

/**
 * The hero: the first hero-type image, its inline copy first (it needs no second request), then the
 * package's hero URL. A null src lets SmartImage show the hero artwork.
 */
export function heroImage(pkg: Pick<PackageSummary, 'images' | 'heroImageUrl' | 'title'>): {
  src: string | null
  alt: string
} {
  const [hero] = imagesOfType(pkg.images, 'hero')
  if (!hero) return { src: pkg.heroImageUrl, alt: pkg.title }
  return { src: inlineImageUrl(hero.base64Data) ?? shapedSrc(hero), alt: imageAlt(hero, pkg.title) }
}
