import { openDatabase } from '#app/db/client.server'
import { createFilesPrivately } from '#app/db/private-data-folder.server'
import { loadConfig } from '#app/env.server'

/**
 * Opens the configured database for a one-off script; the data folder lock keeps a running server safe, and
 * what the script writes into the folder is as private as the server's (decision 49).
 */
export async function openConfiguredDatabase() {
  createFilesPrivately()
  const config = loadConfig()
  return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
}
