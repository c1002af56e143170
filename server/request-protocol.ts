import type { IncomingMessage } from 'node:http'

/** Express's compiled TRUST_PROXY (`app.get('trust proxy fn')`): whether the hop at `index` may be believed. */
export type ProxyTrust = (address: string | undefined, index: number) => boolean

/**
 * The scheme a request came with, worked out as Express's `req.protocol` does: the connection's, or the first
 * value of X-Forwarded-Proto when the connection is from a trusted proxy. For the page cache's hot path,
 * which answers before Express has made its request (`answer-from-memory.ts`). Without the header the
 * connection decides either way, so the common request costs no address check.
 */
export function requestProtocol(req: IncomingMessage, trust: ProxyTrust): string {
  const connection = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'
  // Node joins a repeated header it does not know into one line: a string, whatever its type says.
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
  if (!forwarded || !trust(req.socket.remoteAddress, 0)) return connection
  const first = forwarded.indexOf(',')
  return (first === -1 ? forwarded : forwarded.slice(0, first)).trim()
}
