import type { Page } from '@playwright/test'
import { format } from 'date-fns'
import { expect, test } from './fixtures'

/** The seed's departures are relative to today, so the searched month is too. */
const monthAhead = (months: number) => {
  const now = new Date()
  const month = new Date(now.getFullYear(), now.getMonth() + months, 1)
  return { value: format(month, 'yyyy-MM'), label: format(month, 'MMMM yyyy') }
}
const month = monthAhead(2)

const resultsCount = (page: Page) => page.getByRole('heading', { level: 2, name: /^\d+ holidays? found$/ })
const activeFilters = (page: Page) => page.getByRole('list', { name: 'Active filters' })

async function veniceId(page: Page) {
  const response = await page.request.get('/api/destinations')
  const destinations = (await response.json()) as { id: number; name: string }[]
  const venice = destinations.find((destination) => destination.name === 'Venice')
  expect(venice, 'the seed has Venice').toBeTruthy()
  return venice?.id
}

/** The same steps with or without JavaScript: the search box is a plain GET form. */
async function searchFromHome(page: Page) {
  await page.goto('/')
  await page.getByLabel('Destination').selectOption({ label: 'Venice' })
  await page.getByLabel('Month').selectOption({ label: month.label })
  await page.getByRole('button', { name: 'Search Holidays' }).click()
  // The 'Any' choices are dropped, leaving a clean address to share.
  await expect(page).toHaveURL(new RegExp(`/offers\\?destination=\\d+&month=${month.value}$`))
  await expect(resultsCount(page)).toHaveText('1 holiday found')
  await expect(activeFilters(page).getByRole('listitem')).toHaveText([
    /Destination: Venice/,
    new RegExp(`Month: ${month.label}`),
  ])
  const card = page.getByRole('article').filter({ hasText: 'Venice City Break' })
  await expect(card.getByText(/^From £[\d,]+(\.\d{2})?$/)).toBeVisible()
}

test('a search from the home page finds holidays, clears a filter and opens the calendar on the search', async ({
  page,
}) => {
  await searchFromHome(page)

  // Change the search in place: add a departure airport.
  await page.getByLabel('Departure Airport').selectOption({ label: 'Manchester (MAN)' })
  await page.getByRole('button', { name: 'Update Results' }).click()
  await expect(page).toHaveURL(new RegExp(`month=${month.value}&airport=MAN$`))
  await expect(resultsCount(page)).toHaveText('1 holiday found')

  // Clear one filter: every holiday flying from Manchester that month.
  await activeFilters(page).getByRole('link', { name: 'Remove Destination: Venice' }).click()
  await expect(page).toHaveURL(new RegExp(`/offers\\?month=${month.value}&airport=MAN$`))
  await expect(resultsCount(page)).toHaveText(/^([2-9]|\d{2,}) holidays found$/)
  await expect(activeFilters(page).getByRole('listitem')).toHaveCount(2)
  await expect(page.getByLabel('Destination')).toHaveValue('')
  // Featured packages first.
  await expect(page.getByRole('article').first().getByText('Featured', { exact: true })).toBeVisible()

  await page.getByRole('link', { name: 'View Package: Venice City Break' }).click()
  await expect(page).toHaveURL(new RegExp(`/package/venice-city-break\\?airport=MAN&month=${month.value}$`))
  // The address changes a moment before the package page replaces the offers page, which has its own
  // 'Departure Airport' field: look inside the calendar once the package has rendered.
  await expect(page.getByRole('heading', { level: 1, name: 'Venice City Break' })).toBeVisible()
  const calendar = page.getByRole('region', { name: 'Choose Your Travel Dates' })
  await expect(calendar.getByLabel('Departure Airport').locator('option:checked')).toHaveText(
    'Manchester (MAN)',
  )
  await expect(calendar.getByLabel('Travel Month').locator('option:checked')).toHaveText(month.label)
})

test('a search with no match says what to relax and offers the nearest holidays and a call back', async ({
  page,
}) => {
  const venice = await veniceId(page)
  // Venice has no departures from Edinburgh, so nothing matches all three choices.
  await page.goto(`/offers?destination=${venice}&month=${month.value}&airport=EDI`)
  await expect(resultsCount(page)).toHaveText('0 holidays found')
  await expect(page.getByRole('heading', { name: 'No holidays match all of your choices' })).toBeVisible()
  await expect(page.getByText(/^We have holidays if you change the .*departure airport:$/)).toBeVisible()
  // The same destination in any month, and the same month for any destination.
  await expect(page.getByRole('link', { name: 'Venice', exact: true })).toHaveAttribute(
    'href',
    `/offers?destination=${venice}`,
  )
  await expect(page.getByRole('link', { name: month.label, exact: true })).toHaveAttribute(
    'href',
    `/offers?month=${month.value}`,
  )
  const instead = page.getByRole('region', { name: 'Holidays you could book instead' })
  await expect(instead.getByRole('link', { name: /^View Package: / }).first()).toHaveAttribute(
    'href',
    new RegExp(`\\?airport=EDI&month=${month.value}$`),
  )
  const help = page.getByRole('region', { name: 'Let our travel advisors find it for you' })
  await expect(help.getByRole('link', { name: /^Call [\d ]+$/ })).toHaveAttribute('href', /^tel:\+\d+$/)
  await help.getByRole('button', { name: 'Request a Call Back' }).click()
  await expect(page.getByRole('dialog', { name: 'Request a Call Back' })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the same search works, and a filter can be removed', async ({ page }) => {
    await searchFromHome(page)
    await activeFilters(page)
      .getByRole('link', { name: `Remove Month: ${month.label}` })
      .click()
    await expect(page).toHaveURL(/\/offers\?destination=\d+$/)
    await expect(resultsCount(page)).toHaveText('1 holiday found')
  })
})
