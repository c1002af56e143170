import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { keyStoredAddresses } from './address-keys.server'
import { lockDataFolder } from './data-folder-lock.server'
import { makeFolderPrivate, PRIVATE_FOLDER_MODE } from './private-data-folder.server'
import * as schema from './schema.server'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** The handle inside `db.transaction(…)`: a service that must write with its caller's transaction takes one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export type DatabaseHandle = {
  db: Database
  /**
   * Applies the committed migrations in `drizzle/` and gives stored addresses their keys (the one step SQL
   * cannot take, `keyStoredAddresses`), then runs `afterwards` (a first start's seed and admin) before any
   * other process on the same database may do either; safe to call on every start.
   */
  migrate: (afterwards?: () => Promise<void>) => Promise<void>
  close: () => Promise<void>
  /** PostgreSQL only: the pool's connections lent out now, and the queries waiting for one (the metrics). */
  poolUse?: () => PoolUse
  /**
   * The embedded database in a data folder only: a copy of its files (PGlite's `dumpDataDir` tarball),
   * taken while no query or transaction runs. `alongside` runs in the same pause, so what it copies
   * (the uploaded images) matches the database exactly.
   */
  snapshot?: (alongside: () => Promise<void>) => Promise<Blob>
}

export type PoolUse = { inUse: number; waiting: number }

const migrationsFolder = path.resolve(process.cwd(), 'drizzle')

/** `keyStoredAddresses`, saying out loud what it cannot settle by itself (two staff accounts with one address). */
async function keyAddresses(db: Database) {
  for (const warning of await keyStoredAddresses(db)) console.warn(warning)
}

/**
 * The PostgreSQL advisory lock a process holds while it migrates and prepares the database (decision 27), so
 * that of any number of servers starting together exactly one does it and the others wait, then find it done.
 * Any constant would do as long as every version of the app keeps it: these are the bytes of "city".
 */
export const MIGRATION_LOCK_KEY = 0x63697479

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
  const dropped = (error: Error) => console.warn(`PostgreSQL dropped a connection: ${error.message}`)
  pool.on('error', dropped)
  // A connection can also die while a request holds it, between two statements of a transaction: the error
  // then arrives on the connection itself, and the request's next statement fails with it. Listening here
  // keeps that from being an uncaught exception as well.
  pool.on('connect', (client) => client.on('error', dropped))
  const db = drizzlePostgres(pool, { schema }) as unknown as Database
  db.transaction = (work, config) => onOwnConnection(pool, (client) => client.transaction(work, config))
  return {
    db,
    migrate: (afterwards) =>
      whileHoldingMigrationLock(url, async (client) => {
        await migratePostgres(drizzlePostgres(client), { migrationsFolder })
        await keyAddresses(db)
        await afterwards?.()
      }),
    close: () => pool.end(),
    poolUse: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
  }
}

/**
 * Runs `work` on a connection checked out here and always given back. Drizzle's own pooled transaction sends
 * BEGIN before its try/finally: when BEGIN fails (the server restarted under an idle connection), the
 * connection is never released, and a few outages leave the pool with none to give.
 */
async function onOwnConnection<T>(pool: pg.Pool, work: (db: Database) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    return await work(drizzlePostgres(client, { schema }) as unknown as Database)
  } finally {
    // A connection that failed is not reusable, and the pool drops it rather than lending it again.
    client.release()
  }
}

/** Where the embedded database keeps its files inside the data folder. */
export const embeddedDatabaseFolder = (dataDir: string) => path.join(path.resolve(dataDir), 'pglite')

/** Whether the data folder holds an embedded database already (rather than one to be made on opening). */
export const hasEmbeddedDatabase = (dataDir: string) =>
  existsSync(path.join(embeddedDatabaseFolder(dataDir), 'PG_VERSION'))

/**
 * Runs `work` holding the migration lock, on a connection of its own outside the pool: a session-level lock
 * belongs to the connection that took it, which lets it go when done, or by closing should this process die
 * on the way. No query timeout here: a migration may take its time, and so may the wait for another's.
 */
async function whileHoldingMigrationLock(url: string, work: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  // Lost while idle (the work runs on the pool): the lock went with it, and the server says so.
  client.on('error', (error) => console.warn(`The migration lock's connection failed: ${error.message}`))
  await client.connect()
  try {
    const tried = await client.query('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK_KEY])
    if (!tried.rows[0]?.locked) {
      console.warn('Another server is migrating the database: waiting for it to finish.')
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    }
    await work(client)
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
  } finally {
    await client.end()
  }
}

/**
 * PGlite cannot be shared between processes: a second opener would silently diverge.
 * The data folder is locked for as long as this process holds it (decision 11).
 * `restoreFrom`, a `dumpDataDir` tarball, fills a folder that holds no database yet (a restore).
 */
export async function openPglite(
  dataDir: string,
  { restoreFrom }: { restoreFrom?: Blob } = {},
): Promise<DatabaseHandle> {
  if (dataDir === 'memory://') return wrapPglite(new PGlite())
  const folder = path.resolve(dataDir)
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE })
  const release = await lockDataFolder(folder)
  try {
    const client = await PGlite.create(embeddedDatabaseFolder(folder), { loadDataDir: restoreFrom })
    // PGlite sets some of its files' modes itself, whatever the umask (decision 49).
    makeFolderPrivate(folder)
    const handle = wrapPglite(client)
    return {
      ...handle,
      snapshot: (alongside) => snapshotPglite(client, alongside),
      close: async () => {
        await handle.close()
        release()
      },
    }
  } catch (error) {
    release()
    throw error
  }
}

async function snapshotPglite(client: PGlite, alongside: () => Promise<void>): Promise<Blob> {
  // Written out first, the changes so far need no replaying from the log when the copy is opened.
  await client.exec('CHECKPOINT')
  // A transaction holds every other query and transaction back until it ends: the files are copied
  // between two of the site's transactions, never in the middle of one.
  return client.transaction(async () => {
    const files = await client.dumpDataDir('none')
    await alongside()
    return files
  })
}

function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    // One process only (the data folder is locked), so nobody else can be migrating it.
    migrate: async (afterwards) => {
      await migratePglite(drizzlePglite(client), { migrationsFolder })
      await keyAddresses(db)
      await afterwards?.()
    },
    close: () => client.close(),
  }
}
