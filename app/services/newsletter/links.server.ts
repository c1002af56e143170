import { createHash, randomBytes } from 'node:crypto'
import type { Database } from '#app/db/client.server'
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH, tokenPath } from '#app/lib/newsletter-pages'
import { isSignature, signature, storedKey } from '#app/services/auth/signing-key.server'
import { type MailSettings, siteLink } from '#app/services/mail/mail-settings.server'

/**
 * The tokens in newsletter emails (decision 33).
 *
 * A confirmation token is 32 random bytes; only its SHA-256 is stored, so a copy of the database cannot
 * confirm anyone. An unsubscribe token is the sign-up's id and its HMAC under a key of its own in the
 * database: every newsletter email, now or later, can carry one without storing it, and unlike the session
 * key it does not change with SESSION_SECRET, so the links in old emails keep working.
 */

const UNSUBSCRIBE_KEY = 'newsletter-unsubscribe-key'
const CONFIRM_TOKEN_SHAPE = /^[\w-]{43}$/
const UNSUBSCRIBE_TOKEN_SHAPE = /^(\d{1,10})\.([\w-]{43})$/

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new confirmation token, and the hash to store. */
export function newConfirmToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: tokenHash(token) }
}

/** The hash to look a confirmation token up by, or null for anything not shaped like one. */
export const confirmTokenLookup = (token: string | null) =>
  token && CONFIRM_TOKEN_SHAPE.test(token) ? tokenHash(token) : null

export const confirmLink = (settings: MailSettings, token: string) =>
  siteLink(settings, tokenPath(NEWSLETTER_CONFIRM_PATH, token))

const unsubscribeMessage = (signupId: number) => `newsletter-unsubscribe:${signupId}`

/** Makes the unsubscribe links of emails to `signupId`, with the key loaded once. */
export async function unsubscribeLinks(db: Database, settings: MailSettings) {
  const key = await storedKey(db, UNSUBSCRIBE_KEY)
  return (signupId: number) =>
    siteLink(
      settings,
      tokenPath(NEWSLETTER_UNSUBSCRIBE_PATH, `${signupId}.${signature(key, unsubscribeMessage(signupId))}`),
    )
}

/** The sign-up an unsubscribe token was made for, or null when nobody made it. */
export async function unsubscribeTokenSignup(db: Database, token: string | null): Promise<number | null> {
  const match = token ? UNSUBSCRIBE_TOKEN_SHAPE.exec(token) : null
  if (!match?.[1] || !match[2]) return null
  const signupId = Number(match[1])
  const key = await storedKey(db, UNSUBSCRIBE_KEY)
  return isSignature(key, unsubscribeMessage(signupId), match[2]) ? signupId : null
}
