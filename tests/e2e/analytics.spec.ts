import { gunzipSync } from 'node:zlib'
import type { Page, Request } from '@playwright/test'
import { freshDataDir, type ServerProcess, startServer, waitForHealth } from '../setup/server-process'
import { expect, test } from './fixtures'
import { latestEmailTo, linkIn, pathOf } from './mailbox'

// These tests meet the consent banner as a first-time visitor does.
test.use({
  analyticsConsent: null,
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
})

// posthog-js drops a bot's events, and takes an automated headless browser for one (its user agent,
// its brands, navigator.webdriver), so the test browser passes for an ordinary visitor's Chrome.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false })
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined })
  })
})

type Captured = { event: string; properties: Record<string, unknown> }

/** posthog-js sends a batch gzipped, base64-encoded or as plain JSON, depending on what it may use. */
function eventsIn(request: Request): Captured[] {
  const compression = new URL(request.url()).searchParams.get('compression')
  const body = request.postDataBuffer()
  if (!body) return []
  const gzipped = compression === 'gzip-js' || (body[0] === 0x1f && body[1] === 0x8b)
  let text = body.toString()
  if (gzipped) text = gunzipSync(body).toString()
  else if (compression === 'base64') {
    text = Buffer.from(new URLSearchParams(text).get('data') ?? '', 'base64').toString()
  }
  const parsed = JSON.parse(text) as Captured | Captured[] | { batch: Captured[] }
  if (Array.isArray(parsed)) return parsed
  return 'batch' in parsed ? parsed.batch : [parsed]
}

/** No network exists here: every request to PostHog is answered locally and recorded. */
async function interceptPosthog(page: Page) {
  const requests: string[] = []
  const events: Captured[] = []
  await page.route(
    (url) => url.hostname.endsWith('posthog.com'),
    async (route) => {
      requests.push(route.request().url())
      if (route.request().method() === 'POST') events.push(...eventsIn(route.request()))
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":1}' })
    },
  )
  return { requests, events }
}

const banner = (page: Page) => page.getByRole('region', { name: 'Can we use analytics?' })

/** Accepts analytics on the home page, then opens `path`: the events PostHog was sent, by name. */
async function acceptAnalyticsThenOpen(page: Page, path: string) {
  const posthog = await interceptPosthog(page)
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Accept analytics' }).click()
  await expect(banner(page)).toBeHidden()
  await page.goto(path)
  const named = (name: string) => posthog.events.filter((event) => event.event === name)
  return { posthog, named }
}
const storedKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).sort())

/** Picks the first bookable day and answers the price and date it shows. */
async function pickFirstDay(page: Page) {
  const calendar = page.getByRole('region', { name: 'Choose Your Travel Dates' })
  const day = calendar.getByRole('button', { name: / per person, / }).first()
  const [, price] = /(£[\d,.]+) per person, /.exec((await day.getAttribute('aria-label')) ?? '') ?? []
  const date = await day.getAttribute('data-date')
  await day.click()
  return { price: Number((price ?? '').replace(/[£,]/g, '')), date }
}

test('before consent and after rejecting, nothing is stored and nothing goes to PostHog', async ({
  page,
}) => {
  const posthog = await interceptPosthog(page)
  await page.goto('/package/venice-city-break')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
    'href',
    '/privacy#analytics',
  )
  await pickFirstDay(page)
  expect(await storedKeys(page)).toEqual([])

  await banner(page).getByRole('button', { name: 'Reject analytics' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await storedKeys(page)).toEqual(['citybreak-analytics-consent'])

  // The choice is remembered on the next visit, and nothing is tracked then either.
  await page.reload()
  await pickFirstDay(page)
  await page.waitForTimeout(3500)
  await expect(banner(page)).toBeHidden()
  expect(await storedKeys(page)).toEqual(['citybreak-analytics-consent'])
  expect(posthog.requests).toEqual([])

  // The footer reopens the question and takes the keyboard there.
  await page.getByRole('button', { name: 'Cookie settings' }).click()
  await expect(banner(page).getByRole('heading', { name: 'Can we use analytics?' })).toBeFocused()
})

test('after accepting, a package page sends package_view and a chosen day sends price_select', async ({
  page,
}) => {
  const { posthog, named } = await acceptAnalyticsThenOpen(page, '/package/venice-city-break')
  await expect(page.getByRole('heading', { level: 1, name: 'Venice City Break' })).toBeVisible()
  const chosen = await pickFirstDay(page)

  await expect.poll(() => named('price_select').length, { timeout: 15_000 }).toBe(1)
  expect(named('package_view')).toHaveLength(1)
  const view = named('package_view')[0]?.properties
  expect(view).toMatchObject({ packageTitle: 'Venice City Break', packageId: expect.any(Number) })
  expect(named('price_select')[0]?.properties).toMatchObject({
    packageId: view?.packageId,
    date: chosen.date,
    airport: expect.stringMatching(/^[A-Z]{3}$/),
  })
  expect(Number(named('price_select')[0]?.properties.price)).toBe(chosen.price)
  expect(named('$pageview').map((event) => event.properties.pageName)).toContain('Package')
  expect(posthog.requests.every((url) => url.startsWith('https://eu.i.posthog.com/'))).toBe(true)

  // Persistence is in local storage under this product's own name.
  expect(await storedKeys(page)).toContain('ph_citybreak_analytics')
})

// The reservation page is sent as islands (decision 60): its step and its contact parts count from the browser.
test('after accepting, the reservation page sends checkout_step, and its call-back and phone count their use', async ({
  page,
}) => {
  const { named } = await acceptAnalyticsThenOpen(page, '/reservation/venice-city-break?travelers=2')
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Reservation' })).toBeVisible()
  await expect.poll(() => named('checkout_step').length, { timeout: 15_000 }).toBe(1)
  expect(named('checkout_step')[0]?.properties).toMatchObject({
    step: 1,
    stepName: 'Details',
    packageSlug: 'venice-city-break',
  })

  await page.getByRole('button', { name: 'Request a Call Back' }).first().click()
  await expect(page.getByRole('dialog', { name: 'Request a Call Back' })).toBeVisible()
  await page.keyboard.press('Escape')
  // A tel: link has nowhere to go in a test browser: the page's own handler still runs, the browser's does not.
  const call = page.getByRole('link', { name: 'Call to Book Now' })
  await call.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()))
  await call.click()
  const contacts = () => named('contact_interaction').map((event) => event.properties.contactType)
  await expect.poll(contacts, { timeout: 15_000 }).toEqual(['callback_request', 'phone_call'])
  expect(named('contact_interaction')[0]?.properties).toMatchObject({ packageTitle: 'Venice City Break' })
})

// Issue 31: the confirmation and unsubscribe pages kept `?token=` in the address PostHog records, and in the
// Referer of what they load. The address loses it as the page starts, before analytics can.
test('a page an emailed link opens records no token in analytics, nor sends it in a Referer', async ({
  page,
}) => {
  const posthog = await interceptPosthog(page)
  const referers: string[] = []
  page.on('request', async (request) => {
    const referer = (await request.allHeaders()).referer
    if (referer) referers.push(referer)
  })
  const address = `token-analytics-${Date.now()}-${test.info().workerIndex}@example.com`
  const signedUp = await page.request.post('/api/email-signups', {
    data: { email: address },
    headers: { 'x-forwarded-for': '192.0.2.49' },
  })
  expect(signedUp.status()).toBe(201)
  const confirm = linkIn(await latestEmailTo(address), '/newsletter/confirm')
  const token = confirm.searchParams.get('token') ?? ''
  expect(token).not.toBe('')

  const opened = await page.goto(pathOf(confirm))
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer')
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible()
  await expect(page).toHaveURL(/\/newsletter\/confirm$/)
  await banner(page).getByRole('button', { name: 'Accept analytics' }).click()
  const pageViews = () => posthog.events.filter((event) => event.event === '$pageview')
  await expect.poll(() => pageViews().length, { timeout: 15_000 }).toBeGreaterThan(0)
  expect(pageViews()[0]?.properties.$current_url).toMatch(/\/newsletter\/confirm$/)
  expect(JSON.stringify(posthog.events)).not.toContain(token)

  // The unsubscribe page as well, with the visitor's choice now made.
  await page.goto('/newsletter/unsubscribe?token=an-unsubscribe-token')
  await expect(page).toHaveURL(/\/newsletter\/unsubscribe$/)
  await expect.poll(() => pageViews().length, { timeout: 15_000 }).toBeGreaterThan(1)
  expect(JSON.stringify(posthog.events)).not.toContain('an-unsubscribe-token')
  expect(referers.filter((referer) => referer.includes('token='))).toEqual([])
})

test.describe('in proxy mode', () => {
  // Both tests share the one server on a fixed port, so one worker runs them in turn: two workers would each
  // start it, and the first to finish would stop it under the other.
  test.describe.configure({ mode: 'default' })
  const PORT = Number(process.env.E2E_PROXY_PORT ?? 3745)
  const KEY = 'phc_proxy_e2e_key'
  let server: ServerProcess

  test.beforeAll(async () => {
    test.setTimeout(90_000)
    server = startServer({
      PORT: String(PORT),
      DATA_DIR: freshDataDir('citybreak-analytics-'),
      LOG_LEVEL: 'warn',
      POSTHOG_API_KEY: KEY,
      POSTHOG_USE_PROXY: 'true',
    })
    await waitForHealth(PORT)
  })

  test.afterAll(async () => {
    server.child.kill('SIGTERM')
    await server.exited
  })

  test('events go to /api/posthog-proxy, never to PostHog', async ({ page }) => {
    const posthog = await interceptPosthog(page)
    const proxied: Array<Record<string, unknown>> = []
    await page.route('**/api/posthog-proxy', async (route) => {
      proxied.push(route.request().postDataJSON())
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"ok"}' })
    })

    await page.goto(`http://127.0.0.1:${PORT}/package/venice-city-break`)
    await banner(page).getByRole('button', { name: 'Accept analytics' }).click()
    const chosen = await pickFirstDay(page)

    const named = (name: string) => proxied.filter((body) => body.event === name)
    await expect.poll(() => named('price_select').length, { timeout: 10_000 }).toBe(1)
    expect(named('$pageview')[0]).toMatchObject({
      api_key: KEY,
      type: 'capture',
      distinct_id: expect.any(String),
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      properties: expect.objectContaining({ pageName: 'Package' }),
    })
    expect(named('price_select')[0]?.properties).toMatchObject({ date: chosen.date })
    // Proxy mode captures nothing by itself: no clicks, no page leaves.
    expect(proxied.map((body) => body.event)).not.toContain('$autocapture')
    expect(posthog.requests).toEqual([])
  })

  test('from a page an emailed link opens, events reach the proxy without the token and as this site’s', async ({
    page,
  }) => {
    const proxied: Array<{ body: Record<string, unknown>; origin?: string; referer?: string }> = []
    await page.route('**/api/posthog-proxy', async (route) => {
      const headers = await route.request().allHeaders()
      proxied.push({ body: route.request().postDataJSON(), origin: headers.origin, referer: headers.referer })
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"ok"}' })
    })
    await page.goto(`http://127.0.0.1:${PORT}/newsletter/confirm?token=a-confirmation-token`)
    await banner(page).getByRole('button', { name: 'Accept analytics' }).click()
    await expect.poll(() => proxied.length, { timeout: 10_000 }).toBeGreaterThan(0)
    expect(JSON.stringify(proxied)).not.toContain('a-confirmation-token')
    // The page no longer sends as 'no-referrer' once its address is clean: a post there says 'Origin: null',
    // which the proxy's same-site guard would refuse.
    expect(proxied[0]?.origin).toBe(`http://127.0.0.1:${PORT}`)
  })
})
