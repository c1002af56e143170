import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

const PRELOAD = '<link rel="modulepreload"'
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"'

/**
 * Passes the page's HTML through with React Router's script preloads marked `fetchpriority="low"`.
 * Chromium fetches module preloads at high priority, ahead of the pictures on the first screen, although
 * nothing is drawn by script: the page is whole as served, and hydration can wait for the hero picture.
 * React Router's `<Scripts/>` has no say in the links' priority, so the markup is amended on its way out.
 */
export function scriptPreloadsLast(): Transform {
  // The end of a chunk that could be the start of a link, kept until the next chunk shows what it is.
  let held = ''
  // A character split between two chunks is put back together before any text is looked at.
  const decoder = new StringDecoder('utf8')
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = (held + decoder.write(chunk)).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD)
      const keep = partialPreloadAtEnd(text)
      held = text.slice(text.length - keep)
      done(null, text.slice(0, text.length - keep))
    },
    flush(done) {
      done(null, held + decoder.end())
    },
  })
}

/** How many characters at the end of `text` begin `PRELOAD` without completing it. */
function partialPreloadAtEnd(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length -= 1) {
    if (PRELOAD.startsWith(text.slice(text.length - length))) return length
  }
  return 0
}
