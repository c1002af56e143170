import { IMAGE_TYPES, type ImageType } from '#app/lib/catalogue'

/** Recommended sizes for the public pages (SPEC section 3), used as intrinsic size so nothing shifts. */
const IMAGE_SIZES: Record<ImageType, { width: number; height: number }> = {
  hero: { width: 1200, height: 800 },
  gallery: { width: 600, height: 400 },
  hotel: { width: 600, height: 400 },
  accommodation: { width: 600, height: 400 },
  thumbnail: { width: 400, height: 300 },
  amenities: { width: 300, height: 200 },
  map: { width: 800, height: 600 },
}

/** Shown when even the per-type artwork fails; local so pages never depend on a third party. */
export const FINAL_PLACEHOLDER = '/fallbacks/placeholder.svg'

/** An image without a known type is treated as a thumbnail (SPEC section 3). */
export function normaliseImageType(type: string | null | undefined): ImageType {
  const lower = type?.trim().toLowerCase()
  return IMAGE_TYPES.find((known) => known === lower) ?? 'thumbnail'
}

export function fallbackImageFor(type: string | null | undefined): string {
  return `/fallbacks/${normaliseImageType(type)}.svg`
}

export function imageSizeFor(type: string | null | undefined): { width: number; height: number } {
  return IMAGE_SIZES[normaliseImageType(type)]
}

/**
 * The URL for the one retry after a failed load: a query the server ignores but caches treat as new.
 * Inline and in-memory images cannot be fetched again, so they get no retry (null).
 */
export function cacheBustedUrl(url: string): string | null {
  if (/^(data|blob):/i.test(url)) return null
  const hashAt = url.indexOf('#')
  const base = hashAt === -1 ? url : url.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  return `${base}${base.includes('?') ? '&' : '?'}retry=1${hash}`
}
