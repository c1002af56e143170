import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Database } from './client.server'

/**
 * Word that public pages may have changed (an admin write), passed to every server of a fleet so each can
 * forget the pages it keeps in memory (decision 28). On PostgreSQL it travels by `NOTIFY` on one channel; the
 * embedded PGlite has a single process, so there it never leaves it.
 */
export type CatalogueChanges = {
  /** Says a write succeeded: this process hears it at once, every other within moments. */
  announce: () => void
  /** Calls `listener` on every change, this process's or another's, and whenever some may have been missed. */
  onChange: (listener: () => void) => void
  close: () => Promise<void>
}

export const CATALOGUE_CHANNEL = 'catalogue_changed'

type Logger = {
  info: (details: object, message: string) => void
  warn: (details: object, message: string) => void
}

type Options = {
  /** PostgreSQL's URL; without one (PGlite) changes stay in this process. */
  databaseUrl?: string
  db: Database
  logger: Logger
  /** The first wait before listening again after the connection is lost; it doubles up to `retryMaxMs`. */
  retryBaseMs?: number
  retryMaxMs?: number
}

function listeners() {
  const all = new Set<() => void>()
  return {
    add: (listener: () => void) => void all.add(listener),
    tell: () => {
      for (const listener of all) listener()
    },
  }
}

/** Changes heard by this process alone: the embedded database's case, where there is no other. */
export function inProcessCatalogueChanges(): CatalogueChanges {
  const heard = listeners()
  return { announce: heard.tell, onChange: heard.add, close: async () => {} }
}

/**
 * Opens the channel: on PostgreSQL, one connection of its own that LISTENs, opened again with a growing wait
 * whenever it is lost (a restart, a failover). Resolves once the first try is over, listening or not.
 */
export async function openCatalogueChanges(options: Options): Promise<CatalogueChanges> {
  if (!options.databaseUrl) return inProcessCatalogueChanges()
  const { databaseUrl, db, logger, retryBaseMs = 100, retryMaxMs = 5_000 } = options
  // Our own notices come back to us too; this process has heard those already.
  const sender = randomUUID()
  const heard = listeners()
  let listening: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let wait = retryBaseMs
  let closed = false

  const listenLater = () => {
    retry = setTimeout(() => void listen(), wait)
    wait = Math.min(wait * 2, retryMaxMs)
  }

  async function listen() {
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
      application_name: 'citybreak catalogue changes',
    })
    // The connection's loss is handled on 'end'; without a listener, 'error' would crash the process.
    client.on('error', (error) =>
      logger.warn({ reason: error.message }, 'catalogue changes connection failed'),
    )
    client.on('notification', (notice) => {
      if (notice.payload !== sender) heard.tell()
    })
    try {
      await client.connect()
      await client.query(`listen ${CATALOGUE_CHANNEL}`)
    } catch (error) {
      await client.end().catch(() => {})
      if (closed) return
      logger.warn(
        { reason: (error as Error).message, retryInMs: wait },
        'not listening for catalogue changes',
      )
      return listenLater()
    }
    if (closed) return void (await client.end())
    listening = client
    client.once('end', () => {
      listening = undefined
      if (closed) return
      logger.warn({ retryInMs: wait }, 'stopped listening for catalogue changes')
      listenLater()
    })
    if (wait !== retryBaseMs) logger.info({}, 'listening for catalogue changes again')
    wait = retryBaseMs
    // Changes announced while nobody listened were missed: what this process keeps may be out of date.
    heard.tell()
  }

  await listen()
  return {
    announce: () => {
      heard.tell()
      db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${sender})`).catch((error: Error) =>
        logger.warn({ reason: error.message }, 'could not tell the other servers of a catalogue change'),
      )
    },
    onChange: heard.add,
    close: async () => {
      closed = true
      clearTimeout(retry)
      await listening?.end()
    },
  }
}
