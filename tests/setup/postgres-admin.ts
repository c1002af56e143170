import { randomBytes } from 'node:crypto'
import pg from 'pg'

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string
  }
}

/** The URL of another database on the same server as `url`. */
export function databaseUrl(url: string, name: string) {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * A database of its own on the PostgreSQL server at `serverUrl`, a copy of `template` or else empty (as a new
 * installation starts): its URL, and how to drop it.
 */
export async function createDatabase(serverUrl: string, template?: string) {
  const name = `citybreak_test_${randomBytes(6).toString('hex')}`
  await withAdminClient(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  )
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  }
}
