import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { addMonths, format, startOfMonth } from 'date-fns'
import { signInAsAdmin } from './admin-credentials'
import { expect, test } from './fixtures'
import { choosePackageByTyping } from './package-picker'

// The admin Pricing tab as staff use it, then the public package page showing what they saved.

/** The toast on screen, found by sonner's attribute: while a modal dialog is open the toaster is hidden from role queries. */
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

// Days of next month: always in the future, whatever day the test runs.
const nextMonth = startOfMonth(addMonths(new Date(), 1))
const day = (dayOfMonth: number) => new Date(nextMonth.getFullYear(), nextMonth.getMonth(), dayOfMonth)
const [first, second, third] = [day(10), day(12), day(14)]
const iso = (date: Date) => format(date, 'yyyy-MM-dd')
const short = (date: Date) => format(date, 'dd MMM yyyy')
/** How the calendars name a day: what the button shows, then the date: '10, £749 per person, Wednesday 10th June 2026'. */
const calendarDay = (date: Date, shown?: string) =>
  [format(date, 'd'), shown, format(date, 'EEEE do MMMM yyyy')].filter(Boolean).join(', ')

const GATWICK = 'LGW - London Gatwick, London'
const MANCHESTER = 'MAN - Manchester, Manchester'

test('staff add, merge, edit, import and delete prices, and the package page shows them', async ({
  page,
}) => {
  test.slow()
  await signInAsAdmin(page)
  // A package of its own, so parallel tests and reruns never meet these prices.
  const title = `E2E Pricing ${Date.now()}`
  const created = await page.request.post('/api/travel-packages', { data: { title, duration: 3 } })
  expect(created.ok()).toBe(true)
  const { slug } = (await created.json()) as { slug: string }

  await page.goto('/admin/pricing')
  await expect(page.getByText('Select a package to view pricing options.')).toBeVisible()
  await choosePackageByTyping(page, page.getByRole('combobox', { name: 'Package' }), title, 'E2E Pricing')
  // A package with no prices opens on this month.
  await expect(
    page.getByText(
      `No pricing options in ${format(new Date(), 'MMMM yyyy')}. Add a price, import from CSV or choose another month.`,
    ),
  ).toBeVisible()

  // Add: the schema's messages first, then one price for three dates.
  await page.getByRole('button', { name: 'Add Pricing Option' }).click()
  const add = page.getByRole('dialog', { name: 'Add New Pricing Option' })
  await add.getByRole('button', { name: 'Add Pricing' }).click()
  await expect(add.getByText('Departure date is required')).toBeVisible()
  await expect(add.getByText('Price is required')).toBeVisible()
  const today = new Date()
  if (today.getDate() > 1) {
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1)
    await expect(add.getByRole('button', { name: calendarDay(yesterday), exact: true })).toBeDisabled()
  }
  await add.getByRole('combobox', { name: /Departure airport/ }).click()
  await page.getByRole('option', { name: GATWICK }).click()
  await add.getByRole('button', { name: 'Next month' }).click()
  for (const date of [first, second, third]) {
    await add.getByRole('button', { name: calendarDay(date), exact: true }).click()
  }
  await expect(add.getByText('3 dates ticked')).toBeVisible()
  await add.getByLabel(/^Price/).fill('899')
  await add.getByLabel(/^Available seats/).fill('12')
  await add.getByRole('button', { name: 'Add Pricing' }).click()
  await expect(toastWith(page, 'Successfully created 3 pricing options')).toBeVisible()
  await expect(add).toBeHidden()
  // The tab moves to the month the new prices are in.
  await expect(page.getByLabel('Departures in')).toHaveValue(format(nextMonth, 'yyyy-MM'))
  await expect(
    page.getByText(`3 pricing options departing in ${format(nextMonth, 'MMMM yyyy')}`),
  ).toBeVisible()

  // One merged row of three dates, listed in its tooltip, and the chart's summary.
  const gatwick = page.getByRole('region', { name: GATWICK })
  await expect(gatwick.getByRole('row')).toHaveCount(2)
  const merged = gatwick.getByRole('row').filter({ hasText: '£899.00' })
  await expect(merged).toContainText('Available')
  await merged.getByRole('button', { name: '3 dates', exact: true }).hover()
  await expect(page.getByRole('tooltip')).toContainText(short(third))
  await expect(page.getByText(/All at £899\.00 across 3 departures from 1 airport/)).toBeVisible()

  // Edit all: a new price for the row, and one date unticked, which deletes it.
  await merged.getByRole('button', { name: /^Edit all 3 dates/ }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Multiple Pricing Options' })
  await expect(edit.getByLabel('Package')).toHaveValue(title)
  await edit.getByLabel(/^Price/).fill('799')
  await edit.getByRole('button', { name: calendarDay(third), exact: true }).click()
  await expect(edit.getByText('Saving will update 2 dates and delete 1 date.')).toBeVisible()
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toastWith(page, 'Updated 2 pricing options, deleted 1')).toBeVisible()
  await expect(gatwick.getByRole('row').filter({ hasText: '£799.00' })).toContainText('2 dates')
  await expect(gatwick.getByText('£899.00')).toHaveCount(0)

  // The template downloads with the columns and rows for several airports, and would import as it is.
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download multi-airport template' }).click()
  const template = await download
  const templateText = await readFile(await template.path(), 'utf8')
  expect(templateText.split('\r\n')[0]).toBe(
    'airport_code,departureDate,price,discountedPrice,availableSeats,isAvailable',
  )
  expect(
    new Set(
      templateText
        .split('\r\n')
        .slice(1, -1)
        .map((row) => row.split(',')[0]),
    ).size,
  ).toBeGreaterThan(1)

  // Import: the template previews cleanly; a bad file is refused row by row; a good one is previewed, then imported.
  await page.getByRole('button', { name: 'Import CSV' }).click()
  const importer = page.getByRole('dialog', { name: 'Import Pricing from CSV' })
  await importer.getByLabel('CSV file').setInputFiles({
    name: template.suggestedFilename(),
    mimeType: 'text/csv',
    buffer: Buffer.from(templateText),
  })
  await importer.getByRole('button', { name: 'Preview' }).click()
  await expect(
    importer.getByText(/^Preview: \d+ to create, 0 to update, 0 unchanged, 0 to remove$/),
  ).toBeVisible()
  const header = 'airport_code,departureDate,price,discountedPrice,availableSeats,isAvailable'
  const csv = (rows: string[]) => ({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].join('\n')),
  })
  // A row that needs fixing: the preview says the file can't be imported yet, and which row, and why.
  await importer
    .getByLabel('CSV file')
    .setInputFiles(csv([`QQQ,${iso(first)},749.00,,10,true`, `LGW,${iso(second)},799.00,,12,true`]))
  await importer.getByRole('button', { name: 'Preview' }).click()
  await expect(importer.getByText("This file can't be imported yet: 1 row needs fixing")).toBeVisible()
  const badRow = importer.getByRole('row').filter({ hasText: 'QQQ' })
  await expect(badRow).toContainText('Needs fixing')
  await expect(badRow).toContainText('Unknown airport code "QQQ"')
  await expect(importer.getByRole('row').filter({ hasText: 'LGW' })).toContainText('No change')
  await expect(importer.getByRole('button', { name: 'Import', exact: true })).toBeDisabled()
  await importer
    .getByLabel('CSV file')
    .setInputFiles(
      csv([
        `LGW,${iso(first)},749.00,,10,true`,
        `MAN,${iso(second)},1099.00,999.00,5,true`,
        `MAN,${iso(third)},1099.00,999.00,5,true`,
      ]),
    )
  await importer.getByRole('button', { name: 'Preview' }).click()
  await expect(
    importer.getByText('Preview: 2 to create, 1 to update, 0 unchanged, 0 to remove'),
  ).toBeVisible()
  // The change, before and after; the blank discount cell keeps the (absent) discount, so it is no change.
  const changed = importer.getByRole('row').filter({ hasText: 'Changed' })
  await expect(changed).toContainText(/Price £799\.00.*£749\.00/)
  await expect(changed).toContainText(/Seats 12.*10/)
  await expect(changed).not.toContainText('Discount')
  await importer.getByRole('button', { name: 'Import', exact: true }).click()
  const imported = toastWith(page, 'Multi-airport pricing data imported from CSV')
  await expect(imported).toBeVisible()
  await expect(importer).toBeHidden()
  // Closed so it is out of the screenshot.
  await imported.locator('[data-close-button]').click()

  const manchester = page.getByRole('region', { name: MANCHESTER })
  await expect(manchester.getByRole('row').filter({ hasText: '£1,099.00' })).toContainText('2 dates')
  await expect(manchester.getByRole('row').filter({ hasText: '£1,099.00' })).toContainText('£999.00')
  await expect(gatwick.getByRole('row').filter({ hasText: '£749.00' })).toContainText(short(first))

  // A discount taken off shows as removed before anything changes; staff then think better of it.
  await page.getByRole('button', { name: 'Import CSV' }).click()
  await importer.getByLabel('CSV file').setInputFiles(csv([`MAN,${iso(second)},1099.00,none,5,true`]))
  await importer.getByRole('button', { name: 'Preview' }).click()
  await expect(
    importer.getByText('Preview: 0 to create, 1 to update, 0 unchanged, 0 to remove'),
  ).toBeVisible()
  await expect(importer.getByRole('row').filter({ hasText: 'Changed' })).toContainText(
    /Discount £999\.00.*removed/,
  )
  if (process.env.SCREENSHOTS) {
    await importer.screenshot({ path: 'docs/screenshots/admin-pricing-import-preview-1280.png' })
    await page.setViewportSize({ width: 375, height: 812 })
    await importer.screenshot({ path: 'docs/screenshots/admin-pricing-import-preview-375.png' })
    await page.setViewportSize({ width: 1280, height: 800 })
  }
  // A chosen file is work in hand: Cancel asks before dropping it.
  await importer.getByRole('button', { name: 'Cancel' }).click()
  await page
    .getByRole('alertdialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard' })
    .click()
  await expect(importer).toBeHidden()
  await expect(page.getByRole('img', { name: /Chart of price per departure date/ })).toBeVisible()
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: 'docs/screenshots/admin-pricing-1280.png', fullPage: true })
  }

  // The history of one date: the import changed the price staff set.
  await gatwick.getByRole('button', { name: `History of ${short(first)} from LGW` }).click()
  const history = page.getByRole('dialog', { name: /^Price history/ })
  await expect(history.getByText('Price: £799.00 → £749.00')).toBeVisible()
  await expect(history.getByText(/By admin@example\.com/).first()).toBeVisible()
  await history.getByRole('button', { name: 'Close' }).click()

  // Delete a single date after confirming.
  await gatwick.getByRole('button', { name: `Delete ${short(second)} from LGW` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete Pricing Option' })
  await expect(confirm).toContainText('Are you sure you want to delete this pricing option?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toastWith(page, 'Pricing option deleted')).toBeVisible()
  await expect(gatwick.getByRole('row')).toHaveCount(2)

  await page.getByRole('button', { name: 'Package price history' }).click()
  const packageHistory = page.getByRole('dialog', { name: `Package price history: ${title}` })
  await expect(packageHistory.getByRole('listitem').filter({ hasText: 'Deleted' }).first()).toBeVisible()
  await expect(packageHistory.getByText('Created by import')).toHaveCount(2)
  await packageHistory.getByRole('button', { name: 'Close' }).click()

  // The public calendar shows the new prices at once: the imported Gatwick price and the Manchester discount.
  const month = format(nextMonth, 'yyyy-MM')
  await page.goto(`/package/${slug}?airport=LGW&month=${month}`)
  const calendar = page.getByRole('region', { name: 'Choose Your Travel Dates' })
  await expect(calendar.getByRole('button', { name: calendarDay(first, '£749 per person') })).toBeEnabled()
  await expect(calendar.getByRole('button', { name: calendarDay(second, 'no departure') })).toBeDisabled()
  await page.goto(`/package/${slug}?airport=MAN&month=${month}`)
  await expect(calendar.getByRole('button', { name: calendarDay(second, '£999 per person') })).toBeEnabled()
})
