import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

type Mode = 'up' | 'down'

/**
 * A local HTTP server standing in for the CRM webhook: it records what it receives, can fail on
 * purpose, and can answer slowly so overlapping deliveries would show.
 */
export async function startCrmStub(options: { mode?: Mode; delayMs?: number } = {}) {
  let mode: Mode = options.mode ?? 'up'
  const received: Record<string, unknown>[] = []
  const inFlight = new Set<string>()
  const overlaps: string[] = []
  let refusals = 0

  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'])
      if (inFlight.has(key)) overlaps.push(key)
      inFlight.add(key)
      setTimeout(() => {
        inFlight.delete(key)
        if (mode === 'down') {
          refusals += 1
          res.writeHead(503).end('unavailable')
          return
        }
        received.push(JSON.parse(body))
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
      }, options.delayMs ?? 0)
    })
  })
  server.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    /** Leads that arrived while an earlier delivery of the same lead was still under way. */
    overlaps,
    /** How many deliveries it has turned away while down. */
    refusals: () => refusals,
    setMode: (next: Mode) => {
      mode = next
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
