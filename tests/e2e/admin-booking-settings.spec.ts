import { reuseAdminSession } from './admin-credentials'
import { holdBookingSwitch } from './booking-switch'
import { expect, test } from './fixtures'

// The owner's switch for online booking (issue 39): one screen, whose settings the API then keeps to.

// The switch is shared with the booking form's spec, which turns it on: never both at once.
let release: (() => Promise<void>) | undefined
test.beforeAll(async () => {
  release = await holdBookingSwitch()
})
test.afterAll(() => release?.())

// The refused hold below is the browser's line about a 400, which the screen answers in words.
test.use({ allowedConsoleErrors: [/status of 400/] })
test('an owner turns online booking on, sees what visitors will be told, and turns it off again', async ({
  page,
}) => {
  await reuseAdminSession(page)
  await page.goto('/admin/settings')
  const visitorsSee = page.getByText('What visitors will see').locator('..')
  await expect(visitorsSee).toContainText('Visitors cannot book online')

  await page.getByLabel('Take bookings online').check()
  await page.getByLabel('Deposit per person (£)').fill('150')
  await page.getByLabel(/Hold unpaid bookings for/).fill('120')
  await expect(visitorsSee).toContainText('£150.00 per person')
  await expect(visitorsSee).toContainText('held for 2 hours')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('[data-sonner-toast]')).toContainText('Online booking settings saved.')

  await page.reload()
  await expect(page.getByLabel('Deposit per person (£)')).toHaveValue('150.00')
  await expect(page.getByLabel('Take bookings online')).toBeChecked()

  await page.getByLabel(/Hold unpaid bookings for/).fill('10')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert')).toContainText('Hold seats for 30 to 43200 minutes')

  // Typing is never lost: another section asks first, and Keep editing keeps what was typed.
  await page.getByLabel(/Hold unpaid bookings for/).fill('1440')
  await page.getByRole('tab', { name: 'Leads' }).click()
  const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' })
  await discard.getByRole('button', { name: 'Keep editing' }).click()
  await expect(page).toHaveURL(/\/admin\/settings$/)
  await expect(page.getByLabel(/Hold unpaid bookings for/)).toHaveValue('1440')
  await page.getByLabel('Take bookings online').uncheck()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(visitorsSee).toContainText('Visitors cannot book online')
  const saved = await (await page.request.get('/api/settings/booking')).json()
  expect(saved).toEqual({ enabled: false, depositPerPerson: '150.00', holdMinutes: 1440 })
})
