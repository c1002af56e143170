import { reuseAdminSession } from './admin-credentials'
import { expect, test } from './fixtures'
import { newStaffMember, signInThroughForm } from './staff-accounts'
import { bookForStaff } from './staff-bookings'

// Issue 39, point 5: staff run a booking from the Bookings tab, on a booking made through the API.
test.describe.configure({ mode: 'serial' })

const SURNAME = `Tabtest${Date.now()}`

let reference = ''

test.beforeAll(async ({ browser }) => {
  reference = await bookForStaff(browser, SURNAME, '192.0.2.55')
})

test('an owner finds a booking, records its payment and cancels it with a reason', async ({ page }) => {
  await reuseAdminSession(page)
  await page.goto('/admin/bookings')
  await page.getByLabel('Search bookings').fill(SURNAME)
  // The search is in the address once typing pauses; the list then holds this booking alone.
  await expect(page).toHaveURL(new RegExp(`q=${SURNAME}`))
  await expect(page.getByRole('row')).toHaveCount(2)
  const row = page.getByRole('row', { name: new RegExp(reference) })
  await expect(row).toContainText(`Nora ${SURNAME}`)
  await expect(row).toContainText('Held, awaiting deposit')
  await row.getByRole('button', { name: reference }).click()
  await expect(page).toHaveURL(new RegExp(`booking=${reference}`))

  const booking = page.getByRole('dialog', { name: `Booking ${reference}` })
  await expect(booking.getByRole('list', { name: 'Travellers' })).toContainText(`Otto ${SURNAME}`)
  await expect(booking.getByText('Born 3 February 1984')).toBeVisible()
  await expect(booking.getByText('No certificate yet.')).toBeVisible()

  // The amount starts at what is left to pay; a method must be chosen, and is asked for beside its field.
  const payment = booking.getByRole('form', { name: 'Record a payment' })
  await payment.getByRole('button', { name: 'Record payment' }).click()
  await expect(payment.getByLabel('Method')).toHaveAccessibleDescription(/Choose a method/)
  await payment.getByLabel('Method').selectOption('bank')
  await payment.getByLabel('Note').fill('Transfer ref 123')
  await payment.getByRole('button', { name: 'Record payment' }).click()
  await expect(booking.getByText('Paid in full')).toBeVisible()
  await expect(booking.getByRole('list', { name: 'Payments' })).toContainText('Transfer ref 123')
  // The first payment issues the ATOL Certificate; a corrected name issues it again.
  const certificates = booking.getByRole('list', { name: 'ATOL Certificates' })
  await expect(certificates.getByRole('link')).toHaveCount(1)
  await booking.getByRole('button', { name: 'Edit travellers and contact' }).click()
  const edit = page.getByRole('dialog', { name: `Edit travellers and contact for ${reference}` })
  await edit.getByRole('group', { name: 'Traveller 2' }).getByLabel('Surname').fill(`${SURNAME}-Ricci`)
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit).toBeHidden()
  await expect(booking.getByRole('list', { name: 'Travellers' })).toContainText(`Otto ${SURNAME}-Ricci`)
  await expect(certificates.getByRole('link')).toHaveCount(2)

  // By keyboard: the payment's toast sits over the foot of the panel for a few seconds.
  await booking.getByRole('button', { name: 'Cancel booking' }).press('Enter')
  const confirm = page.getByRole('alertdialog', { name: `Cancel booking ${reference}` })
  const charge = confirm.getByText(/^Cancellation charge: £[\d,]+\.\d\d$/)
  await expect(charge).toBeVisible()
  await expect(confirm).toContainText('more than 12 weeks before departure')
  const chargeWords = (await charge.textContent())?.replace('Cancellation charge: ', '') ?? ''
  await confirm.getByRole('button', { name: 'Cancel booking' }).click()
  await expect(confirm.getByLabel('Reason')).toHaveAccessibleDescription('Reason is required')
  await confirm.getByLabel('Reason').fill('The travellers asked to cancel')
  await confirm.getByRole('button', { name: 'Cancel booking' }).click()
  await expect(confirm).toBeHidden()
  await expect(booking.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(booking.locator('dt:text-is("Cancellation charge") + dd')).toHaveText(chargeWords)
  await expect(booking.getByText('The travellers asked to cancel')).toBeVisible()

  await booking.getByLabel('Add a note').fill('Refund sent.\nCustomer thanked us.')
  await booking.getByRole('button', { name: 'Add note' }).click()
  await expect(booking.getByRole('list', { name: 'Notes on the booking' })).toContainText(
    'Customer thanked us.',
  )

  // The booking is an address of its own: Back closes it and leaves the list as it was.
  await page.goBack()
  await expect(booking).toBeHidden()
  await expect(page.getByLabel('Search bookings')).toHaveValue(SURNAME)
  await page.goto(`/admin/bookings?booking=${reference.toLowerCase()}`)
  await expect(page.getByRole('dialog', { name: `Booking ${reference}` })).toContainText('Refund sent.')
})

test('the CSV link keeps the filters on screen', async ({ page }) => {
  await reuseAdminSession(page)
  await page.goto(`/admin/bookings?q=${SURNAME}&status=cancelled`)
  const link = page.getByRole('link', { name: 'Download CSV' })
  await expect(link).toHaveAttribute('href', `/api/bookings/export.csv?q=${SURNAME}&status=cancelled`)
  const csv = await page.request.get((await link.getAttribute('href')) ?? '')
  expect(await csv.text()).toContain(reference)
})

test('sales see the Bookings tab; an editor neither sees it nor can open it', async ({ page, browser }) => {
  const sales = await newStaffMember({ page, browser }, 'sales', test.info())
  await signInThroughForm(sales.page, sales.account)
  const salesTabs = sales.page.getByRole('tablist', { name: 'Admin sections' })
  await salesTabs.getByRole('tab', { name: 'Bookings' }).click()
  await sales.page.getByLabel('Search bookings').fill(reference)
  await expect(sales.page.getByRole('button', { name: reference })).toBeVisible()
  await sales.context.close()

  const editor = await newStaffMember({ page, browser }, 'editor', test.info())
  await signInThroughForm(editor.page, editor.account)
  const editorTabs = editor.page.getByRole('tablist', { name: 'Admin sections' })
  await expect(editorTabs.getByRole('tab', { name: 'Travel Packages' })).toBeVisible()
  await expect(editorTabs.getByRole('tab', { name: 'Bookings' })).toHaveCount(0)
  await editor.page.goto(`/admin/bookings?booking=${reference}`)
  await expect(editor.page.getByRole('heading', { name: 'Not allowed' })).toBeVisible()
  await expect(editor.page.getByText(SURNAME)).toHaveCount(0)
  await editor.context.close()
})
