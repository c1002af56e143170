import { expect, test } from './fixtures'

// WCAG 2.4.3 and 4.1.3 on the public pages: where focus goes after a navigation, and what is announced.

test('a new search on /offers announces its count and leaves focus on Update Results', async ({ page }) => {
  await page.goto('/offers')
  const count = page.getByRole('status').filter({ hasText: /^\d+ holidays? found$/ })
  await expect(count).toHaveText(/^([2-9]|\d{2,}) holidays found$/)
  // A live region is announced only if it was there before its text changed: mark this one to follow it.
  await count.evaluate((region) => region.setAttribute('data-e2e-region', 'results'))
  const before = (await count.textContent()) ?? ''

  await page.getByLabel('Duration').selectOption({ index: 1 })
  const update = page.getByRole('button', { name: 'Update Results' })
  await update.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/offers\?duration=/)
  const sameRegion = page.locator('[data-e2e-region="results"]')
  await expect(sameRegion).toHaveRole('status')
  await expect(sameRegion).not.toHaveText(before)
  await expect(sameRegion).toHaveText(/^\d+ holidays? found$/)
  // A new query is the same page: the visitor stays where they were.
  await expect(update).toBeFocused()
})

// Visitors' pages are islands (decision 60): a link is a page load, and the browser starts the new page afresh.
test('a new page starts at its top, and a new month keeps focus in the calendar', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)

  const details = page.getByRole('link', { name: 'View Details: Venice City Break' })
  await details.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/package\/venice-city-break$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Venice City Break' })).toBeVisible()
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)

  // Changing the calendar's month is the same page: focus stays in the calendar's controls.
  const month = page.getByLabel('Travel Month')
  await month.focus()
  await month.selectOption({ index: 2 })
  await expect(page).toHaveURL(/month=/)
  await expect(month).toBeFocused()

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Our Latest Holiday Offers' })).toBeVisible()
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
})
