import type { DatabaseHandle } from '#app/db/client.server'
import { seedDatabase } from '#app/db/seed.server'
import type { Config } from '#app/env.server'
import { ensureFirstAdmin } from '#app/services/auth/auth.server'

/**
 * Brings the database up to date for this version of the app: migrations, then on a first start the sample
 * catalogue and the first admin. On PostgreSQL all three happen under the migration lock (decision 27), so
 * servers starting together on a fresh database take turns, and only the first finds anything to do.
 * Answers whether this process seeded the catalogue.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): Promise<{ seeded: boolean }> {
  let seeded = false
  await database.migrate(async () => {
    seeded = await seedDatabase(database.db)
    // Printed straight to the console, never to the JSON logs, because it contains a password.
    await ensureFirstAdmin(
      database.db,
      { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
      console.log,
    )
  })
  return { seeded }
}
