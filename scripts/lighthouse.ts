// `npm run lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, CPU
// slowed four times) of the three public pages, served by the production server on the embedded database.
// Prints each page's performance score and the metrics behind it. A measurement, not a test: the scores
// move with the machine's load.
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS } from '#tests/setup/chromium-flags'
import { startProductionServer } from './bench/production-server'

// LIGHTHOUSE_REPORTS=folder keeps each page's full JSON report there, to read what holds a score back.
const REPORTS = process.env.LIGHTHOUSE_REPORTS
const PAGES = ['/', '/offers', '/package/venice-city-break']
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const

const chromePath = execFileSync('bash', [path.resolve(import.meta.dirname, 'find-chromium.sh')], {
  encoding: 'utf8',
}).trim()
if (!chromePath) throw new Error('Lighthouse needs a Chromium on this machine (scripts/find-chromium.sh).')

/** Audits one page, again when Lighthouse loses its own trace (NO_NAVSTART now and then): a failed recording says nothing about the page. */
async function audit(url: string, attemptsLeft = 3) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const error = result.lhr.runtimeError
  if (!error) return result
  console.warn(`${url}: ${error.code} ${error.message}`)
  if (attemptsLeft <= 1) throw new Error(`Lighthouse could not audit ${url}`)
  return audit(url, attemptsLeft - 1)
}

const server = await startProductionServer()
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
})
try {
  const rows = []
  let version = ''
  for (const page of PAGES) {
    const result = await audit(server.origin + page)
    const lhr = result.lhr
    version = lhr.lighthouseVersion
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true })
      writeFileSync(
        path.join(REPORTS, `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`),
        String(result.report),
      )
    }
    rows.push({
      page,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      ...Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? ''])),
    })
  }
  console.log(`Lighthouse ${version} performance, mobile preset, ${new Date().toISOString().slice(0, 10)}`)
  console.table(rows)
} finally {
  await chrome.kill()
  await server.stop()
}
