import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { turnBookingOn } from './booking-switch'
import { expect, test } from './fixtures'
import { VENICE, veniceReservationPath } from './venice-departures'

/**
 * Issue 34's budget: no public page makes a visitor load more than 90 KB of script (gzip) before they reach for
 * anything. Public pages are islands (decision 60): React DOM and the page's islands, without React Router's
 * client. Code that loads on demand (a dialog's form, the phone menu, analytics once accepted) is not counted.
 */
const BUDGET_BYTES = 90_000

const PAGES: { name: string; path: (page: Page) => string | Promise<string> }[] = [
  { name: 'home', path: () => '/' },
  { name: 'offers', path: () => '/offers' },
  { name: 'package', path: () => `/package/${VENICE}` },
  { name: 'reservation', path: veniceReservationPath },
  { name: 'search', path: () => '/search-widget' },
  { name: 'terms', path: () => '/terms' },
  { name: 'privacy', path: () => '/privacy' },
  { name: 'sitemap', path: () => '/sitemap' },
]

async function measureScripts(page: Page, path: string) {
  const scripts = new Map<string, Promise<Buffer>>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body())
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  const sizes = await Promise.all(
    [...scripts].map(async ([url, body]) => ({ url, gzip: gzipSync(await body, { level: 9 }).length })),
  )
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0)
  expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(BUDGET_BYTES)
  expect(sizes.length, 'the islands script at least').toBeGreaterThan(0)
  // What React Router's client leaves on the page when it hydrates.
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false)
  return sizes.map(({ url }) => url)
}

for (const { name, path } of PAGES) {
  test(`the ${name} page loads at most 90 KB of script, without React Router's client`, async ({ page }) => {
    await measureScripts(page, await path(page))
  })
}

// The booking form is the reservation page's heaviest island, fetched only where the page holds one.
test('the reservation page with online booking on loads at most 90 KB of script', async ({
  browser,
  page,
}) => {
  const turnOff = await turnBookingOn(browser)
  try {
    const loaded = await measureScripts(page, await veniceReservationPath(page))
    await expect(page.getByRole('button', { name: 'Book now' })).toBeVisible()
    expect(
      loaded.some((url) => /\/booking-form-[\w-]+\.js$/.test(url)),
      loaded.join(' '),
    ).toBe(true)
  } finally {
    await turnOff()
  }
})
