import type { Page } from '@playwright/test'
import { reuseAdminSession } from './admin-credentials'
import { expect, test } from './fixtures'

/**
 * Issue 33 (item 3): staff look through a package's versions, see what one changed side by side, and bring
 * an earlier one back with one click and a confirmation (decision 58).
 */

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

async function screenshots(page: Page, dialog: ReturnType<Page['getByRole']>, name: string) {
  if (!process.env.SCREENSHOTS) return
  await dialog.screenshot({ path: `docs/screenshots/admin-${name}-1280.png` })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: `docs/screenshots/admin-${name}-375.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('staff see what a version changed and restore an earlier one', async ({ page }) => {
  await reuseAdminSession(page)
  const title = `Versioned Verona ${Date.now().toString(36)}`
  const base = { title, duration: 3, status: 'draft' }
  const made = await page.request.post('/api/travel-packages', {
    data: { ...base, subtitle: 'By the Adige', whatsIncluded: 'Return flights\nThree nights' },
  })
  expect(made.status()).toBe(201)
  const { id } = (await made.json()) as { id: number }
  try {
    // A mistaken save: version 2 overwrites the subtitle and the included list.
    const mistake = await page.request.put(`/api/travel-packages/${id}`, {
      data: { ...base, subtitle: 'Pasted by mistake', whatsIncluded: 'Nothing' },
    })
    expect(mistake.status()).toBe(200)

    await page.goto(`/admin?q=${encodeURIComponent(title)}`)
    await page.getByRole('button', { name: `Versions of ${title}` }).click()
    const dialog = page.getByRole('dialog', { name: `Versions of ${title}` })
    const list = dialog.getByRole('list', { name: 'Versions, newest first' })
    await expect(list.getByRole('button')).toHaveCount(2)
    const newest = list.getByRole('button', { name: /^Version 2/ })
    await expect(newest).toHaveAttribute('aria-pressed', 'true')
    await expect(newest).toContainText('Current')
    await expect(newest).toContainText("Changed Subtitle, What's included")
    await expect(newest).toContainText('admin@example.com')

    // The newest's changes, before and after side by side; it is what the package holds, so no Restore.
    const changes = dialog.getByRole('list', { name: 'Changes in version 2' })
    const subtitle = changes
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Subtitle' }) })
    await expect(subtitle).toContainText('Before (version 1)By the Adige')
    await expect(subtitle).toContainText('After (version 2)Pasted by mistake')
    await expect(dialog.getByRole('button', { name: /^Restore version/ })).toHaveCount(0)
    await screenshots(page, dialog, 'package-versions')

    // Version 1, then Restore, which asks first.
    await list.getByRole('button', { name: /^Version 1/ }).click()
    await expect(dialog.getByRole('list', { name: 'Changes in version 1' })).toContainText('By the Adige')
    await dialog.getByRole('button', { name: 'Restore version 1' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Restore version 1?' })
    await expect(confirm).toContainText('saved as a new version')
    await confirm.getByRole('button', { name: 'Restore' }).click()
    await expect(toast(page, 'Version restored')).toBeVisible()
    await expect(confirm).toBeHidden()

    // The restore is the new current version, and the package holds version 1's text again.
    const restored = list.getByRole('button', { name: /^Version 3/ })
    await expect(restored).toHaveAttribute('aria-pressed', 'true')
    await expect(restored).toContainText("Restored version 1: Subtitle, What's included")
    await expect(list.getByRole('button')).toHaveCount(3)
    const saved = (await (await page.request.get(`/api/travel-packages/${id}`)).json()) as {
      subtitle: string
      whatsIncluded: string
    }
    expect(saved).toMatchObject({ subtitle: 'By the Adige', whatsIncluded: 'Return flights\nThree nights' })

    await dialog.getByRole('button', { name: 'Close' }).click()
    const card = page
      .getByRole('list', { name: 'Travel Packages' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    await expect(card).toContainText('By the Adige')
  } finally {
    await page.request.delete(`/api/travel-packages/${id}`)
  }
})
