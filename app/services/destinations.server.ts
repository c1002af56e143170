import { asc, eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { destinations, images } from '#app/db/schema.server'
import { toDestination, toImage } from '#app/services/serialize.server'

export async function listDestinations(db: Database) {
  const rows = await db.select().from(destinations).orderBy(asc(destinations.name))
  return rows.map(toDestination)
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
    .orderBy(asc(images.sequence), asc(images.id))
  return rows.map(toImage)
}
