import type { Page } from '@playwright/test'
import { signInAsAdmin } from './admin-credentials'
import { expect, test } from './fixtures'
import { choosePackageByTyping } from './package-picker'

// The Destinations, Images and Home Widgets tabs of the admin dashboard, driven as staff use them.

/** A 1x1 PNG: the server checks uploads by their bytes, so the test files must be real images. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG })

/** Tests share one server and run side by side, so what they create carries a name of its own. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

/** The toast on screen, found by sonner's attribute: while a modal dialog is open the toaster is hidden from role queries. */
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

/** Set SCREENSHOTS=1 to refresh the dashboard pictures in docs/screenshots. */
async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `docs/screenshots/admin-${name}-1280.png` })
}

async function openTab(page: Page, tab: 'destinations' | 'images' | 'widgets') {
  await signInAsAdmin(page)
  await page.goto(`/admin/${tab}`)
}

/** A destination is chosen from its list; a package is found by typing (see choosePackageByTyping). */
async function chooseImageDestination(page: Page, name: string) {
  await page.getByRole('radio', { name: 'A destination' }).check()
  const owner = page.getByRole('combobox', { name: 'Destination' })
  // On a busy machine Radix's select can swallow a click that lands as it opens: close it and try again.
  await expect(async () => {
    if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape')
    await owner.click()
    await page.getByRole('option', { name }).click({ timeout: 2_000 })
    await expect(owner).toContainText(name, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

test('staff add a destination, are told what is wrong, and edit it', async ({ page }) => {
  await openTab(page, 'destinations')
  await expect(page.getByRole('heading', { name: 'Destinations', level: 2 })).toBeVisible()
  const dialog = page.getByRole('dialog', { name: 'Add Destination' })
  // Closed with Escape, a dialog hands focus back to the button that opened it.
  const addButton = page.getByRole('button', { name: 'Add Destination' })
  await addButton.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(addButton).toBeFocused()
  await addButton.click()

  await dialog.getByLabel('Name').fill('Ve')
  await dialog.getByLabel('Country').fill('I')
  await dialog.getByRole('button', { name: 'Add Destination' }).click()
  await expect(dialog.getByText('Name must be at least 3 characters')).toBeVisible()
  await expect(dialog.getByText('Country must be at least 2 characters')).toBeVisible()
  await expect(dialog.getByLabel('Name')).toBeFocused()

  const name = unique('Verona')
  const description = `${'Roman arena, balconies and Valpolicella wine. '.repeat(5)}The end.`
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Country').fill('Italy')
  await dialog.getByLabel('Description').fill(description)
  await dialog.getByRole('button', { name: 'Add Destination' }).click()
  await expect(toastWith(page, 'Destination created')).toBeVisible()
  await expect(dialog).toBeHidden()

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  await expect(card).toContainText('Italy')
  // SPEC 9: the card shows the first 150 characters and '...'.
  await expect(card).toContainText(`${description.slice(0, 150)}...`)
  await expect(card).not.toContainText('The end.')
  await screenshot(page, 'destinations')

  await card.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Destination' })
  await expect(edit.getByLabel('Name')).toHaveValue(name)
  await edit.getByLabel('Country').fill('Italia')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toastWith(page, 'Destination updated')).toBeVisible()
  await expect(card).toContainText('Italia')
})

test.describe('destinations that clash or are in use', () => {
  // The browser logs the 409s the server answers on purpose.
  test.use({ allowedConsoleErrors: [/status of 409/] })

  test('staff are stopped from adding a second destination of a name, and delete one no package goes to', async ({
    page,
  }) => {
    await openTab(page, 'destinations')
    const name = unique('Lecce')
    await page.getByRole('button', { name: 'Add Destination' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Destination' })
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByLabel('Country').fill('Italy')
    await dialog.getByRole('button', { name: 'Add Destination' }).click()
    await expect(toastWith(page, 'Destination created')).toBeVisible()

    // The same name again, in other capitals: the form says which destination has it.
    await page.getByRole('button', { name: 'Add Destination' }).click()
    await dialog.getByLabel('Name').fill(` ${name.toUpperCase()}`)
    await dialog.getByLabel('Country').fill('italy')
    await dialog.getByRole('button', { name: 'Add Destination' }).click()
    const taken = `There is already a destination called ${name} in Italy.`
    await expect(dialog.getByText(taken)).toBeVisible()
    await expect(dialog.getByLabel('Name')).toBeFocused()
    await expect(toastWith(page, taken)).toBeVisible()
    // What was typed is not saved, so Cancel asks before throwing it away.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await page
      .getByRole('alertdialog', { name: 'Discard your changes?' })
      .getByRole('button', { name: 'Discard' })
      .click()
    await expect(dialog).toBeHidden()

    // A package goes there: the delete is refused, naming it.
    const destinations = (await (await page.request.get('/api/destinations')).json()) as {
      id: number
      name: string
    }[]
    const destinationId = destinations.find((destination) => destination.name === name)?.id
    const title = unique('Baroque Lecce')
    const created = await page.request.post('/api/travel-packages', {
      data: { title, duration: 3, destinationId },
    })
    expect(created.ok()).toBe(true)
    const { id: packageId } = (await created.json()) as { id: number }
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
    await card.getByRole('button', { name: `Delete ${name}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Destination' })
    await expect(confirm).toContainText(`Are you sure you want to delete “${name}”, Italy?`)
    await confirm.getByRole('button', { name: 'Delete Destination' }).click()
    const refusal = confirm.getByRole('alert')
    await expect(refusal).toContainText('This destination is still in use')
    await expect(refusal).toContainText(`${name} can't be deleted: 1 package goes there (${title}).`)
    await expect(confirm.getByRole('button', { name: 'Delete Destination' })).toHaveCount(0)
    if (process.env.SCREENSHOTS) {
      await confirm.screenshot({ path: 'docs/screenshots/admin-destination-in-use-1280.png' })
      await page.setViewportSize({ width: 375, height: 812 })
      await confirm.screenshot({ path: 'docs/screenshots/admin-destination-in-use-375.png' })
      await page.setViewportSize({ width: 1280, height: 900 })
    }
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(card).toBeVisible()
    if (process.env.SCREENSHOTS) {
      await page.setViewportSize({ width: 375, height: 812 })
      await card.screenshot({ path: 'docs/screenshots/admin-destination-card-375.png' })
      await page.setViewportSize({ width: 1280, height: 900 })
    }

    // Once the package goes elsewhere, the destination goes after its confirmation.
    expect((await page.request.delete(`/api/travel-packages/${packageId}`)).status()).toBe(204)
    await card.getByRole('button', { name: `Delete ${name}` }).click()
    await confirm.getByRole('button', { name: 'Delete Destination' }).click()
    await expect(toastWith(page, 'Destination deleted')).toBeVisible()
    await expect(card).toHaveCount(0)
  })
})

test('staff upload two images to a package with a progress bar, then delete one', async ({ page }) => {
  await openTab(page, 'images')
  await expect(page.getByText('Select a package or destination to view images')).toBeVisible()
  await choosePackageByTyping(
    page,
    page.getByRole('combobox', { name: 'Package' }),
    'Taormina & Etna Escape',
    'Taormina',
  )

  await page.getByRole('button', { name: 'Upload Images' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload Images' })
  await dialog.getByRole('button', { name: 'Upload Images' }).click()
  await expect(dialog.getByText('Please select at least one image', { exact: true })).toBeVisible()
  const noFiles = toastWith(page, 'Please select at least one image to upload.')
  await expect(noFiles).toBeVisible()
  // Closed so it is out of the screenshot; the open dialog hides the rest of the page from role queries.
  await noFiles.locator('[data-close-button]').click()

  await dialog.getByLabel('Choose images').setInputFiles([png('etna-1.png'), png('etna-2.png')])
  const chosen = dialog.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')
  await expect(chosen).toHaveCount(2)
  await expect(dialog.getByText('Recommended size: 800x600')).toBeVisible()
  await dialog.getByLabel('Type').click()
  await page.getByRole('option', { name: 'Accommodation' }).click()
  await expect(dialog.getByText('Recommended size: 800x600 (up to 6 images)')).toBeVisible()
  // Each file has its own title and alt text; alt text is required unless the image is decorative.
  const title = unique('Etna view')
  await dialog.getByLabel('Title for etna-1.png').fill(title)
  await dialog.getByLabel('Title for etna-2.png').fill(title)
  await dialog.getByRole('button', { name: 'Upload Images' }).click()
  const altMissing = 'Describe the image for people who cannot see it, or tick Decorative'
  await expect(dialog.getByText(altMissing)).toHaveCount(2)
  await expect(dialog.getByLabel('Alt text for etna-1.png')).toBeFocused()
  await dialog.getByLabel('Alt text for etna-1.png').fill('Mount Etna above the bay')
  await dialog.getByLabel('etna-2.png is decorative').check()
  await expect(dialog.getByLabel('Alt text for etna-2.png')).toBeDisabled()
  await expect(dialog.getByText(altMissing)).toHaveCount(0)

  // Each upload is held until the test has seen its step, so on a busy machine no step can pass unseen.
  const held: Array<() => void> = []
  await page.route('**/api/images', async (route) => {
    if (route.request().method() === 'POST') await new Promise<void>((resolve) => held.push(resolve))
    await route.continue()
  })
  const releaseUpload = async (count: number) => {
    await expect.poll(() => held.length).toBe(count)
    held[count - 1]?.()
  }
  await dialog.getByRole('button', { name: 'Upload Images' }).click()
  const bar = dialog.getByRole('progressbar', { name: 'Upload progress' })
  await expect(bar).toBeVisible()
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/)
  await expect(dialog.getByText('Uploading 1 of 2')).toBeVisible()
  await screenshot(page, 'images-upload')
  await releaseUpload(1)
  await expect(dialog.getByText('Uploading 2 of 2')).toBeVisible()
  await releaseUpload(2)
  await expect(toastWith(page, 'Images uploaded')).toBeVisible()
  await expect(dialog).toBeHidden()

  const uploaded = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
  await expect(uploaded).toHaveCount(2)
  await expect(uploaded.first()).toContainText('Accommodation')
  await expect(uploaded.first()).toContainText('Mount Etna above the bay')
  await expect(uploaded.nth(1)).toContainText('Decorative')
  await screenshot(page, 'images')

  await uploaded
    .first()
    .getByRole('button', { name: `Delete image ${title}` })
    .click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete image' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toastWith(page, 'Image deleted')).toBeVisible()
  await expect(uploaded).toHaveCount(1)
})

test.describe('a file that is not an image', () => {
  test.use({ allowedConsoleErrors: [/status of 415/] })

  test('is skipped with its reason while the next file still uploads', async ({ page }) => {
    await signInAsAdmin(page)
    const name = unique('Siena')
    const created = await page.request.post('/api/destinations', {
      data: { name, country: 'Italy', description: '' },
    })
    expect(created.status()).toBe(201)
    await page.goto('/admin/images')
    await chooseImageDestination(page, `${name}, Italy`)
    await expect(page.getByText('No images found. Upload images using the button above.')).toBeVisible()

    await page.getByRole('button', { name: 'Upload Images' }).click()
    const dialog = page.getByRole('dialog', { name: 'Upload Images' })
    await dialog
      .getByLabel('Choose images')
      .setInputFiles([
        { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') },
        png('campo.png'),
      ])
    await dialog.getByLabel('notes.png is decorative').check()
    await dialog.getByLabel('Alt text for campo.png').fill('The Campo in Siena')
    await dialog.getByRole('button', { name: 'Upload Images' }).click()
    await expect(toastWith(page, 'Successfully uploaded 1 of 2 images.')).toBeVisible()
    // The failed file stays listed with the server's reason, ready to try again.
    const left = dialog.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')
    await expect(left).toHaveCount(1)
    await expect(left).toContainText('notes.png')
    await expect(left).toContainText('Failed to upload image: The file is not an image we can use.')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(1)
  })
})

test.describe('home widgets', () => {
  // Both tests reorder the one list of sections every test shares, so they take turns.
  test.describe.configure({ mode: 'default' })

  test('staff add a widget section, see it on the home page, move it up and delete it', async ({ page }) => {
    await openTab(page, 'widgets')
    await expect(page.getByRole('heading', { name: 'Home Page Widget Sections' })).toBeVisible()
    await page.getByRole('button', { name: 'Add Widget Section' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Widget Section' })

    await dialog.getByRole('button', { name: 'Add Widget Section' }).click()
    await expect(dialog.getByText('Required', { exact: true })).toHaveCount(2)
    await expect(dialog.getByLabel('Number of packages to show')).toBeVisible()

    const title = unique('Spring offers')
    const heading = unique('Spring in Sicily')
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Widget Type').click()
    await page.getByRole('option', { name: 'HTML Embed' }).click()
    await dialog.getByLabel('HTML content').fill(`<h2>${heading}</h2><p>Lemon groves and baroque towns.</p>`)
    await dialog.getByLabel('Position').fill('500')
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked()
    await dialog.getByRole('button', { name: 'Add Widget Section' }).click()
    await expect(dialog).toBeHidden()

    const cards = page.getByRole('list', { name: 'Widget sections in home page order' }).getByRole('listitem')
    const card = cards.filter({ has: page.getByRole('heading', { name: title }) })
    await expect(card).toContainText('HTML Embed')
    await expect(card).toContainText('Active')
    await expect(cards.last()).toContainText(title)
    await expect(card.getByRole('button', { name: `Move down ${title}` })).toBeDisabled()
    await screenshot(page, 'widgets')

    await page.goto('/')
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()

    await page.goto('/admin/widgets')
    const countBefore = await cards.count()
    await card.getByRole('button', { name: `Move up ${title}` }).click()
    await expect(cards.nth(countBefore - 2)).toContainText(title)
    await expect(card.getByRole('button', { name: `Move down ${title}` })).toBeEnabled()
    // The moved card's button keeps focus, so it can be pressed again from the keyboard.
    await expect(card.getByRole('button', { name: `Move up ${title}` })).toBeFocused()

    await card.getByRole('button', { name: `Delete ${title}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete widget section' })
    await expect(confirm).toContainText('Are you sure you want to delete this widget section?')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    // The open confirmation hides the list from the accessibility tree, so the card would count as gone
    // before the delete had been answered: it closes once the delete and the list's refresh are done.
    await expect(confirm).toBeHidden()
    await expect(card).toHaveCount(0)

    await page.goto('/')
    await expect(page.getByRole('heading', { name: heading })).toHaveCount(0)
  })

  test('staff move the seeded search box above the featured offers; visitors see it after a reload', async ({
    page,
    browser,
  }) => {
    const search = 'Find Your Perfect Break'
    const offers = 'Featured Holiday Packages'
    // A visitor without the session, so the home page may come from the response cache.
    const visitor = await browser.newPage()
    const homeOrder = async () => {
      const headings = await visitor.getByRole('heading', { level: 2 }).allTextContents()
      const [searchAt, offersAt] = [headings.indexOf(search), headings.indexOf(offers)]
      if (searchAt === -1 || offersAt === -1) return 'not shown yet'
      return searchAt < offersAt ? 'search first' : 'offers first'
    }
    await visitor.goto('/')
    await expect.poll(homeOrder).toBe('offers first')

    await openTab(page, 'widgets')
    const cards = page.getByRole('list', { name: 'Widget sections in home page order' }).getByRole('listitem')
    const searchCard = cards.filter({ has: page.getByRole('heading', { name: search }) })
    await searchCard.getByRole('button', { name: `Move up ${search}` }).click()
    await expect(cards.first()).toContainText(search)
    await expect(cards.nth(1)).toContainText(offers)
    await expect(searchCard).toContainText(/Position\s*1/)
    await expect(page.getByText('Failed to reorder widget section.')).toHaveCount(0)

    await visitor.reload()
    await expect.poll(homeOrder).toBe('search first')

    // Back as seeded, for the other tests' home page.
    await searchCard.getByRole('button', { name: `Move down ${search}` }).click()
    await expect(cards.first()).toContainText(offers)
    await visitor.reload()
    await expect.poll(homeOrder).toBe('offers first')
    await visitor.context().close()
  })
})
