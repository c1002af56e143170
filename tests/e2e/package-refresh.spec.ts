import { reuseAdminSession } from './admin-credentials'
import { expect, test } from './fixtures'

// SPEC 7: the package page's data is asked for again when the visitor comes back to the tab. A price staff
// change meanwhile reaches both the calendar and the header's 'From' price, without a reload.

test('a price changed while the visitor was away shows in the calendar and the header on coming back', async ({
  page,
  browser,
}) => {
  await reuseAdminSession(page)
  const title = `Refreshed Verona ${Date.now().toString(36)}`
  const made = await page.request.post('/api/travel-packages', {
    data: { title, duration: 3, status: 'published' },
  })
  expect(made.status()).toBe(201)
  const { id, slug } = (await made.json()) as { id: number; slug: string }
  const departure = {
    packageId: id,
    departureDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
    price: '699.00',
    isAvailable: true,
  }
  const visitor = await browser.newPage()
  try {
    const priced = await page.request.post('/api/pricing', { data: departure })
    expect(priced.status()).toBe(201)
    const { id: optionId } = (await priced.json()) as { id: number }

    await visitor.goto(`/package/${slug}`)
    const header = visitor.locator('header').filter({ has: visitor.getByRole('heading', { level: 1 }) })
    const calendar = visitor.getByRole('region', { name: 'Choose Your Travel Dates' }).getByRole('table')
    await expect(header).toContainText('From £699')
    const day = (price: string) => calendar.getByRole('button', { name: new RegExp(`${price} per person`) })
    await expect(day('£699')).toHaveCount(1)

    const changed = await page.request.put(`/api/pricing/${optionId}`, {
      data: { ...departure, price: '549.00' },
    })
    expect(changed.status()).toBe(200)
    // Still the old price until the visitor comes back: nothing polls.
    await expect(header).toContainText('From £699')

    await visitor.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(header).toContainText('From £549')
    await expect(day('£549')).toHaveCount(1)
    await expect(day('£699')).toHaveCount(0)
  } finally {
    await visitor.close()
    await page.request.delete(`/api/travel-packages/${id}`)
  }
})
