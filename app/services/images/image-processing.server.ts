import sharp, { type Metadata, type Sharp } from 'sharp'

/** The largest upload multer accepts, in bytes. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024

/**
 * The most pixels we decode, counting every frame of an animation: 40 megapixels (decision 21). Enough for
 * any phone photo and most cameras; a small file that claims more (a decompression bomb) is refused from its
 * header, before a pixel is decoded.
 */
export const MAX_IMAGE_PIXELS = 40_000_000

/** The longest side of a stored image; larger ones are scaled down to fit, smaller ones are left alone. */
export const MAX_STORED_SIDE = 2560

export class ImageRejected extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
  ) {
    super(message)
  }
}

/**
 * How each format we accept is written again: the same family, so a photo stays a JPEG and a logo with
 * transparency stays a PNG. AVIF's slowest efforts took many seconds for one photo; effort 2 is a second.
 */
export const OUTPUTS = {
  jpeg: { extension: 'jpg', encode: (image: Sharp) => image.jpeg({ quality: 82, mozjpeg: true }) },
  png: { extension: 'png', encode: (image: Sharp) => image.png({ compressionLevel: 9 }) },
  webp: { extension: 'webp', encode: (image: Sharp) => image.webp({ quality: 82 }) },
  gif: { extension: 'gif', encode: (image: Sharp) => image.gif() },
  avif: { extension: 'avif', encode: (image: Sharp) => image.avif({ quality: 60, effort: 2 }) },
} as const

export type OutputFormat = keyof typeof OUTPUTS

const notAnImage = () =>
  new ImageRejected(
    415,
    'The file is not an image we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF image.',
  )

/** The format by what the bytes are, never by the file's name or claimed type. AVIF reads as HEIF/AV1. */
export function formatOf(metadata: Metadata): OutputFormat | null {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : null
  return metadata.format in OUTPUTS ? (metadata.format as OutputFormat) : null
}

const megapixels = (pixels: number) => (pixels / 1_000_000).toFixed(1)

function refuseTooManyPixels(metadata: Metadata) {
  const frames = metadata.pages ?? 1
  const frameHeight = metadata.pageHeight ?? metadata.height
  const pixels = metadata.width * frameHeight * frames
  if (pixels <= MAX_IMAGE_PIXELS) return
  const size = `${metadata.width} × ${frameHeight} pixels`
  const what = frames > 1 ? `This animation has ${frames} frames of ${size}` : `This image is ${size}`
  throw new ImageRejected(
    413,
    `${what}, ${megapixels(pixels)} megapixels; we accept at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. ` +
      `Please make it smaller, say ${MAX_STORED_SIDE} pixels on the longest side, and upload it again.`,
  )
}

/**
 * Writes the upload again as a new file of the same format: turned upright by its EXIF orientation, scaled
 * to fit MAX_STORED_SIDE, and without any of its metadata (sharp keeps none unless asked), so a photo's GPS
 * position, camera serial and comments never reach the public site. Animations keep their frames.
 */
export async function reencodeImage(bytes: Buffer): Promise<{ bytes: Buffer; extension: string }> {
  // Reading the header decodes no pixels, so it is safe at any claimed size.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  const format = metadata && formatOf(metadata)
  if (!metadata || !format) throw notAnImage()
  refuseTooManyPixels(metadata)

  const output = OUTPUTS[format]
  // limitInputPixels again: libvips enforces it before decoding, whatever the check above concluded.
  const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: (metadata.pages ?? 1) > 1 })
    .autoOrient()
    .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
  // A truncated or corrupt file fails here, while decoding, rather than reaching the site.
  const written = await output
    .encode(pipeline)
    .toBuffer()
    .catch(() => {
      throw notAnImage()
    })
  return { bytes: written, extension: output.extension }
}
