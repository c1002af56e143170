import autocannon from 'autocannon'

/** What the benches send load to: one address, the same headers on every request unless `vary` changes them. */
export type Target = {
  name: string
  path: string
  headers?: Record<string, string>
  /** Makes each request different, as a stranger trying to get past the page cache would. */
  vary?: (n: number) => { path?: string; headers?: Record<string, string> }
}

export type Throughput = { name: string; perSecond: number; p50: number; p99: number; errors: number }

/**
 * autocannon on one target for some seconds, or until an amount of requests is answered: a fresh variation
 * for every request when the target varies.
 */
export function load(
  origin: string,
  target: Target,
  connections: number,
  length: { duration: number } | { amount: number },
) {
  let sent = 0
  const vary = target.vary
  return autocannon({
    url: origin + target.path,
    connections,
    ...length,
    headers: target.headers,
    ...(vary && {
      requests: [
        {
          setupRequest: (request) => {
            sent += 1
            const change = vary(sent)
            return { ...request, ...change, headers: { ...request.headers, ...change.headers } }
          },
        },
      ],
    }),
  })
}

export const throughputOf = (name: string, result: autocannon.Result): Throughput => ({
  name,
  perSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
})

/**
 * A warm-up, then the timed run. The warm-up is two seconds, or for slow answers an amount of requests: it
 * ends when all of them are answered, so the server has finished what the previous run left it.
 */
export async function hammer(
  origin: string,
  target: Target,
  connections: number,
  seconds: number,
  warmUp: { duration: number } | { amount: number } = { duration: 2 },
) {
  await load(origin, target, connections, warmUp)
  return throughputOf(target.name, await load(origin, target, connections, { duration: seconds }))
}
