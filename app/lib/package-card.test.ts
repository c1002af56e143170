import { describe, expect, it } from 'vitest'
import type { PackageSummary } from './catalogue'
import { toPackageCard } from './package-card'

const venice: PackageSummary = {
  id: 7,
  slug: 'venice-city-break',
  title: 'Venice City Break',
  subtitle: 'Three nights among the canals',
  description: 'Venice is a city best explored slowly.',
  itinerary: 'Day 1 – Arrival and the Grand Canal',
  accommodationDetails: 'A restored 16th-century palazzo',
  additionalInfo: 'Optional extras can be added when you book',
  whatsIncluded: '* Return flights',
  duration: 3,
  accommodationType: '4-star boutique hotel',
  boardType: 'bed and breakfast',
  isFeatured: true,
  featured: true,
  phoneNumber: null,
  destinationId: 2,
  destination: { id: 2, name: 'Venice', country: 'Italy', description: 'A city of canals' },
  basePrice: '999.00',
  heroImageUrl: '/images/venice.svg',
  images: [
    {
      id: 1,
      packageId: 7,
      destinationId: null,
      title: 'Burano',
      type: 'gallery',
      url: '/images/burano.svg',
      altText: 'Burano',
      base64Data: null,
      sequence: 1,
      decorative: false,
      focalX: 0.5,
      focalY: 0.5,
      shapedUrl: null,
    },
    {
      id: 2,
      packageId: 7,
      destinationId: null,
      title: 'Canal',
      type: 'hero',
      url: '/images/canal.svg',
      altText: 'The Grand Canal',
      base64Data: null,
      sequence: 0,
      decorative: false,
      focalX: 0.5,
      focalY: 0.5,
      shapedUrl: null,
    },
  ],
  status: 'published',
  updatedAt: '2026-11-24T00:00:00.000Z',
}

describe('toPackageCard', () => {
  it('keeps what a card shows, with its picture and destination worked out, and none of the long texts', () => {
    expect(toPackageCard({ ...venice, fromPrice: '1019.00' })).toEqual({
      id: 7,
      slug: 'venice-city-break',
      title: 'Venice City Break',
      subtitle: 'Three nights among the canals',
      description: 'Venice is a city best explored slowly.',
      duration: 3,
      isFeatured: true,
      basePrice: '999.00',
      destinationName: 'Venice',
      image: { src: '/images/canal.svg', alt: 'The Grand Canal', type: 'hero' },
      fromPrice: '1019.00',
    })
  })

  it('has no price to show for a package that was not searched, and no destination when it has none', () => {
    const card = toPackageCard({ ...venice, destination: null, destinationId: null })
    expect(card.fromPrice).toBeNull()
    expect(card.destinationName).toBeNull()
  })
})
