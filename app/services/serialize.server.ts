import type * as schema from '#app/db/schema.server'
import type {
  Airport,
  CatalogueImage,
  Destination,
  PackageFeature,
  PackageSummary,
  PricingOption,
  Review,
  WidgetSection,
} from '#app/lib/catalogue'

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']

/** What the wire shapes read of a package and a destination: a query may select just these. */
export type PackageFields = Omit<Row<typeof schema.travelPackages>, 'createdAt'>
export type DestinationFields = Pick<
  Row<typeof schema.destinations>,
  'id' | 'name' | 'country' | 'description'
>

export const toDestination = (row: DestinationFields): Destination => ({
  id: row.id,
  name: row.name,
  country: row.country,
  description: row.description,
})

export const toAirport = (row: Row<typeof schema.airports>): Airport => ({
  id: row.id,
  code: row.code,
  name: row.name,
  city: row.city,
})

export const toImage = (row: Row<typeof schema.images>): CatalogueImage => ({
  id: row.id,
  packageId: row.packageId,
  destinationId: row.destinationId,
  type: row.type,
  url: row.url,
  altText: row.altText,
  title: row.title,
  base64Data: row.base64Data,
  sequence: row.sequence,
})

export const toFeature = (row: Row<typeof schema.packageFeatures>): PackageFeature => ({
  id: row.id,
  packageId: row.packageId,
  label: row.label,
  icon: row.icon,
})

export const toReview = (row: Row<typeof schema.reviews>): Review => ({
  id: row.id,
  packageId: row.packageId,
  author: row.author,
  rating: row.rating,
  comment: row.comment,
  date: row.date,
})

export const toPricingOption = (
  row: Row<typeof schema.pricingOptions>,
  airport: Row<typeof schema.airports> | null,
): PricingOption => ({
  id: row.id,
  packageId: row.packageId,
  airportId: row.airportId,
  airport: airport ? toAirport(airport) : null,
  departureDate: row.departureDate,
  returnDate: row.returnDate,
  price: row.price,
  discountedPrice: row.discountedPrice,
  availableSeats: row.availableSeats,
  isAvailable: row.isAvailable,
})

export const toWidgetSection = (row: Row<typeof schema.widgetSections>): WidgetSection => ({
  id: row.id,
  title: row.title,
  widgetType: row.widgetType,
  widgetId: row.widgetId,
  position: row.position,
  isActive: row.isActive,
})

export const toPackageSummary = (
  row: PackageFields,
  destination: DestinationFields | null,
  images: CatalogueImage[],
): PackageSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  subtitle: row.subtitle,
  description: row.description,
  itinerary: row.itinerary,
  accommodationDetails: row.accommodationDetails,
  additionalInfo: row.additionalInfo,
  whatsIncluded: row.whatsIncluded,
  duration: row.duration,
  accommodationType: row.accommodationType,
  boardType: row.boardType,
  isFeatured: row.isFeatured,
  featured: row.isFeatured,
  phoneNumber: row.phoneNumber,
  destinationId: row.destinationId,
  destination: destination ? toDestination(destination) : null,
  basePrice: row.basePrice,
  heroImageUrl: row.heroImageUrl,
  images,
  updatedAt: row.updatedAt.toISOString(),
})
