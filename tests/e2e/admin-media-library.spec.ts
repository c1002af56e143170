import type { Page } from '@playwright/test'
import sharp from 'sharp'
import type { CatalogueImage } from '#app/lib/catalogue'
import { signInAsAdmin } from './admin-credentials'
import { expect, test } from './fixtures'
import { choosePackageByTyping } from './package-picker'

// The media library (decision 55): images reordered from the keyboard and edited in place.

/** Tests share one server and run side by side, so what they create carries a name of its own. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

const picture = (background: string) =>
  sharp({ create: { width: 600, height: 300, channels: 3, background } })
    .png()
    .toBuffer()

/** A package with three images, Canal, Bridge and Square, in that order. */
async function packageWithThreeImages(page: Page) {
  const title = unique('Media Library Venice')
  const created = await page.request.post('/api/travel-packages', { data: { title, duration: 3 } })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  for (const [name, colour] of [
    ['Canal', '#0f4c5c'],
    ['Bridge', '#c8553d'],
    ['Square', '#f2c14e'],
  ] as const) {
    const uploaded = await page.request.post('/api/images', {
      multipart: {
        image: { name: `${name}.png`, mimeType: 'image/png', buffer: await picture(colour) },
        packageId: String(id),
        type: 'gallery',
        title: name,
        altText: `The ${name.toLowerCase()}`,
      },
    })
    expect(uploaded.status()).toBe(201)
  }
  return { id, title }
}

const storedImages = async (page: Page, packageId: number) =>
  (await (await page.request.get(`/api/travel-packages/${packageId}/images`)).json()) as CatalogueImage[]

async function openLibrary(page: Page, title: string) {
  await page.goto('/admin/images')
  await choosePackageByTyping(page, page.getByRole('combobox', { name: 'Package' }), title, 'Media Library')
}

const headings = (page: Page) => page.getByRole('list', { name: 'Images' }).getByRole('heading', { level: 3 })

test('staff reorder images with the Move up and Move down buttons from the keyboard', async ({ page }) => {
  await signInAsAdmin(page)
  const pkg = await packageWithThreeImages(page)
  await openLibrary(page, pkg.title)
  await expect(headings(page)).toHaveText(['Canal', 'Bridge', 'Square'])
  await expect(page.getByRole('button', { name: 'Move Canal up' })).toBeDisabled()

  const down = page.getByRole('button', { name: 'Move Canal down' })
  await down.focus()
  await page.keyboard.press('Enter')
  await expect(headings(page)).toHaveText(['Bridge', 'Canal', 'Square'])
  // Focus stays with the image, so a keyboard user can go on moving it.
  await expect(down).toBeFocused()
  await expect(down).toBeEnabled()
  await page.keyboard.press('Space')
  await expect(headings(page)).toHaveText(['Bridge', 'Square', 'Canal'])
  // At the bottom, Move down is disabled and focus moves to Move up.
  await expect(down).toBeDisabled()
  const up = page.getByRole('button', { name: 'Move Canal up' })
  await expect(up).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(headings(page)).toHaveText(['Bridge', 'Canal', 'Square'])
  await expect(page.getByText('Moved Canal to position 2 of 3.')).toBeAttached()

  await expect
    .poll(async () => (await storedImages(page, pkg.id)).map((image) => [image.title, image.sequence]))
    .toEqual([
      ['Bridge', 0],
      ['Canal', 1],
      ['Square', 2],
    ])
  await page.reload()
  await openLibrary(page, pkg.title)
  await expect(headings(page)).toHaveText(['Bridge', 'Canal', 'Square'])
})

test('staff edit an image in place: words, decorative and focal point', async ({ page }) => {
  await signInAsAdmin(page)
  const pkg = await packageWithThreeImages(page)
  await openLibrary(page, pkg.title)

  // A Cancel with changes typed asks first.
  await page.getByRole('button', { name: 'Edit Bridge' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Image' })
  await dialog.getByLabel('Title').fill('Rialto')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await page
    .getByRole('alertdialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard' })
    .click()
  await expect(dialog).toBeHidden()
  await expect(headings(page)).toHaveText(['Canal', 'Bridge', 'Square'])

  await page.getByRole('button', { name: 'Edit Bridge' }).click()
  await expect(dialog.getByLabel('Title')).toHaveValue('Bridge')
  await expect(dialog.getByLabel('Alt text')).toHaveValue('The bridge')
  await dialog.getByLabel('Title').fill('Rialto at dawn')
  await dialog.getByLabel('Alt text').fill('')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(
    dialog.getByText('Describe the image for people who cannot see it, or tick Decorative'),
  ).toBeVisible()
  await dialog.getByLabel('Decorative').check()
  await expect(dialog.getByLabel('Alt text')).toBeDisabled()

  // A click near the left edge puts the focal point there; the arrow keys move it on.
  const picker = dialog.getByRole('button', { name: /^Focal point 50% across, 50% down/ })
  const box = await picker.boundingBox()
  if (!box) throw new Error('The focal point picker is not on screen')
  await picker.click({ position: { x: box.width * 0.1, y: box.height * 0.5 } })
  const moved = dialog.getByRole('button', { name: /^Focal point 10% across, 50% down/ })
  await expect(moved).toBeVisible()
  await moved.press('ArrowUp')
  await expect(dialog.getByRole('button', { name: /^Focal point 10% across, 45% down/ })).toBeVisible()
  if (process.env.SCREENSHOTS) await page.screenshot({ path: 'docs/screenshots/admin-image-edit-1280.png' })

  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toastWith(page, 'Image saved')).toBeVisible()
  await expect(dialog).toBeHidden()
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Rialto at dawn' }) })
  await expect(card).toContainText('Decorative')
  await expect(headings(page)).toHaveText(['Canal', 'Rialto at dawn', 'Square'])
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: 'docs/screenshots/admin-media-library-1280.png' })

  const edited = (await storedImages(page, pkg.id)).find((image) => image.title === 'Rialto at dawn')
  expect(edited).toMatchObject({ decorative: true, focalX: 0.1, focalY: 0.45 })
  // The variant shown on the card is the new cut, made around the new focal point.
  expect(edited?.shapedUrl).toMatch(/^\/uploads\//)
  await expect(card.locator('img')).toHaveAttribute('src', edited?.shapedUrl ?? '')
})

test('the media library fits a phone @mobile', async ({ page }) => {
  await signInAsAdmin(page)
  const pkg = await packageWithThreeImages(page)
  await openLibrary(page, pkg.title)
  await expect(headings(page)).toHaveText(['Canal', 'Bridge', 'Square'])
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.getByRole('button', { name: 'Move Square up' }).click()
  await expect(headings(page)).toHaveText(['Canal', 'Square', 'Bridge'])
  // The desktop project runs this test too; only the phone's run takes the 375 px pictures.
  const onPhone = process.env.SCREENSHOTS && (page.viewportSize()?.width ?? 0) <= 400
  if (onPhone) await page.screenshot({ path: 'docs/screenshots/admin-media-library-375.png', fullPage: true })
  await page.getByRole('button', { name: 'Edit Canal' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Image' })
  await expect(dialog.getByRole('button', { name: /^Focal point/ })).toBeVisible()
  if (onPhone) await page.screenshot({ path: 'docs/screenshots/admin-image-edit-375.png' })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  // Each file of an upload has its own title and alt text, one under the other on a phone.
  await page.getByRole('button', { name: 'Upload Images' }).click()
  const upload = page.getByRole('dialog', { name: 'Upload Images' })
  const file = async (name: string) => ({ name, mimeType: 'image/png', buffer: await picture('#336699') })
  await upload.getByLabel('Choose images').setInputFiles([await file('lido.png'), await file('murano.png')])
  await expect(upload.getByLabel('Alt text for murano.png')).toBeVisible()
  await upload.getByLabel('Title for lido.png').scrollIntoViewIfNeeded()
  if (onPhone) await page.screenshot({ path: 'docs/screenshots/admin-images-upload-375.png' })
  await upload.getByRole('button', { name: 'Cancel' }).click()
  await page
    .getByRole('alertdialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard' })
    .click()
  await expect(upload).toBeHidden()
})
