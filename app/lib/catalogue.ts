/**
 * The catalogue as it travels over the wire (JSON from /api and loader data).
 * Money is a string with two decimals; calendar dates are `YYYY-MM-DD` strings.
 */

export type Destination = {
  id: number
  name: string
  country: string
  description: string | null
}

export type Airport = {
  id: number
  code: string
  name: string
  city: string | null
}

export const IMAGE_TYPES = [
  'hero',
  'gallery',
  'hotel',
  'accommodation',
  'thumbnail',
  'amenities',
  'map',
] as const

export type ImageType = (typeof IMAGE_TYPES)[number]

export type CatalogueImage = {
  id: number
  packageId: number | null
  destinationId: number | null
  /** Null means untyped, which the site treats as a thumbnail. */
  type: string | null
  url: string
  altText: string | null
  title: string | null
  base64Data: string | null
  sequence: number
  /** Decorative images are shown with alt="" on public pages (decision 55). */
  decorative: boolean
  /** The point kept in view when the image is cut to its type's shape, 0..1 from the top left. */
  focalX: number
  focalY: number
  /** The image cut to its type's shape around the focal point; null when there is none (yet). */
  shapedUrl: string | null
}

/** The 15 icons staff can choose for a package feature (SPEC 3); plain data, so pages can use it without zod. */
export const FEATURE_ICON_NAMES = [
  'plane',
  'hotel',
  'food',
  'calendar',
  'beach',
  'location',
  'wifi',
  'pool',
  'coffee',
  'star',
  'car',
  'bus',
  'train',
  'bag',
  'sun',
] as const

export type PackageFeature = {
  id: number
  packageId: number
  label: string
  icon: string
}

export type Review = {
  id: number
  packageId: number
  author: string
  rating: number
  comment: string
  date: string
}

export type Amenity = {
  id: number
  name: string
  included: boolean
}

export type PricingOption = {
  id: number
  packageId: number
  airportId: number | null
  airport: Airport | null
  departureDate: string
  returnDate: string | null
  price: string
  discountedPrice: string | null
  availableSeats: number | null
  isAvailable: boolean
}

/** An option's own values, as the price history stores them before and after a change. */
export type PriceSnapshot = Omit<PricingOption, 'id' | 'packageId' | 'airport'>

/** What the package page needs of a pricing option: the package is the page's own, and no return date is shown. */
export type Departure = Omit<PricingOption, 'packageId' | 'returnDate'>

/**
 * One line of a package's `pricing` in its API answer: the upcoming departures from one airport, summed up.
 * The full list of options is `GET /api/travel-packages/{slugOrId}/pricing` (or `?include=pricing`).
 */
export type AirportPricing = {
  airportId: number | null
  airport: Airport | null
  /** The lowest price a visitor pays for a bookable departure from here; null when none can be booked. */
  fromPrice: string | null
  departures: number
  firstDeparture: string
  lastDeparture: string
}

/**
 * Whether visitors can see a package (decision 37): a draft is seen by staff only, on the admin list and its
 * own page; a package the API is given no status for is published, as SPEC has every package.
 */
export const PACKAGE_STATUSES = ['draft', 'published'] as const

export type PackageStatus = (typeof PACKAGE_STATUSES)[number]

/** What publishing a draft asks of it, by the keys programs read (decision 50; the rules: publish-checklist). */
export const PUBLISH_REQUIREMENTS = [
  'destination',
  'accommodationType',
  'boardType',
  'heroImage',
  'bookablePrice',
] as const

export type PublishRequirement = (typeof PUBLISH_REQUIREMENTS)[number]

/** One thing a package lacks for publishing: `{ key: 'heroImage', label: 'a hero image' }`. */
export type MissingForPublishing = { key: PublishRequirement; label: string }

export type PackageSummary = {
  id: number
  slug: string
  title: string
  subtitle: string | null
  description: string | null
  itinerary: string | null
  accommodationDetails: string | null
  additionalInfo: string | null
  whatsIncluded: string | null
  duration: number
  accommodationType: string | null
  boardType: string | null
  isFeatured: boolean
  /** Alias of isFeatured, kept because SPEC names both. */
  featured: boolean
  phoneNumber: string | null
  destinationId: number | null
  destination: Destination | null
  basePrice: string | null
  heroImageUrl: string | null
  images: CatalogueImage[]
  status: PackageStatus
  updatedAt: string
  /**
   * On the staff's list and answers, for a draft only: what publishing or scheduling it would warn about
   * (decision 50). Visitors' answers never carry it.
   */
  missing?: MissingForPublishing[]
}

/**
 * A holiday search result: the package plus 'From £…', its lowest bookable upcoming price (within the
 * searched month and airport when there are some), or null when it has none.
 */
export type PackageResult = PackageSummary & { fromPrice: string | null }

export type PackageDetail = PackageSummary & {
  features: PackageFeature[]
  amenities: Amenity[]
  /**
   * Staff's answers only, when a published package has changes saved as pending (decision 58): its fields
   * are then those changes, which visitors do not see until they are published.
   */
  pending?: { savedAt: string }
  /** Staff's answers only: when the draft or the pending changes go live by themselves (decision 58). */
  publishAt?: string
  /**
   * A staff write's answer only: when the schedule this write called off was for (decision 58), as a
   * schedule belongs to the state it was set for.
   */
  cancelledSchedule?: string
}

/**
 * A package as `GET /api/travel-packages/{slugOrId}` answers it: its pricing summed up by airport, or with
 * `?include=pricing` its options, the earliest `MAX_INCLUDED_PRICING` of `pricingTotal`.
 */
export type PackageAnswer = PackageDetail &
  ({ pricing: AirportPricing[] } | { pricing: PricingOption[]; pricingTotal: number })

export type WidgetSection = {
  id: number
  title: string
  widgetType: string
  /** The widget's configuration: a count, stored HTML, or an id. */
  widgetId: string | null
  position: number
  isActive: boolean
}

export type SitemapEntry = {
  type: 'page' | 'package' | 'legal'
  url: string
  title: string
  lastModified?: string
}
