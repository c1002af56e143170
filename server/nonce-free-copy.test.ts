import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { carriesNonce, nonceFreeCopy } from './nonce-free-copy'

const NONCE = 'qPL7JNkCIgUFYwDJpPaJbg=='
const POLICY = `default-src 'self';script-src 'self' 'nonce-${NONCE}' https://widgets.travelify.io;object-src 'none'`
const HTML = 'text/html; charset=utf-8'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const copyOf = (html: string, contentType = HTML) => {
  const copy = nonceFreeCopy(
    [
      ['content-security-policy', POLICY],
      ['content-type', contentType],
    ],
    Buffer.from(html),
  )
  return copy && { policy: copy.headers[0]?.[1], body: copy.body.toString() }
}

describe('nonceFreeCopy', () => {
  it('lets in by their hash exactly the inline scripts the answer gave its nonce, and drops the nonce', () => {
    const copy = copyOf(
      `<link rel="modulepreload" href="/assets/a.js" nonce="${NONCE}"/>` +
        `<script nonce="${NONCE}">window.__ctx = {"a":"é"}</script>` +
        `<script type="module" nonce="${NONCE}">import "/assets/a.js";</script>` +
        `<script type="module" src="/assets/b.js" nonce="${NONCE}"></script>` +
        '<script>injected()</script><script nonce="guessed">alsoInjected()</script>',
    )
    expect(copy?.policy).toBe(
      `default-src 'self';script-src 'self' ${sha256('window.__ctx = {"a":"é"}')} ${sha256('import "/assets/a.js";')} https://widgets.travelify.io;object-src 'none'`,
    )
    expect(copy?.body).toBe(
      '<link rel="modulepreload" href="/assets/a.js"/><script>window.__ctx = {"a":"é"}</script>' +
        '<script type="module">import "/assets/a.js";</script><script type="module" src="/assets/b.js"></script>' +
        '<script>injected()</script><script nonce="guessed">alsoInjected()</script>',
    )
  })

  it('takes the nonce out of the policy of a page without inline scripts', () => {
    expect(copyOf('<main>no scripts</main>')?.policy).toBe(
      "default-src 'self';script-src 'self' https://widgets.travelify.io;object-src 'none'",
    )
  })

  it('keeps no copy of a page that holds its nonce anywhere else', () => {
    expect(copyOf(`<p>${NONCE}</p>`)).toBeUndefined()
  })

  it('leaves an answer that is not HTML as it came', () => {
    expect(copyOf(`{"nonce":"${NONCE}"}`, 'application/json')).toEqual({
      policy: POLICY,
      body: `{"nonce":"${NONCE}"}`,
    })
  })
})

describe('carriesNonce', () => {
  it('is true of an HTML answer whose policy names a nonce only', () => {
    expect(carriesNonce(POLICY, HTML)).toBe(true)
    expect(carriesNonce(POLICY, 'application/json')).toBe(false)
    expect(carriesNonce("script-src 'self'", HTML)).toBe(false)
    expect(carriesNonce(undefined, HTML)).toBe(false)
  })
})
