import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AirportPricing, PackageDetail, Review } from '#app/lib/catalogue'
import {
  createAirport,
  createAmenity,
  createPackage as createPackageRow,
  createPricingOption,
} from '#tests/factories/catalogue'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { imageUploader, uploadedFile } from '#tests/setup/image-upload'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let cookie: string
let send: ReturnType<typeof adminRequest>
let uploadImage: ReturnType<typeof imageUploader>

beforeAll(async () => {
  server = await startTestServer()
  cookie = await signIn(server)
  send = adminRequest(server, cookie)
  uploadImage = imageUploader(server, cookie)
})

afterAll(() => server.close())

async function expectInvalid(response: Response, field: string, message: string) {
  expect(response.status).toBe(400)
  const body = (await response.json()) as { details: { path: string; message: string }[] }
  expect(body.details).toContainEqual({ path: field, message })
}

const createPackage = async (body: Record<string, unknown>) => {
  const response = await send('POST', '/api/travel-packages', { duration: 3, ...body })
  expect(response.status).toBe(201)
  return (await response.json()) as PackageDetail
}

describe('travel packages', () => {
  it('creates a package with a slug from its title, reading duration text and destination 0 as none', async () => {
    const pkg = await createPackage({
      title: 'Verona & Lake Garda!',
      duration: '5 nights',
      destinationId: '0',
    })
    expect(pkg).toMatchObject({
      slug: 'verona-lake-garda',
      duration: 5,
      destinationId: null,
      isFeatured: false,
    })
    const clash = await createPackage({ title: 'Verona & Lake Garda' })
    expect(clash.slug).toBe('verona-lake-garda-2')
  })

  it('refuses a short title and a missing duration with SPEC’s messages', async () => {
    await expectInvalid(
      await send('POST', '/api/travel-packages', { title: 'Ve', duration: 3 }),
      'title',
      'Title must be at least 3 characters',
    )
    await expectInvalid(
      await send('POST', '/api/travel-packages', { title: 'Venice' }),
      'duration',
      'Duration is required',
    )
    await expectInvalid(
      await send('POST', '/api/travel-packages', { title: 'Venice', duration: '' }),
      'duration',
      'Duration is required',
    )
  })

  it('reads "4 nights" and "four nights" as 4, and says what to write for anything else', async () => {
    for (const duration of ['4 nights', 'four nights', 'Four', 4]) {
      expect((await createPackage({ title: 'Lucca Break', duration })).duration).toBe(4)
    }
    for (const duration of ['soon', 'a week', '4 weeks', 0]) {
      await expectInvalid(
        await send('POST', '/api/travel-packages', { title: 'Venice', duration }),
        'duration',
        'Enter the number of nights, such as 4',
      )
    }
  })

  it('keeps a phone number in one form, and refuses one that is not a number', async () => {
    const uk = await createPackage({ title: 'Como Lakes', phoneNumber: '+44 (0)20 7946 0999' })
    expect(uk.phoneNumber).toBe('020 7946 0999')
    const italian = await createPackage({ title: 'Como Villas', phoneNumber: '0039 031 123 4567' })
    expect(italian.phoneNumber).toBe('+39 031 123 4567')
    const refused = await send('PUT', `/api/travel-packages/${uk.id}`, {
      title: 'Como Lakes',
      duration: 3,
      phoneNumber: 'not a phone',
    })
    await expectInvalid(refused, 'phoneNumber', 'Enter a phone number, such as 020 7946 0321')
    const stored = (await (await send('GET', `/api/travel-packages/${uk.id}`)).json()) as PackageDetail
    expect(stored.phoneNumber).toBe('020 7946 0999')
  })

  it('reads a number stored before numbers were checked in the one form, and one that is none as none', async () => {
    const legacy = await createPackageRow(server.db, { phoneNumber: '02079460999' })
    const junk = await createPackageRow(server.db, { phoneNumber: 'not a phone' })
    const phoneOf = async (id: number) =>
      ((await (await send('GET', `/api/travel-packages/${id}`)).json()) as PackageDetail).phoneNumber
    expect(await phoneOf(legacy.id)).toBe('020 7946 0999')
    expect(await phoneOf(junk.id)).toBeNull()
  })

  it('updates every field but keeps the slug, and answers 404 for an unknown id', async () => {
    const pkg = await createPackage({ title: 'Siena Weekend' })
    const response = await send('PUT', `/api/travel-packages/${pkg.id}`, {
      title: 'Siena and Chianti',
      duration: 4,
      featured: true,
      boardType: 'half-board',
      basePrice: '£1,049.5',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      slug: 'siena-weekend',
      title: 'Siena and Chianti',
      duration: 4,
      isFeatured: true,
      boardType: 'half-board',
      basePrice: '1049.50',
    })
    expect((await send('PUT', '/api/travel-packages/999999', { title: 'Nowhere', duration: 3 })).status).toBe(
      404,
    )
  })

  it('clones a package with its images, pricing, features, reviews and amenities', async () => {
    const pkg = await createPackage({ title: 'Bologna Food Break' })
    const airport = await createAirport(server.db)
    await createPricingOption(server.db, {
      packageId: pkg.id,
      airportId: airport.id,
      departureDate: '2027-04-01',
    })
    await createAmenity(server.db, { packageId: pkg.id, name: 'Cookery class', included: false })
    await send('POST', '/api/package-features', { packageId: pkg.id, label: 'Market tour', icon: 'food' })
    await send('POST', '/api/reviews', {
      packageId: pkg.id,
      author: 'Ann',
      rating: 5,
      comment: 'Delicious trip.',
    })
    await uploadImage({ packageId: String(pkg.id), type: 'hero' })

    const response = await send('POST', `/api/travel-packages/${pkg.id}/clone`, {
      title: 'Bologna Food Break (Spring)',
    })
    expect(response.status).toBe(201)
    const copy = (await response.json()) as PackageDetail & { pricing: AirportPricing[] }
    expect(copy.id).not.toBe(pkg.id)
    expect(copy.slug).toBe('bologna-food-break-spring')
    // A copy is a draft until staff publish it (decision 50), so its parts are read as staff.
    expect(copy.status).toBe('draft')
    expect(copy.pricing).toEqual([expect.objectContaining({ departures: 1 })])
    expect(copy.amenities).toEqual([expect.objectContaining({ name: 'Cookery class', included: false })])
    expect(copy.features).toEqual([expect.objectContaining({ label: 'Market tour', icon: 'food' })])
    expect(copy.images).toHaveLength(1)
    const reviews = (await (await send('GET', `/api/travel-packages/${copy.id}/reviews`)).json()) as Review[]
    expect(reviews).toEqual([expect.objectContaining({ author: 'Ann', comment: 'Delicious trip.' })])
  })

  it('deletes a package with everything of its own, keeping an image file a clone still shows', async () => {
    const pkg = await createPackage({ title: 'Naples Pizza Trail' })
    const image = await uploadImage({ packageId: String(pkg.id), type: 'gallery' })
    const clone = (await (
      await send('POST', `/api/travel-packages/${pkg.id}/clone`, { title: 'Naples Again' })
    ).json()) as {
      id: number
    }
    expect((await send('DELETE', `/api/travel-packages/${pkg.id}`)).status).toBe(204)
    expect((await fetch(server.url(`/api/travel-packages/${pkg.id}`))).status).toBe(404)
    expect(existsSync(uploadedFile(server, image.url))).toBe(true)
    expect((await send('DELETE', `/api/travel-packages/${clone.id}`)).status).toBe(204)
    expect(existsSync(uploadedFile(server, image.url))).toBe(false)
    expect((await send('DELETE', `/api/travel-packages/${pkg.id}`)).status).toBe(404)
  })
})

describe('destinations', () => {
  it('creates and updates, with SPEC’s messages for short names and countries', async () => {
    const created = await send('POST', '/api/destinations', {
      name: 'Verona',
      country: 'Italy',
      description: 'Arena.',
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const updated = await send('PUT', `/api/destinations/${id}`, {
      name: 'Verona',
      country: 'Italy',
      description: '',
    })
    expect(await updated.json()).toMatchObject({ id, description: null })
    await expectInvalid(
      await send('POST', '/api/destinations', { name: 'Ve', country: 'Italy' }),
      'name',
      'Name must be at least 3 characters',
    )
    await expectInvalid(
      await send('POST', '/api/destinations', { name: 'Verona', country: 'I' }),
      'country',
      'Country must be at least 2 characters',
    )
  })
})

describe('reviews and features', () => {
  it('creates, edits and deletes a review, defaulting the rating to 5', async () => {
    const pkg = await createPackage({ title: 'Turin Chocolate Break' })
    const created = await send('POST', '/api/reviews', {
      packageId: pkg.id,
      author: 'Bea',
      comment: 'Lovely hotel.',
    })
    expect(created.status).toBe(201)
    const review = (await created.json()) as Review
    expect(review.rating).toBe(5)
    const edited = await send('PUT', `/api/reviews/${review.id}`, { ...review, rating: 4 })
    expect(await edited.json()).toMatchObject({ rating: 4, comment: 'Lovely hotel.' })
    expect((await send('DELETE', `/api/reviews/${review.id}`)).status).toBe(204)
    expect((await send('DELETE', `/api/reviews/${review.id}`)).status).toBe(404)
  })

  it('refuses reviews and features that break SPEC’s rules', async () => {
    const pkg = await createPackage({ title: 'Genoa Harbour Break' })
    const review = { packageId: pkg.id, author: 'Bea', comment: 'Lovely hotel.', rating: 5 }
    await expectInvalid(
      await send('POST', '/api/reviews', { ...review, author: 'B' }),
      'author',
      'Author name is required',
    )
    await expectInvalid(
      await send('POST', '/api/reviews', { ...review, comment: 'Ok' }),
      'comment',
      'Comment is required',
    )
    expect((await send('POST', '/api/reviews', { ...review, rating: 6 })).status).toBe(400)
    expect((await send('POST', '/api/reviews', { ...review, packageId: 999999 })).status).toBe(400)
    await expectInvalid(
      await send('POST', '/api/package-features', { packageId: pkg.id, label: '   ' }),
      'label',
      'Please enter a feature label',
    )
    const feature = await send('POST', '/api/package-features', {
      packageId: pkg.id,
      label: 'Harbour cruise',
    })
    expect(await feature.json()).toMatchObject({ label: 'Harbour cruise', icon: 'plane' })
    expect(
      (await send('POST', '/api/package-features', { packageId: pkg.id, label: 'X', icon: 'rocket' })).status,
    ).toBe(400)
  })
})

describe('widget sections', () => {
  it('adds, moves and deletes a section; position defaults to 99', async () => {
    const created = await send('POST', '/api/widget-sections', {
      title: 'Offers',
      widgetType: 'featured-offers',
      widgetId: '6',
    })
    const section = (await created.json()) as { id: number; position: number; isActive: boolean }
    expect(section).toMatchObject({ position: 99, isActive: true })
    const moved = await send('PUT', `/api/widget-sections/${section.id}`, {
      title: 'Offers',
      widgetType: 'featured-offers',
      widgetId: '6',
      position: 2,
      isActive: false,
    })
    expect(await moved.json()).toMatchObject({ position: 2, isActive: false })
    expect((await send('DELETE', `/api/widget-sections/${section.id}`)).status).toBe(204)
  })

  it('needs a title, and a config for featured offers', async () => {
    await expectInvalid(
      await send('POST', '/api/widget-sections', { widgetType: 'search-box', widgetId: 'x' }),
      'title',
      'Required',
    )
    await expectInvalid(
      await send('POST', '/api/widget-sections', { title: 'Box', widgetType: 'featured-offers' }),
      'widgetId',
      'Required',
    )
    expect(
      (await send('POST', '/api/widget-sections', { title: 'Note', widgetType: 'html-embed' })).status,
    ).toBe(201)
    await expectInvalid(
      await send('POST', '/api/widget-sections', { title: 'Box', widgetType: 'carousel', widgetId: '1' }),
      'widgetType',
      'Invalid input',
    )
    await expectInvalid(
      await send('POST', '/api/widget-sections', {
        title: 'Box',
        widgetType: 'search-box',
        widgetId: '1',
        position: 0,
      }),
      'position',
      'Position must be a whole number, 1 or more',
    )
  })
})

describe('images', () => {
  it('stores a real image, serves it with long cache headers, and deletes file and row', async () => {
    const pkg = await createPackage({ title: 'Lucca Walls Break' })
    const image = await uploadImage({
      packageId: String(pkg.id),
      type: 'gallery',
      title: 'Walls',
      altText: 'City walls',
    })
    expect(image).toMatchObject({
      packageId: pkg.id,
      type: 'gallery',
      title: 'Walls',
      altText: 'City walls',
      sequence: 0,
    })
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/)
    const served = await fetch(server.url(image.url))
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toContain('immutable')
    expect((await send('DELETE', `/api/images/${image.id}`)).status).toBe(204)
    expect(existsSync(uploadedFile(server, image.url))).toBe(false)
  })

  it('refuses a file that is not an image, even named .jpg, and keeps nothing', async () => {
    const pkg = await createPackage({ title: 'Pisa Tower Break' })
    const fake = await uploadImage(
      { packageId: String(pkg.id) },
      {
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        name: 'holiday.jpg',
        type: 'image/jpeg',
      },
    )
    expect(fake).toMatchObject({ status: 415 })
    const list = (await (
      await fetch(server.url(`/api/travel-packages/${pkg.id}/images`))
    ).json()) as unknown[]
    expect(list).toEqual([])
  })

  it('needs exactly one package or destination, and a file', async () => {
    expect(await uploadImage({})).toMatchObject({
      status: 400,
      body: { error: 'Please select a package or destination' },
    })
    expect(await uploadImage({ packageId: '999999' })).toMatchObject({ status: 400 })
    const form = new FormData()
    form.set('packageId', '1')
    const noFile = await fetch(server.url('/api/images'), { method: 'POST', headers: { cookie }, body: form })
    expect(noFile.status).toBe(400)
  })
})
