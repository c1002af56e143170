// Issue 25's catalogue: 506 packages and about 2 million prices in a scratch PostgreSQL database, served by
// the production server to a signed-in admin, so every request renders fresh (staff bypass the page cache).
// Each page and API is loaded with autocannon as a browser asks for it (brotli or gzip accepted), and its
// size is that of one uncompressed answer. The server's warnings under that load are counted at the end.
// BENCH_DATABASE_URL names the PostgreSQL server; BENCH_CONNECTIONS and BENCH_SECONDS shape the load.
// WEB_CONCURRENCY sets how many server processes serve it, one per core unless told (decision 44).
import { availableParallelism } from 'node:os'
import { performance } from 'node:perf_hooks'
import { nextTwelveMonths } from '#app/lib/search-options'
import { SESSION_COOKIE } from '#app/services/auth/auth.server'
import { cookieSent } from '#tests/setup/admin-session'
import { STAFF, staffEnvironment } from '#tests/setup/enquiry-traffic'
import { buildBigCatalogue } from './big-catalogue'
import { hammer, type Target } from './load'
import { startProductionServer } from './production-server'
import { withScratchDatabase } from './scratch-postgres'

const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PROCESSES = process.env.WEB_CONCURRENCY || String(availableParallelism())
/** A seed package: its copies render the same. */
const PACKAGE_SLUG = 'venice-city-break'
const BROWSER_ENCODINGS = 'gzip, deflate, br'

/** Pages and APIs as issue 25 lists them; `/offers` is its first page once results are paged. */
function targets(packageId: number): Omit<Target, 'headers'>[] {
  const inThreeMonths = nextTwelveMonths(new Date())[3]?.value
  return [
    { name: 'package page', path: `/package/${PACKAGE_SLUG}` },
    { name: '/offers', path: '/offers' },
    { name: '/offers, filtered', path: `/offers?airport=MAN&month=${inThreeMonths}&duration=4-6` },
    { name: 'home', path: '/' },
    { name: 'GET /api/travel-packages/{slug}', path: `/api/travel-packages/${PACKAGE_SLUG}` },
    { name: 'GET /api/travel-packages', path: '/api/travel-packages' },
    { name: 'GET /api/travel-packages/{id}/pricing', path: `/api/travel-packages/${packageId}/pricing` },
  ]
}

async function signIn(origin: string) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  })
  if (!response.ok) throw new Error(`Staff sign-in failed with ${response.status}`)
  return cookieSent(response, SESSION_COOKIE)
}

/** The body of one answer before compression, in bytes, and its status. */
async function answerSize(origin: string, path: string, cookie: string) {
  const response = await fetch(origin + path, { headers: { cookie, 'accept-encoding': 'identity' } })
  return { status: response.status, bytes: (await response.arrayBuffer()).byteLength }
}

async function packageIdOf(origin: string, cookie: string) {
  const response = await fetch(`${origin}/api/travel-packages/${PACKAGE_SLUG}`, { headers: { cookie } })
  const { id } = (await response.json()) as { id: number }
  return id
}

const warningsIn = (output: string) => output.match(/MaxListenersExceededWarning/g)?.length ?? 0

await withScratchDatabase(POSTGRES, async (url) => {
  const building = performance.now()
  const built = await buildBigCatalogue(url, staffEnvironment)
  const seconds = ((performance.now() - building) / 1000).toFixed(1)
  console.log(`Built ${built?.packages} packages and ${built?.prices} prices on PostgreSQL in ${seconds} s`)

  const server = await startProductionServer({
    DATABASE_URL: url,
    WEB_CONCURRENCY: PROCESSES,
    ...staffEnvironment,
  })
  try {
    const cookie = await signIn(server.origin)
    const headers = { cookie, 'accept-encoding': BROWSER_ENCODINGS }
    const rows = []
    for (const target of targets(await packageIdOf(server.origin, cookie))) {
      const result = await hammer(server.origin, { ...target, headers }, CONNECTIONS, SECONDS, {
        amount: CONNECTIONS * 3,
      })
      const size = await answerSize(server.origin, target.path, cookie)
      rows.push({
        page: target.name,
        'req/s': Math.round(result.perSecond),
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        'errors/non-2xx': result.errors,
        'KB (one answer, uncompressed)':
          size.status === 200 ? (size.bytes / 1000).toFixed(1) : `HTTP ${size.status}`,
      })
    }
    console.log(
      `\nRendering fresh for an admin: ${PROCESSES} server processes, ${CONNECTIONS} connections, ` +
        `${SECONDS} s each, ${BROWSER_ENCODINGS}`,
    )
    console.table(rows)
    console.log(`MaxListenersExceededWarning in the server's log: ${warningsIn(server.output())}`)
  } finally {
    await server.stop()
  }
})
