import { createHash } from 'node:crypto'

type Headers = Array<[string, string | number | string[]]>

/** The nonce a Content-Security-Policy lets scripts in by (`'nonce-…'`, `security-headers.ts`). */
const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/=]+)'/

/** A script element as React writes one: its opening tag's attributes and its text (never holding `</script`). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

const headerOf = (headers: Headers, name: string) => headers.find(([each]) => each === name)?.[1]

/** CSP's source for an inline script with exactly this text. */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * The copy of a page the page cache keeps and gives to every visitor: one that holds no nonce (issue 38,
 * decision 62). A nonce is a secret of one answer; kept, it was the same for every visitor of the page for
 * its 30 seconds, and for every visitor behind a CDN, so a script injected into the page could name it.
 * The kept copy lets in, by their SHA-256, exactly the inline scripts the render gave that answer's nonce,
 * and no other; the nonce attributes go (scripts and preloads from this site are let in by `'self'`).
 * Anything else (an answer that is not HTML, a policy without a nonce) is kept as it came.
 *
 * Undefined when the nonce is somewhere else in the page too: it cannot be taken out with certainty, and
 * such a page is not kept.
 */
export function nonceFreeCopy(
  headers: Headers,
  body: Buffer,
): { headers: Headers; body: Buffer } | undefined {
  const policy = headerOf(headers, 'content-security-policy')
  const nonce = typeof policy === 'string' ? NONCE_SOURCE.exec(policy)?.[1] : undefined
  if (nonce === undefined || !isHtml(headers)) return { headers, body }
  const attribute = ` nonce="${nonce}"`
  const hashes = new Set<string>()
  const html = body.toString('utf8')
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attributes.includes(attribute) && !/\ssrc=/i.test(attributes)) hashes.add(hashSource(text))
  }
  const withoutNonce = html.replaceAll(attribute, '')
  if (withoutNonce.includes(nonce)) return undefined
  const sources = [...hashes].join(' ')
  const keptPolicy = (policy as string).replace(sources ? `'nonce-${nonce}'` : ` 'nonce-${nonce}'`, sources)
  return {
    headers: headers.map(([name, value]) =>
      name === 'content-security-policy' ? [name, keptPolicy] : [name, value],
    ),
    body: Buffer.from(withoutNonce, 'utf8'),
  }
}

const isHtml = (headers: Headers) => /^text\/html\b/i.test(String(headerOf(headers, 'content-type') ?? ''))

/**
 * The Cache-Control of a fresh answer whose copy is kept without its nonce: its browser asks again each time,
 * as with any page, and no shared cache in between keeps it; it gets the nonce-free copy next time.
 */
export const ONE_VISITORS_OWN = 'private, max-age=0, must-revalidate'

/** Whether an answer about to go out is a page whose scripts are let in by a nonce: the one visitor's. */
export const carriesNonce = (policy: unknown, contentType: unknown) =>
  typeof policy === 'string' && NONCE_SOURCE.test(policy) && /^text\/html\b/i.test(String(contentType ?? ''))
