import { eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { destinations, packageFeatures, reviews, widgetSections } from '#app/db/schema.server'
import type { DestinationInput } from '#app/schemas/destination'
import type { FeatureInput } from '#app/schemas/feature'
import type { ReviewInput } from '#app/schemas/review'
import type { WidgetSectionInput } from '#app/schemas/widget-section'
import { toDestination, toFeature, toReview, toWidgetSection } from '#app/services/serialize.server'

/**
 * Create, update and delete for the catalogue's simple rows. Each update and delete answers null or
 * false for an unknown id; a package that does not exist is caught by its foreign key.
 */

export async function createDestination(db: Database, input: DestinationInput) {
  const [row] = await db.insert(destinations).values(input).returning()
  return row && toDestination(row)
}

export async function updateDestination(db: Database, id: number, input: DestinationInput) {
  const [row] = await db.update(destinations).set(input).where(eq(destinations.id, id)).returning()
  return row ? toDestination(row) : null
}

export async function createReview(db: Database, input: ReviewInput) {
  const [row] = await db.insert(reviews).values(input).returning()
  return row && toReview(row)
}

export async function updateReview(db: Database, id: number, input: ReviewInput) {
  const [row] = await db.update(reviews).set(input).where(eq(reviews.id, id)).returning()
  return row ? toReview(row) : null
}

export async function deleteReview(db: Database, id: number) {
  return (await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id })).length > 0
}

export async function createFeature(db: Database, input: FeatureInput) {
  const [row] = await db.insert(packageFeatures).values(input).returning()
  return row && toFeature(row)
}

export async function updateFeature(db: Database, id: number, input: FeatureInput) {
  const [row] = await db.update(packageFeatures).set(input).where(eq(packageFeatures.id, id)).returning()
  return row ? toFeature(row) : null
}

export async function deleteFeature(db: Database, id: number) {
  return (
    (await db.delete(packageFeatures).where(eq(packageFeatures.id, id)).returning({ id: packageFeatures.id }))
      .length > 0
  )
}

export async function createWidgetSection(db: Database, input: WidgetSectionInput) {
  const [row] = await db.insert(widgetSections).values(input).returning()
  return row && toWidgetSection(row)
}

export async function updateWidgetSection(db: Database, id: number, input: WidgetSectionInput) {
  const [row] = await db.update(widgetSections).set(input).where(eq(widgetSections.id, id)).returning()
  return row ? toWidgetSection(row) : null
}

export async function deleteWidgetSection(db: Database, id: number) {
  return (
    (await db.delete(widgetSections).where(eq(widgetSections.id, id)).returning({ id: widgetSections.id }))
      .length > 0
  )
}
