import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/** EMBED_ORIGINS lets the named sites' scripts and frames through the content security policy (decision 56). */

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({
    environment: { EMBED_ORIGINS: 'https://www.youtube-nocookie.com, https://player.vimeo.com' },
  })
})

afterAll(() => server.close())

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))

describe('the content security policy with EMBED_ORIGINS', () => {
  it('names the origins in script-src and frame-src, beside the nonce and the partner widget', async () => {
    const csp = (await fetch(server.url('/api/health'))).headers.get('content-security-policy') ?? ''
    expect(directive(csp, 'script-src')).toMatch(
      /^script-src 'self' 'nonce-[A-Za-z0-9+/=]+' https:\/\/widgets\.travelify\.io https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com$/,
    )
    expect(directive(csp, 'frame-src')).toBe(
      'frame-src https://widgets.travelify.io https://www.youtube-nocookie.com https://player.vimeo.com',
    )
    // Nothing else loosens: no other kind of content is let in from them.
    expect(directive(csp, 'connect-src')).not.toContain('youtube')
    expect(directive(csp, 'object-src')).toBe("object-src 'none'")
  })
})
