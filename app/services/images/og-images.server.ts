import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp, { type OverlayOptions } from 'sharp'
import logoSvg from '#app/brand/logo.svg?raw'
import { OG_IMAGE, SITE_ART } from '#app/lib/og-image'
import type { ImageStorage } from './image-storage.server'

type Sources = {
  /** Where uploads are kept: DATA_DIR/uploads, or the bucket (decision 29). */
  storage: Pick<ImageStorage, 'read'>
  /** Where the site's public files are: `public/`, or the build's copy of it in production. */
  publicFiles: string
}

export type OgImages = {
  /** The site's picture: the seed scene with the logo on it. */
  site: () => Promise<Buffer>
  /** A picture made from the image at `source`, or the site's if that is no upload or public file. */
  fromSource: (source: string | null) => Promise<Buffer>
}

/** Rendered pictures kept in memory: 1200 x 630 JPEGs are about 50-150 KB, and a catalogue has dozens. */
const MEMO_ENTRIES = 64

const LOGO_SIDE = 144
const LOGO_MARGIN = 48
const PICTURE_FILE = /\.(svg|jpe?g|png|webp|avif|gif)$/i

/**
 * The public file behind a local picture address, inside the public folder; null for anything else, such
 * as another site's picture: the server never fetches a URL an admin typed.
 */
function publicFile(url: string, publicFiles: string): string | null {
  // A seed picture's address carries its fingerprint (`?v=`), which names no part of the file.
  const [address = ''] = url.split('?')
  if (!address.startsWith('/') || address.startsWith('//') || !PICTURE_FILE.test(address)) return null
  const file = path.join(publicFiles, path.normalize(address))
  return file.startsWith(path.join(publicFiles, path.sep)) ? file : null
}

/** An SVG drawn at the size it will be shown, not drawn small and then enlarged. */
async function decode(bytes: Buffer, side: { width: number; height: number }) {
  const { format, width, height } = await sharp(bytes).metadata()
  if (format !== 'svg' || !width || !height) return sharp(bytes)
  const scale = Math.max(side.width / width, side.height / height, 1)
  return sharp(bytes, { density: Math.min(72 * scale, 2400) })
}

/** The picture cropped to fill 1200 x 630 from its centre, with anything laid over it, as a JPEG. */
async function coverPicture(bytes: Buffer, overlays: OverlayOptions[] = []): Promise<Buffer> {
  const image = await decode(bytes, OG_IMAGE)
  return image
    .resize(OG_IMAGE.width, OG_IMAGE.height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .composite(overlays)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}

export function createOgImages({ storage, publicFiles }: Sources): OgImages {
  const memo = new Map<string, Promise<Buffer>>()
  /** One rendering per key, shared by requests that come while it runs; a failed one is tried again later. */
  const remembered = (key: string, render: () => Promise<Buffer>) => {
    const kept = memo.get(key)
    if (kept) return kept
    const rendering = render()
    rendering.catch(() => memo.delete(key))
    // Oldest first: a Map iterates in the order keys were added.
    if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value ?? '')
    memo.set(key, rendering)
    return rendering
  }

  /** An upload, by the storage that made its address (so none reaches outside it), or a public file. */
  const read = async (url: string) => {
    const stored = await storage.read(url)
    if (stored) return stored
    const file = publicFile(url, publicFiles)
    if (!file) throw new Error(`not a stored or public picture: ${url}`)
    return readFile(file)
  }

  const site = () =>
    remembered('site', async () => {
      const scene = await read(SITE_ART.scene)
      const logoPicture = await (await decode(Buffer.from(logoSvg), { width: LOGO_SIDE, height: LOGO_SIDE }))
        .resize(LOGO_SIDE, LOGO_SIDE)
        .png()
        .toBuffer()
      return coverPicture(scene, [
        { input: logoPicture, left: LOGO_MARGIN, top: OG_IMAGE.height - LOGO_SIDE - LOGO_MARGIN },
      ])
    })

  const fromSource = async (source: string | null) => {
    if (!source) return site()
    // A hero whose file has gone (or is no picture) shows the site's picture rather than nothing.
    return remembered(`source:${source}`, async () => coverPicture(await read(source))).catch(() => site())
  }

  return { site, fromSource }
}
