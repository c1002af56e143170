import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { images } from '#app/db/schema.server'
import type { CatalogueImage } from '#app/lib/catalogue'
import type { AuditEntry } from '#app/lib/staff'
import { createDestination, createImage, createPackage } from '#tests/factories/catalogue'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { imageUploader, uploadedFile } from '#tests/setup/image-upload'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * The media library (decision 55): staff edit an image's words, type, place and focal point after upload,
 * put one owner's images in a new order in one call, and the site shows the variant cut around the focal
 * point, with alt="" for a decorative image.
 */

let server: TestServer
let send: ReturnType<typeof adminRequest>
let upload: ReturnType<typeof imageUploader>

beforeAll(async () => {
  server = await startTestServer()
  const cookie = await signIn(server)
  send = adminRequest(server, cookie)
  upload = imageUploader(server, cookie)
})

afterAll(() => server.close())

/** The package's images as a visitor reads them: public, so possibly from the response cache. */
const publicImages = async (packageId: number) =>
  (await (await fetch(server.url(`/api/travel-packages/${packageId}/images`))).json()) as CatalogueImage[]

const newestEntry = async () =>
  ((await (await send('GET', '/api/audit-log?limit=1')).json()) as AuditEntry[])[0]

/** A 300 × 100 picture, red on its left third, white in the middle, blue on its right third. */
const redWhiteBlue = () =>
  sharp({ create: { width: 300, height: 100, channels: 3, background: '#ffffff' } })
    .composite([
      { input: { create: { width: 100, height: 100, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
      {
        input: { create: { width: 100, height: 100, channels: 3, background: '#0000ff' } },
        left: 200,
        top: 0,
      },
    ])
    .png()
    .toBuffer()

/** The served file's size and its mean red and blue. */
async function served(url: string) {
  const response = await fetch(server.url(url))
  expect(response.status).toBe(200)
  const bytes = Buffer.from(await response.arrayBuffer())
  const { width, height } = await sharp(bytes).metadata()
  const [red = 0, , blue = 0] = (await sharp(bytes).stats()).channels.map((channel) => channel.mean)
  return { width, height, red, blue }
}

async function uploadRedWhiteBlue(packageId: number, type: string) {
  const image = await upload(
    { packageId: String(packageId), type, title: 'Flag', altText: 'Three stripes' },
    { bytes: await redWhiteBlue(), name: 'flag.png', type: 'image/png' },
  )
  expect(image.shapedUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/)
  return image
}

describe('PATCH /api/images/:id', () => {
  it('changes title, alt text, type and display order, and the activity log names the change', async () => {
    const pkg = await createPackage(server.db)
    const image = await createImage(server.db, { packageId: pkg.id, title: null, altText: 'Old words' })

    const response = await send('PATCH', `/api/images/${image.id}`, {
      title: 'Rialto at dawn',
      altText: 'The Rialto Bridge in early light',
      type: 'hero',
      sequence: 4,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      id: image.id,
      title: 'Rialto at dawn',
      altText: 'The Rialto Bridge in early light',
      type: 'hero',
      sequence: 4,
      decorative: false,
    })
    expect(await publicImages(pkg.id)).toEqual([
      expect.objectContaining({ id: image.id, title: 'Rialto at dawn', type: 'hero', sequence: 4 }),
    ])
    const entry = await newestEntry()
    expect(entry).toMatchObject({ action: 'update', thingType: 'image', thingId: image.id })
    expect(entry?.summary).toContain('Rialto at dawn')
  })

  it('changes only what it is sent; "none" stores no type', async () => {
    const image = await createImage(server.db, {
      packageId: (await createPackage(server.db)).id,
      title: 'Kept',
      altText: 'Kept too',
      sequence: 2,
    })
    const response = await send('PATCH', `/api/images/${image.id}`, { type: 'none' })
    expect(await response.json()).toMatchObject({
      title: 'Kept',
      altText: 'Kept too',
      sequence: 2,
      type: null,
    })
  })

  it('refuses to leave an image without alt text unless it is decorative, changing nothing', async () => {
    const pkg = await createPackage(server.db)
    const image = await createImage(server.db, { packageId: pkg.id, title: 'Gondola', altText: 'A gondola' })

    const refused = await send('PATCH', `/api/images/${image.id}`, { altText: '  ', title: 'Changed' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      error: 'Describe the image for people who cannot see it, or tick Decorative',
      details: [
        { path: 'altText', message: 'Describe the image for people who cannot see it, or tick Decorative' },
      ],
    })
    expect((await publicImages(pkg.id))[0]).toMatchObject({ title: 'Gondola', altText: 'A gondola' })

    const decorative = await send('PATCH', `/api/images/${image.id}`, { altText: '', decorative: true })
    expect(decorative.status).toBe(200)
    expect(await decorative.json()).toMatchObject({ altText: null, decorative: true })
    // Ticking Decorative off again needs words.
    expect((await send('PATCH', `/api/images/${image.id}`, { decorative: false })).status).toBe(400)
  })

  it('refuses bad input with the field named, and an unknown id with 404', async () => {
    const image = await createImage(server.db, { packageId: (await createPackage(server.db)).id })
    const cases: [unknown, string][] = [
      [{}, 'Send at least one of title, altText, decorative, type, sequence, focalX, focalY'],
      [{ focalX: 1.5 }, 'focalX must be a number from 0 to 1'],
      [{ focalY: '0.5' }, 'focalY must be a number from 0 to 1'],
      [{ type: 'banner' }, 'Choose one of the image types, or none'],
      [{ sequence: -1 }, 'Display order must be a whole number, 0 or more'],
      [{ decorative: 'yes' }, 'decorative must be true or false'],
      [{ title: 'x'.repeat(201) }, 'Must be at most 200 characters'],
    ]
    for (const [body, error] of cases) {
      const response = await send('PATCH', `/api/images/${image.id}`, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(((await response.json()) as { error: string }).error).toBe(error)
    }
    expect((await send('PATCH', '/api/images/999999', { title: 'Nobody' })).status).toBe(404)
    expect((await send('PATCH', '/api/images/abc', { title: 'Nobody' })).status).toBe(400)
  })

  it('needs a signed-in member of staff', async () => {
    const image = await createImage(server.db, { packageId: (await createPackage(server.db)).id })
    const response = await fetch(server.url(`/api/images/${image.id}`), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Visitor' }),
    })
    expect(response.status).toBe(401)
  })
})

describe('focal points and shaped variants', () => {
  it('cuts each upload to its type’s shape around the centre, and the original stays whole', async () => {
    const pkg = await createPackage(server.db)
    const image = await uploadRedWhiteBlue(pkg.id, 'thumbnail')
    expect(image).toMatchObject({ focalX: 0.5, focalY: 0.5 })
    // A thumbnail is 4:3: 133 × 100 out of the middle of 300 × 100, so mostly white.
    const shaped = await served(image.shapedUrl ?? '')
    expect(shaped).toMatchObject({ width: 133, height: 100 })
    expect(shaped.red).toBeGreaterThan(200)
    expect(shaped.blue).toBeGreaterThan(200)
    expect(await served(image.url)).toMatchObject({ width: 300, height: 100 })
  })

  it('cuts a new variant around a new focal point and removes the old one', async () => {
    const pkg = await createPackage(server.db)
    const image = await uploadRedWhiteBlue(pkg.id, 'thumbnail')

    const left = (await (
      await send('PATCH', `/api/images/${image.id}`, { focalX: 0, focalY: 0.5 })
    ).json()) as CatalogueImage
    expect(left).toMatchObject({ focalX: 0, focalY: 0.5, url: image.url })
    expect(left.shapedUrl).not.toBe(image.shapedUrl)
    const leftCut = await served(left.shapedUrl ?? '')
    expect(leftCut.red).toBeGreaterThan(200)
    expect(leftCut.blue).toBeLessThan(150)
    expect(existsSync(uploadedFile(server, image.shapedUrl ?? ''))).toBe(false)

    const right = (await (
      await send('PATCH', `/api/images/${image.id}`, { focalX: 1 })
    ).json()) as CatalogueImage
    const rightCut = await served(right.shapedUrl ?? '')
    expect(rightCut.blue).toBeGreaterThan(200)
    expect(rightCut.red).toBeLessThan(150)
  })

  it('cuts again to the new shape when the type changes', async () => {
    const image = await uploadRedWhiteBlue((await createPackage(server.db)).id, 'thumbnail')
    const hero = (await (
      await send('PATCH', `/api/images/${image.id}`, { type: 'hero' })
    ).json()) as CatalogueImage
    // A hero is 3:2: 150 × 100.
    expect(await served(hero.shapedUrl ?? '')).toMatchObject({ width: 150, height: 100 })
  })

  it('stores any focal point in range, rounded to four decimals, and refuses one outside with a 400', async () => {
    const image = await uploadRedWhiteBlue((await createPackage(server.db)).id, 'thumbnail')
    const cases: [number, number][] = [
      // Below the smallest number the column holds: PostgreSQL refused it with a 500, after the cut was made.
      [1e-320, 0],
      [0.123456789, 0.1235],
      [0, 0],
      [1, 1],
      [0.99996, 1],
    ]
    for (const [sent, stored] of cases) {
      const response = await send('PATCH', `/api/images/${image.id}`, { focalX: sent, focalY: sent })
      expect(response.status, String(sent)).toBe(200)
      expect(await response.json()).toMatchObject({ focalX: stored, focalY: stored })
      expect((await publicImages(image.packageId ?? 0))[0]).toMatchObject({ focalX: stored, focalY: stored })
    }
    for (const outside of [-1e-320, -0.0001, 1.00001, 1e308]) {
      const response = await send('PATCH', `/api/images/${image.id}`, { focalX: outside })
      expect(response.status, String(outside)).toBe(400)
      expect(((await response.json()) as { error: string }).error).toBe('focalX must be a number from 0 to 1')
    }
  })

  it('takes simultaneous edits of one image one at a time, and the store keeps only the files the rows name', async () => {
    const image = await uploadRedWhiteBlue((await createPackage(server.db)).id, 'thumbnail')
    const shares = [0, 0.2, 0.4, 0.6, 0.8, 1]
    const answers = await Promise.all(
      shares.map((focalX) => send('PATCH', `/api/images/${image.id}`, { focalX })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(shares.map(() => 200))
    const [row] = await server.db.select().from(images).where(eq(images.id, image.id))
    expect(shares).toContain(row?.focalX)
    // Each edit read the image as the one before it left it: six files cut, five removed again.
    const named = (await server.db.select().from(images)).flatMap((each) => [each.url, each.shapedUrl])
    expect(new Set(readdirSync(path.join(server.dataDir, 'uploads')))).toEqual(
      new Set(named.flatMap((url) => (url?.startsWith('/uploads/') ? [path.basename(url)] : []))),
    )
  })

  it('keeps a variant a cloned package still shows', async () => {
    const pkg = await createPackage(server.db)
    const image = await uploadRedWhiteBlue(pkg.id, 'gallery')
    const clone = await send('POST', `/api/travel-packages/${pkg.id}/clone`, { title: 'Flag copy' })
    expect(clone.status).toBe(201)
    await send('PATCH', `/api/images/${image.id}`, { focalX: 0.1 })
    expect(existsSync(uploadedFile(server, image.shapedUrl ?? ''))).toBe(true)
  })
})

describe('PUT /api/images/order', () => {
  async function threeImages(owner: { packageId: number } | { destinationId: number }) {
    return [
      await createImage(server.db, { ...owner, title: 'Canal', sequence: 0 }),
      await createImage(server.db, { ...owner, title: 'Bridge', sequence: 0 }),
      await createImage(server.db, { ...owner, title: 'Square', sequence: 0 }),
    ]
  }

  it('numbers a package’s images in the order sent, for visitors at once, and logs the new order', async () => {
    const pkg = await createPackage(server.db)
    const [canal, bridge, square] = await threeImages({ packageId: pkg.id })
    // A visitor's read is kept in the response cache: the reorder must clear it.
    expect((await publicImages(pkg.id)).map((image) => image.title)).toEqual(['Canal', 'Bridge', 'Square'])

    const response = await send('PUT', '/api/images/order', { ids: [square?.id, canal?.id, bridge?.id] })
    expect(response.status).toBe(200)
    const ordered = (await response.json()) as CatalogueImage[]
    expect(ordered.map((image) => [image.title, image.sequence])).toEqual([
      ['Square', 0],
      ['Canal', 1],
      ['Bridge', 2],
    ])
    expect((await publicImages(pkg.id)).map((image) => image.title)).toEqual(['Square', 'Canal', 'Bridge'])
    expect(await newestEntry()).toMatchObject({
      action: 'reorder',
      thingType: 'image',
      summary: 'New order: Square, Canal, Bridge',
    })
  })

  it('orders a destination’s images too', async () => {
    const destination = await createDestination(server.db)
    const [canal, bridge, square] = await threeImages({ destinationId: destination.id })
    const response = await send('PUT', '/api/images/order', { ids: [bridge?.id, square?.id, canal?.id] })
    expect(response.status).toBe(200)
    const listed = (await (
      await fetch(server.url(`/api/destinations/${destination.id}/images`))
    ).json()) as CatalogueImage[]
    expect(listed.map((image) => image.title)).toEqual(['Bridge', 'Square', 'Canal'])
  })

  it('refuses, changing nothing, a list that is not every image of one owner once', async () => {
    const pkg = await createPackage(server.db)
    const [canal, bridge, square] = await threeImages({ packageId: pkg.id })
    const [stranger] = await threeImages({ packageId: (await createPackage(server.db)).id })
    const ids = [canal?.id, bridge?.id, square?.id]
    const cases: [unknown, string][] = [
      [
        { ids: [square?.id, canal?.id] },
        `List every image of the owner once: the image ${bridge?.id} is missing.`,
      ],
      [{ ids: [...ids, stranger?.id] }, 'List the images of one package or one destination only.'],
      [{ ids: [...ids, 999999] }, 'No image has the id 999999.'],
      [{ ids: [square?.id, square?.id, canal?.id, bridge?.id] }, 'Each image must be listed once'],
      [{ ids: [] }, 'Send ids: every image id of one package or destination, in the new order'],
      [{ ids: 'all' }, 'Send ids: every image id of one package or destination, in the new order'],
      [{ ids: [canal?.id, 'two'] }, 'Each id must be an image id'],
    ]
    for (const [body, error] of cases) {
      const response = await send('PUT', '/api/images/order', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(((await response.json()) as { error: string }).error).toBe(error)
    }
    const stored = await publicImages(pkg.id)
    expect(stored.map((image) => [image.title, image.sequence])).toEqual([
      ['Canal', 0],
      ['Bridge', 0],
      ['Square', 0],
    ])
  })
})

describe('uploads in the media library', () => {
  it('go after the owner’s other images unless given a place, and may be decorative', async () => {
    const pkg = await createPackage(server.db)
    await createImage(server.db, { packageId: pkg.id, sequence: 6 })
    const image = await upload({ packageId: String(pkg.id), type: 'gallery', decorative: 'true' })
    expect(image).toMatchObject({ sequence: 7, decorative: true })
    const placed = await upload({ packageId: String(pkg.id), type: 'gallery', sequence: '2' })
    expect(placed.sequence).toBe(2)
  })
})
