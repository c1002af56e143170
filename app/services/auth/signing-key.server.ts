import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server'
import { serverSecrets } from '#app/db/schema.server'

/**
 * The key that signs session tokens and device cookies (decision 22): SESSION_SECRET when it is set, else a
 * random key kept in the database, made by the first server to ask. Either way it survives a restart and is
 * the same on every server of a fleet, and a token or cookie nobody signed is refused without a query.
 */
const keys = new WeakMap<Database, Promise<Buffer>>()

const KEY_NAME = 'signing-key'

async function storedKey(db: Database): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: KEY_NAME, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, KEY_NAME))
  if (!row) throw new Error('The signing key could not be stored.')
  return Buffer.from(row.secret, 'base64url')
}

/** Signs with SESSION_SECRET, when it is set, rather than the stored key; called once when the app is made. */
export function signWithSessionSecret(db: Database, sessionSecret: string | undefined) {
  if (sessionSecret) keys.set(db, Promise.resolve(Buffer.from(sessionSecret)))
}

export function signingKey(db: Database): Promise<Buffer> {
  const known = keys.get(db)
  if (known) return known
  const loading = storedKey(db)
  keys.set(db, loading)
  // A database that could not answer is asked again next time.
  loading.catch(() => keys.delete(db))
  return loading
}

/** HMAC-SHA256 of `message` in base64url: 43 characters. */
export const signature = (key: Buffer, message: string) =>
  createHmac('sha256', key).update(message).digest('base64url')

/** Whether `given` is the signature of `message`, compared in constant time. */
export function isSignature(key: Buffer, message: string, given: string): boolean {
  const expected = Buffer.from(signature(key, message))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
