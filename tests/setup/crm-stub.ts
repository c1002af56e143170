import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

type Mode = 'up' | 'down'

/** One delivery as the CRM saw it arrive, whether or not the sender waited for the answer. */
type Arrival = { idempotencyKey: string; email: unknown }

/**
 * A local HTTP server standing in for the CRM webhook: it records what it receives, can fail on
 * purpose, and can answer slowly so overlapping deliveries would show.
 */
export async function startCrmStub(options: { mode?: Mode; delayMs?: number } = {}) {
  let mode: Mode = options.mode ?? 'up'
  let delayMs = options.delayMs ?? 0
  const received: Record<string, unknown>[] = []
  const arrivals: Arrival[] = []
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
      arrivals.push({ idempotencyKey: key, email: JSON.parse(body).email })
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
      }, delayMs)
    })
  })
  server.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    /** Every delivery in the order it arrived, with its Idempotency-Key. */
    arrivals,
    /** Leads that arrived while an earlier delivery of the same lead was still under way. */
    overlaps,
    /** How many deliveries it has turned away while down. */
    refusals: () => refusals,
    setMode: (next: Mode) => {
      mode = next
    },
    /** How long the CRM takes to answer from now on. */
    setDelay: (next: number) => {
      delayMs = next
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
