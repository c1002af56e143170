import { sql } from 'drizzle-orm'
import type { Database } from './client.server'
import {
  airports,
  amenities,
  destinations,
  images,
  packageFeatures,
  pricingOptions,
  reviews,
  travelPackages,
  widgetSections,
} from './schema.server'
import { seedArtUrl } from './seed-art.server'
import {
  CHRISTMAS_PRICE_PERCENT,
  MONTH_PRICE_PERCENT,
  SEED_AIRPORTS,
  SEED_DESTINATIONS,
  SEED_PACKAGES,
  SEED_WIDGET_SECTIONS,
  type SeedImage,
  type SeedPackage,
} from './seed-catalogue.server'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
type PricingRow = typeof pricingOptions.$inferInsert

/** Any constant will do, as long as every process that seeds uses the same one. */
const SEED_LOCK_KEY = 2_041_977_305
const INSERT_BATCH_SIZE = 500

/**
 * Fills an empty catalogue with the sample packages, prices for the next 12 months from
 * `today`, and the home page sections. Does nothing when any package exists.
 */
export async function seedDatabase(db: Database, today: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Several app processes may start together against one PostgreSQL: only one seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const [anyPackage] = await tx.select({ id: travelPackages.id }).from(travelPackages).limit(1)
    if (anyPackage) return false

    const airportIds = await ensureAirports(tx)
    const destinationIds = await ensureDestinations(tx)
    const prices: PricingRow[] = []
    for (const [index, item] of SEED_PACKAGES.entries()) {
      const packageId = await insertPackage(tx, item, destinationIds.get(item.destination) ?? null, today)
      prices.push(...planDepartures(item, index, packageId, airportIds, today))
    }
    for (let start = 0; start < prices.length; start += INSERT_BATCH_SIZE) {
      await tx.insert(pricingOptions).values(prices.slice(start, start + INSERT_BATCH_SIZE))
    }
    const [anySection] = await tx.select({ id: widgetSections.id }).from(widgetSections).limit(1)
    if (!anySection) await tx.insert(widgetSections).values(SEED_WIDGET_SECTIONS)
    return true
  })
}

/** Adds the airports an admin has not created yet; answers every airport's id by code. */
async function ensureAirports(tx: Transaction): Promise<Map<string, number>> {
  await tx
    .insert(airports)
    .values(SEED_AIRPORTS.map(({ code, name, city }) => ({ code, name, city })))
    .onConflictDoNothing({ target: airports.code })
  const rows = await tx.select({ id: airports.id, code: airports.code }).from(airports)
  return new Map(rows.map((row) => [row.code, row.id]))
}

/** Reuses destinations that already exist by name; only new ones get the sample images. */
async function ensureDestinations(tx: Transaction): Promise<Map<string, number>> {
  const existing = await tx.select({ id: destinations.id, name: destinations.name }).from(destinations)
  const ids = new Map(existing.map((row) => [row.name, row.id]))
  for (const { images: pictures, ...destination } of SEED_DESTINATIONS) {
    if (ids.has(destination.name)) continue
    const [row] = await tx.insert(destinations).values(destination).returning({ id: destinations.id })
    if (!row) throw new Error(`Seeding failed to insert the destination ${destination.name}`)
    ids.set(destination.name, row.id)
    await tx.insert(images).values(
      pictures.map((picture, sequence) => ({
        ...imageFields(picture, 'hero'),
        sequence,
        destinationId: row.id,
      })),
    )
  }
  return ids
}

async function insertPackage(
  tx: Transaction,
  item: SeedPackage,
  destinationId: number | null,
  today: Date,
): Promise<number> {
  const offer = item.pricing.offer
  const [row] = await tx
    .insert(travelPackages)
    .values({
      slug: item.slug,
      title: item.title,
      subtitle: item.subtitle,
      description: item.description,
      itinerary: item.itinerary,
      accommodationDetails: item.accommodationDetails,
      additionalInfo: item.additionalInfo,
      whatsIncluded: item.whatsIncluded,
      duration: item.duration,
      accommodationType: item.accommodationType,
      boardType: item.boardType,
      isFeatured: item.isFeatured,
      destinationId,
      // The lowest price planDepartures can produce: off-peak, cheapest airport, on offer.
      basePrice: money(item.pricing.price - (offer?.saving ?? 0)),
      heroImageUrl: seedArtUrl(item.hero.file),
    })
    .returning({ id: travelPackages.id })
  if (!row) throw new Error(`Seeding failed to insert the package ${item.slug}`)
  const packageId = row.id

  const pictures = [
    imageFields(item.hero, 'hero'),
    ...item.gallery.map((picture) => imageFields(picture, 'gallery')),
    ...item.accommodation.map((picture) => imageFields(picture, 'accommodation')),
  ]
  await tx.insert(images).values(pictures.map((picture, sequence) => ({ ...picture, sequence, packageId })))
  await tx.insert(packageFeatures).values(item.features.map((feature) => ({ ...feature, packageId })))
  await tx
    .insert(amenities)
    .values(item.amenities.map((amenity, sequence) => ({ ...amenity, sequence, packageId })))
  await tx.insert(reviews).values(
    item.reviews.map(({ daysAgo, ...review }) => ({
      ...review,
      packageId,
      date: isoDate(addDays(today, -daysAgo)),
    })),
  )
  return packageId
}

/**
 * One option per airport and departure weekday from tomorrow until the same day next year.
 * Prices rise in summer and at Christmas and from regional airports; seats, offers and
 * sold-out dates come from a hash of the date, so the same date always looks the same.
 */
function planDepartures(
  item: SeedPackage,
  packageIndex: number,
  packageId: number,
  airportIds: Map<string, number>,
  today: Date,
): PricingRow[] {
  const plan = item.pricing
  const last = new Date(today.getFullYear() + 1, today.getMonth(), today.getDate())
  const rows: PricingRow[] = []
  for (let offset = 1; addDays(today, offset) <= last; offset++) {
    const departure = addDays(today, offset)
    if (!plan.weekdays.includes(departure.getDay())) continue
    const dayNumber =
      Date.UTC(departure.getFullYear(), departure.getMonth(), departure.getDate()) / 86_400_000
    for (const [airportIndex, code] of plan.airports.entries()) {
      const airport = SEED_AIRPORTS.find((candidate) => candidate.code === code)
      const airportId = airportIds.get(code)
      if (!airport || airportId === undefined)
        throw new Error(`Seed package ${item.slug} names unknown airport ${code}`)
      const roll = hash(dayNumber, packageIndex, airportIndex)
      const price = endInNine((plan.price * seasonPercent(departure)) / 100 + airport.surcharge)
      const onOffer = plan.offer !== undefined && roll % 100 < plan.offer.share
      const availability = (roll >>> 8) % 100
      const soldOut = availability < 3
      rows.push({
        packageId,
        airportId,
        departureDate: isoDate(departure),
        returnDate: isoDate(addDays(departure, item.duration)),
        price: money(price),
        discountedPrice: onOffer && plan.offer ? money(price - plan.offer.saving) : null,
        availableSeats: soldOut ? 0 : 2 + ((roll >>> 16) % 39),
        // Sold out, or a flight withdrawn from sale.
        isAvailable: !soldOut && availability < 97,
      })
    }
  }
  return rows
}

function seasonPercent(day: Date): number {
  const month = day.getMonth()
  const date = day.getDate()
  if ((month === 11 && date >= 20) || (month === 0 && date <= 2)) return CHRISTMAS_PRICE_PERCENT
  return MONTH_PRICE_PERCENT[month] ?? 100
}

/** Whole pounds rounded to the nearest ten, less one: 1,299 rather than 1,304. */
function endInNine(pounds: number): number {
  return Math.round(pounds / 10) * 10 - 1
}

function money(pounds: number): string {
  return `${pounds}.00`
}

/** FNV-1a over small integers: a repeatable stand-in for randomness. */
function hash(...parts: number[]): number {
  let value = 0x811c9dc5
  for (const part of parts) value = Math.imul(value ^ part, 0x01000193)
  return (value ^ (value >>> 15)) >>> 0
}

/** Calendar arithmetic on local date parts, so daylight saving never shifts a date. */
function addDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days)
}

function isoDate(day: Date): string {
  const month = String(day.getMonth() + 1).padStart(2, '0')
  const date = String(day.getDate()).padStart(2, '0')
  return `${day.getFullYear()}-${month}-${date}`
}

function imageFields(picture: SeedImage, type: 'hero' | 'gallery' | 'accommodation') {
  return { type, url: seedArtUrl(picture.file), altText: picture.altText, title: picture.title }
}
