// What a visitor's phone and a crowd of visitors get from the production server: requests per second and
// p99 of the package page, the package API and the health check beside a static file from the same server
// (the ratios are the figures to watch, since the machine's speed cancels out), and the bytes of script and
// HTML that the three public pages send to Chromium. Embedded database by default; BENCH_DATABASE_URL adds
// PostgreSQL (in a scratch database).
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { chromium } from '@playwright/test'
import autocannon from 'autocannon'
import { CHROMIUM_FLAGS } from '#tests/setup/chromium-flags'
import { type RunningServer, startProductionServer } from './production-server'
import { withScratchDatabase } from './scratch-postgres'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 10
const PAGES = ['/', '/offers', '/package/venice-city-break']
const TARGETS = [
  { name: 'package page', path: '/package/venice-city-break' },
  { name: 'package API', path: '/api/travel-packages/venice-city-break' },
  { name: 'health check', path: '/api/health' },
  { name: 'static file', path: '/brand/logo.svg' },
]

type Throughput = { name: string; perSecond: number; p99: number; errors: number }

/** Plain HTTP/1.1 with no Accept-Encoding, as the figures were taken. */
async function hammer(origin: string, target: (typeof TARGETS)[number]): Promise<Throughput> {
  const url = origin + target.path
  await autocannon({ url, connections: CONNECTIONS, duration: 2 })
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS })
  return {
    name: target.name,
    perSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

type PageBytes = { path: string; scriptBytes: number; scripts: number; htmlBytes: number; requests: number }

/** Loads each page in Chromium at a phone's size and adds up what it fetched, as sent over the wire. */
async function pageBytes(origin: string): Promise<PageBytes[]> {
  const executablePath = execFileSync('bash', [path.resolve(import.meta.dirname, '../find-chromium.sh')], {
    encoding: 'utf8',
  }).trim()
  const browser = await chromium.launch({ executablePath: executablePath || undefined, args: CHROMIUM_FLAGS })
  try {
    const results: PageBytes[] = []
    for (const pagePath of PAGES) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true })
      const page = await context.newPage()
      const responses: Array<Promise<{ type: string; bytes: number }>> = []
      page.on('requestfinished', (request) => {
        responses.push(
          request.sizes().then((sizes) => ({ type: request.resourceType(), bytes: sizes.responseBodySize })),
        )
      })
      const response = await page.goto(origin + pagePath, { waitUntil: 'networkidle' })
      const html = (await response?.body())?.length ?? 0
      const fetched = await Promise.all(responses)
      const scripts = fetched.filter((entry) => entry.type === 'script')
      results.push({
        path: pagePath,
        scriptBytes: scripts.reduce((sum, entry) => sum + entry.bytes, 0),
        scripts: scripts.length,
        htmlBytes: html,
        requests: fetched.length,
      })
      await context.close()
    }
    return results
  } finally {
    await browser.close()
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`

function report(engine: string, throughput: Throughput[], pages: PageBytes[]) {
  const staticRate = throughput.find((entry) => entry.name === 'static file')?.perSecond ?? 0
  console.log(`\n${engine}: ${CONNECTIONS} connections, ${SECONDS} s each, no compression`)
  console.table(
    throughput.map((entry) => ({
      target: entry.name,
      'req/s': Math.round(entry.perSecond),
      'p99 ms': entry.p99,
      'of static': staticRate ? `${Math.round((entry.perSecond / staticRate) * 100)}%` : '',
      errors: entry.errors,
    })),
  )
  if (pages.length === 0) return
  console.log('Bytes of each public page in Chromium at 375 px (scripts as sent; HTML uncompressed)')
  console.table(
    pages.map((entry) => ({
      page: entry.path,
      'script (sent)': kb(entry.scriptBytes),
      'script files': entry.scripts,
      'HTML (uncompressed)': kb(entry.htmlBytes),
      requests: entry.requests,
    })),
  )
}

async function measure(engine: string, server: RunningServer, withPages: boolean) {
  try {
    const throughput: Throughput[] = []
    for (const target of TARGETS) throughput.push(await hammer(server.origin, target))
    report(engine, throughput, withPages ? await pageBytes(server.origin) : [])
  } finally {
    await server.stop()
  }
}

await measure('Embedded database (PGlite)', await startProductionServer(), true)

const postgres = process.env.BENCH_DATABASE_URL
if (postgres) {
  await withScratchDatabase(postgres, async (url) =>
    measure('PostgreSQL', await startProductionServer({ DATABASE_URL: url }), false),
  )
} else {
  console.log('\nSet BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to measure PostgreSQL too.')
}
