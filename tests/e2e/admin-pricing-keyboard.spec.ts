import { addMonths, format, startOfMonth } from 'date-fns'
import { signInAsAdmin } from './admin-credentials'
import { expect, test } from './fixtures'
import { choosePackageByTyping } from './package-picker'

// The Pricing tab's dialogs with the keyboard alone: the ticked dates are one tab stop, and focus comes
// back to somewhere sensible after a save.

const nextMonth = startOfMonth(addMonths(new Date(), 1))
const days = Array.from(
  { length: 12 },
  (_, index) => new Date(nextMonth.getFullYear(), nextMonth.getMonth(), index + 1),
)
const short = (date: Date) => format(date, 'dd MMM yyyy')
// The day's number first, as the button shows it (WCAG 2.5.3), then the date in words.
const calendarDay = (date: Date) => `${date.getDate()}, ${format(date, 'EEEE do MMMM yyyy')}`
const removeButton = (date: Date) => ({ name: `Remove ${short(date)}`, exact: true })

test('many ticked dates are one tab stop, and focus returns after adding and editing', async ({ page }) => {
  await signInAsAdmin(page)
  const title = `E2E Keyboard Pricing ${Date.now()}`
  const created = await page.request.post('/api/travel-packages', { data: { title, duration: 3 } })
  expect(created.ok()).toBe(true)

  await page.goto('/admin/pricing')
  await choosePackageByTyping(page, page.getByRole('combobox', { name: 'Package' }), title)

  const addButton = page.getByRole('button', { name: 'Add Pricing Option' })
  await addButton.focus()
  await page.keyboard.press('Enter')
  const add = page.getByRole('dialog', { name: 'Add New Pricing Option' })
  await add.getByRole('button', { name: 'Next month' }).click()
  // Twelve days ticked from the keyboard: Space ticks, the right arrow moves to the next day.
  await add.getByRole('button', { name: calendarDay(days[0] as Date), exact: true }).focus()
  for (const [index] of days.entries()) {
    if (index > 0) await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Space')
  }
  await expect(add.getByText('12 dates ticked')).toBeVisible()

  // One Tab into the ticked dates; the arrows, Home and End move along them.
  const [first, second, , , , , , , , , , last] = days as [Date, Date, ...Date[]]
  const chosen = add.getByRole('toolbar', { name: 'Ticked departure dates' })
  await page.keyboard.press('Tab')
  await expect(chosen.getByRole('button', removeButton(first))).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(chosen.getByRole('button', removeButton(second))).toBeFocused()
  await page.keyboard.press('End')
  await expect(chosen.getByRole('button', removeButton(last as Date))).toBeFocused()
  await page.keyboard.press('Home')
  // Removing a date hands focus to the one that takes its place.
  await page.keyboard.press('Enter')
  await expect(add.getByText('11 dates ticked')).toBeVisible()
  await expect(chosen.getByRole('button', removeButton(second))).toBeFocused()

  // The next Tab leaves the dates: past the return date to the price.
  await page.keyboard.press('Tab')
  await expect(add.getByRole('button', { name: /^Return date/ })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(add.getByLabel(/^Price/)).toBeFocused()
  await page.keyboard.type('650')
  await page.keyboard.press('Enter')
  // Eleven writes in a row: on a busy machine they take longer than one expectation's default wait.
  await expect(page.getByText('Successfully created 11 pricing options')).toBeVisible({ timeout: 20_000 })
  await expect(add).toBeHidden()
  await expect(addButton).toBeFocused()

  // Editing the merged row replaces it with a new one: focus goes to its group's heading.
  const editRow = page.getByRole('button', { name: 'Edit all 11 dates at £650.00 from all airports' })
  await editRow.focus()
  await page.keyboard.press('Enter')
  const edit = page.getByRole('dialog', { name: 'Edit Multiple Pricing Options' })
  await edit.getByLabel(/^Price/).fill('700')
  await edit.getByLabel(/^Price/).press('Enter')
  await expect(page.getByText('Updated 11 pricing options')).toBeVisible()
  await expect(edit).toBeHidden()
  await expect(page.getByRole('heading', { level: 3, name: 'All Airports' })).toBeFocused()
  await expect(
    page.getByRole('button', { name: 'Edit all 11 dates at £700.00 from all airports' }),
  ).toBeVisible()
})
