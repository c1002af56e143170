import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { sqlState } from '#app/db/availability.server'
import type { Database } from '#app/db/client.server'
import { destinations, images, travelPackages } from '#app/db/schema.server'
import type { Destination } from '#app/lib/catalogue'
import type { DestinationInput } from '#app/schemas/destination'
import type { ImageStorage } from '#app/services/images/image-storage.server'
import { filesOf, removeUnusedFiles } from '#app/services/images/images.server'

/** What the wire shape reads of a destination: a query may select just these. */
export type DestinationFields = Pick<
  typeof destinations.$inferSelect,
  'id' | 'name' | 'country' | 'description'
>

export const toDestination = (row: DestinationFields): Destination => ({
  id: row.id,
  name: row.name,
  country: row.country,
  description: row.description,
})

/** Refused: the country has a destination of this name already, spelt with other capitals or spaces maybe. */
export class DestinationNameTaken extends Error {
  constructor(readonly existing: Destination) {
    super(`There is already a destination called ${existing.name} in ${existing.country}.`)
  }
}

/** How many package titles a refusal names before it says how many more there are. */
const TITLES_NAMED = 5

/** Refused: packages go to this destination, and would be left going nowhere. */
export class DestinationInUse extends Error {
  constructor(
    readonly destination: Destination,
    readonly packages: { id: number; title: string }[],
  ) {
    const named = packages.slice(0, TITLES_NAMED).map((pkg) => pkg.title)
    const more = packages.length - named.length
    const titles = more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ')
    const count = packages.length === 1 ? '1 package goes' : `${packages.length} packages go`
    super(
      `${destination.name} can't be deleted: ${count} there (${titles}). Choose another destination for ` +
        `${packages.length === 1 ? 'it' : 'them'} first.`,
    )
  }
}

// The unique index's own expressions (migration 0011), so the check and the index agree on what is the same.
const sameName = (input: DestinationInput) =>
  and(
    sql`lower(btrim(${destinations.country})) = lower(${input.country})`,
    sql`lower(btrim(${destinations.name})) = lower(${input.name})`,
  )

/** Throws `DestinationNameTaken` when another destination (not `ownId`) has this name in this country. */
async function refuseTakenName(db: Database, input: DestinationInput, ownId?: number) {
  const [existing] = await db
    .select()
    .from(destinations)
    .where(and(sameName(input), ownId === undefined ? undefined : ne(destinations.id, ownId)))
    .limit(1)
  if (existing) throw new DestinationNameTaken(toDestination(existing))
}

/**
 * A write that the unique index refused although the check before it passed (two staff saving at once) is
 * answered as the check would have answered it.
 */
async function writeUnlessTaken<T>(
  db: Database,
  input: DestinationInput,
  ownId: number | undefined,
  write: () => Promise<T>,
) {
  await refuseTakenName(db, input, ownId)
  try {
    return await write()
  } catch (error) {
    if (sqlState(error as Error) === '23505') await refuseTakenName(db, input, ownId)
    throw error
  }
}

export async function listDestinations(db: Database) {
  const rows = await db.select().from(destinations).orderBy(asc(destinations.name))
  return rows.map(toDestination)
}

/** The new destination; throws `DestinationNameTaken` when the country has one of that name. */
export async function createDestination(db: Database, input: DestinationInput) {
  return writeUnlessTaken(db, input, undefined, async () => {
    const [row] = await db.insert(destinations).values(input).returning()
    return row && toDestination(row)
  })
}

/** The updated destination, or null for an unknown id; throws `DestinationNameTaken` like a create. */
export async function updateDestination(db: Database, id: number, input: DestinationInput) {
  return writeUnlessTaken(db, input, id, async () => {
    const [row] = await db.update(destinations).set(input).where(eq(destinations.id, id)).returning()
    return row ? toDestination(row) : null
  })
}

const packagesGoingTo = (db: Database, id: number) =>
  db
    .select({ id: travelPackages.id, title: travelPackages.title })
    .from(travelPackages)
    .where(eq(travelPackages.destinationId, id))
    .orderBy(asc(travelPackages.title))

/**
 * Deletes a destination no package goes to, with its images and then their files; false for an unknown id.
 * Throws `DestinationInUse`, naming the packages, otherwise: the foreign key refuses a package given the
 * destination while this runs, and the answer is then the same.
 */
export async function deleteDestination(db: Database, storage: ImageStorage, id: number) {
  const [row] = await db.select().from(destinations).where(eq(destinations.id, id))
  if (!row) return false
  const refuseInUse = async () => {
    const packages = await packagesGoingTo(db, id)
    if (packages.length > 0) throw new DestinationInUse(toDestination(row), packages)
  }
  await refuseInUse()
  let imageUrls: string[]
  try {
    imageUrls = await db.transaction(async (tx) => {
      const removed = await tx
        .delete(images)
        .where(eq(images.destinationId, id))
        .returning({ url: images.url, shapedUrl: images.shapedUrl })
      await tx.delete(destinations).where(eq(destinations.id, id))
      return filesOf(removed)
    })
  } catch (error) {
    if (sqlState(error as Error) === '23503') await refuseInUse()
    throw error
  }
  await removeUnusedFiles(db, storage, imageUrls)
  return true
}
