import { asc } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { airports } from '#app/db/schema.server'
import type { Airport } from '#app/lib/catalogue'

export const toAirport = (row: typeof airports.$inferSelect): Airport => ({
  id: row.id,
  code: row.code,
  name: row.name,
  city: row.city,
})

/** Every departure airport, by name. */
export async function listAirports(db: Database) {
  const rows = await db.select().from(airports).orderBy(asc(airports.name))
  return rows.map(toAirport)
}
