import { sql } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'

/**
 * Resolves once the database answers a trivial query; rejects while it is down or unreachable. A plain
 * promise, so one probe can be shared: a Drizzle query itself would run again on every `then`.
 */
export async function probeDatabase(db: Database) {
  await db.execute(sql`select 1`)
}
