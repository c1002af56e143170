import { asc, eq, or, sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { packageRows, preparedStatement } from '#app/db/prepared.server'
import { destinations, images, travelPackages } from '#app/db/schema.server'
import type { CatalogueImage } from '#app/lib/catalogue'
import { CENTRE } from '#app/lib/focal-crop'
import type { ImageUploadFields } from '#app/schemas/image'
import { reencodeImage } from './image-processing.server'
import type { ImageStorage } from './image-storage.server'
import { saveShapedVariant } from './shaped-variant.server'

export const toImage = (row: typeof images.$inferSelect): CatalogueImage => ({
  id: row.id,
  packageId: row.packageId,
  destinationId: row.destinationId,
  type: row.type,
  url: row.url,
  altText: row.altText,
  title: row.title,
  base64Data: row.base64Data,
  sequence: row.sequence,
  decorative: row.decorative,
  focalX: row.focalX,
  focalY: row.focalY,
  shapedUrl: row.shapedUrl,
})

const imageOrder = [asc(images.sequence), asc(images.id)]

export async function listPackageImages(db: Database, packageId: number) {
  const rows = await packageRows(db, images, imageOrder, packageId)
  return rows.map(toImage)
}

/** The images of each package, in display order. */
export async function loadPackageImages(db: Database, packageIds: number[]) {
  const byPackage = new Map<number, CatalogueImage[]>()
  if (packageIds.length === 0) return byPackage
  // One array parameter, not one per package: one statement for any number of packages.
  const rows = await preparedStatement(db, 'images_of_packages', (name) =>
    db
      .select()
      .from(images)
      .where(sql`${images.packageId} = any(${sql.placeholder('packageIds')}::int[])`)
      .orderBy(...imageOrder)
      .prepare(name),
  ).execute({ packageIds })
  for (const row of rows) {
    const list = byPackage.get(row.packageId ?? 0) ?? []
    list.push(toImage(row))
    byPackage.set(row.packageId ?? 0, list)
  }
  return byPackage
}

/** The destination's images, or null when the destination does not exist. */
export async function listDestinationImages(db: Database, destinationId: number) {
  const [destination] = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(eq(destinations.id, destinationId))
  if (!destination) return null
  const rows = await db
    .select()
    .from(images)
    .where(eq(images.destinationId, destinationId))
    .orderBy(...imageOrder)
  return rows.map(toImage)
}

async function ownerExists(db: Database, fields: ImageUploadFields) {
  const [row] = fields.packageId
    ? await db
        .select({ id: travelPackages.id })
        .from(travelPackages)
        .where(eq(travelPackages.id, fields.packageId))
    : await db
        .select({ id: destinations.id })
        .from(destinations)
        .where(eq(destinations.id, fields.destinationId ?? 0))
  return Boolean(row)
}

/** Where a new image goes when the upload names no place: after the owner's others. */
async function nextSequence(db: Database, fields: ImageUploadFields) {
  const owner = fields.packageId
    ? eq(images.packageId, fields.packageId)
    : eq(images.destinationId, fields.destinationId ?? 0)
  const [row] = await db
    .select({ last: sql<number | null>`max(${images.sequence})` })
    .from(images)
    .where(owner)
  return row?.last === null || row?.last === undefined ? 0 : Math.min(Number(row.last) + 1, 100_000)
}

/**
 * Writes the image again (`reencodeImage`: no metadata, bounded size), stores that file and its variant cut
 * to the type's shape around the centre, then the row; a failed row removes the files again. The uploaded
 * bytes themselves are never stored.
 */
export async function addImage(
  db: Database,
  storage: ImageStorage,
  fields: ImageUploadFields,
  bytes: Buffer,
) {
  if (!(await ownerExists(db, fields))) return null
  const image = await reencodeImage(bytes)
  const url = await storage.save(image.bytes, image.extension)
  let shapedUrl: string | null = null
  try {
    shapedUrl = await saveShapedVariant(storage, image.bytes, fields.type, CENTRE)
    const [row] = await db
      .insert(images)
      .values({
        packageId: fields.packageId ?? null,
        destinationId: fields.destinationId ?? null,
        type: fields.type,
        title: fields.title,
        altText: fields.altText,
        decorative: fields.decorative,
        sequence: fields.sequence ?? (await nextSequence(db, fields)),
        url,
        shapedUrl,
      })
      .returning()
    return row ? toImage(row) : null
  } catch (error) {
    await storage.remove(url)
    if (shapedUrl) await storage.remove(shapedUrl)
    throw error
  }
}

/** Deletes the row and its files, unless a cloned package's image still shows the same ones. */
export async function deleteImage(db: Database, storage: ImageStorage, id: number) {
  const [deleted] = await db
    .delete(images)
    .where(eq(images.id, id))
    .returning({ url: images.url, shapedUrl: images.shapedUrl })
  if (!deleted) return false
  await removeUnusedFiles(db, storage, filesOf([deleted]))
  return true
}

/** Every file the image rows name: each original and its shaped variant. */
export const filesOf = (rows: { url: string; shapedUrl: string | null }[]) =>
  rows.flatMap((row) => (row.shapedUrl ? [row.url, row.shapedUrl] : [row.url]))

/** Removes each file no image row names any more, as its original or its shaped variant. */
export async function removeUnusedFiles(db: Database, storage: ImageStorage, urls: string[]) {
  for (const url of new Set(urls)) {
    const [stillUsed] = await db
      .select({ id: images.id })
      .from(images)
      .where(or(eq(images.url, url), eq(images.shapedUrl, url)))
      .limit(1)
    if (!stillUsed) await storage.remove(url)
  }
}
