// What a visitor's phone and a crowd of visitors get from the production server: requests per second and
// p99 of the package page, the package API and the health check beside a static file from the same server,
// and the package page and API beside a bare Node server sending the same bytes (the ratios are the figures
// to watch, since the machine's speed cancels out), and the bytes of script and
// HTML that the three public pages send to Chromium. Then what a stranger can do to it: /offers with junk
// parameters, a made-up session cookie or a new Host on every request (all answered from the page cache,
// so within a few times the plain page), and the health check during a flood of such requests and during
// a flood of distinct pages, each of which is rendered.
// Embedded database by default; BENCH_DATABASE_URL adds PostgreSQL (in a scratch database).
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS } from '#tests/setup/chromium-flags'
import { bareNodeThroughput } from './bare-node'
import { hammer, load, type Target, type Throughput, throughputOf } from './load'
import { type RunningServer, startProductionServer } from './production-server'
import { withScratchDatabase } from './scratch-postgres'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 10
const SETTLING_SECONDS = 10
const PAGES = ['/', '/offers', '/package/venice-city-break']
const randomToken = () => randomBytes(32).toString('base64url')

/** Answered from the page cache, each beside a bare Node server sending its bytes (issue 34: at least half its rate). */
const AGAINST_BARE_NODE = new Set(['package page', 'package API'])

const TARGETS: Target[] = [
  { name: 'package page', path: '/package/venice-city-break' },
  { name: 'package API', path: '/api/travel-packages/venice-city-break' },
  { name: 'health check', path: '/api/health' },
  { name: 'static file', path: '/fallbacks/placeholder.svg' },
  { name: 'offers', path: '/offers' },
  {
    name: 'offers, junk parameters',
    path: '/offers',
    vary: (n) => ({ path: `/offers?utm_source=bench&fbclid=${n}&gclid=${n}` }),
  },
  {
    name: 'offers, made-up session',
    path: '/offers',
    // Shaped as a real token (random bytes, then a signature), so only its signature gives it away.
    vary: () => ({ headers: { cookie: `citybreak_session=${randomToken()}.${randomToken()}` } }),
  },
  { name: 'offers, new Host', path: '/offers', vary: (n) => ({ headers: { host: `visitor-${n}.example` } }) },
]

/** Floods to keep the server busy while the health check is timed. */
const FLOODS: Target[] = [
  {
    // What a stranger can vary for free: each of these is answered from the page cache.
    name: 'flood of junk variants',
    path: '/offers',
    vary: (n) => ({
      path: `/offers?utm_source=flood&fbclid=${n}`,
      headers: {
        host: `visitor-${n}.example`,
        cookie: `citybreak_session=${randomToken()}.${randomToken()}`,
      },
    }),
  },
  {
    // Parameters the search reads, in every combination: each one a render.
    name: 'flood of distinct pages',
    path: '/offers',
    vary: (n) => ({ path: `/offers?destination=${n}&month=2027-${String((n % 12) + 1).padStart(2, '0')}` }),
  },
]

/** The health check from one connection, alone and then during each flood. */
async function healthDuringFloods(origin: string): Promise<Throughput[]> {
  const health: Target = { name: 'health check, 1 connection', path: '/api/health' }
  const results = [throughputOf(health.name, await load(origin, health, 1, { duration: SECONDS }))]
  for (const flood of FLOODS) {
    const [during, flooding] = await Promise.all([
      load(origin, health, 1, { duration: SECONDS }),
      load(origin, flood, CONNECTIONS, { duration: SECONDS }),
    ])
    results.push(
      throughputOf(`${health.name}, during the ${flood.name}`, during),
      throughputOf(`${flood.name} (${CONNECTIONS} connections)`, flooding),
    )
  }
  return results
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

const share = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '')

function report(engine: string, throughput: Throughput[], flood: Throughput[], pages: PageBytes[]) {
  const rateOf = (name: string) => throughput.find((entry) => entry.name === name)?.perSecond ?? 0
  const offersRate = rateOf('offers')
  console.log(`\n${engine}: ${CONNECTIONS} connections, ${SECONDS} s each, no compression`)
  console.table(
    throughput.map((entry) => ({
      target: entry.name,
      'req/s': Math.round(entry.perSecond),
      'p99 ms': entry.p99,
      'of static': share(entry.perSecond, rateOf('static file')),
      'of bare Node': AGAINST_BARE_NODE.has(entry.name)
        ? (entry.perSecond / rateOf(`${entry.name}, bare Node`)).toFixed(2)
        : '',
      'of offers': entry.name.startsWith('offers') ? share(entry.perSecond, offersRate) : '',
      errors: entry.errors,
    })),
  )
  console.log('The health check during floods')
  console.table(
    flood.map((entry) => ({
      target: entry.name,
      'req/s': Math.round(entry.perSecond),
      'p99 ms': entry.p99,
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
    // Plain HTTP/1.1 with no Accept-Encoding, as the figures were taken. The first target is loaded
    // for a while untimed: the server has just rendered every page once, and the first timed run met that
    // warm-up's garbage collection and an unoptimised hot path.
    await load(server.origin, TARGETS[0] as Target, CONNECTIONS, { duration: SETTLING_SECONDS })
    for (const target of TARGETS) {
      throughput.push(await hammer(server.origin, target, CONNECTIONS, SECONDS))
      // Right after the app's run, so both meet the same machine.
      if (AGAINST_BARE_NODE.has(target.name)) {
        throughput.push(await bareNodeThroughput(server.origin, target, CONNECTIONS, SECONDS))
      }
    }
    const flood = await healthDuringFloods(server.origin)
    report(engine, throughput, flood, withPages ? await pageBytes(server.origin) : [])
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
