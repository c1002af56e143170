import { asc, eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { destinations } from '#app/db/schema.server'
import type { Destination } from '#app/lib/catalogue'
import type { DestinationInput } from '#app/schemas/destination'

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

export async function listDestinations(db: Database) {
  const rows = await db.select().from(destinations).orderBy(asc(destinations.name))
  return rows.map(toDestination)
}

export async function createDestination(db: Database, input: DestinationInput) {
  const [row] = await db.insert(destinations).values(input).returning()
  return row && toDestination(row)
}

/** The updated destination, or null for an unknown id. */
export async function updateDestination(db: Database, id: number, input: DestinationInput) {
  const [row] = await db.update(destinations).set(input).where(eq(destinations.id, id)).returning()
  return row ? toDestination(row) : null
}
