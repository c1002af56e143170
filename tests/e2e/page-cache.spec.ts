import type { APIResponse } from '@playwright/test'
import { reuseAdminSession, signInAsAdmin } from './admin-credentials'
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
    // Rendered for this visitor, with a nonce of theirs; what the memory keeps, and shares, is a copy without.
    expect(first?.headers()['cache-control']).toBe('private, max-age=0, must-revalidate')
    await expect(page.getByText('First words')).toBeVisible()
    const kept = await page.request.get(`/package/${slug}`)
    expect(kept.headers()['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=30')
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

/** Every Cache-Control line of an answer, as sent: a header sent twice shows twice. */
const cacheControlOf = (response: APIResponse) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'cache-control')
    .map((header) => header.value)

// Issue 31: the back office, /dev and the pages an emailed link opens said both 'no-store' and React
// Router's 'public, max-age=0, must-revalidate'; a cache may take either.
test('the pages only one person sees say no-store, once', async ({ page }) => {
  const asVisitor = [
    '/admin/login',
    '/admin/forgot-password',
    '/admin/reset-password?token=abc',
    '/admin/accept-invitation?token=abc',
    '/newsletter/confirm?token=abc',
    '/newsletter/confirm.data?token=abc',
    '/newsletter/unsubscribe?token=abc',
    '/newsletter/unsubscribe.data?token=abc',
  ]
  for (const path of asVisitor) {
    const response = await page.request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    expect(cacheControlOf(response), path).toEqual(['no-store'])
  }
  await reuseAdminSession(page)
  for (const path of [
    '/admin',
    '/admin/leads',
    '/admin.data',
    '/admin/staff.data',
    '/dev/test',
    '/dev/pricing',
  ]) {
    const response = await page.request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    expect(cacheControlOf(response), path).toEqual(['no-store'])
  }
})

/**
 * The CSP nonce a page was rendered with: a page rendered afresh has one, and is its visitor's alone; the copy
 * answered from memory has none (decision 62).
 */
const nonceOf = (response: Pick<APIResponse, 'headers'>) =>
  /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]

// Issue 31: every name some page reads was kept on every page, so `/terms?page=…` rendered and kept a new
// answer per value, and a flood of them slowed the pages answered from memory.
test('values for parameters a page does not read are answered from the page kept for its address', async ({
  page,
}) => {
  for (const path of ['/terms', '/']) {
    // Other tests' admin writes empty the memory at any moment: a round they cut into is tried again.
    await expect(async () => {
      // Asked twice: the answer that fills the memory goes out before it has an ETag.
      await page.request.get(path)
      const kept = await page.request.get(path)
      expect(cacheControlOf(kept)).toEqual(['public, max-age=0, must-revalidate, s-maxage=30'])
      expect(nonceOf(kept)).toBeUndefined()
      for (const query of [
        '?page=1',
        '?returnTo=%2Foffers',
        '?date=2031-05-01',
        '?travelers=2&month=2031-05',
      ]) {
        const answer = await page.request.get(`${path}${query}`)
        expect(nonceOf(answer), `${path}${query} was rendered again`).toBeUndefined()
        expect(cacheControlOf(answer)).toEqual(cacheControlOf(kept))
        expect(answer.headers().etag).toBe(kept.headers().etag)
      }
    }).toPass({ timeout: 20_000 })
  }
})

// Issue 38, finding 6: a kept page carried the nonce it was rendered with, the same for every visitor of it
// for 30 s. The copy kept now names its inline scripts' hashes instead, and a browser still runs every one.
test('a page of the whole app answered from memory runs its inline scripts, with no nonce', async ({
  page,
}) => {
  const path = '/enquiries/newsletter'
  await expect(async () => {
    await page.request.get(path)
    const kept = await page.request.get(path)
    expect(cacheControlOf(kept)).toEqual(['public, max-age=0, must-revalidate, s-maxage=30'])
  }).toPass({ timeout: 20_000 })
  const answer = await page.goto(path)
  expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
  expect(answer && nonceOf(answer)).toBeUndefined()
  expect(await answer?.text()).not.toContain('nonce=')
  // Set by React Router's inline module script, then by its client as it hydrates.
  await expect.poll(() => page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(true)
})
