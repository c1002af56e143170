import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Chooses a package in a package picker from the keyboard alone: types part of its title, moves down the list
 * with the arrow key until the package is the active option, and presses Enter. The server may answer more
 * than the one match, so the arrow goes on until it reaches the package.
 */
export async function choosePackageByTyping(page: Page, picker: Locator, title: string, typed = title) {
  await picker.focus()
  await picker.fill('')
  await page.keyboard.type(typed)
  const listbox = page.getByRole('listbox', { name: 'Packages' })
  const option = listbox.getByRole('option', { name: title, exact: true })
  await expect(option).toBeVisible()
  await expect(listbox).toHaveAttribute('aria-busy', 'false')
  const optionId = await option.getAttribute('id')
  for (let step = 0; step < 100; step += 1) {
    await page.keyboard.press('ArrowDown')
    if ((await picker.getAttribute('aria-activedescendant')) === optionId) break
  }
  await expect(picker).toHaveAttribute('aria-activedescendant', optionId ?? '')
  await page.keyboard.press('Enter')
  await expect(picker).toHaveAttribute('aria-expanded', 'false')
  await expect(picker).toHaveValue(title)
}
