import { signInAsAdmin } from './admin-credentials'
import { expect, test } from './fixtures'

// Public pages are answered from the server's memory; a change in the back office must still show on the
// very next visit, and a visitor must never be shown a page kept from a member of staff.
test('a visitor sees a back-office change on the next visit to a kept page', async ({ page, browser }) => {
  const staff = await browser.newContext()
  const staffPage = await staff.newPage()
  await signInAsAdmin(staffPage)
  const created = await staffPage.request.post('/api/travel-packages', {
    data: { title: 'Cache Check Break', subtitle: 'First words', duration: 3 },
  })
  expect(created.status()).toBe(201)
  const { id, slug } = (await created.json()) as { id: number; slug: string }
  try {
    const first = await page.goto(`/package/${slug}`)
    expect(first?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=30')
    await expect(page.getByText('First words')).toBeVisible()
    const kept = await page.request.get(`/package/${slug}`)
    expect(kept.headers().etag, 'a kept page carries its validator').toMatch(/^W\/"/)

    const changed = await staffPage.request.put(`/api/travel-packages/${id}`, {
      data: { title: 'Cache Check Break', subtitle: 'Second words', duration: 3 },
    })
    expect(changed.status()).toBe(200)
    await page.reload()
    await expect(page.getByText('Second words')).toBeVisible()

    const staffView = await staffPage.goto(`/package/${slug}`)
    expect(staffView?.headers()['cache-control']).toBe('no-store')
  } finally {
    await staffPage.request.delete(`/api/travel-packages/${id}`)
    await staff.close()
  }
})
