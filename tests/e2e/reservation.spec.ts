import type { Page } from '@playwright/test'
import type { PricingOption } from '../../app/lib/catalogue'
import { expect, test } from './fixtures'
import { veniceDepartures as departures, isBookable, VENICE as PACKAGE, todayIso } from './venice-departures'

/**
 * The reservation page shows the price of the departure its link names, as the database has it. The link's
 * `price` is only what the package page saw; an edited link must not offer the trip at a price of its own.
 */

const NOT_FOUND =
  "We couldn't find that departure. Please choose a date and airport from the package's price calendar."

const pounds = (amount: number) => `£${amount.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`

/** The price a visitor pays: a discount counts when it is above zero and below the price (SPEC 9). */
const paid = (option: PricingOption) => {
  const price = Number(option.price)
  const discounted = Number(option.discountedPrice ?? 0)
  return discounted > 0 && discounted < price ? discounted : price
}

const reservation = (query: Record<string, string>) =>
  `/reservation/${PACKAGE}?${new URLSearchParams({ travelers: '2', ...query })}`

async function expectNoDeparture(page: Page) {
  const price = page.getByRole('region', { name: 'Price' })
  await expect(price).toHaveText(NOT_FOUND)
  await expect(price.getByRole('link', { name: "the package's price calendar" })).toHaveAttribute(
    'href',
    `/package/${PACKAGE}#pricing`,
  )
  await expect(page.getByText('£', { exact: false })).toHaveCount(0)
  await expect(page.getByText('Total', { exact: true })).toHaveCount(0)
}

test('a link to a departure that does not exist shows no price and points back to the calendar', async ({
  page,
}) => {
  await page.goto(reservation({ date: '2031-02-03', airport: 'ZZZ', price: '0.01' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Reservation' })).toBeVisible()
  await expect(page.getByText('Monday, 3rd February 2031')).toBeVisible()
  await expect(page.getByText('Selected Airport', { exact: true })).toBeVisible()
  await expectNoDeparture(page)

  await page.getByRole('link', { name: "the package's price calendar" }).click()
  await expect(page).toHaveURL(new RegExp(`/package/${PACKAGE}#pricing$`))
  await expect(page.getByRole('region', { name: 'Choose Your Travel Dates' })).toBeVisible()
})

test('a departure that can no longer be booked, or is in the past, shows no price', async ({ page }) => {
  const options = await departures(page)
  const withdrawn = options.find((option) => !option.isAvailable && option.departureDate > todayIso())
  const airport = String(options[0]?.airportId)
  const links = [{ date: '2020-03-02', airport, price: '499.00' }]
  if (withdrawn)
    links.push({ date: withdrawn.departureDate, airport: String(withdrawn.airportId), price: '1' })
  for (const link of links) {
    await page.goto(reservation(link))
    await expectNoDeparture(page)
  }
})

test('a real departure with an edited price shows the price the database holds', async ({ page }) => {
  const options = (await departures(page)).filter(isBookable)
  // A discounted one when there is one, so the lower of the two prices is what shows.
  const option = options.find((entry) => entry.discountedPrice) ?? options[0]
  if (!option) throw new Error('the seed has a bookable departure')
  const perPerson = pounds(paid(option))
  const price = page.getByRole('region', { name: 'Price' })

  for (const airport of [String(option.airportId), option.airport?.code ?? '']) {
    await page.goto(reservation({ date: option.departureDate, airport, price: '0.01' }))
    await expect(price).toContainText(`Price per person${perPerson}`)
    await expect(price).toContainText(`2 x ${perPerson}`)
    await expect(price).toContainText(`Total${pounds(paid(option) * 2)}`)
    await expect(page.getByText('£0.01')).toHaveCount(0)
    await expect(page.getByText(option.airport?.name ?? '', { exact: true })).toBeVisible()
  }

  // The link the package page writes, its own price included, shows the same; three travelers triple it.
  await page.goto(
    reservation({
      date: option.departureDate,
      airport: String(option.airportId),
      price: String(paid(option)),
      travelers: '3',
    }),
  )
  await expect(price).toContainText(`3 x ${perPerson}`)
  await expect(price).toContainText(`Total${pounds(paid(option) * 3)}`)
})

test('a link with no date says so and asks for a date, without a price', async ({ page }) => {
  await page.goto(reservation({ price: '0.01', airport: 'ZZZ' }))
  await expect(page.getByText('No date selected')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Price' })).toHaveText(
    'Choose a departure date on the package page to see your price, or call us for a quote.',
  )
  await expect(page.getByText('£0.01')).toHaveCount(0)
})
