import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '#app/db/client.server'
import {
  destinations,
  images,
  packageFeatures,
  packageVersions,
  reviews,
  travelPackages,
  widgetSections,
} from '#app/db/schema.server'
import { type ImageStorage, UPLOADS_URL_PREFIX } from './image-storage.server'

/**
 * An upload younger than this is left alone: it may be the file of a request still running (an upload or an
 * edit saves the file first and commits its row after), which no committed row names yet.
 */
export const UPLOAD_GRACE_MS = 60 * 60 * 1000

/**
 * Beside the images, the tables staff write text into, where an upload's address may have been pasted: a
 * package's hero picture and its versions and pending changes, or any other field. Searched as whole rows.
 */
const TABLES_THAT_MAY_NAME_UPLOADS: PgTable[] = [
  travelPackages,
  packageVersions,
  destinations,
  packageFeatures,
  reviews,
  widgetSections,
]

/** The name in an image address, whichever store or CDN it was made for: what follows its last slash. */
const nameIn = (url: string) => url.slice(url.lastIndexOf('/') + 1)

/** Of these names, those some catalogue row holds anywhere in its text. */
async function namedInCatalogueText(db: Database, names: string[]) {
  const anyRowHolds = sql.join(
    TABLES_THAT_MAY_NAME_UPLOADS.map(
      (table) =>
        sql`exists (select 1 from ${table} as kept where position(candidate.name in kept::text) > 0)`,
    ),
    sql` or `,
  )
  // One array parameter, however many names.
  const result = await db.execute(
    sql`select candidate.name from unnest(${sql.param(names)}::text[]) as candidate(name) where ${anyRowHolds}`,
  )
  // Both drivers answer rows in `rows`; drizzle's type for it is the driver's.
  const { rows } = result as unknown as { rows: { name: string }[] }
  return new Set(rows.map((row) => row.name))
}

/**
 * Housekeeping: removes every upload older than `UPLOAD_GRACE_MS` that no row names: an image's original or
 * variant, or text pasted into the catalogue. Such a file was left by a request that stopped between writing
 * it and committing its row, or by a removal that failed. Answers how many went.
 */
export async function deleteUploadsNoRowNames(db: Database, storage: ImageStorage, now = new Date()) {
  const settled = (await storage.list()).filter(
    (upload) => now.getTime() - upload.savedAt.getTime() > UPLOAD_GRACE_MS,
  )
  if (settled.length === 0) return 0
  // Nearly every file is an image's: those are told apart cheaply, and only the rest are searched for.
  const rows = await db.select({ url: images.url, shapedUrl: images.shapedUrl }).from(images)
  const ofImages = new Set(rows.flatMap((row) => [nameIn(row.url), nameIn(row.shapedUrl ?? '')]))
  const unnamed = settled.map((upload) => upload.name).filter((name) => !ofImages.has(name))
  if (unnamed.length === 0) return 0
  const named = await namedInCatalogueText(db, unnamed)
  const unwanted = unnamed.filter((name) => !named.has(name))
  for (const name of unwanted) await storage.remove(`${UPLOADS_URL_PREFIX}${name}`)
  return unwanted.length
}
