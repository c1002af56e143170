import type { Page } from '@playwright/test'
import { signInAsAdmin } from './admin-credentials'
import { expect, test } from './fixtures'

/** A valid 1x1 PNG, so the upload passes the server's check of the file's content. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/**
 * The toast on screen (SPEC 9 shows one at a time). Found by sonner's attribute, not its role: while a modal
 * dialog is open the rest of the page, the toaster included, is hidden from the accessibility tree.
 */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

const packageCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

test('staff create, edit, enrich, clone and delete a travel package', async ({ page }) => {
  test.slow()
  // Unique per run, so parallel tests and reruns against the same data never meet this package.
  const title = `Lake Como Escape ${Date.now().toString(36)}`
  const newTitle = `${title} Deluxe`
  await signInAsAdmin(page)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Travel Packages' })).toBeVisible()

  // Create: the schema's messages first, then a valid package.
  await page.getByRole('button', { name: 'Create New Package' }).click()
  const create = page.getByRole('dialog', { name: 'Create New Package' })
  await expect(create.getByRole('tab', { name: 'Features' })).toHaveCount(0)
  await create.getByRole('button', { name: 'Create Package' }).click()
  await expect(create.getByText('Title must be at least 3 characters')).toBeVisible()
  await expect(create.getByText('Duration is required')).toBeVisible()
  await expect(create.getByLabel(/^Title/)).toBeFocused()

  await create.getByLabel(/^Title/).fill(title)
  await create.getByLabel(/^Subtitle/).fill('Villas and boat trips on the lake')
  // A duration that is no number of nights, and a phone number that is none, say what to write.
  await create.getByLabel(/^Duration/).fill('a week')
  await create.getByLabel('Contact phone').fill('not a phone')
  await create.getByRole('button', { name: 'Create Package' }).click()
  await expect(create.getByText('Enter the number of nights, such as 4')).toBeVisible()
  await expect(create.getByText('Enter a phone number, such as 020 7946 0321')).toBeVisible()
  await create.getByLabel(/^Duration/).fill('five nights')
  await create.getByLabel('Contact phone').fill('+44 (0)20 7946 0999')
  await create.getByLabel('Destination').click()
  await page.getByRole('option', { name: 'Florence, Italy', exact: true }).click()
  await create.getByLabel('Accommodation type').fill('4-star hotel')
  await create.getByLabel('Board type').fill('Bed & Breakfast')
  await create.getByRole('switch', { name: 'Featured' }).click()
  await create.getByRole('tab', { name: 'Accommodation' }).click()
  await create
    .getByRole('tabpanel', { name: 'Accommodation' })
    .getByRole('textbox')
    .fill('A lakeside villa hotel. The terrace looks over the water.\nBreakfast is served in the garden.')
  await create.getByRole('button', { name: 'Create Package' }).click()
  await expect(toast(page, 'Package created')).toBeVisible()
  await expect(create).toBeHidden()

  const card = packageCard(page, title)
  await expect(card).toContainText('Featured')
  await expect(card).toContainText('5 nights')
  await expect(card).toContainText('4-star hotel')
  await expect(card).toContainText('Bed & Breakfast')
  await expect(card).toContainText('Florence')

  // Edit: a new title, then the tabs that need a saved package.
  await card.getByRole('button', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Travel Package' })
  await expect(edit.getByLabel(/^Duration/)).toHaveValue('5 nights')
  await expect(edit.getByLabel('Contact phone')).toHaveValue('020 7946 0999')
  await edit.getByLabel(/^Title/).fill(newTitle)

  await edit.getByRole('tab', { name: 'Features' }).click()
  await expect(edit.getByText('No features added yet.')).toBeVisible()
  const addFeature = edit.getByRole('form', { name: 'Add feature' })
  await addFeature.getByRole('button', { name: 'Add Feature' }).click()
  await expect(addFeature.getByText('Please enter a feature label')).toBeVisible()
  await expect(addFeature.getByRole('radio', { name: 'Plane' })).toBeChecked()
  await addFeature.getByLabel('Feature label').fill('Private boat tour')
  // The radios are visually hidden inside their icon tiles, so the tile is what a user clicks.
  await addFeature.getByText('Beach', { exact: true }).click()
  await expect(addFeature.getByRole('radio', { name: 'Beach' })).toBeChecked()
  await addFeature.getByRole('button', { name: 'Add Feature' }).click()
  await expect(toast(page, 'Feature added')).toBeVisible()
  await expect(edit.getByRole('listitem').filter({ hasText: 'Private boat tour' })).toBeVisible()

  await edit.getByRole('tab', { name: 'Reviews' }).click()
  await expect(edit.getByRole('complementary', { name: 'Hotel Highlights' })).toContainText(
    'The terrace looks over the water.',
  )
  const addReview = edit.getByRole('form', { name: 'Add review' })
  await addReview.getByRole('button', { name: 'Add Review' }).click()
  await expect(addReview.getByText('Author name is required')).toBeVisible()
  await expect(addReview.getByText('Comment is required')).toBeVisible()
  await addReview.getByLabel('Author').fill('Maria Rossi')
  await addReview.getByLabel('Rating').click()
  await page.getByRole('option', { name: '4 stars' }).click()
  await addReview.getByLabel('Comment').fill('A wonderful week by the lake.')
  await addReview.getByRole('button', { name: 'Add Review' }).click()
  await expect(toast(page, 'Review created successfully')).toBeVisible()
  const review = edit.getByRole('listitem').filter({ hasText: 'Maria Rossi' })
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
  // Editing switches the form to edit mode; a successful update returns it to add mode.
  await review.getByRole('button', { name: 'Edit review by Maria Rossi' }).click()
  const editReview = edit.getByRole('form', { name: 'Edit review' })
  await editReview.getByLabel('Comment').fill('A wonderful week by the lake, with great food.')
  await editReview.getByRole('button', { name: 'Update Review' }).click()
  await expect(toast(page, 'Review updated successfully')).toBeVisible()
  await expect(edit.getByRole('form', { name: 'Add review' })).toBeVisible()
  await expect(review).toContainText('with great food.')

  await edit.getByRole('tab', { name: 'Images' }).click()
  const upload = edit.getByRole('form', { name: 'Upload image' })
  await expect(upload.getByText('Recommended size: 800x600 pixels')).toBeVisible()
  await upload.getByRole('button', { name: 'Upload Image' }).click()
  await expect(upload.getByText('Please select an image')).toBeVisible()
  await upload
    .getByLabel(/^Image file/)
    .setInputFiles({ name: 'lake.png', mimeType: 'image/png', buffer: TINY_PNG })
  await upload.getByLabel(/^Title/).fill('Lake view')
  await upload.getByRole('button', { name: 'Upload Image' }).click()
  await expect(
    upload.getByText('Describe the image for people who cannot see it, or tick Decorative'),
  ).toBeVisible()
  await upload.getByLabel(/^Alt text/).fill('The lake below wooded hills')
  await upload.getByRole('button', { name: 'Upload Image' }).click()
  await expect(toast(page, 'Image uploaded')).toBeVisible()
  await expect(edit.getByRole('listitem').filter({ hasText: 'Lake view' })).toContainText(
    'Gallery · Display order 99',
  )

  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'Package updated')).toBeVisible()
  await expect(edit).toBeHidden()
  await expect(packageCard(page, newTitle)).toBeVisible()

  // Clone, then delete the clone after its warning.
  await packageCard(page, newTitle)
    .getByRole('button', { name: `Clone ${newTitle}` })
    .click()
  const clone = page.getByRole('dialog', { name: 'Clone Travel Package' })
  await expect(clone.getByLabel('New package title')).toHaveValue(`Copy of ${newTitle}`)
  await clone.getByRole('button', { name: 'Clone Package' }).click()
  await expect(toast(page, 'Package cloned')).toBeVisible()
  const copy = packageCard(page, `Copy of ${newTitle}`)
  await expect(copy).toBeVisible()

  await copy.getByRole('button', { name: `Delete Copy of ${newTitle}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete Travel Package' })
  await expect(confirm).toContainText('cannot be undone')
  await expect(confirm).toContainText('images, pricing options')
  await confirm.getByRole('button', { name: 'Delete Package' }).click()
  await expect(toast(page, 'Package deleted')).toBeVisible()
  await expect(copy).toHaveCount(0)
  await expect(packageCard(page, newTitle)).toBeVisible()

  // The public page keeps the slug made from the first title and shows the new one.
  const list = await (await page.request.get('/api/travel-packages')).json()
  const saved = (list as { title: string; slug: string }[]).find((pkg) => pkg.title === newTitle)
  expect(saved?.slug).toBeTruthy()
  await page.goto(`/package/${saved?.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible()
  await expect(page.getByText('Private boat tour')).toBeVisible()
  const assistance = page.getByRole('region', { name: 'Need Assistance?' })
  await expect(assistance.getByRole('link', { name: '020 7946 0999' })).toHaveAttribute(
    'href',
    'tel:+442079460999',
  )
})
