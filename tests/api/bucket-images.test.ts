import { readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PackageDetail } from '#app/lib/catalogue'
import { packageOgImagePath } from '#app/lib/og-image'
import { createBucketClient, createBucketStorage } from '#app/services/images/bucket-storage.server'
import { deleteUploadsNoRowNames, UPLOAD_GRACE_MS } from '#app/services/images/unused-uploads.server'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { freePort } from '#tests/setup/free-port'
import { imageUploader } from '#tests/setup/image-upload'
import { headerValues, rawRequest } from '#tests/setup/raw-http'
import { type S3TestServer, startS3Server } from '#tests/setup/s3-server'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * Images kept in an S3-compatible bucket (S3_BUCKET, decision 29), against a real S3 protocol server:
 * upload, re-encoding, serving at the site's own /uploads/ address, delete and clone behave as they do on
 * the disk, and no file lands in the server's data folder, which a fleet's other servers could not read.
 */

let s3: S3TestServer

beforeAll(async () => {
  s3 = await startS3Server()
  // The SDK takes its keys from the standard chain, as in production: here, the environment.
  for (const [name, value] of Object.entries(s3.credentials)) vi.stubEnv(name, value)
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await s3?.close()
})

type Site = {
  server: TestServer
  send: ReturnType<typeof adminRequest>
  upload: ReturnType<typeof imageUploader>
}

async function startSite(environment: Record<string, string> = {}, store = s3): Promise<Site> {
  const server = await startTestServer({ environment: { ...store.environment, ...environment } })
  const cookie = await signIn(server)
  return { server, send: adminRequest(server, cookie), upload: imageUploader(server, cookie) }
}

async function createPackage(site: Site, title: string) {
  const response = await site.send('POST', '/api/travel-packages', { title, duration: 3 })
  expect(response.status).toBe(201)
  return (await response.json()) as PackageDetail
}

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })

const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)

const dataFolderUploads = (server: TestServer) => {
  try {
    return readdirSync(path.join(server.dataDir, 'uploads'))
  } catch {
    return []
  }
}

/**
 * Uploads a red hero to a new package and checks that its Open Graph picture is drawn from it (red all
 * over, not the site's picture); answers the hero.
 */
async function expectOgPictureFromRedHero(site: Site, title: string) {
  const pkg = await createPackage(site, title)
  const red = await solid(800, 1600, '#c81414').jpeg().toBuffer()
  const hero = await site.upload(
    { packageId: String(pkg.id), type: 'hero' },
    { bytes: red, name: 'hero.jpg', type: 'image/jpeg' },
  )
  const response = await fetch(site.server.url(packageOgImagePath(pkg.slug, hero.url)))
  expect(response.status).toBe(200)
  const { channels } = await sharp(Buffer.from(await response.arrayBuffer())).stats()
  const [r = 0, g = 0, b = 0] = channels.map((channel) => channel.mean)
  expect(r).toBeGreaterThan(180)
  expect(g + b).toBeLessThan(60)
  return hero
}

describe('images in a bucket, served at the site’s own address', () => {
  let site: Site

  beforeAll(async () => {
    site = await startSite()
  })

  afterAll(() => site?.server.close())

  it('keeps an upload in the bucket, re-encoded, and serves it with its type, ETag and a year’s cache', async () => {
    const pkg = await createPackage(site, 'Bergamo Upper Town')
    const wide = await solid(4000, 1000, '#0f4c5c').png().toBuffer()
    const image = await site.upload(
      { packageId: String(pkg.id), type: 'gallery' },
      {
        bytes: wide,
        name: 'panorama.png',
        type: 'image/png',
      },
    )
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/)
    const stored = await s3.object(`uploads/${nameOf(image.url)}`)
    expect(stored?.contentType).toBe('image/png')
    expect(dataFolderUploads(site.server)).toEqual([])

    const served = await fetch(site.server.url(image.url))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const etag = served.headers.get('etag')
    expect(etag).toMatch(/^"[^"]+"$/)
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(bytes.equals(stored?.bytes ?? Buffer.alloc(0))).toBe(true)
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 2560, height: 640 })

    const again = await fetch(site.server.url(image.url), { headers: { 'if-none-match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect((await again.arrayBuffer()).byteLength).toBe(0)
    const garbled = await fetch(site.server.url(image.url), { headers: { 'if-none-match': `x, ${etag}` } })
    expect(garbled.status).toBe(200)

    const head = await fetch(site.server.url(image.url), { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(bytes.length))
  })

  it('keeps nothing of a refused upload', async () => {
    const pkg = await createPackage(site, 'Como Lakeside')
    const keys = await s3.keys()
    const bomb = await solid(7500, 7500, '#ffffff').png({ compressionLevel: 9 }).toBuffer()
    const refused = await site.upload(
      { packageId: String(pkg.id) },
      { bytes: bomb, name: 'x.png', type: 'image/png' },
    )
    expect(refused).toMatchObject({ status: 413 })
    expect(await s3.keys()).toEqual(keys)
  })

  it('deletes the object with its image, and the address then answers 404', async () => {
    const pkg = await createPackage(site, 'Mantua Palaces')
    const image = await site.upload({ packageId: String(pkg.id) })
    const key = `uploads/${nameOf(image.url)}`
    expect(await s3.keys('uploads/')).toContain(key)
    expect((await site.send('DELETE', `/api/images/${image.id}`)).status).toBe(204)
    expect(await s3.keys('uploads/')).not.toContain(key)
    const gone = await fetch(site.server.url(image.url))
    expect(gone.status).toBe(404)
    expect(await gone.json()).toEqual({ error: 'Image not found.' })
  })

  it('keeps an object a clone still shows until the last package showing it is deleted', async () => {
    const pkg = await createPackage(site, 'Ravenna Mosaics')
    const image = await site.upload({ packageId: String(pkg.id), type: 'gallery' })
    const cloned = await site.send('POST', `/api/travel-packages/${pkg.id}/clone`, { title: 'Ravenna Again' })
    const clone = (await cloned.json()) as PackageDetail
    expect(clone.images.map((shown) => shown.url)).toEqual([image.url])

    expect((await site.send('DELETE', `/api/travel-packages/${pkg.id}`)).status).toBe(204)
    expect((await fetch(site.server.url(image.url))).status).toBe(200)
    expect((await site.send('DELETE', `/api/travel-packages/${clone.id}`)).status).toBe(204)
    expect((await fetch(site.server.url(image.url))).status).toBe(404)
    expect(await s3.keys('uploads/')).not.toContain(`uploads/${nameOf(image.url)}`)
  })

  it('serves nothing outside the uploads prefix, whatever the name says', async () => {
    await s3.put('secret.png', Buffer.from('not for visitors'), 'image/png')
    await s3.put('uploads-private/secret.png', Buffer.from('not for visitors'), 'image/png')
    for (const target of [
      '/uploads/..%2Fsecret.png',
      '/uploads/%2E%2E%2Fsecret.png',
      '/uploads/..%5Csecret.png',
      '/uploads/%2e%2e/secret.png',
      '/uploads/..%2Fuploads-private%2Fsecret.png',
      '/uploads/.secret.png',
      '/uploads/%00secret.png',
    ]) {
      // Sent as written: fetch would read %2e%2e as .. and tidy the path before it left.
      const ask = (path: string) =>
        rawRequest(site.server.url('/'), { target: path, headers: { Host: 'localhost' } })
      let answer = await ask(target)
      // An escaped dot is sent to its plain form first (decision 62), which answers the same nothing.
      const [plain] = answer.status === 301 ? headerValues(answer.text, 'location') : []
      if (plain !== undefined) answer = await ask(plain)
      expect([400, 404], target).toContain(answer.status)
      expect(answer.text, target).not.toContain('not for visitors')
    }
  })

  it('draws the Open Graph picture from a hero kept in the bucket', async () => {
    await expectOgPictureFromRedHero(site, 'Siena Palio')
  })
})

describe('images in a bucket behind a CDN (S3_PUBLIC_URL)', () => {
  const cdn = 'https://images.cdn.example.test/holidays'
  let site: Site

  beforeAll(async () => {
    site = await startSite({ S3_PUBLIC_URL: `${cdn}/` })
  })

  afterAll(() => site?.server.close())

  it('links new images on the CDN, which the page policy allows, and still serves older /uploads/ ones', async () => {
    const pkg = await createPackage(site, 'Lecce Baroque')
    const image = await site.upload({ packageId: String(pkg.id) })
    expect(image.url).toMatch(/^https:\/\/images\.cdn\.example\.test\/holidays\/uploads\/[0-9a-f]{32}\.png$/)
    expect(await s3.keys('uploads/')).toContain(`uploads/${nameOf(image.url)}`)

    const policy = (await fetch(site.server.url('/api/health'))).headers.get('content-security-policy')
    expect(policy).toMatch(/img-src [^;]*https:\/\/images\.cdn\.example\.test(?:;| )/)
    // An image stored before the CDN was named keeps its /uploads/ address, still answered from the bucket.
    expect((await fetch(site.server.url(`/uploads/${nameOf(image.url)}`))).status).toBe(200)
  })

  it('draws the Open Graph picture from the bucket, never fetching the CDN, and deletes the object', async () => {
    const hero = await expectOgPictureFromRedHero(site, 'Matera Caves')
    expect(hero.url.startsWith(cdn)).toBe(true)
    expect((await site.send('DELETE', `/api/images/${hero.id}`)).status).toBe(204)
    expect(await s3.keys('uploads/')).not.toContain(`uploads/${nameOf(hero.url)}`)
  })
})

describe('images in a bucket that does not answer', () => {
  it('refuses an upload with a 503 naming the image store, and keeps no image row pointing at nothing', async () => {
    const site = await startSite({ S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` })
    try {
      const pkg = await createPackage(site, 'Orvieto Cathedral')
      const refused = await site.upload({ packageId: String(pkg.id) })
      expect(refused).toMatchObject({
        status: 503,
        body: { error: 'The image store is unavailable. Please try again shortly.' },
      })
      const images = await fetch(site.server.url(`/api/travel-packages/${pkg.id}/images`))
      expect(await images.json()).toEqual([])
      expect((await fetch(site.server.url('/uploads/0123abcd.png'))).status).toBe(503)
    } finally {
      await site.server.close()
    }
  })
})

describe('housekeeping of a bucket', () => {
  it('removes the objects no row names once they are an hour old, whatever address the rows give them', async () => {
    // A bucket of its own, so the sweep sees no other test's objects.
    const own = await startS3Server('swept-images')
    const site = await startSite({ S3_PUBLIC_URL: 'https://images.cdn.example.test' }, own)
    try {
      const pkg = await createPackage(site, 'Bari Vecchia')
      const image = await site.upload({ packageId: String(pkg.id), type: 'gallery' })
      expect(image.url.startsWith('https://images.cdn.example.test/uploads/')).toBe(true)
      // Left by a request that stopped between writing its file and committing its row.
      await own.put('uploads/0123456789abcdef0123456789abcdef.png', Buffer.from('an image'), 'image/png')
      // Beside the uploads, and not ours.
      await own.put('backups/site.tar', Buffer.from('a backup'))
      const storage = createBucketStorage({
        client: createBucketClient({
          S3_ENDPOINT: own.endpoint,
          S3_REGION: 'us-east-1',
          S3_FORCE_PATH_STYLE: true,
        }),
        bucket: own.bucket,
      })
      const imageKeys = [image.url, image.shapedUrl ?? ''].map((url) => `uploads/${nameOf(url)}`)

      // Just written: it may be an upload whose row is not committed yet.
      expect(await deleteUploadsNoRowNames(site.server.db, storage)).toBe(0)
      const anHourOn = new Date(Date.now() + UPLOAD_GRACE_MS + 60_000)
      expect(await deleteUploadsNoRowNames(site.server.db, storage, anHourOn)).toBe(1)
      expect(await own.keys()).toEqual(['backups/site.tar', ...imageKeys].sort())
      expect(await deleteUploadsNoRowNames(site.server.db, storage, anHourOn)).toBe(0)
    } finally {
      await site.server.close()
      await own.close()
    }
  })
})
