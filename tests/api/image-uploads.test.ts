import { readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PackageDetail } from '#app/lib/catalogue'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { imageUploader } from '#tests/setup/image-upload'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * What an upload becomes: the file the public site serves is written again by the server, so it carries no
 * metadata (a staff photo's GPS position), stands upright, fits 2560 pixels and keeps its format family;
 * an image too large to decode safely is refused before anything is kept.
 */

let server: TestServer
let uploadImage: ReturnType<typeof imageUploader>
let packageId: string

beforeAll(async () => {
  server = await startTestServer()
  const cookie = await signIn(server)
  uploadImage = imageUploader(server, cookie)
  const created = await adminRequest(server, cookie)('POST', '/api/travel-packages', {
    title: 'Trieste Coffee Break',
    duration: 3,
  })
  packageId = String(((await created.json()) as PackageDetail).id)
})

afterAll(() => server.close())

/** The stored file as a visitor's browser gets it, through its public URL. */
async function served(url: string) {
  const response = await fetch(server.url(url))
  expect(response.status).toBe(200)
  const bytes = Buffer.from(await response.arrayBuffer())
  return { contentType: response.headers.get('content-type'), bytes, metadata: await sharp(bytes).metadata() }
}

const upload = (bytes: Buffer, name: string, type: string) =>
  uploadImage({ packageId, type: 'gallery' }, { bytes, name, type })

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c8553d' } })

const storedFiles = () => {
  try {
    return readdirSync(path.join(server.dataDir, 'uploads'))
  } catch {
    return []
  }
}

const packageImages = async () =>
  (await (await fetch(server.url(`/api/travel-packages/${packageId}/images`))).json()) as unknown[]

describe('uploaded images', () => {
  it('drop their EXIF, GPS position included, and stand upright by their orientation', async () => {
    // 300 wide and 200 high as stored, but tagged "rotate 90°": the camera was held upright.
    const photo = await blank(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Artist: 'Staff photographer' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '45/1 26/1 1520/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '12/1 20/1 1010/100',
        },
      })
      .toBuffer()
    expect((await sharp(photo).metadata()).exif).toBeDefined()

    const image = await upload(photo, 'canal.jpg', 'image/jpeg')
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/)
    const file = await served(image.url)
    expect(file.contentType).toBe('image/jpeg')
    expect(file.metadata).toMatchObject({ format: 'jpeg', width: 200, height: 300 })
    expect(file.metadata.exif).toBeUndefined()
    expect(file.metadata.orientation).toBeUndefined()
    expect(file.bytes.includes('Staff photographer')).toBe(false)
  })

  it('are scaled down to fit 2560 pixels, keeping their shape and format', async () => {
    const wide = await blank(4000, 1000).png().toBuffer()
    const image = await upload(wide, 'panorama.png', 'image/png')
    expect(image.url).toMatch(/\.png$/)
    const file = await served(image.url)
    expect(file.contentType).toBe('image/png')
    expect(file.metadata).toMatchObject({ format: 'png', width: 2560, height: 640 })

    const small = await upload(await blank(640, 480).webp().toBuffer(), 'small.webp', 'image/webp')
    expect(small.url).toMatch(/\.webp$/)
    expect((await served(small.url)).metadata).toMatchObject({ format: 'webp', width: 640, height: 480 })
  })

  it('keep an animated GIF animated, and take AVIF, whose bytes read as HEIF', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 3000, height: 200, channels: 3, background: colour } })
        .png()
        .toBuffer()
    const animation = await sharp([await frame('#f00'), await frame('#0f0'), await frame('#00f')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer()
    const gif = await upload(animation, 'wave.gif', 'image/gif')
    expect(gif.url).toMatch(/\.gif$/)
    expect((await served(gif.url)).metadata).toMatchObject({ format: 'gif', width: 2560, pages: 3 })

    const avif = await upload(await blank(120, 80).avif().toBuffer(), 'lagoon.avif', 'image/avif')
    expect(avif.url).toMatch(/\.avif$/)
    const file = await served(avif.url)
    expect(file.contentType).toBe('image/avif')
    expect(file.metadata).toMatchObject({ format: 'heif', compression: 'av1', width: 120, height: 80 })
  })

  it('refuse a 7,500 × 7,500 image before decoding it, with a clear message, and keep nothing', async () => {
    const files = storedFiles()
    const images = await packageImages()
    // A plain white picture compresses to a small file that decodes to 56 megapixels: a decompression bomb.
    const huge = await blank(7500, 7500).png({ compressionLevel: 9 }).toBuffer()
    expect(huge.length).toBeLessThan(1024 * 1024)

    expect(await upload(huge, 'poster.png', 'image/png')).toMatchObject({
      status: 413,
      body: {
        error:
          'This image is 7500 × 7500 pixels, 56.3 megapixels; we accept at most 40 megapixels. ' +
          'Please make it smaller, say 2560 pixels on the longest side, and upload it again.',
      },
    })
    expect(storedFiles()).toEqual(files)
    expect(await packageImages()).toEqual(images)
  })

  it('refuse a truncated JPEG rather than publish a broken file', async () => {
    const files = storedFiles()
    const photo = await blank(800, 600).jpeg().toBuffer()
    const truncated = photo.subarray(0, Math.floor(photo.length / 2))
    expect(await upload(truncated, 'cut.jpg', 'image/jpeg')).toMatchObject({ status: 415 })
    expect(storedFiles()).toEqual(files)
  })
})
