import type { Locator, Page } from '@playwright/test'
import { reuseAdminSession } from './admin-credentials'
import { expect, test } from './fixtures'

/**
 * Markdown in a package's texts (decision 57): staff format with the toolbar (by pointer and by keyboard), watch
 * the preview, save, and visitors read formatted text on the package page.
 */

const packageCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

/** Selects `words` in a text box, as a person would by dragging over them. */
async function selectWords(box: Locator, words: string) {
  await box.evaluate((element, wanted) => {
    const textarea = element as HTMLTextAreaElement
    const start = textarea.value.indexOf(wanted)
    textarea.focus()
    textarea.setSelectionRange(start, start + wanted.length)
  }, words)
}

test('@mobile staff format a description with the toolbar, see the preview, save, and visitors see it formatted', async ({
  page,
  browser,
}, testInfo) => {
  test.slow()
  const title = `Markdown Verona ${Date.now().toString(36)}`
  await reuseAdminSession(page)
  const made = await page.request.post('/api/travel-packages', {
    data: { title, duration: 3, status: 'published' },
  })
  expect(made.status()).toBe(201)
  const { id, slug } = (await made.json()) as { id: number; slug: string }
  const visitorContext = await browser.newContext()
  try {
    await page.goto(`/admin?q=${encodeURIComponent(title)}`)
    await packageCard(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click()
    const edit = page.getByRole('dialog', { name: 'Edit Travel Package' })
    const description = edit.getByRole('textbox', { name: 'Description' })
    const toolbar = edit.getByRole('toolbar', { name: 'Description formatting' })
    const preview = edit.getByRole('region', { name: 'Description preview' })
    await expect(preview).toContainText('Nothing to show yet.')

    // By pointer: the selected word becomes bold, in the text and in the preview.
    await description.fill('A slow week in Verona.\nThe arena by night')
    await selectWords(description, 'slow')
    await toolbar.getByRole('button', { name: 'Bold' }).click()
    await expect(description).toHaveValue('A **slow** week in Verona.\nThe arena by night')
    await expect(description).toBeFocused()
    await expect(preview.locator('strong')).toHaveText('slow')

    // By keyboard: Shift+Tab reaches the toolbar, arrows move along it, Enter presses; the caret's line
    // becomes a list item.
    await description.press('Control+End')
    await description.press('Shift+Tab')
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toBeFocused()
    for (const next of ['Italic', 'Heading', 'List']) {
      await page.keyboard.press('ArrowRight')
      await expect(toolbar.getByRole('button', { name: next })).toBeFocused()
    }
    await page.keyboard.press('Enter')
    await expect(description).toHaveValue('A **slow** week in Verona.\n- The arena by night')
    await expect(preview.getByRole('listitem')).toHaveText('The arena by night')

    // A link: the address is selected, ready to be typed over; Ctrl+I makes italic.
    await selectWords(description, 'Verona')
    await toolbar.getByRole('button', { name: 'Link' }).click()
    await page.keyboard.type('https://example.com/verona')
    await selectWords(description, 'week')
    await description.press('Control+i')
    await expect(description).toHaveValue(
      'A **slow** *week* in [Verona](https://example.com/verona).\n- The arena by night',
    )
    await expect(preview.getByRole('link', { name: 'Verona (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'nofollow noopener',
    )
    await expect(preview.locator('em')).toHaveText('week')

    if (process.env.SCREENSHOTS) {
      const width = testInfo.project.name === 'mobile' ? 375 : 1280
      await edit.screenshot({ path: `docs/screenshots/admin-markdown-editor-${width}.png` })
    }
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(edit).toBeHidden()

    const visitor = await visitorContext.newPage()
    await visitor.goto(`/package/${slug}`)
    const overview = visitor.getByRole('region', { name: 'Package Details' }).getByRole('tabpanel')
    await expect(overview.locator('strong')).toHaveText('slow')
    await expect(overview.locator('em')).toHaveText('week')
    await expect(overview.getByRole('listitem')).toHaveText('The arena by night')
    await expect(overview.getByRole('link', { name: 'Verona (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://example.com/verona',
    )
  } finally {
    await page.request.delete(`/api/travel-packages/${id}`)
    await visitorContext.close()
  }
})
