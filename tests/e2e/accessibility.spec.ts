import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { format } from 'date-fns'
import { ADMIN_SECTIONS, adminSectionPath } from '../../app/lib/admin-sections'
import { reuseAdminSession } from './admin-credentials'
import { expect, test } from './fixtures'
import { latestEmailTo, linkIn, pathOf } from './mailbox'
import { createStaffAccount, emailedLink, freshStaffEmail } from './staff-accounts'
import { bookForStaff } from './staff-bookings'
import { VENICE, veniceReservationPath } from './venice-departures'

/**
 * WCAG 2.2 AA as axe-core can check it, on every public page and every admin tab, plus reflow (1.4.10):
 * at 320 CSS pixels no page scrolls sideways. Each test opens one page, checks it at a desktop width,
 * then narrows the same page to 320 px rather than loading it again.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const DESKTOP = { width: 1280, height: 900 }
const NARROWEST = { width: 320, height: 640 }
const VENICE_TITLE = 'Venice City Break'

type PublicPage = {
  name: string
  /** The address, worked out from the seed when it depends on it (an id, a future departure). */
  path: (page: Page) => Promise<string> | string
  /** The 404 page is the root's error page, which has no consent banner. */
  errorPage?: true
}

async function veniceDestinationId(page: Page) {
  const response = await page.request.get('/api/destinations')
  const destinations = (await response.json()) as { id: number; name: string }[]
  const venice = destinations.find((destination) => destination.name === 'Venice')
  if (!venice) throw new Error('the seed has Venice')
  return venice.id
}

/** A real unsubscribe link, from the confirmation email of a sign-up made for it: the page with its button. */
async function unsubscribePath(page: Page) {
  const address = `axe-${Date.now()}-${test.info().workerIndex}-${Math.random().toString(36).slice(2)}@example.com`
  const signedUp = await page.request.post('/api/email-signups', {
    data: { email: address },
    headers: { 'x-forwarded-for': '192.0.2.35' },
  })
  expect(signedUp.status(), await signedUp.text()).toBe(201)
  return pathOf(linkIn(await latestEmailTo(address), '/newsletter/unsubscribe'))
}

/** The seed's departures are relative to today, so two months ahead always has some. */
const searchedMonth = () => {
  const now = new Date()
  return format(new Date(now.getFullYear(), now.getMonth() + 2, 1), 'yyyy-MM')
}

const PUBLIC_PAGES: PublicPage[] = [
  { name: 'home', path: () => '/' },
  { name: 'offers', path: () => '/offers' },
  {
    name: 'offers with a search',
    path: async (page) => `/offers?destination=${await veniceDestinationId(page)}&month=${searchedMonth()}`,
  },
  { name: 'package', path: () => `/package/${VENICE}` },
  { name: 'reservation', path: veniceReservationPath },
  { name: 'travelify', path: () => '/travelify' },
  { name: 'search widget', path: () => '/search-widget' },
  { name: 'terms', path: () => '/terms' },
  { name: 'privacy', path: () => '/privacy' },
  { name: 'sitemap', path: () => '/sitemap' },
  { name: 'not found', path: () => '/no/such/page', errorPage: true },
  { name: 'call-back enquiry', path: () => `/enquiries/call-back?package=${VENICE}` },
  { name: 'newsletter enquiry', path: () => '/enquiries/newsletter' },
  { name: 'newsletter confirmation, invalid link', path: () => '/newsletter/confirm?token=not-a-token' },
  { name: 'newsletter unsubscribe', path: unsubscribePath },
]

const describeNode = (node: { target: unknown[] }) => node.target.map(String).join(' ')

/** Fails with each rule broken and the elements breaking it, so the report says where to look. */
async function expectNoAxeViolations(page: Page, width: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const found = violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map(describeNode),
  }))
  expect.soft(found, `axe violations at ${width}`).toEqual([])
}

/** The elements reaching past the right edge, to name in a failure; the page's own scroll width decides. */
function sidewaysOverflow() {
  const root = document.documentElement
  const wide = [...document.body.querySelectorAll('*')]
    .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
    .slice(0, 8)
    .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`.slice(0, 120))
  return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide }
}

/** At 320 px (1.4.10) the page fits the window: nothing makes it scroll sideways. */
async function expectReflowAt320(page: Page) {
  await page.setViewportSize(NARROWEST)
  // A resize can re-render what watches the window's width, so the check waits for the layout to settle.
  await expect.soft
    .poll(async () => {
      const { scrollWidth, clientWidth, wide } = await page.evaluate(sidewaysOverflow)
      return scrollWidth <= clientWidth
        ? 'fits'
        : `${scrollWidth}px wide at ${clientWidth}: ${wide.join(', ')}`
    })
    .toBe('fits')
}

/**
 * Axe at the desktop width, then the same page at 320 px for reflow. Axe is the slow step (seconds a page
 * on a busy CI machine), so the phone layout's own markup (menu button, stacked cards) gets its axe pass
 * once per public page, `phoneAxe`, on the first visit, where the consent banner is showing as well.
 */
async function checkPage(page: Page, { phoneAxe = false } = {}) {
  await expectNoAxeViolations(page, `${DESKTOP.width}px`)
  await expectReflowAt320(page)
  if (phoneAxe) await expectNoAxeViolations(page, `${NARROWEST.width}px`)
}

/**
 * Waits until the page has hydrated and its data has arrived: axe checks what is on screen, and the
 * admin tabs and the consent banner render only in the browser.
 */
const settle = (page: Page) => page.waitForLoadState('networkidle')

/**
 * No network exists in the tests: other hosts (PostHog once analytics are accepted, the partner's search
 * script on /travelify) are answered here with nothing. Axe checks this site's markup, not theirs.
 */
const answerOtherHostsLocally = (page: Page) =>
  page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) =>
      route.request().resourceType() === 'script'
        ? route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
        : route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":1}' }),
  )

const consentBanner = (page: Page) => page.getByRole('region', { name: 'Can we use analytics?' })

/** A test for each public page. Only the 404 page may log an error: the browser reports its status as one. */
function eachPublicPage(body: (page: Page, publicPage: PublicPage) => Promise<void>) {
  for (const publicPage of PUBLIC_PAGES) {
    test.describe(() => {
      test.use({ allowedConsoleErrors: publicPage.errorPage ? [/status of 404/] : [] })
      test(publicPage.name, ({ page }) => body(page, publicPage))
    })
  }
}

test.use({ viewport: DESKTOP })
test.beforeEach(({ page }) => answerOtherHostsLocally(page))

test.describe('public pages on a first visit, with the consent banner', () => {
  test.use({ analyticsConsent: null })

  eachPublicPage(async (page, publicPage) => {
    await page.goto(await publicPage.path(page))
    await expect(consentBanner(page)).toHaveCount(publicPage.errorPage ? 0 : 1)
    await settle(page)
    await checkPage(page, { phoneAxe: true })
  })
})

test.describe('public pages after accepting analytics', () => {
  test.use({ analyticsConsent: 'accepted' })

  eachPublicPage(async (page, publicPage) => {
    await page.goto(await publicPage.path(page))
    await settle(page)
    await expect(consentBanner(page)).toHaveCount(0)
    await checkPage(page)
  })
})

test.describe('admin', () => {
  // The pages staff reach signed out; a made-up token shows what a link that cannot be used shows.
  for (const [name, path] of [
    ['sign-in page', '/admin/login'],
    ['forgotten password page', '/admin/forgot-password'],
    ['reset password page with a spent link', `/admin/reset-password?token=${'A'.repeat(43)}`],
    ['accept invitation page with a spent link', `/admin/accept-invitation?token=${'A'.repeat(43)}`],
  ] as const) {
    test(`${name}, signed out`, async ({ page }) => {
      await page.goto(path)
      await settle(page)
      await checkPage(page)
    })
  }

  // The forms themselves show only for a link that works: one made by the owner, then opened signed out.
  test('accept invitation page with a waiting invitation, signed out', async ({ page }) => {
    await reuseAdminSession(page)
    const email = freshStaffEmail('a11y-invitee', test.info().workerIndex)
    const invited = await page.request.post('/api/staff', { data: { email, role: 'editor' } })
    const { invitationUrl } = (await invited.json()) as { invitationUrl: string }
    await page.context().clearCookies()
    await page.goto(invitationUrl)
    await expect(page.getByRole('button', { name: 'Create my account' })).toBeVisible()
    await settle(page)
    await checkPage(page)
  })

  test('reset password page with a live link, signed out', async ({ page }) => {
    await reuseAdminSession(page)
    const email = freshStaffEmail('a11y-reset', test.info().workerIndex)
    await createStaffAccount(page.request, 'sales', email, test.info())
    await page.context().clearCookies()
    await page.request.post('/api/auth/password-reset', { data: { email } })
    await page.goto(await emailedLink(email, '/admin/reset-password'))
    await expect(page.getByRole('button', { name: 'Set the new password' })).toBeVisible()
    await settle(page)
    await checkPage(page)
  })

  // A package's month of prices, with the package picker's list open over it: the combobox and its options.
  test('Pricing tab with a month of prices and the package list open, signed in', async ({ page }) => {
    await reuseAdminSession(page)
    await page.goto(adminSectionPath('pricing'))
    const picker = page.getByRole('combobox', { name: 'Package' })
    await picker.fill('Venice')
    await page.getByRole('listbox', { name: 'Packages' }).getByRole('option', { name: VENICE_TITLE }).click()
    await expect(page.getByText(/pricing options? departing in/)).toBeVisible()
    await picker.press('ArrowDown')
    await expect(page.getByRole('listbox', { name: 'Packages' }).getByRole('option').first()).toBeVisible()
    await settle(page)
    await checkPage(page, { phoneAxe: true })
  })

  // The Leads tab with a lead in its table and cards, and the lead's panel open over it (decision 53).
  test('Leads tab with a lead open in its panel, signed in', async ({ page }) => {
    const lead = await page.request.post('/api/contact-webhook', {
      headers: { 'x-forwarded-for': '192.0.2.77' },
      data: {
        first_name: 'Axe',
        last_name: `Checked${Date.now()}`,
        email: `axe.${Date.now()}@example.com`,
        phone: '020 7946 0777',
        custom_fields: { best_time_to_call: 'now', package: VENICE_TITLE, message: 'Any May dates?' },
      },
    })
    expect(lead.status()).toBe(201)
    await reuseAdminSession(page)
    const [newest] = (await (await page.request.get('/api/leads?limit=1')).json()) as { id: number }[]
    await page.goto(`${adminSectionPath('leads')}?lead=${newest?.id}`)
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Notes' })).toBeVisible()
    await settle(page)
    await checkPage(page, { phoneAxe: true })
  })

  // The Bookings tab with a booking in its list and the booking's panel open over it (issue 39).
  test('Bookings tab with a booking open in its panel, signed in', async ({ page, browser }) => {
    const reference = await bookForStaff(browser, `Axe${Date.now()}`, '192.0.2.78')
    await reuseAdminSession(page)
    await page.goto(`${adminSectionPath('bookings')}?booking=${reference}`)
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Notes' })).toBeVisible()
    await settle(page)
    await checkPage(page, { phoneAxe: true })
  })

  for (const section of ADMIN_SECTIONS) {
    test(`${section.label} tab, signed in`, async ({ page }) => {
      await reuseAdminSession(page)
      await page.goto(adminSectionPath(section.value))
      await expect(page.getByRole('tab', { name: section.label })).toHaveAttribute('aria-selected', 'true')
      await settle(page)
      await checkPage(page)
    })
  }
})
