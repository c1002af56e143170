import type { QueryKey } from '@tanstack/react-query'
import { adminKeys } from '#app/components/admin/admin-queries'
import { IMAGE_TYPES, type ImageType } from '#app/lib/catalogue'
import { imageSizeFor } from '#app/lib/image-fallbacks'

/** SPEC 3: the admin forms offer every image type and 'none'. */
export const UPLOAD_TYPES = [...IMAGE_TYPES, 'none'] as const
export type UploadType = (typeof UPLOAD_TYPES)[number]

/** What an image belongs to: SPEC 3 gives every image a packageId or a destinationId. */
export type ImageOwner = { kind: 'package' | 'destination'; id: number }

/**
 * The lists an upload or delete changes. A package's images also show on its card and page, and
 * invalidation matches by prefix, so the packages key refreshes those along with the list.
 */
export function ownerRefreshKeys(owner: ImageOwner): QueryKey[] {
  return owner.kind === 'package'
    ? [adminKeys.packageImages(owner.id), adminKeys.packages]
    : [adminKeys.destinationImages(owner.id)]
}

/** SPEC 3's admin recommendations; the other types fall back to the size the public pages show them at. */
const ADMIN_RECOMMENDED: Partial<Record<ImageType, string>> = {
  hero: '1920x1080',
  gallery: '800x600',
  accommodation: '800x600 (up to 6 images)',
  thumbnail: '400x300',
}

/** The recommended size for an upload type; 'none' is shown as a thumbnail, so it gets that size. */
export function recommendedSize(type: string): string {
  const known = ADMIN_RECOMMENDED[type as ImageType]
  if (known) return known
  const { width, height } = imageSizeFor(type === 'none' ? 'thumbnail' : type)
  return `${width}x${height}`
}
