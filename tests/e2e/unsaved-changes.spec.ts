import type { Page } from '@playwright/test'
import { E2E_ADMIN, reuseAdminSession, signInAsAdmin } from './admin-credentials'
import { expect, test } from './fixtures'

/**
 * Nothing typed is lost (decision 52): a dialog or form with unsaved changes asks before it closes or the
 * page moves on, and a session that ends mid-edit asks for the password in place and then saves.
 */

const discardPrompt = (page: Page) => page.getByRole('alertdialog', { name: 'Discard your changes?' })
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

/** Set SCREENSHOTS=1 to refresh the pictures of the prompts in docs/screenshots. */
async function screenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `docs/screenshots/admin-${name}-${width}.png` })
}

test('@mobile a new package typed into asks before Escape, a press outside or Cancel throws it away', async ({
  page,
}) => {
  await reuseAdminSession(page)
  await page.goto('/admin')
  const openCreate = page.getByRole('button', { name: 'Create New Package' })
  const create = page.getByRole('dialog', { name: 'Create New Package' })
  const title = create.getByLabel(/^Title/)

  // Nothing typed: Escape closes at once, as before.
  await openCreate.click()
  await expect(title).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(create).toBeHidden()
  await expect(discardPrompt(page)).toBeHidden()

  await openCreate.click()
  await title.fill('Cinque Terre by train')
  await page.keyboard.press('Escape')
  await expect(discardPrompt(page)).toBeVisible()
  await expect(discardPrompt(page).getByRole('button', { name: 'Keep editing' })).toBeFocused()
  await screenshot(page, 'discard-changes')
  await discardPrompt(page).getByRole('button', { name: 'Keep editing' }).click()
  await expect(discardPrompt(page)).toBeHidden()
  await expect(title).toHaveValue('Cinque Terre by train')
  await expect(title).toBeFocused()

  // A press on the shaded page around the dialog asks too; Escape on the question means keep editing.
  await page.mouse.click(3, 3)
  await expect(discardPrompt(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(discardPrompt(page)).toBeHidden()
  await expect(create).toBeVisible()
  await expect(title).toHaveValue('Cinque Terre by train')

  await create.getByRole('button', { name: 'Cancel' }).click()
  await discardPrompt(page).getByRole('button', { name: 'Discard' }).click()
  await expect(create).toBeHidden()
  await expect(openCreate).toBeFocused()
  // Opened again, the form starts empty.
  await openCreate.click()
  await expect(title).toHaveValue('')
})

test("the edit dialog asks for a subtitle or a feature label typed, and before another tab drops the feature's", async ({
  page,
}) => {
  await reuseAdminSession(page)
  await page.goto('/admin?q=Venice%20City%20Break')
  const editButton = page.getByRole('button', { name: 'Edit Venice City Break', exact: true })
  const edit = page.getByRole('dialog', { name: 'Edit Travel Package' })

  await editButton.click()
  await edit.getByLabel(/^Subtitle/).fill('Gondolas at dusk, never saved')
  await page.keyboard.press('Escape')
  await discardPrompt(page).getByRole('button', { name: 'Discard' }).click()
  await expect(edit).toBeHidden()

  await editButton.click()
  await expect(edit.getByLabel(/^Subtitle/)).not.toHaveValue('Gondolas at dusk, never saved')
  await edit.getByRole('tab', { name: 'Features' }).click()
  const label = edit.getByRole('form', { name: 'Add feature' }).getByLabel('Feature label')
  await label.fill('Murano glass workshop')
  await page.keyboard.press('Escape')
  await discardPrompt(page).getByRole('button', { name: 'Keep editing' }).click()
  await expect(label).toBeFocused()
  await expect(label).toHaveValue('Murano glass workshop')

  // The Reviews tab would drop the feature form: it asks, and keeping the label keeps the Features tab.
  await edit.getByRole('tab', { name: 'Reviews' }).click()
  await discardPrompt(page).getByRole('button', { name: 'Keep editing' }).click()
  await expect(edit.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true')
  await expect(label).toHaveValue('Murano glass workshop')

  await edit.getByRole('button', { name: 'Close' }).click()
  await discardPrompt(page).getByRole('button', { name: 'Discard' }).click()
  await expect(edit).toBeHidden()
})

test('switching section, signing out or leaving with a half-typed invitation asks first', async ({
  page,
}) => {
  await reuseAdminSession(page)
  await page.goto('/admin/staff')
  const email = page.getByRole('textbox', { name: 'Email' })
  await email.fill('new.colleague@example.com')

  await page.getByRole('tab', { name: 'Leads' }).click()
  await expect(discardPrompt(page)).toBeVisible()
  await discardPrompt(page).getByRole('button', { name: 'Keep editing' }).click()
  await expect(page).toHaveURL('/admin/staff')
  await expect(page.getByRole('tab', { name: 'Staff' })).toHaveAttribute('aria-selected', 'true')
  await expect(email).toHaveValue('new.colleague@example.com')
  await expect(email).toBeFocused()

  // Signing out asks too; keeping the form keeps the session.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await discardPrompt(page).getByRole('button', { name: 'Keep editing' }).click()
  await expect(page).toHaveURL('/admin/staff')

  // The browser asks its own question before the tab closes or reloads.
  const asked = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const question = await asked
  expect(question.type()).toBe('beforeunload')
  await question.dismiss()
  await page.getByRole('tab', { name: 'Leads' }).click()
  await discardPrompt(page).getByRole('button', { name: 'Discard' }).click()
  await expect(page).toHaveURL('/admin/leads')
})

test.describe('a session that ends while a package is being edited', () => {
  // The refused save and the wrong password answer 401, which Chromium logs: that is the behaviour under test.
  test.use({ allowedConsoleErrors: [/status of 401/] })

  test('@mobile Save asks for the password in place, then saves the change', async ({ page }) => {
    // Two sign-ins, a refused save, a wrong password and the save: more than 30 s on a busy machine.
    test.slow()
    // A session of its own: signing out in "another tab" must not end the sessions of the tests beside it.
    await signInAsAdmin(page)
    const title = `Trieste Coffee Break ${Date.now().toString(36)}`
    const created = await page.request.post('/api/travel-packages', { data: { title, duration: 3 } })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: number }

    await page.goto(`/admin?q=${encodeURIComponent(title)}`)
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Travel Package' })
    await edit.getByLabel(/^Subtitle/).fill('Historic cafés on the Adriatic')

    // Signed out elsewhere, as another tab of this browser would be.
    expect((await page.request.post('/api/auth/logout')).status()).toBe(204)

    await edit.getByRole('button', { name: 'Save Changes' }).click()
    const signIn = page.getByRole('dialog', { name: 'Sign in again' })
    await expect(signIn).toContainText('Your session has ended.')
    await expect(signIn).toContainText(`Signing in as ${E2E_ADMIN.email}`)
    const password = signIn.getByLabel('Password')
    await expect(password).toBeFocused()

    // Cancel keeps the form and what was typed; it says why nothing was saved.
    await signIn.getByRole('button', { name: 'Cancel' }).click()
    await expect(signIn).toBeHidden()
    await expect(toast(page, 'Not saved: your session has ended.')).toBeVisible()
    await expect(edit.getByLabel(/^Subtitle/)).toHaveValue('Historic cafés on the Adriatic')

    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await password.fill('not the password')
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await expect(signIn.getByRole('alert')).toHaveText('That password is not right. Please try again.')
    await screenshot(page, 'sign-in-again')
    await password.fill(E2E_ADMIN.password)
    await signIn.getByRole('button', { name: 'Sign in' }).click()

    await expect(toast(page, 'Package updated')).toBeVisible()
    await expect(signIn).toBeHidden()
    await expect(edit).toBeHidden()
    const saved = await page.request.get(`/api/travel-packages/${id}`)
    expect(((await saved.json()) as { subtitle: string }).subtitle).toBe('Historic cafés on the Adriatic')
  })
})
