import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packageOgImagePath, siteOgImagePath } from '#app/lib/og-image'
import { createImage, createPackage } from '#tests/factories/catalogue'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * The pictures a shared link shows: JPEGs of 1200 x 630 (social networks show no SVG), made from a package's
 * hero (seed artwork or an upload) or the site's artwork, at addresses caches may keep for good.
 */

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(() => server.close())

async function picture(address: string) {
  const response = await fetch(server.url(address), { redirect: 'manual' })
  const bytes = Buffer.from(await response.arrayBuffer())
  return { response, bytes }
}

async function expectOgPicture(address: string): Promise<Buffer> {
  const { response, bytes } = await picture(address)
  expect(response.status, address).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/jpeg')
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, s-maxage=31536000, immutable')
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
  return bytes
}

/** The mean colour of a picture, to tell one made from a hero from the site's. */
async function meanColour(bytes: Buffer) {
  const { channels } = await sharp(bytes).stats()
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean))
}

describe('Open Graph pictures', () => {
  it("renders the site's picture from its artwork", async () => {
    await expectOgPicture(siteOgImagePath())
  })

  it("renders a package's picture from its seed artwork hero", async () => {
    const pkg = await createPackage(server.db)
    await createImage(server.db, {
      packageId: pkg.id,
      type: 'hero',
      url: '/images/seed/rome-colosseum.svg',
    })
    const bytes = await expectOgPicture(packageOgImagePath(pkg.slug, '/images/seed/rome-colosseum.svg'))
    const site = await expectOgPicture(siteOgImagePath())
    expect(await meanColour(bytes)).not.toEqual(await meanColour(site))
  })

  it('renders an uploaded hero, cropped to fill the picture', async () => {
    const uploads = path.join(server.dataDir, 'uploads')
    mkdirSync(uploads, { recursive: true })
    // A tall red photo: cropped from its centre, the picture is red all over.
    const photo = await sharp({
      create: { width: 800, height: 1600, channels: 3, background: { r: 200, g: 20, b: 20 } },
    })
      .jpeg()
      .toBuffer()
    writeFileSync(path.join(uploads, 'og-test-hero.jpg'), photo)
    const pkg = await createPackage(server.db)
    await createImage(server.db, { packageId: pkg.id, type: 'hero', url: '/uploads/og-test-hero.jpg' })
    const bytes = await expectOgPicture(packageOgImagePath(pkg.slug, '/uploads/og-test-hero.jpg'))
    const [red = 0, green = 0, blue = 0] = await meanColour(bytes)
    expect(red).toBeGreaterThan(180)
    expect(green + blue).toBeLessThan(60)
  })

  it("shows the site's picture for a package without a local hero, never fetching another site", async () => {
    const site = await expectOgPicture(siteOgImagePath())
    const remote = await createPackage(server.db, { heroImageUrl: 'https://example.com/hero.jpg' })
    const bytes = await expectOgPicture(packageOgImagePath(remote.slug, 'https://example.com/hero.jpg'))
    expect(bytes.equals(site)).toBe(true)
    const none = await createPackage(server.db)
    expect((await expectOgPicture(packageOgImagePath(none.slug, null))).equals(site)).toBe(true)
  })

  it('sends an old or made-up fingerprint to the current address, keeping nothing', async () => {
    const pkg = await createPackage(server.db)
    const { response } = await picture(`/og/package/${pkg.slug}/00000000.jpg`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(packageOgImagePath(pkg.slug, null))
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await picture('/og/site/made-up.jpg')).response.headers.get('location')).toBe(siteOgImagePath())
  })

  it('answers an unknown package with a 404 in the JSON error shape', async () => {
    const { response, bytes } = await picture('/og/package/no-such-package/00000000.jpg')
    expect(response.status).toBe(404)
    expect(JSON.parse(bytes.toString())).toEqual({ error: 'Package not found.' })
  })

  it('refuses an address that does not decode or names no package with a 4xx, never a 500', async () => {
    for (const address of ['/og/package/%E0%A4%A/00000000.jpg', `/og/package/${'a'.repeat(5000)}/x.jpg`]) {
      const { response, bytes } = await picture(address)
      expect(response.status, address).toBeGreaterThanOrEqual(400)
      expect(response.status, address).toBeLessThan(500)
      expect(JSON.parse(bytes.toString())).toEqual({ error: expect.any(String) })
    }
  })
})

describe('Open Graph pictures in the response cache', () => {
  it('are kept, and sent as they are rather than compressed again', async () => {
    const headers = { 'accept-encoding': 'br, gzip' }
    const first = await fetch(server.url(siteOgImagePath()), { headers })
    const firstBytes = Buffer.from(await first.arrayBuffer())
    const again = await fetch(server.url(siteOgImagePath()), { headers })
    expect(again.headers.get('etag'), 'answered from the cache').toMatch(/^W\//)
    expect(again.headers.get('content-encoding')).toBeNull()
    expect(Buffer.from(await again.arrayBuffer()).equals(firstBytes)).toBe(true)
  })
})
