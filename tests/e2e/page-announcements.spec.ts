import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// WCAG 2.4.3 and 4.1.3 on the public pages: where focus goes after a navigation, and what is announced.

// The public pages are sent as islands (decision 60): a search, a page of results or a link is a page load,
// which the browser announces as a new page. Mark the window, to tell a page load from a client navigation.
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { e2eSamePage: true }))
const sameWindow = (page: Page) => page.evaluate(() => 'e2eSamePage' in window)

test('a new search on /offers puts focus on its count, which a screen reader reads out', async ({ page }) => {
  await page.goto('/offers')
  const count = page.getByRole('heading', { level: 2, name: /^\d+ holidays? found$/ })
  await expect(count).toHaveText(/^([2-9]|\d{2,}) holidays found$/)
  const before = (await count.textContent()) ?? ''
  await markWindow(page)

  await page.getByLabel('Duration').selectOption({ index: 1 })
  const update = page.getByRole('button', { name: 'Update Results' })
  await update.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/offers\?duration=/)
  await expect(count).not.toHaveText(before)
  // Focused from the page's script once the new results are shown: the visitor reads on from the count.
  await expect(count).toBeFocused()
  await expect(count).toHaveAttribute('tabindex', '-1')
  expect(await sameWindow(page)).toBe(false)
})

test('a link between public pages is a page load that starts at its top; the first load too', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  await markWindow(page)

  const details = page.getByRole('link', { name: 'View Details: Venice City Break' })
  await details.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/package\/venice-city-break$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Venice City Break' })).toBeVisible()
  // A new document, which the browser announces by its title, with focus at its start.
  expect(await sameWindow(page)).toBe(false)
  await expect(page).toHaveTitle(/Venice City Break/)
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

test('another page of the same search puts focus on its count', async ({ page }) => {
  await page.goto('/offers')
  const next = page.getByRole('link', { name: 'Next page' })
  test.skip((await next.count()) === 0, 'the catalogue fits one page')
  await next.click()
  await expect(page).toHaveURL(/\/offers\?page=2$/)
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ holidays? found$/ })).toBeFocused()
})
