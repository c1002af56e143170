import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Request, RequestHandler, Response } from 'express'

/**
 * Public pages and catalogue reads are the same for every visitor, so the process keeps what it answered and
 * answers the next visitor from memory. A response is kept only when it says a shared cache may keep it
 * (`Cache-Control: public, s-maxage=N`, see `shared-caching.ts`), for N seconds at most; `clear()` forgets
 * everything, and the API calls it on every admin write, so the next request after a write sees it.
 */
export type ResponseCache = { middleware: RequestHandler; clear: () => void }

type Entry = {
  status: number
  headers: Array<[string, string | number | string[]]>
  body: Buffer
  etag: string
  expiresAt: number
  /** Compressed once, on the first visitor who accepts them. */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>
}

type Options = {
  maxEntries: number
  maxBytes: number
  /** Requests answered fresh every time, and never remembered. */
  bypass: (req: Request) => boolean
}

/** Headers that describe one transfer rather than the content, or that must never be shared. */
const UNSHARED_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
])

const ENCODERS = {
  br: (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body: Buffer) => gzipSync(body, { level: 9 }),
}

/** Seconds a shared cache may keep the response, or null when it may not. */
function sharedLifetime(res: Response): number | null {
  const header = String(res.getHeader('Cache-Control') ?? '')
  const seconds = /(?:^|,)\s*s-maxage=(\d+)/.exec(header)?.[1]
  if (!/(?:^|,)\s*public\b/.test(header) || seconds === undefined) return null
  return Number(seconds)
}

function keyOf(req: Request): string {
  // The host is part of the key: pages name their own origin in canonical links when PUBLIC_URL is unset.
  return `${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}`
}

const toBuffer = (chunk: unknown, encoding: unknown) => {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  return Buffer.from(chunk as Uint8Array)
}

export function createResponseCache({ maxEntries, maxBytes, bypass }: Options): ResponseCache {
  const entries = new Map<string, Entry>()
  let bytes = 0
  // Bumped by every clear, so an answer rendered from data read before a write is not kept after it.
  let generation = 0

  const forget = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.body.length
    entries.delete(key)
  }

  const remember = (key: string, entry: Entry) => {
    forget(key)
    entries.set(key, entry)
    bytes += entry.body.length
    // Least recently used first: a Map iterates in insertion order and a hit re-inserts its entry.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break
      forget(oldest)
    }
  }

  const answerFromCache = (req: Request, res: Response, entry: Entry) => {
    res.status(entry.status)
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader('ETag', entry.etag)
    if (req.fresh) {
      res.status(304).end()
      return
    }
    const encoding = req.acceptsEncodings('br', 'gzip')
    if (encoding === 'br' || encoding === 'gzip') {
      entry.encoded[encoding] ??= ENCODERS[encoding](entry.body)
      res.setHeader('Content-Encoding', encoding)
      res.setHeader('Vary', 'Accept-Encoding')
      res.end(req.method === 'HEAD' ? undefined : entry.encoded[encoding])
      return
    }
    res.end(req.method === 'HEAD' ? undefined : entry.body)
  }

  const recordAnswer = (key: string, res: Response) => {
    const startedIn = generation
    const chunks: Buffer[] = []
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      if (chunk) chunks.push(toBuffer(chunk, encoding))
      return write(chunk as never, encoding as never, callback as never)
    }) as Response['write']
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      if (chunk && typeof chunk !== 'function') {
        chunks.push(toBuffer(chunk, encoding))
      }
      // Only now are the headers final: some are set as they go out.
      const answer = end(chunk as never, encoding as never, callback as never)
      const lifetime = sharedLifetime(res)
      if (res.statusCode === 200 && lifetime && generation === startedIn && !res.getHeader('Set-Cookie')) {
        const body = Buffer.concat(chunks)
        remember(key, {
          status: res.statusCode,
          headers: Object.entries(res.getHeaders()).filter(
            (header): header is [string, string | number | string[]] =>
              header[1] !== undefined && !UNSHARED_HEADERS.has(header[0]),
          ),
          body,
          etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
          expiresAt: Date.now() + lifetime * 1000,
          encoded: {},
        })
      }
      return answer
    }) as Response['end']
  }

  const middleware: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || bypass(req)) return next()
    const key = keyOf(req)
    const entry = entries.get(key)
    if (entry && entry.expiresAt > Date.now()) {
      entries.delete(key)
      entries.set(key, entry)
      answerFromCache(req, res, entry)
      return
    }
    forget(key)
    // A HEAD answer has no body to keep.
    if (req.method === 'GET') recordAnswer(key, res)
    next()
  }

  return {
    middleware,
    clear: () => {
      generation += 1
      entries.clear()
      bytes = 0
    },
  }
}
