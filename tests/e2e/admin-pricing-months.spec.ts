import { addMonths, format, startOfMonth } from 'date-fns'
import { signInAsAdmin } from './admin-credentials'
import { expect, test } from './fixtures'
import { choosePackageByTyping } from './package-picker'

// The Pricing tab a month at a time: it opens on the package's next priced month, moves by month, edits a
// price months ahead, and each package picker is used from the keyboard.

const month = (ahead: number) => startOfMonth(addMonths(new Date(), ahead))
const dayOf = (first: Date, day: number) => new Date(first.getFullYear(), first.getMonth(), day)
const iso = (date: Date) => format(date, 'yyyy-MM-dd')
const short = (date: Date) => format(date, 'dd MMM yyyy')
const monthTitle = (date: Date) => format(date, 'MMMM yyyy')

test('staff move between months, edit a price months ahead, and choose packages by typing', async ({
  page,
}) => {
  test.slow()
  await signInAsAdmin(page)
  const title = `E2E Months ${Date.now()}`
  const created = await page.request.post('/api/travel-packages', { data: { title, duration: 3 } })
  expect(created.ok()).toBe(true)
  const { id: packageId } = (await created.json()) as { id: number }
  const airports = (await (await page.request.get('/api/airports')).json()) as { id: number; code: string }[]
  const gatwick = airports.find((airport) => airport.code === 'LGW')
  const [soon, later] = [dayOf(month(1), 10), dayOf(month(3), 20)]
  for (const [date, price] of [
    [soon, '700'],
    [later, '900'],
  ] as const) {
    const saved = await page.request.post('/api/pricing', {
      data: { packageId, airportId: gatwick?.id, departureDate: iso(date), price, isAvailable: true },
    })
    expect(saved.status()).toBe(201)
  }

  await page.goto('/admin/pricing')
  const picker = page.getByRole('combobox', { name: 'Package' })
  await choosePackageByTyping(page, picker, title, 'E2E Months')

  // It opens on the month of the next departure, not on an empty month.
  const monthField = page.getByLabel('Departures in')
  await expect(monthField).toHaveValue(format(month(1), 'yyyy-MM'))
  await expect(page.getByText(`1 pricing option departing in ${monthTitle(month(1))}`)).toBeVisible()
  await expect(page.getByRole('button', { name: `Edit ${short(soon)} from LGW` })).toBeVisible()

  // Next month: nothing; the month after: the later price, ready to edit.
  await page.getByRole('button', { name: `Next month, ${monthTitle(month(2))}` }).click()
  await expect(
    page.getByText(`No pricing options in ${monthTitle(month(2))}. Add a price, import from CSV`),
  ).toBeVisible()
  await page.getByRole('button', { name: `Next month, ${monthTitle(month(3))}` }).click()
  await page.getByRole('button', { name: `Edit ${short(later)} from LGW` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Pricing Option' })
  await expect(edit.getByText('Saving will update 1 date.')).toBeVisible()
  await edit.getByLabel(/^Price/).fill('955')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(edit).toBeHidden()
  // The month on screen is read again: the new price shows, the month stays.
  await expect(page.getByRole('row').filter({ hasText: short(later) })).toContainText('£955.00')
  await expect(monthField).toHaveValue(format(month(3), 'yyyy-MM'))

  // Back by the month field.
  await monthField.fill(format(month(1), 'yyyy-MM'))
  await expect(page.getByRole('button', { name: `Edit ${short(soon)} from LGW` })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: short(soon) })).toContainText('£700.00')

  // The import dialog starts on the tab's package, shown by its title.
  await page.getByRole('button', { name: 'Import CSV' }).click()
  const importer = page.getByRole('dialog', { name: 'Import Pricing from CSV' })
  await expect(importer.getByRole('combobox', { name: 'Package' })).toHaveValue(title)
  await importer.getByRole('button', { name: 'Close' }).click()

  // In the add dialog, Escape closes the list and keeps the dialog; another package is found by typing.
  await page.getByRole('button', { name: 'Add Pricing Option' }).click()
  const add = page.getByRole('dialog', { name: 'Add New Pricing Option' })
  const dialogPicker = add.getByRole('combobox', { name: 'Package' })
  await expect(dialogPicker).toHaveValue(title)
  await dialogPicker.focus()
  await page.keyboard.press('ArrowDown')
  await expect(dialogPicker).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('listbox', { name: 'Packages' }).getByRole('option').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialogPicker).toHaveAttribute('aria-expanded', 'false')
  await expect(add).toBeVisible()
  await choosePackageByTyping(page, dialogPicker, 'Venice City Break', 'Venice')

  // A search that matches nothing says so (the answer is fixed here: the catalogue may grow a match).
  await page.route(/\/api\/travel-packages\?.*q=zzzz/, (route) => route.fulfill({ json: [] }))
  await dialogPicker.fill('zzzz')
  await expect(page.getByRole('status').filter({ hasText: 'No packages match' })).toBeVisible()
  await expect(page.getByRole('listbox', { name: 'Packages' }).getByRole('option')).toHaveCount(0)
})
