import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { CatalogueImage } from '#app/lib/catalogue'
import { AccommodationImages } from './accommodation-images'
import { ImageGallery } from './image-gallery'

/** Decision 55: public pages show each image's variant cut to its shape, and a decorative one with alt="". */

const image = (values: Partial<CatalogueImage>): CatalogueImage => ({
  id: 1,
  packageId: 1,
  destinationId: null,
  type: 'gallery',
  url: '/uploads/original.jpg',
  altText: 'A gondola on the Grand Canal',
  title: 'Gondola',
  base64Data: null,
  sequence: 0,
  decorative: false,
  focalX: 0.5,
  focalY: 0.5,
  shapedUrl: '/uploads/shaped.jpg',
  ...values,
})

const imgTags = (html: string) => html.match(/<img[^>]*>/g) ?? []

describe('the gallery', () => {
  it('loads the shaped variant, with the alt text staff wrote', () => {
    const [tag] = imgTags(renderToStaticMarkup(<ImageGallery images={[image({})]} title="Venice" />))
    expect(tag).toContain('src="/uploads/shaped.jpg"')
    expect(tag).toContain('alt="A gondola on the Grand Canal"')
  })

  it('gives a decorative image alt="", whatever its words, and shows an unshaped one whole', () => {
    const decorative = image({ decorative: true, shapedUrl: null })
    const [tag] = imgTags(renderToStaticMarkup(<ImageGallery images={[decorative]} title="Venice" />))
    expect(tag).toContain('alt=""')
    expect(tag).toContain('src="/uploads/original.jpg"')
  })
})

describe('the accommodation photos', () => {
  it('give a decorative photo alt=""', () => {
    const photos = [image({ type: 'accommodation', decorative: true })]
    const [tag] = imgTags(renderToStaticMarkup(<AccommodationImages images={photos} hotelName="Hotel" />))
    expect(tag).toContain('alt=""')
    expect(tag).toContain('src="/uploads/shaped.jpg"')
  })
})
