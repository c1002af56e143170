import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

type Mode = 'up' | 'refuse' | 'slow'
type Received = { method: string; path: string; contentType: string; body: Record<string, unknown> }

/**
 * A local HTTP server standing in for PostHog's ingestion host: it records each capture it receives, and
 * can refuse events or hold them unanswered, to show how the proxy behaves when PostHog misbehaves.
 */
export async function startPosthogStub(options: { mode?: Mode; slowMs?: number } = {}) {
  let mode: Mode = options.mode ?? 'up'
  const received: Received[] = []

  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body: JSON.parse(body || '{}'),
      })
      if (mode === 'refuse') {
        res.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable')
        return
      }
      const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"Ok"}')
      if (mode === 'slow') setTimeout(answer, options.slowMs ?? 10_000)
      else answer()
    })
  })
  server.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    setMode: (next: Mode) => {
      mode = next
    },
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}
