import { eq, like, or } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import {
  amenities,
  images,
  packageFeatures,
  pricingOptions,
  reviews,
  travelPackages,
} from '#app/db/schema.server'
import { slugify } from '#app/lib/slug'
import type { PackageInput } from '#app/schemas/package'
import type { ImageStorage } from '#app/services/images/image-storage.server'
import { removeUnusedFiles } from '#app/services/images/images.server'
import { getPackageAnswer } from './packages.server'

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>

/**
 * A slug made from the title by SPEC's rule, with -2, -3… added when another package has it. One of digits
 * alone ('2027') would be read as an id in /package/{slugOrId}, so it becomes 'package-2027'.
 */
async function uniqueSlug(db: Executor, source: string, ignoreId?: number): Promise<string> {
  const made = slugify(source)
  const base = /^\d*$/.test(made) ? ['package', made].filter(Boolean).join('-') : made
  const taken = await db
    .select({ id: travelPackages.id, slug: travelPackages.slug })
    .from(travelPackages)
    .where(or(eq(travelPackages.slug, base), like(travelPackages.slug, `${base}-%`)))
  const used = new Set(taken.filter((row) => row.id !== ignoreId).map((row) => row.slug))
  if (!used.has(base)) return base
  let suffix = 2
  while (used.has(`${base}-${suffix}`)) suffix += 1
  return `${base}-${suffix}`
}

/** A write answers the package as `GET /travel-packages/{id}` answers staff, or null when there is none. */
const answerFor = (db: Database, id: number | null) =>
  id === null ? null : getPackageAnswer(db, String(id), { everyOption: false, audience: 'staff' })

export async function createPackage(db: Database, input: PackageInput) {
  const id = await db.transaction(async (tx) => {
    const slug = await uniqueSlug(tx, input.slug ?? input.title)
    const [created] = await tx
      .insert(travelPackages)
      .values({ ...input, slug })
      .returning({ id: travelPackages.id })
    return created?.id ?? null
  })
  return answerFor(db, id)
}

/**
 * Updates a package; its slug stays unless a new one is given, so shared links keep working, and so does its
 * status, so a SPEC client's update never publishes a draft or hides a published package.
 */
export async function updatePackage(db: Database, id: number, input: PackageInput) {
  const updated = await db.transaction(async (tx) => {
    const slug = input.slug ? await uniqueSlug(tx, input.slug, id) : undefined
    const updated = await tx
      .update(travelPackages)
      .set({ ...input, slug })
      .where(eq(travelPackages.id, id))
      .returning({ id: travelPackages.id })
    return updated.length > 0
  })
  return answerFor(db, updated ? id : null)
}

/** Shows a draft to visitors (the admin's one-click Publish); a published package stays as it is. */
export async function publishPackage(db: Database, id: number) {
  const published = await db
    .update(travelPackages)
    .set({ status: 'published' })
    .where(eq(travelPackages.id, id))
    .returning({ id: travelPackages.id })
  return answerFor(db, published.length > 0 ? id : null)
}

const withoutId = <T extends { id: number }>({ id: _id, ...rest }: T) => rest

/**
 * Copies a package with everything that belongs to it, under a new title, in one transaction. The copy keeps
 * the source's status, so copying a draft does not publish it.
 */
export async function clonePackage(db: Database, id: number, title: string) {
  const copyId = await db.transaction(async (tx) => {
    const [source] = await tx.select().from(travelPackages).where(eq(travelPackages.id, id))
    if (!source) return null
    const { createdAt: _created, updatedAt: _updated, ...fields } = withoutId(source)
    const [copy] = await tx
      .insert(travelPackages)
      .values({ ...fields, title, slug: await uniqueSlug(tx, title), isFeatured: false })
      .returning({ id: travelPackages.id })
    if (!copy) return null
    const owned = { packageId: copy.id }
    // A transaction is one connection, which runs one statement at a time: each is awaited in turn.
    const imageRows = await tx.select().from(images).where(eq(images.packageId, id))
    if (imageRows.length)
      await tx.insert(images).values(imageRows.map((row) => ({ ...withoutId(row), ...owned })))
    const featureRows = await tx.select().from(packageFeatures).where(eq(packageFeatures.packageId, id))
    if (featureRows.length) {
      await tx.insert(packageFeatures).values(featureRows.map((row) => ({ ...withoutId(row), ...owned })))
    }
    const reviewRows = await tx.select().from(reviews).where(eq(reviews.packageId, id))
    if (reviewRows.length)
      await tx.insert(reviews).values(reviewRows.map((row) => ({ ...withoutId(row), ...owned })))
    const amenityRows = await tx.select().from(amenities).where(eq(amenities.packageId, id))
    if (amenityRows.length) {
      await tx.insert(amenities).values(amenityRows.map((row) => ({ ...withoutId(row), ...owned })))
    }
    const priceRows = await tx.select().from(pricingOptions).where(eq(pricingOptions.packageId, id))
    if (priceRows.length) {
      await tx.insert(pricingOptions).values(priceRows.map((row) => ({ ...withoutId(row), ...owned })))
    }
    return copy.id
  })
  return answerFor(db, copyId)
}

/**
 * Deletes a package and, by the schema's cascades, its images, features, reviews, amenities and prices;
 * then the image files no other package still shows. False for an unknown id.
 */
export async function deletePackage(db: Database, storage: ImageStorage, id: number) {
  const imageUrls = await db.select({ url: images.url }).from(images).where(eq(images.packageId, id))
  const deleted = await db
    .delete(travelPackages)
    .where(eq(travelPackages.id, id))
    .returning({ id: travelPackages.id })
  if (deleted.length === 0) return false
  await removeUnusedFiles(
    db,
    storage,
    imageUrls.map((row) => row.url),
  )
  return true
}
