import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { scriptPreloadsLast } from './script-preloads-last.server'

/** The HTML sent through the transform in the given pieces, as it comes out. */
async function passThrough(pieces: Buffer[]): Promise<string> {
  return text(Readable.from(pieces).pipe(scriptPreloadsLast()))
}

const page =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/x.css"/></head>' +
  '<body>Caffè <link rel="modulepreload" href="/assets/b.js" nonce="n"/></body>'
const expected = page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')

describe('scriptPreloadsLast', () => {
  it('marks every module preload low priority and leaves the rest of the page as it was', async () => {
    expect(await passThrough([Buffer.from(page)])).toBe(expected)
  })

  it('finds a link cut between chunks at any point, and keeps a character cut between its bytes', async () => {
    const bytes = Buffer.from(page)
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await passThrough([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected)
    }
  })

  it('sends a page that ends in the middle of what could be a link', async () => {
    expect(await passThrough([Buffer.from('<p>end</p><link rel="mod')])).toBe('<p>end</p><link rel="mod')
  })
})
