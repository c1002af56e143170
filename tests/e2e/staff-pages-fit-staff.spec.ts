import type { Page } from '@playwright/test'
import { reuseAdminSession } from './admin-credentials'
import { expect, test } from './fixtures'

// A first-time browser: on a public page it would be asked about analytics.
test.use({ analyticsConsent: null })

const consentBanner = (page: Page) => page.getByRole('region', { name: 'Can we use analytics?' })

/** Every request that would carry analytics: to PostHog itself, its settings, or the site's proxy. */
function watchAnalytics(page: Page) {
  const requests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.hostname.endsWith('posthog.com') || url.pathname.startsWith('/api/analytics-config')) {
      requests.push(request.url())
    }
    if (url.pathname.startsWith('/api/posthog-proxy')) requests.push(request.url())
  })
  return requests
}

test('@mobile staff pages ask nothing about analytics and send none', async ({ page }) => {
  const analytics = watchAnalytics(page)
  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible()
  await expect(consentBanner(page)).toHaveCount(0)

  await reuseAdminSession(page)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  await page.getByRole('tab', { name: 'Destinations' }).click()
  await expect(page).toHaveURL('/admin/destinations')
  await expect(consentBanner(page)).toHaveCount(0)
  expect(analytics).toEqual([])

  // The public site still asks, in a document of its own.
  await page.getByRole('link', { name: 'Back to Website' }).click()
  await expect(consentBanner(page)).toBeVisible()
})

/** The next summary the dashboard fetches by itself, answering the packages it counts as without a hero. */
const nextSummary = (page: Page) =>
  page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/summary')
    .then(
      async (response) =>
        ((await response.json()) as { packagesWithoutHero: { title: string }[] }).packagesWithoutHero,
    )

// Other tests add and remove packages at the same time, so the figure is compared with the summary the page
// fetched after the write, not with a number read before it.
test('the at-a-glance figures follow a new package and its deletion without a reload', async ({ page }) => {
  await reuseAdminSession(page)
  await page.goto('/admin')
  const withoutHero = page.getByRole('link', { name: /Packages without a hero image/ })
  const figure = withoutHero.locator('.text-2xl')
  await expect(figure).toBeVisible()

  const title = `Glance check ${Date.now()}${test.info().workerIndex}`
  await page.getByRole('button', { name: 'Create New Package' }).click()
  const create = page.getByRole('dialog', { name: 'Create New Package' })
  await create.getByLabel(/^Title/).fill(title)
  await create.getByLabel(/^Duration/).fill('4')
  const afterCreate = nextSummary(page)
  await create.getByRole('button', { name: 'Create Package' }).click()
  const counted = await afterCreate
  expect(counted.map((pkg) => pkg.title)).toContain(title)
  await expect(figure).toHaveText(String(counted.length))

  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
  await card.getByRole('button', { name: `Delete ${title}` }).click()
  const afterDelete = nextSummary(page)
  await page
    .getByRole('alertdialog', { name: 'Delete Travel Package' })
    .getByRole('button', { name: 'Delete Package' })
    .click()
  const left = await afterDelete
  expect(left.map((pkg) => pkg.title)).not.toContain(title)
  await expect(figure).toHaveText(String(left.length))
})
