/**
 * What a visitor agrees to by signing up, word for word, by version: each consent record names the version
 * its person saw, and a subject access answer quotes it. A wording is never edited: a new one is added
 * under a new version, which becomes the current one (a unit test checks the form still shows it).
 */
export const CONSENT_WORDINGS: Readonly<Record<string, string>> = {
  '2026-11-22':
    'Sign up for exclusive offers. Be the first to hear about new Italian city breaks, price drops and seasonal deals. No spam, and you can unsubscribe at any time.',
}

export const CURRENT_CONSENT_VERSION = '2026-11-22'

/** The longest source page kept: a path on this site, without its query. */
export const MAX_SOURCE_PAGE_LENGTH = 200

/** A path on this site, as a sign-up's source page: no other host, no spaces or control characters. */
export const SOURCE_PAGE_PATTERN = /^\/(?![/\\])[^\s\\\p{C}]*$/u

/** The path (without query or fragment) of a same-site address such as a Referer, or undefined. */
export function sourcePageOf(address: string | undefined, ownOrigin: string): string | undefined {
  if (!address) return undefined
  try {
    const url = new URL(address)
    if (url.origin !== ownOrigin) return undefined
    return url.pathname.slice(0, MAX_SOURCE_PAGE_LENGTH)
  } catch {
    return undefined
  }
}
