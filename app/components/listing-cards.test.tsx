import type * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { PackageCard } from '#app/lib/package-card'
import { FeaturedOffers } from './home-widgets/featured-offers'
import { OfferCard } from './offer-card'

/** Decision 50: a listing's card states no price or place that staff did not enter. */

const card: PackageCard = {
  id: 3,
  slug: 'lake-garda-escape',
  title: 'Lake Garda Escape',
  subtitle: null,
  description: null,
  duration: 4,
  isFeatured: false,
  basePrice: null,
  destinationName: null,
  image: { src: null, alt: 'Lake Garda Escape', type: 'hero' },
  fromPrice: null,
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
const inRouter = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>)

describe('a home page featured card', () => {
  it('shows no price for a package without a base price, rather than SPEC’s £999', () => {
    const html = inRouter(<FeaturedOffers title="Featured" config="3" packages={[card]} />)
    expect(text(html)).not.toContain('£')
    expect(text(html)).toContain('4 nights')
  })

  it('shows the base price staff set only when nothing is bookable', () => {
    const html = inRouter(
      <FeaturedOffers title="Featured" config="3" packages={[{ ...card, basePrice: '649.00' }]} />,
    )
    expect(text(html)).toContain('From £649')
  })

  it('shows the lowest bookable price, not the base price (decision 64)', () => {
    const priced = { ...card, basePrice: '649.00', fromPrice: '579.00' }
    const html = inRouter(<FeaturedOffers title="Featured" config="3" packages={[priced]} />)
    expect(text(html)).toContain('From £579')
    expect(text(html)).not.toContain('£649')
    expect(text(inRouter(<OfferCard pkg={priced} />))).toContain('From £579 per person')
  })
})

describe('an offers card', () => {
  it('names no destination for a package without one, rather than SPEC’s ‘Various destinations’', () => {
    expect(text(inRouter(<OfferCard pkg={card} />))).not.toContain('Various destinations')
    expect(text(inRouter(<OfferCard pkg={{ ...card, destinationName: 'Verona' }} />))).toContain('Verona')
  })
})
