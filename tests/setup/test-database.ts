import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import { type DatabaseHandle, openPglite, openPostgres } from '#app/db/client.server'
import { databaseUrl, withAdminClient } from './postgres-admin'

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
export async function cloneTemplateDatabase(serverUrl: string) {
  const name = `citybreak_test_${randomBytes(6).toString('hex')}`
  const template = inject('templateDatabase')
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name} template ${template}`))
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  }
}
