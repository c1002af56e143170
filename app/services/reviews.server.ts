import { desc, eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { packageRows } from '#app/db/prepared.server'
import { reviews } from '#app/db/schema.server'
import type { Review } from '#app/lib/catalogue'
import type { ReviewInput } from '#app/schemas/review'

/**
 * A package's reviews. Update and delete answer null or false for an unknown id; a package that does not
 * exist is caught by the foreign key.
 */

const toReview = (row: typeof reviews.$inferSelect): Review => ({
  id: row.id,
  packageId: row.packageId,
  author: row.author,
  rating: row.rating,
  comment: row.comment,
  date: row.date,
})

export async function listPackageReviews(db: Database, packageId: number) {
  const rows = await packageRows(db, reviews, [desc(reviews.date), desc(reviews.id)], packageId)
  return rows.map(toReview)
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
