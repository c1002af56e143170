import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { lockDataFolder } from './data-folder-lock.server'
import * as schema from './schema.server'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** The handle inside `db.transaction(…)`: a service that must write with its caller's transaction takes one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export type DatabaseHandle = {
  db: Database
  /** Applies the committed migrations in `drizzle/`; safe to call on every start. */
  migrate: () => Promise<void>
  close: () => Promise<void>
}

const migrationsFolder = path.resolve(process.cwd(), 'drizzle')

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite under `dataDir`. */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir)
}

export function openPostgres(url: string): DatabaseHandle {
  // A server that does not answer at all fails the request after a while rather than holding it forever:
  // when connecting, and on a connection that went silent (a network cut that sent no reset), after which
  // the pool drops that connection and opens a new one.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    query_timeout: 10_000,
  })
  // An idle connection the server drops (a restart, a failover) is replaced on the next query;
  // without a listener the pool's 'error' event would crash the process instead.
  pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`))
  const db = drizzlePostgres(pool, { schema }) as unknown as Database
  return {
    db,
    migrate: () => migratePostgres(drizzlePostgres(pool), { migrationsFolder }),
    close: () => pool.end(),
  }
}

/**
 * PGlite cannot be shared between processes: a second opener would silently diverge.
 * The data folder is locked for as long as this process holds it (decision 11).
 */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (dataDir === 'memory://') return wrapPglite(new PGlite())
  const folder = path.resolve(dataDir)
  mkdirSync(folder, { recursive: true })
  const release = await lockDataFolder(folder)
  const client = new PGlite(path.join(folder, 'pglite'))
  const handle = wrapPglite(client)
  return {
    ...handle,
    close: async () => {
      await handle.close()
      release()
    },
  }
}

function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  }
}
