import { inject } from 'vitest'
import { type DatabaseHandle, openPglite, openPostgres } from '#app/db/client.server'
import { createDatabase } from './postgres-admin'

/** A fresh, migrated, empty database of its own: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    const handle = await openPglite('memory://')
    await handle.migrate()
    return handle
  }
  const clone = await cloneTemplateDatabase(url)
  const handle = openPostgres(clone.url)
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await clone.drop()
    },
  }
}

/** A migrated database of its own on the PostgreSQL server at `serverUrl`: its URL, and how to drop it. */
export const cloneTemplateDatabase = (serverUrl: string) =>
  createDatabase(serverUrl, inject('templateDatabase'))
