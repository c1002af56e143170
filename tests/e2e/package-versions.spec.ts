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

test('staff save a published package’s edit as pending, preview it, then publish it', async ({
  page,
  browser,
}) => {
  await reuseAdminSession(page)
  const title = `Pending Garda ${Date.now().toString(36)}`
  const made = await page.request.post('/api/travel-packages', {
    data: { title, duration: 4, status: 'published', subtitle: 'Sirmione by the lake' },
  })
  expect(made.status()).toBe(201)
  const { id, slug } = (await made.json()) as { id: number; slug: string }
  const visitor = await browser.newPage()
  try {
    await page.goto(`/admin?q=${encodeURIComponent(title)}`)
    await page.getByRole('button', { name: `Edit ${title}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Travel Package' })
    await edit.getByLabel(/^Subtitle/).fill('Now with a boat trip')
    await edit.getByRole('button', { name: 'Save as pending' }).click()
    await expect(toast(page, 'Changes saved as pending')).toBeVisible()
    await expect(edit).toBeHidden()

    // Visitors keep the published text; the staff preview shows the pending one, and says so.
    await visitor.goto(`/package/${slug}`)
    await expect(visitor.getByText('Sirmione by the lake')).toBeVisible()
    await expect(visitor.getByText('Now with a boat trip')).toHaveCount(0)
    await page.goto(`/package/${slug}`)
    await expect(page.getByRole('region', { name: 'Pending changes' })).toBeVisible()
    await expect(page.getByText('Now with a boat trip')).toBeVisible()

    // The edit dialog goes on from the pending changes, and publishes them.
    await page.goto(`/admin?q=${encodeURIComponent(title)}`)
    await page.getByRole('button', { name: `Edit ${title}` }).click()
    await expect(edit.getByLabel(/^Subtitle/)).toHaveValue('Now with a boat trip')
    const notice = edit.getByRole('region', { name: 'Pending changes' })
    if (process.env.SCREENSHOTS) {
      await edit.screenshot({ path: 'docs/screenshots/admin-pending-changes-1280.png' })
      await page.setViewportSize({ width: 375, height: 812 })
      await edit.screenshot({ path: 'docs/screenshots/admin-pending-changes-375.png' })
      await page.setViewportSize({ width: 1280, height: 900 })
    }
    await notice.getByRole('button', { name: 'Publish changes' }).click()
    await expect(toast(page, 'Changes published')).toBeVisible()
    await expect(edit).toBeHidden()
    await visitor.reload()
    await expect(visitor.getByText('Now with a boat trip')).toBeVisible()
  } finally {
    await visitor.close()
    await page.request.delete(`/api/travel-packages/${id}`)
  }
})

test('@mobile staff schedule a draft to go live by itself, anyway, then call it off', async ({ page }) => {
  await reuseAdminSession(page)
  const title = `Scheduled Siena ${Date.now().toString(36)}`
  const made = await page.request.post('/api/travel-packages', {
    data: { title, duration: 3, status: 'draft' },
  })
  expect(made.status()).toBe(201)
  const { id } = (await made.json()) as { id: number }
  const publishAt = async () =>
    ((await (await page.request.get(`/api/travel-packages/${id}`)).json()) as { publishAt?: string })
      .publishAt
  try {
    await page.goto(`/admin?q=${encodeURIComponent(title)}`)
    await page.getByRole('button', { name: `Edit ${title}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Travel Package' })
    const scheduling = edit.getByRole('region', { name: 'Scheduled publishing' })
    // Tomorrow at 09:00 by the browser's clock, which is what the field means.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000)
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`
    await scheduling.getByLabel('Go live at').fill(`${day}T09:00`)
    // A bare draft lacks what Publish asks for: the checklist is beside the time, as on its card.
    await expect(
      scheduling.getByRole('list', { name: 'Still missing before visitors see it:' }),
    ).toContainText('A destination')
    await scheduling.getByRole('button', { name: 'Schedule anyway' }).click()
    await expect(toast(page, 'Publishing schedule saved')).toBeVisible()
    await expect(scheduling).toContainText('This draft will go live by itself on')
    await expect(scheduling).toContainText('09:00')
    expect(await publishAt()).toBe(new Date(`${day}T09:00`).toISOString())
    if (process.env.SCREENSHOTS) {
      await scheduling.screenshot({
        path: `docs/screenshots/admin-scheduled-publishing-${page.viewportSize()?.width}.png`,
      })
    }

    await scheduling.getByRole('button', { name: 'Cancel schedule' }).click()
    await expect(scheduling.getByLabel('Go live at')).toBeVisible()
    expect(await publishAt()).toBeUndefined()

    // A save changes what the schedule was set for, so it calls the schedule off and says so.
    await scheduling.getByLabel('Go live at').fill(`${day}T09:00`)
    await scheduling.getByRole('button', { name: 'Schedule anyway' }).click()
    await expect(scheduling).toContainText('This draft will go live by itself on')
    // A feature written would call it off too, and its answer cannot say so: the Features tab says it first.
    await edit.getByRole('tab', { name: 'Features' }).click()
    await expect(
      edit.getByText('Adding, changing or deleting a feature cancels the schedule for'),
    ).toBeVisible()
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page, 'Package updated')).toContainText(
      'was cancelled because you saved changes to the package',
    )
    expect(await publishAt()).toBeUndefined()
  } finally {
    await page.request.delete(`/api/travel-packages/${id}`)
  }
})
