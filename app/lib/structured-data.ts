import type { Departure, PackageDetail, Review } from './catalogue'
import { formatBritishDate, parseDepartureDate, toIsoDate } from './dates'
import { displayPrice, toPence } from './money'
import { cardImage } from './package-images'
import { isBookable } from './pricing-calendar'
import { reviewSummary } from './reviews'
import { packagePath } from './slug'

/**
 * schema.org data for search engines, rendered as JSON-LD through a meta descriptor
 * (`{ 'script:ld+json': … }`). Everything here must match what the page shows: a rich result that
 * promises a price or a rating the visitor cannot find is worse than none.
 */

/**
 * At most this many departures are listed as separate Offers, the soonest first. A package can have
 * hundreds of departures (five airports, twice a week, a year ahead); listing even 50 added 13 KB to every
 * page view. `lowPrice`, `highPrice` and `offerCount` still cover every upcoming one.
 */
export const MAX_LISTED_OFFERS = 12

/** The newest reviews listed in full; `aggregateRating` still counts them all. */
export const MAX_LISTED_REVIEWS = 10

/** Seats at or below this show as LimitedAvailability, the schema.org way of saying 'few left'. */
export const FEW_SEATS = 5

const SCHEMA = 'https://schema.org'

type Agency = { name: string }

export type OfferLd = {
  '@type': 'Offer'
  name: string
  description: string
  price: string
  priceCurrency: 'GBP'
  availability: `${typeof SCHEMA}/InStock` | `${typeof SCHEMA}/LimitedAvailability`
  validThrough: string
}

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
  offers?: {
    '@type': 'AggregateOffer'
    url: string
    priceCurrency: 'GBP'
    lowPrice: string
    highPrice: string
    offerCount: number
    seller: { '@type': 'TravelAgency'; name: string; url: string }
    offers: OfferLd[]
  }
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

/** A departure a visitor could ask to book today: offered, not sold out, priced, and not in the past. */
function isUpcomingBookable(option: Departure, today: string): boolean {
  const departure = parseDepartureDate(option.departureDate)
  return departure !== null && toIsoDate(departure) >= today && isBookable(option)
}

function airportName(option: Departure): string | null {
  return option.airport ? `${option.airport.name} (${option.airport.code})` : null
}

function offerFor(pkg: PackageDetail, option: Departure): OfferLd {
  const date = formatBritishDate(option.departureDate)
  const airport = airportName(option)
  const from = airport ? ` from ${airport}` : ''
  const fewSeats = option.availableSeats != null && option.availableSeats <= FEW_SEATS
  return {
    '@type': 'Offer',
    name: `${pkg.title}, departing ${date}${from}`,
    description: `${pkg.duration} nights departing ${date}${from}. Price per person, flights included.`,
    price: displayPrice(option),
    priceCurrency: 'GBP',
    availability: `${SCHEMA}/${fewSeats ? 'LimitedAvailability' : 'InStock'}`,
    // A departure can be booked up to the day it leaves, so the offer ends then.
    validThrough: option.departureDate.slice(0, 10),
  }
}

function offersFor(
  pkg: PackageDetail,
  departures: Departure[],
  today: Date,
  url: string,
  agency: Agency,
  origin: string,
): ProductLd['offers'] {
  const todayIso = toIsoDate(today)
  const upcoming = departures
    .filter((option) => isUpcomingBookable(option, todayIso))
    // The service already sorts by date; sorting again keeps 'the soonest 50' true whatever the input order.
    .sort((a, b) => a.departureDate.slice(0, 10).localeCompare(b.departureDate.slice(0, 10)))
  if (upcoming.length === 0) return undefined
  const prices = upcoming.map((option) => displayPrice(option))
  const byPence = [...prices].sort((a, b) => toPence(a) - toPence(b))
  return {
    '@type': 'AggregateOffer',
    url,
    priceCurrency: 'GBP',
    lowPrice: byPence[0] ?? '',
    highPrice: byPence[byPence.length - 1] ?? '',
    offerCount: upcoming.length,
    seller: { '@type': 'TravelAgency', name: agency.name, url: `${origin}/` },
    offers: upcoming.slice(0, MAX_LISTED_OFFERS).map((option) => offerFor(pkg, option)),
  }
}

/**
 * A package as a schema.org Product with its bookable departures as Offers. Product (rather than Trip) is the
 * type search engines show prices and stars for; Trip has no rich result.
 */
export function packageStructuredData({
  pkg,
  departures,
  reviews,
  today,
  origin,
  agency,
}: {
  pkg: PackageDetail
  departures: Departure[]
  reviews: Review[]
  today: Date
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
  const offers = offersFor(pkg, departures, today, url, agency, origin)
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
  address: { '@type': 'PostalAddress'; streetAddress: string; postalCode?: string; addressCountry: 'GB' }
}

// A full UK postcode at the very end of the address ('CR0 1XX'); anything looser could cut a street in two.
const TRAILING_POSTCODE = /[\s,]+([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\s*$/i

/**
 * The configured one-line address as a PostalAddress. Only a trailing postcode can be split off reliably;
 * towns, counties and flat numbers come in too many orders, so the rest stays together as streetAddress.
 */
export function postalAddress(address: string): TravelAgencyLd['address'] {
  const match = TRAILING_POSTCODE.exec(address)
  if (!match?.[1]) return { '@type': 'PostalAddress', streetAddress: address.trim(), addressCountry: 'GB' }
  // The inward code is always the last three characters, so the standard single space can be restored.
  const postcode = match[1].toUpperCase().replace(/\s+/g, '')
  return {
    '@type': 'PostalAddress',
    streetAddress: address.slice(0, match.index).trim(),
    postalCode: `${postcode.slice(0, -3)} ${postcode.slice(-3)}`,
    addressCountry: 'GB',
  }
}

/** The agency itself, for the home page: who we are and how to reach us. */
export function organizationStructuredData({
  config,
  origin,
}: {
  config: { agencyName: string; agencyPhone: string; agencyEmail: string; agencyAddress: string }
  origin: string
}): TravelAgencyLd {
  const logo = `${origin}/brand/logo.svg`
  return {
    '@context': SCHEMA,
    '@type': 'TravelAgency',
    '@id': `${origin}/#organization`,
    name: config.agencyName,
    url: `${origin}/`,
    logo,
    image: logo,
    telephone: config.agencyPhone,
    email: config.agencyEmail,
    address: postalAddress(config.agencyAddress),
  }
}
