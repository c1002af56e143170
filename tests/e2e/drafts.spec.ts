import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { reuseAdminSession } from './admin-credentials'
import { expect, test } from './fixtures'

/**
 * Drafts (decision 37): a package made in the admin is a draft, which staff preview on its own page and
 * visitors cannot reach until one click publishes it. Visitors here are browsers of their own, with no
 * session, asking the same server whose page cache has just answered staff.
 */

/** WCAG 2.2 AA as axe checks it, on what this feature adds to a page (the rest is checked elsewhere). */
async function expectAccessible(page: Page, selector: string) {
  const scan = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include(selector)
    .analyze()
  expect(scan.violations).toEqual([])
}

const uniqueTitle = (name: string) => `${name} ${Date.now().toString(36)}`

async function visitorPage(browser: Browser) {
  const context = await browser.newContext()
  return { visitor: await context.newPage(), close: () => context.close() }
}

const packageCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

async function slugOf(page: Page, title: string) {
  const list = (await (await page.request.get('/api/travel-packages')).json()) as {
    id: number
    title: string
    slug: string
  }[]
  const found = list.find((pkg) => pkg.title === title)
  if (!found) throw new Error(`${title} is not on staff's list`)
  return found
}

test('staff create a draft, preview it and publish it; only then do visitors see it', async ({
  page,
  browser,
}) => {
  test.slow()
  const title = uniqueTitle('Lake Garda Draft')
  const { visitor, close } = await visitorPage(browser)
  await reuseAdminSession(page)
  let id: number | undefined
  try {
    // The offers page is kept in the page cache before the package exists.
    await visitor.goto('/offers')
    await expect(visitor.getByRole('heading', { level: 1, name: 'Our Latest Holiday Offers' })).toBeVisible()

    await page.goto('/admin')
    await page.getByRole('button', { name: 'Create New Package' }).click()
    const create = page.getByRole('dialog', { name: 'Create New Package' })
    await create.getByLabel(/^Title/).fill(title)
    await create.getByLabel(/^Subtitle/).fill('Lemon groves and lakeside villas')
    await create.getByLabel(/^Duration/).fill('4 nights')
    await create.getByRole('button', { name: 'Create Package' }).click()
    await expect(create).toBeHidden()
    const card = packageCard(page, title)
    await expect(card.getByText('Draft', { exact: true })).toBeVisible()
    const created = await slugOf(page, title)
    id = created.id
    const address = `/package/${created.slug}`

    const before = await visitor.goto(address)
    expect(before?.status(), 'a draft is a 404 to visitors').toBe(404)

    await card.getByRole('link', { name: `Preview ${title}` }).click()
    await expect(page).toHaveURL(new RegExp(`${address}$`))
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const banner = page.getByRole('region', { name: 'Draft' })
    await expect(banner).toContainText('This package is a draft: visitors cannot see it.')
    await expectAccessible(page, 'section[aria-label="Draft"]')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
    const preview = await page.request.get(address)
    expect(preview.headers()['cache-control'], 'a staff view is never kept').toBe('no-store')

    // Right after staff's preview, the same address is still a 404 for a visitor.
    expect((await visitor.goto(address))?.status()).toBe(404)

    await banner.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByRole('region', { name: 'Published' })).toContainText(
      'Published: visitors can see this package now.',
    )

    const after = await visitor.goto(address)
    expect(after?.status()).toBe(200)
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(visitor.getByRole('region', { name: 'Draft' })).toHaveCount(0)
    await visitor.goto('/offers')
    await expect(visitor.getByRole('link', { name: `View Package: ${title}` })).toBeVisible()
  } finally {
    if (id !== undefined) await page.request.delete(`/api/travel-packages/${id}`)
    await close()
  }
})

test('a draft is published from its card in the admin list with one click', async ({ page, browser }) => {
  const title = uniqueTitle('Lake Como Draft')
  await reuseAdminSession(page)
  const made = await page.request.post('/api/travel-packages', {
    data: { title, duration: 3, status: 'draft' },
  })
  expect(made.status()).toBe(201)
  const { id, slug } = (await made.json()) as { id: number; slug: string }
  const { visitor, close } = await visitorPage(browser)
  try {
    // Found as staff find one package among many (decision 38): other tests add packages at the same time.
    await page.goto(`/admin?q=${encodeURIComponent(title)}`)
    const card = packageCard(page, title)
    await expect(card.getByText('Draft', { exact: true })).toBeVisible()
    await expectAccessible(page, 'ul[aria-labelledby="packages-heading"]')
    await card.getByRole('button', { name: `Publish ${title}` }).click()
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Package published' })).toBeVisible()
    await expect(card.getByText('Draft', { exact: true })).toHaveCount(0)
    await expect(card.getByRole('button', { name: `Publish ${title}` })).toHaveCount(0)
    expect((await visitor.goto(`/package/${slug}`))?.status()).toBe(200)
  } finally {
    await page.request.delete(`/api/travel-packages/${id}`)
    await close()
  }
})
