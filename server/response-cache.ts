import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import accepts from 'accepts'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import fresh from 'fresh'
import onHeaders from 'on-headers'
import { concurrencyLimit } from './concurrency-limit'
import { carriesNonce, nonceFreeCopy, ONE_VISITORS_OWN } from './nonce-free-copy'
import { SegmentedLru } from './segmented-lru'

/**
 * Public pages and catalogue reads are the same for every visitor, so the process keeps what it answered and
 * answers the next visitor from memory. A response is kept only when it says a shared cache may keep it
 * (`Cache-Control: public, s-maxage=N`, see `shared-caching.ts`), for N seconds at most; `clear()` forgets
 * everything, and the API calls it on every admin write, so the next request after a write sees it.
 */
export type ResponseCache = {
  middleware: RequestHandler
  /**
   * Answers from memory, there and then, a read whose answer is kept under `key`, with
   * Strict-Transport-Security first when given; false, having done nothing, when none is. For the server's
   * hot path (`server/answer-from-memory.ts`), which has made sure the read may be shared: given Node's own
   * request and response, before Express has seen them, with no header set.
   */
  answerIfKept: (
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    strictTransportSecurity: HeaderPair | undefined,
  ) => boolean
  clear: () => void
}

/** A header as `writeHead` takes it in a flat list: its name as sent, then its value. */
export type HeaderPair = readonly [name: string, value: string]

type Variant = 'identity' | 'br' | 'gzip'
/** A copy, or the answer to a browser whose own copy is current (304: no body, no length). */
type Head = Variant | 'not modified'

type Entry = {
  status: number
  headers: Array<[string, string | number | string[]]>
  body: Buffer
  etag: string
  expiresAt: number
  /** Compressed once, on the first visitor who accepts them. */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>
  /** False for pictures (but SVG): a JPEG is compressed already, and brotli would only cost time. */
  compressible: boolean
  /**
   * The headers of each copy as one flat list for `writeHead`, worked out on its first answer: Node checks
   * them as it writes them, once, instead of once as each is set and again as they are written. Keyed by
   * the copy, and by whether Strict-Transport-Security leads them.
   */
  heads: Map<string, string[]>
}

type Options = {
  maxEntries: number
  maxBytes: number
  /** How many answers that are not in memory may be worked out at once; the rest wait their turn. */
  maxConcurrentMisses: number
  /** Everything an answer depends on (`cache-key.ts`). */
  keyOf: (req: Request) => string
  /** Requests answered fresh every time, and never remembered: staff, and the back office. */
  bypass: (req: Request, res: Response) => boolean
  /** Told of each answer given from memory, and of each worked out afresh (the metrics). */
  observe?: { hit: () => void; miss: () => void }
}

/** Headers that describe one transfer rather than the content, or that must never be shared. */
const UNSHARED_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'set-cookie',
  // Sent on answers that came over HTTPS only (decided per request by the security headers).
  'strict-transport-security',
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

/** The headers an answer is kept with: those that describe its content. */
const keptHeaders = (headers: OutgoingHttpHeaders) =>
  Object.entries(headers).filter(
    (header): header is [string, string | number | string[]] =>
      header[1] !== undefined && !UNSHARED_HEADERS.has(header[0]),
  )

const toBuffer = (chunk: unknown, encoding: unknown) => {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  return Buffer.from(chunk as Uint8Array)
}

/**
 * The headers the hot path's answer carries, in the order and letter case Node would send them had they been
 * set one by one as the middleware's hit sets them (`answerOneByOne`): Strict-Transport-Security first when
 * it applies, then the kept headers, the ETag, and but for a 304 the encoding and the length. Setting a
 * header that is there already keeps its place and takes the new name, as `setHeader` does.
 */
function headOf(entry: Entry, head: Head, strictTransportSecurity?: HeaderPair) {
  const headers = new Map<string, readonly [string, string | number | string[]]>()
  const set = (name: string, value: string | number | string[]) =>
    headers.set(name.toLowerCase(), [name, value])
  if (strictTransportSecurity) set(...strictTransportSecurity)
  for (const [name, value] of entry.headers) set(name, value)
  set('ETag', entry.etag)
  if (head !== 'not modified') {
    if (head !== 'identity') {
      set('Content-Encoding', head)
      set('Vary', 'Accept-Encoding')
    }
    set('Content-Length', bodyOf(entry, head).length)
  }
  const flat: string[] = []
  for (const [name, value] of headers.values()) {
    for (const each of Array.isArray(value) ? value : [value]) flat.push(name, String(each))
  }
  return flat
}

/** The copy sent in `variant`: compressed once, on the first visitor who accepts it. */
function bodyOf(entry: Entry, variant: Variant) {
  if (variant === 'identity') return entry.body
  entry.encoded[variant] ??= ENCODERS[variant](entry.body)
  return entry.encoded[variant]
}

/**
 * Whether the browser's own copy is current, as Express's `req.fresh` says for a 200 carrying the entry's
 * headers; only asked of a request that says which copy it has.
 */
function isCurrent(req: IncomingMessage, entry: Entry) {
  if (req.headers['if-none-match'] === undefined && req.headers['if-modified-since'] === undefined)
    return false
  const lastModified = entry.headers.find(([name]) => name === 'last-modified')?.[1]
  return fresh(req.headers, { etag: entry.etag, 'last-modified': lastModified as string | undefined })
}

/** The copy to send: compressed when the browser says it takes brotli or gzip, and the content gains by it. */
function variantFor(req: IncomingMessage, entry: Entry): Variant {
  if (!entry.compressible || req.headers['accept-encoding'] === undefined) return 'identity'
  const accepted = accepts(req).encodings(['br', 'gzip'])
  return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity'
}

export function createResponseCache({
  maxEntries,
  maxBytes,
  maxConcurrentMisses,
  keyOf,
  bypass,
  observe,
}: Options): ResponseCache {
  const entries = new SegmentedLru<Entry>({
    maxEntries,
    maxBytes,
    protectedShare: 0.8,
    sizeOf: (entry) => entry.body.length,
  })
  // Bumped by every clear, so an answer rendered from data read before a write is not kept after it.
  let generation = 0
  /** Keys being worked out now: a request for one waits for that answer instead of working it out again. */
  const inFlight = new Map<string, Promise<void>>()
  const misses = concurrencyLimit(maxConcurrentMisses)

  /** The middleware's hit, on a response its middleware has already set headers on: each one set over them. */
  const answerOneByOne = (req: Request, res: Response, entry: Entry) => {
    res.status(entry.status)
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader('ETag', entry.etag)
    if (req.fresh) {
      res.status(304).end()
      return
    }
    const encoding = entry.compressible ? req.acceptsEncodings('br', 'gzip') : false
    let body = entry.body
    if (encoding === 'br' || encoding === 'gzip') {
      body = bodyOf(entry, encoding)
      res.setHeader('Content-Encoding', encoding)
      res.setHeader('Vary', 'Accept-Encoding')
    }
    // Its length said up front, so the answer goes out in one piece rather than chunked.
    res.setHeader('Content-Length', body.length)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /**
   * The hot path's answer, on a response nothing has set a header on yet: the same headers and body as
   * `answerOneByOne`, written at once from the list kept for that copy (a 304 when the browser's is current).
   */
  const answerAtOnce = (
    req: IncomingMessage,
    res: ServerResponse,
    entry: Entry,
    strictTransportSecurity?: HeaderPair,
  ) => {
    const head: Head = isCurrent(req, entry) ? 'not modified' : variantFor(req, entry)
    const headKey = strictTransportSecurity ? `${head} hsts` : head
    let headers = entry.heads.get(headKey)
    if (!headers) {
      headers = headOf(entry, head, strictTransportSecurity)
      entry.heads.set(headKey, headers)
    }
    if (head === 'not modified') {
      res.writeHead(304, headers).end()
      return
    }
    res.writeHead(entry.status, headers)
    res.end(req.method === 'HEAD' ? undefined : bodyOf(entry, head))
  }

  /**
   * Keeps the answer being written when it may be shared, as a copy without its nonce (`nonce-free-copy.ts`);
   * calls `done` once it has been handed over.
   */
  const recordAnswer = (key: string, res: Response, done: () => void) => {
    const startedIn = generation
    const chunks: Buffer[] = []
    /** What the answer said a shared cache may do, as the headers went out (some are set as they go out). */
    let sharing: { lifetime: number | null; cacheControl?: string } = { lifetime: null }
    onHeaders(res, () => {
      sharing = { lifetime: sharedLifetime(res), cacheControl: String(res.getHeader('Cache-Control')) }
      // This answer's nonce is its visitor's alone: only the copy kept without it is for everyone.
      if (
        sharing.lifetime &&
        carriesNonce(res.getHeader('Content-Security-Policy'), res.getHeader('Content-Type'))
      ) {
        res.setHeader('Cache-Control', ONE_VISITORS_OWN)
      }
    })
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
      const { lifetime, cacheControl } = sharing
      const kept =
        res.statusCode === 200 && lifetime && generation === startedIn && !res.getHeader('Set-Cookie')
          ? nonceFreeCopy(
              keptHeaders({ ...res.getHeaders(), 'cache-control': cacheControl }),
              Buffer.concat(chunks),
            )
          : undefined
      if (lifetime && kept) {
        const { headers, body } = kept
        entries.set(key, {
          status: res.statusCode,
          headers,
          body,
          // The answer's own (Express's, for the API's), so a browser's copy from before stays good.
          etag:
            String(res.getHeader('ETag') ?? '') ||
            `W/"${createHash('sha1').update(body).digest('base64url')}"`,
          expiresAt: Date.now() + lifetime * 1000,
          encoded: {},
          heads: new Map(),
          compressible: !/^image\/(?!svg\+xml)/i.test(String(res.getHeader('Content-Type') ?? '')),
        })
      }
      done()
      return answer
    }) as Response['end']
    // An answer that never ends (the visitor went away, the handler failed) gives its turn back all the same.
    res.once('close', done)
  }

  const freshEntry = (key: string) => {
    const entry = entries.get(key)
    return entry && entry.expiresAt > Date.now() ? entry : undefined
  }

  /** Works the answer out: one at a time per key, at most `maxConcurrentMisses` keys at once. */
  const workOut = async (key: string, req: Request, res: Response, next: NextFunction) => {
    let finished!: () => void
    const answered = new Promise<void>((resolve) => (finished = resolve))
    inFlight.set(key, answered)
    observe?.miss()
    const giveTurnBack = await misses.acquire()
    let done = false
    const complete = () => {
      if (done) return
      done = true
      giveTurnBack()
      if (inFlight.get(key) === answered) inFlight.delete(key)
      finished()
    }
    if (res.closed) return complete()
    // A HEAD answer has no body to keep.
    if (req.method === 'GET') recordAnswer(key, res, complete)
    else res.once('close', complete).once('finish', complete)
    next()
  }

  const isKeptRead = (req: Request, res: Response) =>
    (req.method === 'GET' || req.method === 'HEAD') && !bypass(req, res)

  const middleware: RequestHandler = async (req, res, next) => {
    if (!isKeptRead(req, res)) return next()
    const key = keyOf(req)
    const kept = freshEntry(key)
    if (kept) {
      observe?.hit()
      return answerOneByOne(req, res, kept)
    }
    const pending = inFlight.get(key)
    if (pending) {
      await pending
      const answered = freshEntry(key)
      if (answered) {
        observe?.hit()
        return answerOneByOne(req, res, answered)
      }
    }
    await workOut(key, req, res, next)
  }

  return {
    middleware,
    answerIfKept: (key, req, res, strictTransportSecurity) => {
      const kept = freshEntry(key)
      if (!kept) return false
      observe?.hit()
      answerAtOnce(req, res, kept, strictTransportSecurity)
      return true
    },
    clear: () => {
      generation += 1
      entries.clear()
    },
  }
}
