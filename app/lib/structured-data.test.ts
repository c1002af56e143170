import { describe, expect, it } from 'vitest'
import { pricingOption } from '#tests/factories/pricing-option'
import { summariseDepartures } from './airport-departures'
import type { PackageDetail, PricingOption, Review } from './catalogue'
import { MAX_LISTED_REVIEWS, organizationStructuredData, packageStructuredData } from './structured-data'

const ORIGIN = 'https://www.example.com'
const TODAY = new Date(2026, 5, 10)
const AGENCY = { name: 'Lagoon & Lantern Holidays' }

function venice(): PackageDetail {
  return {
    id: 1,
    slug: 'venice-city-break',
    title: 'Venice City Break',
    subtitle: 'Three nights on the lagoon',
    description: 'Gondolas, glass and grand canals.',
    itinerary: null,
    accommodationDetails: null,
    additionalInfo: null,
    whatsIncluded: null,
    duration: 3,
    accommodationType: 'Hotel',
    boardType: 'breakfast',
    isFeatured: true,
    featured: true,
    phoneNumber: null,
    destinationId: null,
    destination: null,
    basePrice: null,
    heroImageUrl: null,
    images: [
      {
        id: 1,
        packageId: 1,
        destinationId: null,
        type: 'hero',
        url: '/images/venice.svg',
        altText: null,
        title: null,
        base64Data: null,
        sequence: 0,
        decorative: false,
        focalX: 0.5,
        focalY: 0.5,
        shapedUrl: null,
      },
    ],
    status: 'published',
    updatedAt: '2026-06-01T09:00:00.000Z',
    features: [],
    amenities: [],
  }
}

const review = (values: Partial<Review> = {}): Review => ({
  id: 1,
  packageId: 1,
  author: 'Sarah Thompson',
  rating: 5,
  comment: 'Everything ran like clockwork.',
  date: '2026-05-01',
  ...values,
})

const build = (
  pricing: PricingOption[],
  reviews: Review[] = [],
  { fromPrice = null, basePrice = null }: { fromPrice?: string | null; basePrice?: string | null } = {},
) =>
  packageStructuredData({
    pkg: { ...venice(), basePrice },
    airports: summariseDepartures(pricing, TODAY),
    fromPrice,
    reviews,
    origin: ORIGIN,
    agency: AGENCY,
  })

describe('packageStructuredData', () => {
  it('describes the package as a Product with absolute links', () => {
    const data = build([])
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Venice City Break',
      description: 'Gondolas, glass and grand canals.',
      url: 'https://www.example.com/package/venice-city-break',
      image: ['https://www.example.com/images/venice.svg'],
      brand: { '@type': 'Brand', name: AGENCY.name },
    })
  })

  it('offers each airport at its lowest price, from the page From price, over upcoming bookable departures', () => {
    const data = build(
      [
        pricingOption({ departureDate: '2026-06-09', price: '500.00' }),
        pricingOption({ departureDate: '2026-06-10', price: '1299.00', discountedPrice: '999.00' }),
        pricingOption({ departureDate: '2026-06-12', price: '800.00', isAvailable: false }),
        pricingOption({ departureDate: '2026-06-13', price: '700.00', availableSeats: 0 }),
        pricingOption({ departureDate: '2026-07-01', price: '1100.50', availableSeats: 5 }),
        pricingOption({ departureDate: '2026-07-02', price: '1000.00', discountedPrice: '0', airport: null }),
      ],
      [],
      { fromPrice: '999.00', basePrice: '649.00' },
    )
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'GBP',
      lowPrice: '999.00',
      highPrice: '1100.50',
      offerCount: 3,
    })
    expect(data.offers && 'offers' in data.offers ? data.offers.offers : null).toEqual([
      {
        '@type': 'Offer',
        name: 'Venice City Break from London Gatwick (LGW)',
        price: '999.00',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
      },
      expect.objectContaining({ name: 'Venice City Break', price: '1000.00' }),
    ])
  })

  it('offers the base price, out of stock, when nothing can be booked, and nothing without one', () => {
    const gone = [pricingOption({ departureDate: '2026-06-01', price: '999.00' })]
    expect(build(gone).offers).toBeUndefined()
    expect(build(gone, [], { basePrice: '649.00' }).offers).toEqual({
      '@type': 'Offer',
      name: 'Venice City Break',
      url: 'https://www.example.com/package/venice-city-break',
      price: '649.00',
      priceCurrency: 'GBP',
      availability: 'https://schema.org/OutOfStock',
      seller: { '@type': 'TravelAgency', name: AGENCY.name, url: 'https://www.example.com/' },
    })
  })

  it('adds the rating and the newest reviews only when there are reviews', () => {
    expect(build([])).not.toHaveProperty('aggregateRating')
    expect(build([])).not.toHaveProperty('review')

    const reviews = Array.from({ length: MAX_LISTED_REVIEWS + 2 }, (_, id) =>
      review({ id, rating: id === 0 ? 4 : 5 }),
    )
    const data = build([], reviews)
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.9',
      reviewCount: MAX_LISTED_REVIEWS + 2,
      bestRating: 5,
      worstRating: 1,
    })
    expect(data.review).toHaveLength(MAX_LISTED_REVIEWS)
    expect(data.review?.[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Sarah Thompson' },
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      datePublished: '2026-05-01',
      reviewBody: 'Everything ran like clockwork.',
    })
  })

  it('writes a whole-number average with one decimal', () => {
    expect(build([], [review()]).aggregateRating?.ratingValue).toBe('5.0')
  })
})

describe('organizationStructuredData', () => {
  it('describes the agency as a TravelAgency with contact details', () => {
    const data = organizationStructuredData({
      config: {
        agencyName: 'Lagoon & Lantern Holidays',
        agencyPhone: '020 7946 0321',
        agencyEmail: 'enquiries@example.com',
        agencyAddress: 'Suite 4, 12 Fictional Row, Croydon CR0 1XX',
      },
      origin: ORIGIN,
    })
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TravelAgency',
      '@id': 'https://www.example.com/#organization',
      name: 'Lagoon & Lantern Holidays',
      url: 'https://www.example.com/',
      logo: expect.stringMatching(/^https:\/\/www\.example\.com\/.*logo.*\.svg/),
      image: expect.stringMatching(/^https:\/\/www\.example\.com\/.*logo.*\.svg/),
      telephone: '+44 20 7946 0321',
      email: 'enquiries@example.com',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Suite 4, 12 Fictional Row',
        addressLocality: 'Croydon',
        postalCode: 'CR0 1XX',
        addressCountry: 'GB',
      },
    })
  })
})
