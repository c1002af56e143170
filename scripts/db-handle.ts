import { openDatabase } from '#app/db/client.server'
import { loadConfig } from '#app/env.server'

/** Opens the configured database for a one-off script; the data folder lock keeps a running server safe. */
export async function openConfiguredDatabase() {
  const config = loadConfig()
  return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
}
