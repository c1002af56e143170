import { setImmediate as nextTurn } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { coalescedChunks } from './coalesced-chunks.server'

/** The pieces a stream passes on, as text, once it has ended ('data' gives each piece as it was pushed). */
function piecesOf(stream: ReturnType<typeof coalescedChunks>) {
  const pieces: string[] = []
  stream.on('data', (piece: Buffer) => pieces.push(String(piece)))
  return new Promise<string[]>((resolve) => stream.on('end', () => resolve(pieces)))
}

describe('coalescedChunks', () => {
  it('passes on what is written in one turn of the event loop as one piece', async () => {
    const stream = coalescedChunks()
    const read = piecesOf(stream)
    for (const piece of ['<html>', '<body>', '<h1>Venice</h1>']) stream.write(Buffer.from(piece))
    await nextTurn()
    stream.write(new TextEncoder().encode('</body>'))
    stream.end('</html>')
    expect(await read).toEqual(['<html><body><h1>Venice</h1>', '</body></html>'])
  })

  it('lets a large page go out in pieces of at most about 64 KB', async () => {
    const stream = coalescedChunks()
    const read = piecesOf(stream)
    const piece = Buffer.alloc(2048, 'a')
    for (let count = 0; count < 64; count += 1) stream.write(piece)
    stream.end()
    const pieces = await read
    expect(pieces.map((text) => text.length)).toEqual([64 * 1024, 64 * 1024])
  })
})
