import sharp from 'sharp'
import { cropAround, type FocalPoint, shapeFor } from '#app/lib/focal-crop'
import { formatOf, MAX_IMAGE_PIXELS, OUTPUTS } from './image-processing.server'
import type { ImageStorage } from './image-storage.server'

/**
 * The stored image cut to its type's shape around the focal point, then scaled down to the shape's size
 * (never up), in the stored file's own format (decision 55). Null when there is nothing to cut: an
 * animation (its frames would each need cutting, and it is shown as uploaded) or bytes sharp cannot read.
 * The input is a file the server wrote itself (`reencodeImage`), so it is upright and has no metadata.
 */
export async function shapedVariant(
  bytes: Buffer,
  type: string | null,
  focal: FocalPoint,
): Promise<{ bytes: Buffer; extension: string } | null> {
  const metadata = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .metadata()
    .catch(() => null)
  const format = metadata && formatOf(metadata)
  if (!metadata || !format || (metadata.pages ?? 1) > 1) return null
  const shape = shapeFor(type)
  const box = cropAround(metadata.width, metadata.height, shape.width / shape.height, focal)
  const output = OUTPUTS[format]
  const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .extract(box)
    .resize({ width: shape.width, height: shape.height, fit: 'cover', withoutEnlargement: true })
  return { bytes: await output.encode(pipeline).toBuffer(), extension: output.extension }
}

/** Makes and stores the shaped variant of a stored image's bytes; answers its address, or null for none. */
export async function saveShapedVariant(
  storage: ImageStorage,
  bytes: Buffer,
  type: string | null,
  focal: FocalPoint,
): Promise<string | null> {
  const variant = await shapedVariant(bytes, type, focal)
  return variant ? storage.save(variant.bytes, variant.extension) : null
}
