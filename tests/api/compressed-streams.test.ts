import { randomBytes } from 'node:crypto'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { writeReadableStreamToWritable } from '@react-router/node'
import type { RequestHandler } from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/** A megabyte of page in 8 KB pieces, each one a write that can fill the compressor's buffer. */
const PIECES = 128
const piece = () => randomBytes(4096).toString('hex')

/** Sends a large page as React Router's Express adapter sends a streamed render. */
const streamedPage: RequestHandler = async (_req, res) => {
  let sent = 0
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  const page = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ === PIECES) controller.close()
      else controller.enqueue(new TextEncoder().encode(piece()))
    },
  })
  await writeReadableStreamToWritable(page, res)
}

describe('a large streamed page', () => {
  let server: TestServer
  let warnings: Error[] = []
  const keep = (warning: Error) => warnings.push(warning)

  beforeAll(async () => {
    server = await startTestServer({ pages: () => streamedPage })
    process.on('warning', keep)
  })
  beforeEach(() => {
    warnings = []
  })
  afterAll(async () => {
    process.off('warning', keep)
    await server.close()
  })

  const fetchPage = async (encoding: string) => {
    const response = await fetch(server.url('/a-large-page'), { headers: { 'accept-encoding': encoding } })
    return { encoding: response.headers.get('content-encoding'), length: (await response.text()).length }
  }

  it('arrives whole in brotli, with no listener left behind on the compressor', async () => {
    expect(await fetchPage('br')).toEqual({ encoding: 'br', length: PIECES * 8192 })
    // Node reports a warning on the turn after the listener that set it off.
    await nextTurn()
    expect(warnings.map((warning) => `${warning.name}: ${warning.message}`)).toEqual([])
  })

  it('arrives whole uncompressed, each wait for the network to drain answered', async () => {
    expect(await fetchPage('identity')).toEqual({ encoding: null, length: PIECES * 8192 })
  })
})
