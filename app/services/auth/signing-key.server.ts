import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { serverSecrets } from '#app/db/schema.server'

/**
 * The key that signs session tokens and device cookies (decision 22): SESSION_SECRET when it is set, else a
 * random key kept in the database, made by the first server to ask. Either way it survives a restart and is
 * the same on every server of a fleet, and a token or cookie nobody signed is refused without a query.
 */
const SIGNING_KEY = 'signing-key'

/** Each database's keys by name, loaded once. */
const keys = new WeakMap<Database, Map<string, Promise<Buffer>>>()

async function loadStoredKey(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name))
  if (!row) throw new Error(`The key ${name} could not be stored.`)
  return Buffer.from(row.secret, 'base64url')
}

function keysOf(db: Database) {
  let known = keys.get(db)
  if (!known) {
    known = new Map()
    keys.set(db, known)
  }
  return known
}

/**
 * A random key kept in the database under `name`, made by the first server to ask, the same for every
 * server and every restart.
 */
export function storedKey(db: Database, name: string): Promise<Buffer> {
  const known = keysOf(db)
  const key = known.get(name)
  if (key) return key
  const loading = loadStoredKey(db, name)
  known.set(name, loading)
  // A database that could not answer is asked again next time.
  loading.catch(() => known.delete(name))
  return loading
}

/** Signs with SESSION_SECRET, when it is set, rather than the stored key; called once when the app is made. */
export function signWithSessionSecret(db: Database, sessionSecret: string | undefined) {
  if (sessionSecret) keysOf(db).set(SIGNING_KEY, Promise.resolve(Buffer.from(sessionSecret)))
}

export const signingKey = (db: Database): Promise<Buffer> => storedKey(db, SIGNING_KEY)

/** HMAC-SHA256 of `message` in base64url: 43 characters. */
export const signature = (key: Buffer, message: string) =>
  createHmac('sha256', key).update(message).digest('base64url')

/** Whether `given` is the signature of `message`, compared in constant time. */
export function isSignature(key: Buffer, message: string, given: string): boolean {
  const expected = Buffer.from(signature(key, message))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
