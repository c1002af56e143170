import { eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import {
  amenities,
  images,
  packageFeatures,
  pricingOptions,
  reviews,
  travelPackages,
} from '#app/db/schema.server'
import type { MissingForPublishing, PackageAnswer, PackageStatus } from '#app/lib/catalogue'
import type { PackageInput } from '#app/schemas/package'
import type { ImageStorage } from '#app/services/images/image-storage.server'
import { filesOf, removeUnusedFiles } from '#app/services/images/images.server'
import { featuredPlaceOnSave, renumberFeaturedPositions } from './featured-first.server'
import { keepVersion, startVersionedWrite } from './package-versions.server'
import { getPackageAnswer, getPackageDetail } from './packages.server'
import { missingForPublishingOf } from './publish-checklist.server'
import { cancelSchedule } from './schedule-cancel.server'
import { uniqueSlug } from './unique-slug.server'

/**
 * A write answers the package as `GET /travel-packages/{id}` answers staff, or null when there is none, with
 * the time of the schedule it called off, if any (decision 58), so the admin can say so.
 */
export async function answerFor(db: Database, id: number | null, cancelled: Date | null = null) {
  const answer =
    id === null ? null : await getPackageAnswer(db, String(id), { everyOption: false, audience: 'staff' })
  return answer && cancelled ? { ...answer, cancelledSchedule: cancelled.toISOString() } : answer
}

/** Creates a package and keeps it as its version 1, by `authorId` (decision 58). */
export async function createPackage(db: Database, input: PackageInput, authorId: number | null) {
  const id = await db.transaction(async (tx) => {
    const slug = await uniqueSlug(tx, input.slug ?? input.title)
    const [created] = await tx
      .insert(travelPackages)
      .values({ ...input, slug })
      .returning({ id: travelPackages.id })
    if (input.isFeatured) await renumberFeaturedPositions(tx)
    if (created) await keepVersion(tx, created.id, authorId)
    return created?.id ?? null
  })
  return answerFor(db, id)
}

/**
 * Updates a package; its slug stays unless a new one is given, so shared links keep working, and so does its
 * status, so a SPEC client's update never publishes a draft or hides a published package. The change is
 * kept as a version by `authorId`, in the same transaction (decision 58).
 */
export async function updatePackage(db: Database, id: number, input: PackageInput, authorId: number | null) {
  const updated = await db.transaction(async (tx) => {
    if (!(await startVersionedWrite(tx, id))) return null
    // What was scheduled is no longer what the package holds (decision 58).
    const cancelled = await cancelSchedule(tx, id)
    const slug = input.slug ? await uniqueSlug(tx, input.slug, id) : undefined
    // A save goes live at once, so it takes the place of any pending changes (decision 58).
    await tx
      .update(travelPackages)
      .set({ ...input, slug, pendingChanges: null, ...featuredPlaceOnSave(input.isFeatured) })
      .where(eq(travelPackages.id, id))
    if (input.isFeatured) await renumberFeaturedPositions(tx)
    await keepVersion(tx, id, authorId)
    return { cancelled }
  })
  return answerFor(db, updated ? id : null, updated?.cancelled)
}

export type PublishOutcome = { published: PackageAnswer } | { missing: MissingForPublishing[] }

/**
 * Shows a draft to visitors (the admin's Publish), unless it lacks what visitors should find on it
 * (decision 50): then nothing changes and the answer names what is missing, which `anyway` overrides. A
 * published package stays as it is. Null for an unknown id.
 */
export async function publishPackage(
  db: Database,
  id: number,
  { anyway }: { anyway: boolean },
): Promise<PublishOutcome | null> {
  const pkg = await getPackageDetail(db, String(id), 'staff')
  if (!pkg) return null
  if (pkg.status === 'draft' && !anyway) {
    const missing = (await missingForPublishingOf(db, [pkg], new Date())).get(pkg.id) ?? []
    if (missing.length > 0) return { missing }
  }
  const published = await setStatus(db, id, 'published')
  return published ? { published } : null
}

/** Takes a published package back to a draft: visitors lose its page, and it leaves every list. */
export const unpublishPackage = (db: Database, id: number) => setStatus(db, id, 'draft')

/** Either way, a schedule set before is called off: staff have chosen by hand (decision 58). */
async function setStatus(db: Database, id: number, status: PackageStatus) {
  const changed = await db.transaction(async (tx) => {
    const cancelled = await cancelSchedule(tx, id)
    const rows = await tx
      .update(travelPackages)
      .set({ status })
      .where(eq(travelPackages.id, id))
      .returning({ id: travelPackages.id })
    return rows.length > 0 ? { cancelled } : null
  })
  return answerFor(db, changed ? id : null, changed?.cancelled)
}

const withoutId = <T extends { id: number }>({ id: _id, ...rest }: T) => rest

/**
 * Copies a package with everything that belongs to it, under a new title, in one transaction. The copy is a
 * draft whatever its source (decision 50): until staff publish it, visitors cannot find two packages that
 * differ only in their title. The copy's version 1 is what it was copied as.
 */
export async function clonePackage(db: Database, id: number, title: string, authorId: number | null) {
  const copyId = await db.transaction(async (tx) => {
    const [source] = await tx.select().from(travelPackages).where(eq(travelPackages.id, id))
    if (!source) return null
    const { createdAt: _created, updatedAt: _updated, ...fields } = withoutId(source)
    const [copy] = await tx
      .insert(travelPackages)
      .values({
        ...fields,
        title,
        slug: await uniqueSlug(tx, title),
        isFeatured: false,
        featuredPosition: null,
        status: 'draft',
        // The source's schedule was set for the source: the copy goes live when staff say so.
        publishAt: null,
        scheduledBy: null,
      })
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
    await keepVersion(tx, copy.id, authorId)
    return copy.id
  })
  return answerFor(db, copyId)
}

/**
 * Deletes a package and, by the schema's cascades, its images, features, reviews, amenities and prices;
 * then the image files no other package still shows. False for an unknown id.
 */
export async function deletePackage(db: Database, storage: ImageStorage, id: number) {
  const imageFiles = await db
    .select({ url: images.url, shapedUrl: images.shapedUrl })
    .from(images)
    .where(eq(images.packageId, id))
  const deleted = await db
    .delete(travelPackages)
    .where(eq(travelPackages.id, id))
    .returning({ id: travelPackages.id })
  if (deleted.length === 0) return false
  await removeUnusedFiles(db, storage, filesOf(imageFiles))
  return true
}
