import { BRAND_IMAGES } from '#app/brand/brand-images'
import { airportChoiceLabel } from './airport-labels'
import type { PackageDetail, Review } from './catalogue'
import { internationalPhone } from './contact'
import { toPence } from './money'
import type { CalendarAirport } from './package-calendar'
import { cardImage } from './package-images'
import { type PostalAddressLd, postalAddress } from './postal-address'
import { reviewSummary } from './reviews'
import { packagePath } from './slug'

/**
 * schema.org data for search engines, rendered as JSON-LD through a meta descriptor
 * (`{ 'script:ld+json': … }`). Everything here must match what the page shows: a rich result that
 * promises a price or a rating the visitor cannot find is worse than none.
 */

/** The newest reviews listed in full; `aggregateRating` still counts them all. */
export const MAX_LISTED_REVIEWS = 10

const SCHEMA = 'https://schema.org'

type Agency = { name: string }

export type OfferLd = {
  '@type': 'Offer'
  name: string
  price: string
  priceCurrency: 'GBP'
  availability: `${typeof SCHEMA}/InStock` | `${typeof SCHEMA}/OutOfStock`
}

type Seller = { '@type': 'TravelAgency'; name: string; url: string }

export type ReviewLd = {
  '@type': 'Review'
  author: { '@type': 'Person'; name: string }
  reviewRating: { '@type': 'Rating'; ratingValue: number; bestRating: 5; worstRating: 1 }
  datePublished: string
  reviewBody: string
}

export type ProductLd = {
  '@context': typeof SCHEMA
  '@type': 'Product'
  name: string
  description: string
  url: string
  sku: string
  image?: string[]
  brand: { '@type': 'Brand'; name: string }
  offers?:
    | {
        '@type': 'AggregateOffer'
        url: string
        priceCurrency: 'GBP'
        lowPrice: string
        highPrice: string
        offerCount: number
        seller: Seller
        offers: OfferLd[]
      }
    | (OfferLd & { url: string; seller: Seller })
  aggregateRating?: {
    '@type': 'AggregateRating'
    /** One decimal as text ('4.5', '5.0'), the figure the page shows as 'x/5'. */
    ratingValue: string
    reviewCount: number
    bestRating: 5
    worstRating: 1
  }
  review?: ReviewLd[]
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`)

/**
 * An airport's cheapest bookable departure: what 'from £…' means for a visitor flying from there. Its name
 * says all a search engine reads; the page itself describes the trip.
 */
function offerFrom(pkg: PackageDetail, entry: CalendarAirport, lowPrice: string): OfferLd {
  const from = entry.airport ? ` from ${airportChoiceLabel(entry.airport)}` : ''
  return {
    '@type': 'Offer',
    name: `${pkg.title}${from}`,
    price: lowPrice,
    priceCurrency: 'GBP',
    availability: `${SCHEMA}/InStock`,
  }
}

/**
 * One Offer per departure airport at its lowest price, with `lowPrice` the page's 'From' price (decision 64)
 * and `highPrice` and `offerCount` over every upcoming bookable departure. Listing departures one by one added
 * kilobytes to every page view. With nothing bookable the page shows the base price, so the data offers that,
 * out of stock; with neither, nothing.
 */
function offersFor(
  pkg: PackageDetail,
  airports: CalendarAirport[],
  fromPrice: string | null,
  url: string,
  seller: Seller,
): ProductLd['offers'] {
  if (fromPrice === null) {
    if (!pkg.basePrice) return undefined
    return {
      '@type': 'Offer',
      name: pkg.title,
      url,
      price: pkg.basePrice,
      priceCurrency: 'GBP',
      availability: `${SCHEMA}/OutOfStock`,
      seller,
    }
  }
  const priced = airports.flatMap((entry) =>
    entry.lowPrice && entry.highPrice
      ? [{ entry, lowPrice: entry.lowPrice, highPrice: entry.highPrice }]
      : [],
  )
  return {
    '@type': 'AggregateOffer',
    url,
    priceCurrency: 'GBP',
    lowPrice: fromPrice,
    highPrice: extremeAmount([fromPrice, ...priced.map(({ highPrice }) => highPrice)], Math.max),
    offerCount: priced.reduce((count, { entry }) => count + entry.bookable, 0),
    seller,
    offers: priced.map(({ entry, lowPrice }) => offerFrom(pkg, entry, lowPrice)),
  }
}

/** The lowest or highest of some amounts as written, each read once. */
function extremeAmount(amounts: string[], pick: (...pence: number[]) => number): string {
  const pence = amounts.map(toPence)
  return amounts[pence.indexOf(pick(...pence))] ?? ''
}

/**
 * A package as a schema.org Product with its departure airports as Offers. Product (rather than Trip) is the
 * type search engines show prices and stars for; Trip has no rich result.
 */
export function packageStructuredData({
  pkg,
  airports,
  fromPrice,
  reviews,
  origin,
  agency,
}: {
  pkg: PackageDetail
  airports: CalendarAirport[]
  /** The package's 'From' price, as its header shows it (`loadFromPrice`); null when nothing is bookable. */
  fromPrice: string | null
  reviews: Review[]
  origin: string
  agency: Agency
}): ProductLd {
  const url = absolute(origin, packagePath(pkg))
  const image = cardImage(pkg).src
  const product: ProductLd = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: pkg.title,
    description: (pkg.description || pkg.subtitle || pkg.title).trim(),
    url,
    sku: pkg.slug,
    ...(image ? { image: [absolute(origin, image)] } : {}),
    brand: { '@type': 'Brand', name: agency.name },
  }
  const seller: Seller = { '@type': 'TravelAgency', name: agency.name, url: `${origin}/` }
  const offers = offersFor(pkg, airports, fromPrice, url, seller)
  if (offers) product.offers = offers
  const summary = reviewSummary(reviews)
  if (summary.average !== null) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: summary.average.toFixed(1),
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    }
    product.review = reviews.slice(0, MAX_LISTED_REVIEWS).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      datePublished: review.date.slice(0, 10),
      reviewBody: review.comment,
    }))
  }
  return product
}

export type TravelAgencyLd = {
  '@context': typeof SCHEMA
  '@type': 'TravelAgency'
  '@id': string
  name: string
  url: string
  logo: string
  image: string
  telephone: string
  email: string
  address: PostalAddressLd
}

/** The agency itself, for the home page: who we are and how to reach us. */
export function organizationStructuredData({
  config,
  origin,
}: {
  config: { agencyName: string; agencyPhone: string; agencyEmail: string; agencyAddress: string }
  origin: string
}): TravelAgencyLd {
  const logo = `${origin}${BRAND_IMAGES.logo}`
  return {
    '@context': SCHEMA,
    '@type': 'TravelAgency',
    '@id': `${origin}/#organization`,
    name: config.agencyName,
    url: `${origin}/`,
    logo,
    image: logo,
    telephone: internationalPhone(config.agencyPhone),
    email: config.agencyEmail,
    address: postalAddress(config.agencyAddress),
  }
}
