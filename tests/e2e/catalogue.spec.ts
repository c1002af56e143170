import { expect, test } from './fixtures'

test('the home page shows the featured packages and the holiday search @mobile', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/City breaks in Italy/)
  const featured = page.getByRole('region', { name: 'Featured Holiday Packages' })
  await expect(featured.getByRole('listitem')).toHaveCount(3)
  await expect(featured.getByText(/^From £\d/).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Search Holidays' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`)
})

test('the offers page lists packages, featured first, and links to each package', async ({ page }) => {
  await page.goto('/offers')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Latest Holiday Offers' })).toBeVisible()
  const cards = page.getByRole('article')
  expect(await cards.count()).toBeGreaterThanOrEqual(4)
  await expect(cards.first().getByText('Featured', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'View Package: Venice City Break' }).click()
  await expect(page).toHaveURL(/\/package\/venice-city-break$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Venice City Break' })).toBeVisible()
})

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('an unknown page and an unknown package answer the 404 page with status 404', async ({ page }) => {
    for (const path of [
      '/no/such/page',
      '/package/no-such-trip',
      '/no-such-trip',
      '/reservation/no-such-trip',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
    }
  })
})

test('the reservation page without a package goes home', async ({ page }) => {
  await page.goto('/reservation')
  await expect(page).toHaveURL(/\/$/)
})
