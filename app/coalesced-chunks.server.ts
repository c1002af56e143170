import { Transform, type TransformCallback } from 'node:stream'

/** Past this many buffered bytes a piece goes out at once, so a large page still streams. */
const MOST_HELD_BYTES = 64 * 1024

/**
 * A stream that passes on, as one piece, everything written to it in the same turn of the event loop.
 * React writes a rendered page in pieces of about 2 KB, all at once when its data is ready; the compressor
 * and the socket then paid their fixed cost per piece (a page of 60 KB was thirty compressions and thirty
 * socket writes, the largest part of a fresh render's time). Pieces written later, such as a suspended
 * part's HTML, still go out in their own turn.
 */
export function coalescedChunks(): Transform {
  let held: Buffer[] = []
  let heldBytes = 0
  let scheduled: NodeJS.Immediate | null = null
  const release = (stream: Transform) => {
    if (scheduled) clearImmediate(scheduled)
    scheduled = null
    if (heldBytes === 0) return
    stream.push(held.length === 1 ? held[0] : Buffer.concat(held, heldBytes))
    held = []
    heldBytes = 0
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      held.push(chunk)
      heldBytes += chunk.length
      if (heldBytes >= MOST_HELD_BYTES) release(this)
      else scheduled ??= setImmediate(() => release(this))
      done()
    },
    flush(done: TransformCallback) {
      release(this)
      done()
    },
  })
}
