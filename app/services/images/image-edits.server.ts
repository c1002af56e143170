import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { images } from '#app/db/schema.server'
import { ALT_TEXT_MESSAGE, type ImageChanges } from '#app/schemas/image'
import type { ImageStorage } from './image-storage.server'
import { removeUnusedFiles, toImage } from './images.server'
import { saveShapedVariant } from './shaped-variant.server'

/** An edit that would leave a non-decorative image without alt text (decision 55). */
export class AltTextMissing extends Error {
  constructor() {
    super(ALT_TEXT_MESSAGE)
  }
}

/** An order that is not every image of one package or destination, each once. */
export class ImageOrderMismatch extends Error {}

/**
 * Changes an image's words, type, place or focal point; answers it, or null for an unknown id. Alt text may
 * be emptied only by making the image decorative: checked when an edit touches either. A new type or focal
 * point cuts a new shaped variant from the stored file (a new address, so caches never show the old cut).
 *
 * One edit of an image at a time: the row is locked from the first read to the commit, so an edit made at the
 * same moment waits and then starts from what this one left, rather than both replacing the same variant and
 * one's new file being named by nothing. A variant cut for an edit that then fails is removed; the one an
 * edit replaces is removed after its commit, once no image (a clone's) still names it.
 */
export async function updateImage(db: Database, storage: ImageStorage, id: number, changes: ImageChanges) {
  // The variant this edit cut, until its commit makes it the image's.
  let cut: string | null = null
  let edit: { before: typeof images.$inferSelect; after: typeof images.$inferSelect } | null
  try {
    edit = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(images).where(eq(images.id, id)).for('update')
      if (!row) return null
      const merged = mergedChanges(row, changes)
      const reshape = merged.type !== row.type || merged.focalX !== row.focalX || merged.focalY !== row.focalY
      // On PGlite the cut holds back the database's other queries (its one connection is this transaction's):
      // an edit is rare and a cut takes a fraction of a second, where interleaved edits leave files behind.
      const stored = reshape ? await storage.read(row.url) : null
      // A file not kept by the store (the seed's artwork, an inline image) has no variant: it is shown whole.
      const shapedUrl = stored
        ? await saveShapedVariant(storage, stored, merged.type, { x: merged.focalX, y: merged.focalY })
        : row.shapedUrl
      if (shapedUrl !== row.shapedUrl) cut = shapedUrl
      const [updated] = await tx
        .update(images)
        .set({ ...merged, shapedUrl })
        .where(eq(images.id, id))
        .returning()
      return updated ? { before: row, after: updated } : null
    })
  } catch (error) {
    if (cut) await storage.remove(cut)
    throw error
  }
  if (!edit) return null
  const { before, after } = edit
  if (before.shapedUrl && before.shapedUrl !== after.shapedUrl) {
    await removeUnusedFiles(db, storage, [before.shapedUrl])
  }
  return toImage(after)
}

/** The row as the changes leave it; throws `AltTextMissing` when they would leave it without words. */
function mergedChanges(row: typeof images.$inferSelect, changes: ImageChanges) {
  const merged = {
    title: changes.title === undefined ? row.title : changes.title,
    altText: changes.altText === undefined ? row.altText : changes.altText,
    decorative: changes.decorative ?? row.decorative,
    type: changes.type === undefined ? row.type : changes.type === 'none' ? null : changes.type,
    sequence: changes.sequence ?? row.sequence,
    focalX: changes.focalX ?? row.focalX,
    focalY: changes.focalY ?? row.focalY,
  }
  const touchesAlt = changes.altText !== undefined || changes.decorative !== undefined
  if (touchesAlt && !merged.decorative && !merged.altText) throw new AltTextMissing()
  return merged
}

const ownerOf = (row: { packageId: number | null; destinationId: number | null }) =>
  row.packageId === null
    ? and(isNull(images.packageId), eq(images.destinationId, row.destinationId ?? 0))
    : eq(images.packageId, row.packageId)

/**
 * Numbers one owner's images 0, 1, 2… in the order of `ids` in one transaction, so a failure leaves the old
 * order whole; answers them in their new order. Throws `ImageOrderMismatch`, changing nothing, unless `ids`
 * lists every image of one package or destination exactly once.
 */
export async function reorderImages(db: Database, ids: readonly number[]) {
  return db.transaction(async (tx) => {
    const listed = await tx
      .select({ id: images.id, packageId: images.packageId, destinationId: images.destinationId })
      .from(images)
      .where(inArray(images.id, [...ids]))
    const [first] = listed
    const found = new Set(listed.map((row) => row.id))
    const unknown = ids.filter((id) => !found.has(id))
    if (!first || unknown.length > 0) {
      throw new ImageOrderMismatch(`No image has the id ${unknown.join(', ')}.`)
    }
    const mixed = listed.some(
      (row) => row.packageId !== first.packageId || row.destinationId !== first.destinationId,
    )
    if (mixed) throw new ImageOrderMismatch('List the images of one package or one destination only.')
    // Locked, so an upload or delete made at the same moment waits rather than interleaving with this one.
    const owned = await tx.select({ id: images.id }).from(images).where(ownerOf(first)).for('update')
    const missing = owned.filter((row) => !found.has(row.id)).map((row) => row.id)
    if (missing.length > 0) {
      throw new ImageOrderMismatch(
        `List every image of the owner once: the image ${missing.join(', ')} is missing.`,
      )
    }
    for (const [sequence, id] of ids.entries()) {
      await tx.update(images).set({ sequence }).where(eq(images.id, id))
    }
    const rows = await tx
      .select()
      .from(images)
      .where(ownerOf(first))
      .orderBy(asc(images.sequence), asc(images.id))
    return rows.map(toImage)
  })
}
