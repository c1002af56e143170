import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

const PACKAGE_PAGE = '/package/venice-city-break'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Opens the 'Need Assistance' call-back dialog and fills in the required details. */
async function openAndFillCallback(page: Page) {
  await page.goto(PACKAGE_PAGE)
  const trigger = page
    .getByRole('region', { name: 'Need Assistance?' })
    .getByRole('button', { name: 'Request a Call Back' })
  await trigger.click()
  const dialog = page.getByRole('dialog', { name: 'Request a Call Back' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(
    "Fill in your details below and we'll call you back to discuss Venice City Break.",
  )
  await dialog.getByLabel('Name', { exact: true }).fill('Maria Rossi')
  await dialog.getByLabel('Phone', { exact: true }).fill('020 7946 0999')
  await dialog.getByLabel('Email', { exact: true }).fill('maria.rossi@example.com')
  return { trigger, dialog }
}

async function chooseTime(page: Page, dialog: Locator, time: string) {
  await dialog.getByLabel('Best time to call').click()
  await page.getByRole('option', { name: time }).click()
}

/** The toast on screen, found by sonner's attribute: while a modal dialog is open the toaster is hidden from role queries. */
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

test('a call-back request from the package page is sent, confirmed and the dialog closes', async ({
  page,
}) => {
  const { trigger, dialog } = await openAndFillCallback(page)
  await expect(dialog.getByLabel('Message (optional)')).toHaveValue(
    "I'm interested in the Venice City Break package. Please call me back to discuss it.",
  )
  await chooseTime(page, dialog, 'Anytime this Afternoon')

  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/contact-webhook')
  await dialog.getByRole('button', { name: 'Send Request' }).click()
  const body = (await sent).postDataJSON()
  expect(body).toMatchObject({
    first_name: 'Maria',
    last_name: 'Rossi',
    email: 'maria.rossi@example.com',
    phone: '020 7946 0999',
    custom_fields: { best_time_to_call: 'afternoon', package: 'Venice City Break', source: 'package-page' },
  })
  expect(body.submission_id).toMatch(UUID)

  await expect(toastWith(page, 'Call Back Request Sent!')).toContainText(
    "We'll call you at your preferred time.",
  )
  await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeFocused()
  // SPEC 9: the dialog closes itself 3 seconds after the thanks, and focus goes back to its trigger.
  await expect(dialog).toBeHidden({ timeout: 6000 })
  await expect(trigger).toBeFocused()
})

test("@mobile choosing 'Other time' makes the message required and sends nothing without it", async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/contact-webhook') requests.push(request.url())
  })
  const { dialog } = await openAndFillCallback(page)
  await chooseTime(page, dialog, 'Other time (specify in notes)')

  const message = dialog.getByLabel('Message (Please specify your preferred time)')
  await expect(message).toHaveAttribute('required', '')
  await message.clear()
  await dialog.getByRole('button', { name: 'Send Request' }).click()

  await expect(dialog.getByText('Please tell us when you would like us to call')).toBeVisible()
  await expect(message).toHaveAttribute('aria-invalid', 'true')
  await expect(message).toBeFocused()
  expect(requests).toEqual([])
})

test.describe('when the server fails', () => {
  // The stand-in outage below answers 503; Chromium logs it, and that line is expected here.
  test.use({ allowedConsoleErrors: [/status of 503/] })

  test('the form keeps the details, shows a red box and a destructive toast', async ({ page }) => {
    // Stands in for a database outage, which a real server cannot be made to have on demand.
    await page.route('**/api/contact-webhook', (route) =>
      route.fulfill({ status: 503, json: { error: 'The service is unavailable.' } }),
    )
    const { dialog } = await openAndFillCallback(page)
    await dialog.getByRole('button', { name: 'Send Request' }).click()

    await expect(toastWith(page, 'Something went wrong')).toContainText(
      'Please try again or contact us directly.',
    )
    await expect(dialog.getByRole('alert')).toContainText('Please try again or contact us directly.')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Maria Rossi')
  })
})
