// Times the import of a 10,000-row pricing CSV through the real HTTP API, on the embedded database
// and, when BENCH_DATABASE_URL is set, on PostgreSQL.
import type { AddressInfo } from 'node:net'
import { type DatabaseHandle, openPglite } from '#app/db/client.server'
import { airports, travelPackages } from '#app/db/schema.server'
import { loadConfig } from '#app/env.server'
import { setAdminPassword } from '#app/services/auth/auth.server'
import { mailSettings } from '#app/services/mail/mail-settings.server'
import { createHttpApp } from '#server/http-app'
import { createLogger } from '#server/request-logger'
import { withScratchPostgres } from './scratch-postgres'

const ROWS = 10_000
const RUNS = 3
const AIRPORT_CODES = ['LGW', 'LHR', 'STN', 'LTN', 'MAN', 'BHX', 'BRS', 'EDI', 'GLA', 'NCL']

function tenThousandRows() {
  const lines = ['airport_code,departureDate,price,discountedPrice,availableSeats,isAvailable']
  const start = Date.UTC(2027, 0, 1)
  for (let index = 0; index < ROWS; index += 1) {
    const code = AIRPORT_CODES[index % AIRPORT_CODES.length]
    const day = new Date(start + Math.floor(index / AIRPORT_CODES.length) * 86_400_000)
      .toISOString()
      .slice(0, 10)
    lines.push(`${code},${day},"£${(900 + (index % 400)).toLocaleString('en-GB')}.00",,${index % 40},true`)
  }
  return lines.join('\r\n')
}

async function timeImports(label: string, database: DatabaseHandle) {
  await database.migrate()
  const [pkg] = await database.db
    .insert(travelPackages)
    .values({ slug: 'bench', title: 'Bench', duration: 3 })
    .returning()
  await database.db.insert(airports).values(AIRPORT_CODES.map((code) => ({ code, name: `${code} airport` })))
  await setAdminPassword(database.db, 'bench@example.com', 'bench-password-123')
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/citybreak-bench' })
  // Nothing here sends email: the outbox is never woken.
  const mailer = { settings: mailSettings(config), kick: () => undefined }
  const { app } = createHttpApp({ db: database.db, config, mailer, logger: createLogger('silent') })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-123' }),
  })
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const csv = tenThousandRows()
  const timings: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    const form = new FormData()
    form.set('packageId', String(pkg?.id))
    form.set('replaceExisting', 'true')
    form.set('csv', new Blob([csv], { type: 'text/csv' }), 'prices.csv')
    const started = performance.now()
    const response = await fetch(`${base}/api/pricing/import`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    })
    const answer = await response.json()
    timings.push(performance.now() - started)
    if (!response.ok) throw new Error(`Import failed: ${JSON.stringify(answer)}`)
  }
  server.close()
  await database.close()
  const sorted = [...timings].sort((a, b) => a - b)
  console.log(
    `pricing import, ${ROWS.toLocaleString('en-GB')} rows, ${label}: median ${sorted[1]?.toFixed(0)} ms ` +
      `(runs: ${timings.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
  )
}

await timeImports('PGlite (embedded)', await openPglite('memory://'))
const postgresUrl = process.env.BENCH_DATABASE_URL
if (postgresUrl) await withScratchPostgres(postgresUrl, (database) => timeImports('PostgreSQL', database))
