// Times the holiday search (GET /api/travel-packages with filters) through the real HTTP API with 200
// packages and 200,000 pricing options, on the embedded database and, when BENCH_DATABASE_URL is set, on
// PostgreSQL. Each call is timed from the request to the last byte of the answer.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { type DatabaseHandle, openPglite } from '#app/db/client.server'
import { airports, destinations, travelPackages } from '#app/db/schema.server'
import { loadConfig } from '#app/env.server'
import { searchQuery } from '#app/lib/package-search'
import { DURATION_VALUES, nextTwelveMonths } from '#app/lib/search-options'
import type { PackageSearch } from '#app/schemas/package-search'
import { mailSettings } from '#app/services/mail/mail-settings.server'
import { createHttpApp } from '#server/http-app'
import { createLogger } from '#server/request-logger'
import { withScratchPostgres } from './scratch-postgres'

const PACKAGES = 200
const DESTINATIONS = 20
const AIRPORT_CODES = ['LGW', 'LHR', 'STN', 'LTN', 'MAN', 'BHX', 'BRS', 'EDI', 'GLA', 'NCL']
/** Per package and airport: 200 x 10 x 100 = 200,000 pricing options. */
const DEPARTURES = 100
const WARM_UP = 50
const CALLS = 1000

/** Into an empty database; bulk rows in one statement, as the bench is about searching, not loading. */
async function buildCatalogue(db: DatabaseHandle['db']) {
  await db
    .insert(destinations)
    .values(
      Array.from({ length: DESTINATIONS }, (_, n) => ({ name: `Destination ${n + 1}`, country: 'Italy' })),
    )
  await db.insert(airports).values(AIRPORT_CODES.map((code) => ({ code, name: `${code} airport` })))
  await db.insert(travelPackages).values(
    Array.from({ length: PACKAGES }, (_, n) => ({
      slug: `bench-${n + 1}`,
      title: `Bench package ${n + 1}`,
      duration: 2 + (n % 15),
      isFeatured: n % 10 === 0,
      destinationId: 1 + (n % DESTINATIONS),
    })),
  )
  // Departures spread over the coming year (3k < 365, so each package, airport and date is unique);
  // about 1 in 10 discounted, 1 in 20 sold out, 1 in 30 withdrawn.
  await db.execute(sql`
    insert into pricing_options (package_id, airport_id, departure_date, price, discounted_price, available_seats, is_available)
    select p.id, a.id, current_date + 1 + ((k * 3 + p.id + a.id) % 365),
      500 + ((p.id * 7919 + a.id * 104729 + k * 31) % 1000),
      case when (p.id + k) % 10 = 0 then 450 + ((p.id * 13 + k) % 500) end,
      case when (p.id + a.id + k) % 20 = 0 then 0 else (k % 40) + 1 end,
      (p.id + a.id * 7 + k) % 30 <> 0
    from travel_packages p cross join airports a cross join generate_series(0, ${DEPARTURES - 1}) k`)
  // As autovacuum would after a real import: table statistics, and a visibility map for index-only scans.
  await db.execute(sql`vacuum analyze`)
}

/** A varied mix, as visitors search: each filter alone and in combination. */
function searches(): PackageSearch[] {
  const months = nextTwelveMonths(new Date()).map((month) => month.value)
  return Array.from({ length: CALLS }, (_, n) => {
    const month = months[n % months.length]
    const airport = AIRPORT_CODES[n % AIRPORT_CODES.length]
    const destination = 1 + (n % DESTINATIONS)
    const duration = DURATION_VALUES[n % DURATION_VALUES.length]
    const mixes: PackageSearch[] = [
      { month },
      { airport },
      { month, airport },
      { destination, month },
      { duration, airport },
      { destination },
      { destination, month, duration, airport },
      { month, duration },
    ]
    return mixes[n % mixes.length] ?? {}
  })
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

function percentiles(timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`
}

const agent = new http.Agent({ keepAlive: true })

/**
 * A GET as a browser makes it (kept-alive connection, gzip), timed from sending the request to the last
 * byte of the answer. Reading the JSON is the client's work, so it comes after the clock stops.
 */
function timedGet(url: string) {
  return new Promise<{ ms: number; status: number; body: string }>((resolve, reject) => {
    const started = performance.now()
    http
      .get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const ms = performance.now() - started
          const bytes = Buffer.concat(chunks)
          const gzipped = response.headers['content-encoding'] === 'gzip'
          resolve({
            ms,
            status: response.statusCode ?? 0,
            body: (gzipped ? gunzipSync(bytes) : bytes).toString(),
          })
        })
      })
      .on('error', reject)
  })
}

async function timeSearches(label: string, database: DatabaseHandle) {
  await database.migrate()
  await buildCatalogue(database.db)
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/citybreak-bench' })
  // Nothing here sends email: the outbox is never woken.
  const mailer = { settings: mailSettings(config), kick: () => undefined }
  const { app } = createHttpApp({ db: database.db, config, mailer, logger: createLogger('silent') })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const call = async (filters: PackageSearch) => {
    const { ms, status, body } = await timedGet(`${base}/api/travel-packages${searchQuery(filters)}`)
    if (status !== 200) throw new Error(`Search failed: ${body}`)
    return { ms, found: (JSON.parse(body) as unknown[]).length }
  }
  // The health check (one `select 1`) goes through the same server between searches: its tail is what
  // the machine and the HTTP stack alone add, for reading the search's p99 against.
  const healthCheck = async () => (await timedGet(`${base}/api/health`)).ms
  const mix = searches()
  for (const filters of mix.slice(0, WARM_UP)) await call(filters)
  const searchTimes: number[] = []
  const healthTimes: number[] = []
  let found = 0
  for (const filters of mix) {
    const result = await call(filters)
    searchTimes.push(result.ms)
    found += result.found
    healthTimes.push(await healthCheck())
  }
  server.closeAllConnections()
  server.close()
  await database.close()
  console.log(
    `holiday search, ${PACKAGES} packages and ${(PACKAGES * AIRPORT_CODES.length * DEPARTURES).toLocaleString('en-GB')} ` +
      `pricing options, ${label}: ${percentiles(searchTimes)} ` +
      `(${CALLS} filtered calls over HTTP, ${(found / CALLS).toFixed(1)} results per call on average; ` +
      `health check between them: ${percentiles(healthTimes)})`,
  )
}

await timeSearches('PGlite (embedded)', await openPglite('memory://'))
const postgresUrl = process.env.BENCH_DATABASE_URL
if (postgresUrl) await withScratchPostgres(postgresUrl, (database) => timeSearches('PostgreSQL', database))
else console.log('(PostgreSQL, the production engine: set BENCH_DATABASE_URL to a server to time it too)')
