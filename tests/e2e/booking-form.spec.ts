import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { asOwner, switchBooking, turnBookingOn } from './booking-switch'
import { expect, test } from './fixtures'
import { VENICE, veniceDepartures } from './venice-departures'

// Issue 39: with online booking on, the reservation page's "Coming Soon" card is a booking form that
// books with scripts and without. The switch is shared by every spec on the e2e server, so these tests run
// one after another with it held on (`turnBookingOn`), and turn it off again at the end.
test.describe.configure({ mode: 'serial' })

// A visitor of its own, so its bookings count against no other spec's per-IP limit.
const VISITOR = { 'x-forwarded-for': '192.0.2.39' }
// The refused postcode below is the browser's line about a 400, which the form answers beside the field.
test.use({ extraHTTPHeaders: VISITOR, allowedConsoleErrors: [/status of 400/] })

let turnOff: (() => Promise<void>) | undefined

test.beforeAll(async ({ browser }) => {
  turnOff = await turnBookingOn(browser)
})

test.afterAll(async () => {
  await turnOff?.()
})

/**
 * A Venice departure far enough ahead for a deposit, with no seat limit or plenty left, so a booking here
 * changes nothing another spec looks at; the link the package page writes for it, for two.
 */
async function reservationLink(page: Page) {
  const weeksAhead = new Date(Date.now() + 20 * 7 * 86_400_000).toISOString().slice(0, 10)
  const departures = (await veniceDepartures(page)).filter(
    (option) =>
      option.isAvailable &&
      option.departureDate > weeksAhead &&
      (option.availableSeats === null || option.availableSeats > 10),
  )
  const departure = departures.at(-1)
  if (!departure) throw new Error('the seed has a Venice departure 20 weeks ahead with seats to spare')
  const query = new URLSearchParams({
    date: departure.departureDate,
    airport: String(departure.airportId),
    price: '0.01',
    travelers: '2',
  })
  return `/reservation/${VENICE}?${query}`
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function fillTravellers(page: Page) {
  const lead = page.getByRole('group', { name: 'Lead traveller' })
  await lead.getByLabel('First name').fill('Maria')
  await lead.getByLabel('Surname').fill('Rossi')
  await lead.getByLabel('Date of birth').fill('1980-04-02')
  await lead.getByLabel('Email').fill(`booking-${Date.now()}@example.com`)
  await lead.getByLabel('Phone').fill('020 7946 0999')
  const second = page.getByRole('group', { name: 'Traveller 2' })
  await second.getByLabel('First name').fill('Luca')
  await second.getByLabel('Surname').fill('Rossi')
  await second.getByLabel('Date of birth').fill('1982-09-14')
  const address = page.getByRole('group', { name: /UK postal address/ })
  await address.getByLabel('Address line 1').fill('12 High Street')
  await address.getByLabel('Town or city').fill('Bristol')
  await address.getByLabel('Postcode').fill('bs1 4dj')
}

test('@mobile a visitor books two travellers, an error shown beside its field first', async ({
  page,
  browser,
}) => {
  const link = await reservationLink(page)
  // The page is kept by the page cache: the owner's switch clears it, so the page follows it at once.
  await asOwner(browser, (owner) => switchBooking(owner.request, false))
  await page.goto(link)
  await expect(page.getByText('Online booking is coming soon')).toBeVisible()
  await asOwner(browser, (owner) => switchBooking(owner.request, true))
  await page.goto(link)
  const card = page.getByRole('heading', { name: 'Book this holiday' }).locator('../..')
  await expect(page.getByText('Online booking is coming soon')).toHaveCount(0)
  await expect(card.getByRole('heading', { name: 'Before you book: your package holiday' })).toBeVisible()
  await expect(card.getByRole('link', { name: 'your key rights as a package traveller' })).toHaveAttribute(
    'href',
    '/terms#package-travel-rights',
  )
  // Nothing wider than the screen on a phone (WCAG 1.4.10).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  )
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  expect(violations.map((violation) => violation.id)).toEqual([])

  await fillTravellers(page)
  await page
    .getByRole('group', { name: /UK postal address/ })
    .getByLabel('Postcode')
    .fill('nowhere')
  await page.getByLabel(/I have read and accept the/).check()
  await page.getByRole('button', { name: 'Book now' }).click()
  const postcode = page.getByLabel('Postcode')
  await expect(postcode).toBeFocused()
  await expect(postcode).toHaveAccessibleDescription('Please enter a UK postcode, such as SW1A 1AA')
  await expect(page.getByRole('group', { name: 'Lead traveller' }).getByLabel('First name')).toHaveValue(
    'Maria',
  )

  await postcode.fill('BS1 4DJ')
  await card.screenshot({ path: test.info().outputPath('booking-form.png') })
  await page.getByRole('button', { name: 'Book now' }).click()
  const result = page.getByTestId('booking-result')
  await expect(result.getByRole('heading', { name: 'Your seats are held' })).toBeFocused()
  await expect(result).toContainText(/CB-[2-9A-Z]{6}/)
  await expect(result).toContainText('Maria Rossi, Luca Rossi')
  await expect(result).toContainText('Due now (the deposit)')
  await expect(result).toContainText('Balance due by')
  await expect(result).toContainText(/held until .+ \(UK time\)/)
  await expect(result).toContainText('please call us on')
  await expect(result.getByText('£0.01')).toHaveCount(0)
  await card.screenshot({ path: test.info().outputPath('booking-result.png') })
  const after = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  expect(after.violations.map((violation) => violation.id)).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('@mobile the form posts to the page, which keeps the values beside the errors, then books', async ({
    page,
  }) => {
    await page.goto(await reservationLink(page))
    await fillTravellers(page)
    await page.getByRole('button', { name: 'Book now' }).click()
    // The Terms were not ticked: the page comes back with everything typed, and the message beside the tick.
    const terms = page.getByLabel(/I have read and accept the/)
    await expect(terms).toHaveAccessibleDescription('Please accept the Terms and Conditions to book')
    await expect(page.getByRole('group', { name: 'Traveller 2' }).getByLabel('First name')).toHaveValue(
      'Luca',
    )
    await expect(page.getByLabel('Postcode')).toHaveValue('bs1 4dj')

    await terms.check()
    await page.getByRole('button', { name: 'Book now' }).click()
    const result = page.getByTestId('booking-result')
    await expect(result).toContainText(/CB-[2-9A-Z]{6}/)
    await expect(result).toContainText('Maria Rossi, Luca Rossi')
    await expect(result).toContainText('please call us on')
  })
})
