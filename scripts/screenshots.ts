// Saves full-page screenshots of the main pages at phone and desktop widths into docs/screenshots/.
// Usage: start the site, then `BASE_URL=http://localhost:3000 npx tsx scripts/screenshots.ts`.
import { chromium } from '@playwright/test'
import { CONSENT_STORAGE_KEY } from '#app/browser/analytics/consent'
import { CHROMIUM_FLAGS } from '../tests/setup/chromium-flags'

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000'
type Departure = { departureDate: string; airportId: number | null; price: string; isAvailable: boolean }

// The reservation page as a visitor reaches it: with a real departure chosen on the package page.
const pricing = (await (
  await fetch(`${baseUrl}/api/travel-packages/venice-city-break/pricing`)
).json()) as Departure[]
const departure = pricing.find((option) => option.isAvailable)
const reservation = departure
  ? `/reservation/venice-city-break?date=${departure.departureDate}&price=${departure.price}&airport=${departure.airportId ?? ''}&travelers=2`
  : '/reservation/venice-city-break'

const pages = {
  home: '/',
  offers: '/offers',
  package: '/package/venice-city-break',
  reservation,
}
const widths = [375, 1280]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
})
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    // Pictured as a returning visitor sees the pages: the analytics choice already made, so the
    // fixed consent bar does not sit across the middle of a full-page picture.
    await page.addInitScript((key) => window.localStorage.setItem(key, 'rejected'), CONSENT_STORAGE_KEY)
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
      // Scroll through once so lazily loaded images are in the picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo({ top: y, behavior: 'instant' })
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        window.scrollTo({ top: 0, behavior: 'instant' })
      })
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage: true })
      console.log(`docs/screenshots/${name}-${width}.png`)
    }
    await page.close()
  }
} finally {
  await browser.close()
}
