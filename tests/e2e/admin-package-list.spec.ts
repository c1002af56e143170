import type { Page } from '@playwright/test'
import { reuseAdminSession } from './admin-credentials'
import { expect, test } from './fixtures'

/**
 * Issue 25: at hundreds of packages staff find one by searching, filtering and paging the admin's list,
 * keyboard only, and the address keeps where they are (decision 38).
 */

const PAGE_SIZE = 24
const MADE = PAGE_SIZE + 2

/** Drafts with one word in common, so a search finds exactly these whatever else the catalogue holds. */
async function makeDrafts(page: Page, word: string) {
  const ids: number[] = []
  for (let n = 1; n <= MADE; n++) {
    const made = await page.request.post('/api/travel-packages', {
      data: { title: `${word} ${String(n).padStart(2, '0')}`, duration: 3, status: 'draft' },
    })
    expect(made.status()).toBe(201)
    ids.push(((await made.json()) as { id: number }).id)
  }
  return ids
}

const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Travel Packages' }).getByRole('heading', { level: 3 }).allInnerTexts()

test('staff search, filter and page the package list with the keyboard', async ({ page }) => {
  test.slow()
  await reuseAdminSession(page)
  const word = `Paging${Date.now().toString(36)}`
  const ids = await makeDrafts(page, word)
  try {
    await page.goto('/admin')
    const search = page.getByRole('searchbox', { name: 'Search packages' })
    await search.focus()
    await page.keyboard.type(word.toLowerCase())
    await expect(page.getByRole('status').filter({ hasText: `${MADE} packages found` })).toBeAttached()
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word.toLowerCase()}`))
    const pager = page.getByRole('navigation', { name: 'Packages pages' })
    await expect(pager).toContainText(`${MADE} packages`)
    await expect(pager).toContainText('Page 1 of 2')

    // Title order, chosen from the keyboard: Tab from the search box through the filters to the order.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('combobox', { name: 'Destination' })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const sort = page.getByRole('combobox', { name: 'Sort by' })
    await expect(sort).toBeFocused()
    await sort.selectOption('title')
    await expect(page).toHaveURL(/sort=title/)
    await expect.poll(() => cardTitles(page)).toHaveLength(PAGE_SIZE)
    expect((await cardTitles(page))[0]).toBe(`${word} 01`)

    // The next page, by Enter on its button; the button keeps focus at the end of the list.
    const next = pager.getByRole('button', { name: 'Next page' })
    await next.focus()
    await page.keyboard.press('Enter')
    await expect(pager).toContainText('Page 2 of 2')
    await expect.poll(() => cardTitles(page)).toEqual([`${word} 25`, `${word} 26`])
    await expect(page).toHaveURL(/page=2/)
    await page.keyboard.press('Enter')
    await expect(next).toBeFocused()
    await expect(pager).toContainText('Page 2 of 2')

    // The address is the list: a reload shows the same page, Back the one before.
    await page.reload()
    await expect(page.getByRole('navigation', { name: 'Packages pages' })).toContainText('Page 2 of 2')
    await expect(page.getByRole('searchbox', { name: 'Search packages' })).toHaveValue(word.toLowerCase())
    await page.goBack()
    await expect(pager).toContainText('Page 1 of 2')

    // A filter that leaves nothing says so, and clearing the filters brings the whole list back.
    const status = page.getByRole('combobox', { name: 'Status' })
    await status.focus()
    await status.selectOption('published')
    await expect(page.getByText('No packages match your search and filters.')).toBeVisible()
    await expect(pager).toHaveCount(0)
    await page.getByRole('button', { name: 'Clear filters' }).press('Enter')
    await expect(search).toHaveValue('')
    await expect(status).toHaveValue('')
    await expect(page).not.toHaveURL(/[?&](q|status)=/)
  } finally {
    for (const id of ids) await page.request.delete(`/api/travel-packages/${id}`)
  }
})
