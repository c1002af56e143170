import { randomBytes } from 'node:crypto'
import { tokenId } from './auth.server'

/**
 * The secret in an emailed link (an invitation, a password reset): 32 random bytes, of which the table
 * keeps only the SHA-256, so a leaked table opens no link. Its shape is `TokenPasswordInputSchema`'s.
 */
export function newLinkToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: tokenId(token) }
}

/** The address of the staff page a link opens, its token in the query. */
export const linkWithToken = (origin: string, pagePath: string, token: string) =>
  `${origin}${pagePath}?${new URLSearchParams({ token })}`
