import type { Page } from '@playwright/test'
import { reuseAdminSession } from './admin-credentials'
import { expect, test } from './fixtures'

// Issue 33: the home page's featured packages in the order staff set, and HTML sections that say what will run.

/** Set SCREENSHOTS=1 to look at the screens at this test's width. */
async function screenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage: true })
}

const featuredList = (page: Page) => page.getByRole('list', { name: 'Featured packages in home page order' })
const adminOrder = (page: Page) => featuredList(page).getByRole('heading', { level: 3 }).allTextContents()

/** Presses Enter once the last move has finished: a press while one runs is ignored, as the panel says. */
async function pressWhenSettled(page: Page) {
  await expect(featuredList(page)).toHaveAttribute('aria-busy', 'false')
  await page.keyboard.press('Enter')
}

/** The titles the home page's featured offers show, in order, as a visitor without a session sees them. */
async function homeOrder(visitor: Page) {
  await visitor.goto('/')
  const offers = visitor.getByRole('region', { name: 'Featured Holiday Packages' })
  return offers.getByRole('heading', { level: 3 }).allTextContents()
}

test.describe('featured packages in the order staff set', () => {
  // The one order every test's home page shows: these take turns, and put it back. Not run at 375 px too,
  // where they would race the desktop run over the same order; the HTML section test covers that width.
  test.describe.configure({ mode: 'default' })

  test('staff order them from the keyboard, and visitors see that order', async ({ page, browser }) => {
    await reuseAdminSession(page)
    await page.goto('/admin/widgets')
    await expect(page.getByRole('heading', { name: 'Featured packages on the home page' })).toBeVisible()
    await expect(featuredList(page).getByRole('listitem')).toHaveCount(3, { timeout: 15_000 })
    const seeded = await adminOrder(page)
    const visitor = await browser.newPage()
    // The admin shows exactly what the home page shows.
    expect(await homeOrder(visitor)).toEqual(seeded)
    await screenshot(page, 'admin-featured-order')

    const [first = '', second = '', third = ''] = seeded
    const moveDown = featuredList(page).getByRole('button', { name: `Move down ${first}` })
    await moveDown.focus()
    await pressWhenSettled(page)
    await expect.poll(() => adminOrder(page)).toEqual([second, first, third])
    // The moved card's button keeps the focus, so the next press moves it on.
    await expect(moveDown).toBeFocused()
    await pressWhenSettled(page)
    await expect.poll(() => adminOrder(page)).toEqual([second, third, first])
    // At the end Move Down is disabled, so the focus went to Move Up.
    await expect(moveDown).toBeDisabled()
    await expect(featuredList(page).getByRole('button', { name: `Move up ${first}` })).toBeFocused()
    await expect(page.getByText('Failed to reorder featured packages.')).toHaveCount(0)

    await expect.poll(() => homeOrder(visitor)).toEqual([second, third, first])

    // Back as seeded, for the other tests' home page: first to the top again, with Move Up twice.
    await pressWhenSettled(page)
    await expect.poll(() => adminOrder(page)).toEqual([second, first, third])
    await pressWhenSettled(page)
    await expect.poll(() => adminOrder(page)).toEqual(seeded)
    await expect.poll(() => homeOrder(visitor)).toEqual(seeded)
    await visitor.close()
  })

  test('staff drag a card to a new place', async ({ page }) => {
    await reuseAdminSession(page)
    await page.goto('/admin/widgets')
    const cards = featuredList(page).getByRole('listitem')
    await expect(cards).toHaveCount(3, { timeout: 15_000 })
    const seeded = await adminOrder(page)
    const [first = '', second = '', third = ''] = seeded
    await cards.nth(2).dragTo(cards.nth(0))
    await expect.poll(() => adminOrder(page)).toEqual([third, first, second])
    await cards.nth(0).dragTo(cards.nth(2))
    await expect.poll(() => adminOrder(page)).toEqual(seeded)
  })
})

test('the HTML section editor warns of what the site will block, as it is typed @mobile', async ({
  page,
}) => {
  await reuseAdminSession(page)
  await page.goto('/admin/widgets')
  await page.getByRole('button', { name: 'Add Widget Section' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Widget Section' })
  await dialog.getByLabel('Title').fill('Our video')
  await dialog.getByLabel('Widget Type').click()
  await page.getByRole('option', { name: 'HTML Embed' }).click()
  const html = dialog.getByLabel('HTML content')
  const warnings = dialog.getByRole('region', { name: /The site will block/ })

  // An allowed site's frame (EMBED_ORIGINS in playwright.config.ts) and plain markup: nothing to say.
  await html.fill('<h2>Venice by boat</h2><iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>')
  await expect(warnings).toHaveCount(0)

  await html.fill(
    [
      '<h2>Venice by boat</h2>',
      '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
      '<script>startCarousel()</script>',
      '<button onclick="book()">Book</button>',
    ].join('\n'),
  )
  await expect(warnings).toBeVisible()
  await expect(warnings.getByRole('heading')).toHaveText('The site will block 3 things in this HTML')
  await expect(warnings.getByRole('listitem')).toHaveText([
    /The frame showing https:\/\/www\.youtube\.com will stay empty.*EMBED_ORIGINS/,
    /A <script> written into the section will not run/,
    /The onclick handler on <button> will not run/,
  ])
  await screenshot(page, 'admin-html-section-warnings')

  // Fixed as it is typed: the frame from the allowed site, the handler gone.
  await html.fill(
    '<h2>Venice by boat</h2><iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe><script>go()</script>',
  )
  await expect(warnings.getByRole('heading')).toHaveText('The site will block 1 thing in this HTML')
  await html.fill('<h2>Venice by boat</h2>')
  await expect(warnings).toHaveCount(0)

  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await page
    .getByRole('alertdialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard' })
    .click()
  await expect(dialog).toBeHidden()
})
