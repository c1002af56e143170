import { format } from 'date-fns'
import { expect, test } from './fixtures'

/** A month comfortably in the future, so the seed (relative to today) has departures in it. */
const monthAhead = (months: number) => {
  const now = new Date()
  return format(new Date(now.getFullYear(), now.getMonth() + months, 1), 'MMMM yyyy')
}

test('picking an airport, month and day shows the departure and books it on the reservation page', async ({
  page,
}) => {
  await page.goto('/package/venice-city-break')
  await expect(page.getByRole('heading', { level: 1, name: 'Venice City Break' })).toBeVisible()

  await page.getByLabel('Departure Airport').selectOption({ label: 'London Gatwick (LGW)' })
  await page.getByLabel('Travel Month').selectOption({ label: monthAhead(3) })

  const calendar = page.getByRole('region', { name: 'Choose Your Travel Dates' })
  // The month's days come from the server: wait for its grid before reading a day from it.
  await expect(calendar.getByRole('table')).toHaveAccessibleName(monthAhead(3))
  await expect(calendar).toHaveAttribute('aria-busy', 'false')
  const day = calendar.getByRole('button', { name: / per person, / }).first()
  const dayName = (await day.getAttribute('aria-label')) ?? ''
  // The name starts with what the button shows, the day and its price, then the whole date.
  const [, price, when] = /^\d{1,2}, (£[\d,.]+) per person, (.+)$/.exec(dayName) ?? []
  expect(when, 'a bookable day in the calendar').toMatch(/^\w+day \d{1,2}(st|nd|rd|th) \w+ \d{4}$/)
  await day.click()
  await expect(calendar.getByText(`${when} from London Gatwick`)).toBeVisible()

  await page.getByRole('link', { name: /^Request Booking/ }).click()
  await expect(page).toHaveURL(
    /\/reservation\/\d+\?date=\d{4}-\d{2}-\d{2}&price=[\d.]+&airport=\d+&travelers=2$/,
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Reservation' })).toBeVisible()
  const [weekday, dayOfMonth, monthName, year] = (when ?? '').split(' ')
  await expect(page.getByText(`${weekday}, ${dayOfMonth} ${monthName} ${year}`)).toBeVisible()
  await expect(page.getByText('London Gatwick', { exact: true })).toBeVisible()
  const amount = Number((price ?? '').replace(/[£,]/g, ''))
  const total = `£${(amount * 2).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`
  await expect(page.getByRole('region', { name: 'Price' })).toContainText(`2 x £`)
  await expect(page.getByRole('region', { name: 'Price' })).toContainText(total)
})

test('each month is asked of the server when picked, and the calendar keeps its height', async ({ page }) => {
  await page.goto('/package/venice-city-break')
  const calendar = page.getByRole('region', { name: 'Choose Your Travel Dates' })
  const grid = calendar.getByRole('table')
  const months = page.getByLabel('Travel Month')
  const heightOf = async () => (await calendar.boundingBox())?.height
  const height = await heightOf()
  const labels = await months.locator('option').allTextContents()
  // Months of five and of six weeks both among them, or the height proves nothing.
  const weeks = labels.map((label) => {
    const first = new Date(`1 ${label}`)
    const lead = (first.getDay() + 6) % 7
    const length = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate()
    return Math.ceil((lead + length) / 7)
  })
  expect(new Set(weeks).size, `week counts of ${labels.join(', ')}`).toBeGreaterThan(1)
  for (const label of labels) {
    if (label === (await months.locator('option:checked').textContent())) continue
    // The month's days come from the package's calendar API: one month at a time.
    const request = page.waitForRequest((sent) =>
      /\/api\/travel-packages\/\d+\/calendar\?.*month=/.test(sent.url()),
    )
    await months.selectOption({ label })
    await request
    await expect(grid).toHaveAccessibleName(label)
    await expect(calendar).toHaveAttribute('aria-busy', 'false')
    expect(await heightOf(), label).toBe(height)
  }
  await expect(page).toHaveURL(/\?airport=\d+&month=\w+$/)
})

test('the price calendar works from the keyboard', async ({ page }) => {
  await page.goto('/package/venice-city-break')
  const calendar = page.getByRole('region', { name: 'Choose Your Travel Dates' })
  const days = calendar.getByRole('button', { name: / per person, / })
  const last = days.last()
  const label = (await last.getAttribute('aria-label')) ?? ''
  await last.focus()
  await page.keyboard.press('Enter')
  await expect(last).toHaveAttribute('aria-pressed', 'true')
  await expect(calendar.getByText(label.split(', ').at(-1) ?? '', { exact: false }).first()).toBeVisible()
})

test('the package’s tabs open by click and by keyboard, one panel at a time', async ({ page }) => {
  await page.goto('/package/venice-city-break')
  const details = page.getByRole('region', { name: 'Package Details' })
  const tabs = details.getByRole('tab')
  await expect(tabs).toHaveText(['Overview', 'Itinerary', 'Accommodation', 'Additional Info'])
  const panel = details.getByRole('tabpanel')
  await expect(panel).toHaveCount(1)
  await expect(panel).toHaveAccessibleName('Overview')

  await details.getByRole('tab', { name: 'Itinerary' }).click()
  await expect(details.getByRole('tab', { name: 'Itinerary' })).toHaveAttribute('aria-selected', 'true')
  await expect(panel).toHaveAccessibleName('Itinerary')
  await expect(panel).toContainText('Your 3-Night Itinerary')

  // Arrow keys move along the row (wrapping round), End and Home jump to its ends; the tab in focus opens.
  await page.keyboard.press('ArrowRight')
  await expect(details.getByRole('tab', { name: 'Accommodation' })).toBeFocused()
  await expect(panel).toContainText('Your Accommodation')
  await page.keyboard.press('End')
  await expect(details.getByRole('tab', { name: 'Additional Info' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(details.getByRole('tab', { name: 'Overview' })).toBeFocused()
  await expect(panel).toContainText('Experience Venice City Break')
  await page.keyboard.press('ArrowLeft')
  await expect(panel).toContainText('Additional Information')
  await page.keyboard.press('Home')
  await expect(details.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')

  // Only the open tab is in the Tab order; Tab goes on to its panel.
  await page.keyboard.press('Tab')
  await expect(panel).toBeFocused()
})

test('a search result link opens the calendar on the searched airport and month', async ({ page }) => {
  const month = new Date(new Date().getFullYear(), new Date().getMonth() + 4, 1)
  await page.goto(`/package/venice-city-break?airport=MAN&month=${format(month, 'yyyy-MM')}`)
  await expect(page.getByLabel('Departure Airport').locator('option:checked')).toHaveText('Manchester (MAN)')
  await expect(page.getByLabel('Travel Month').locator('option:checked')).toHaveText(
    format(month, 'MMMM yyyy'),
  )
})

test('the catch-all address shows the same package page', async ({ page }) => {
  await page.goto('/venice-city-break')
  await expect(page.getByRole('heading', { level: 1, name: 'Venice City Break' })).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/package\/venice-city-break$/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the package page’s server HTML has its title, price and tab texts', async ({ page }) => {
    await page.goto('/package/venice-city-break')
    await expect(page).toHaveTitle(/^Venice City Break/)
    await expect(page.getByRole('heading', { level: 1, name: 'Venice City Break' })).toBeVisible()
    await expect(page.getByText(/From £[\d,]+/).first()).toBeVisible()
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Venice City Break/)
    // The calendar is drawn on the server, its month's days priced.
    const calendar = page.getByRole('region', { name: 'Choose Your Travel Dates' })
    await expect(calendar.getByRole('table')).toBeVisible()
    await expect(calendar.getByRole('button', { name: / per person, / }).first()).toBeVisible()
    const html = await page.content()
    expect(html).toContain('Your 3-Night Itinerary')
    expect(html).toContain('Additional Information')
  })
})

test('the package page fits a phone screen @mobile', async ({ page }) => {
  await page.goto('/package/venice-city-break')
  await expect(page.getByRole('region', { name: 'Choose Your Travel Dates' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the seeded package shows the facts staff entered, and no sample anywhere', async ({ page }) => {
  await page.goto('/package/venice-city-break')
  const about = page.getByRole('region', { name: 'About This Package' })
  await expect(about.getByRole('definition')).toHaveText([
    '3 nights',
    'Venice, Italy',
    '4-star boutique hotel',
    'Bed and breakfast',
  ])
  await expect(page.locator('ul.feature-tiles > li')).toHaveCount(5)
  await expect(page.locator('ul.feature-tiles')).toContainText('Guided walking tour of St Mark’s')
  const summary = page.getByRole('complementary', { name: 'Package summary' })
  await expect(summary).toContainText('20kg checked baggage per person')
  await expect(summary.getByRole('list', { name: 'Amenities' })).toContainText('Free Wi-Fi')
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Italy' }),
  ).toBeVisible()
  await page.getByRole('tab', { name: 'Additional Info' }).click()
  await expect(page.getByRole('complementary', { name: 'Travel Tips' })).toBeVisible()
  await expect(page.locator('[data-sample], .sample-tag')).toHaveCount(0)
})

test('Travel Tips, five tips for Venice, are left off a break elsewhere', async ({ page }) => {
  await page.goto('/package/rome-city-break')
  await page.getByRole('tab', { name: 'Additional Info' }).click()
  await expect(page.getByRole('heading', { name: 'Additional Information' })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Travel Tips' })).toHaveCount(0)
  await expect(page.locator('[data-sample], .sample-tag')).toHaveCount(0)
})
