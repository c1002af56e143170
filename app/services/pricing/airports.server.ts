import { asc } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { airports } from '#app/db/schema.server'
import { toAirport } from '#app/services/serialize.server'

export async function listAirports(db: Database) {
  const rows = await db.select().from(airports).orderBy(asc(airports.name))
  return rows.map(toAirport)
}
