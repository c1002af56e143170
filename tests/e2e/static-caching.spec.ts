import { expect, test } from './fixtures'

const A_YEAR = /max-age=31536000.*immutable/

test('pictures on the first screen are cached for a year under addresses that name their content', async ({
  page,
}) => {
  await page.goto('/')
  const seedPictures = await page
    .locator('main img[src*="/images/seed/"]')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))
  expect(seedPictures.length).toBeGreaterThan(0)
  for (const src of seedPictures) {
    expect(src, 'a seed picture carries its fingerprint').toMatch(/\.svg\?v=[\w-]{10}$/)
    const kept = await page.request.get(src)
    expect(kept.status()).toBe(200)
    expect(kept.headers()['cache-control']).toMatch(A_YEAR)
  }
  // A fingerprint that is not the file's promises nothing: the file is sent, but kept for an hour only.
  const [address] = seedPictures[0]?.split('?') ?? []
  const stale = await page.request.get(`${address}?v=0123456789`)
  expect(stale.status()).toBe(200)
  expect(stale.headers()['cache-control']).toMatch(/max-age=3600\b/)
  expect(stale.headers()['cache-control']).not.toMatch(/immutable/)

  const brand = await page
    .locator('header img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))
  expect(brand).toHaveLength(2)
  for (const src of brand) {
    expect(src, 'the logo and trust marks are built assets named by their content').toMatch(
      /^\/assets\/[\w-]+\.svg$/,
    )
    expect((await page.request.get(src)).headers()['cache-control']).toMatch(A_YEAR)
  }
})

test("the home page's first featured picture loads at once; the rest wait to be needed", async ({ page }) => {
  await page.goto('/')
  const pictures = page.locator('#featured-offers-heading ~ ul img')
  await expect(pictures.first()).toHaveAttribute('loading', 'eager')
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high')
  const count = await pictures.count()
  expect(count).toBeGreaterThan(1)
  for (let index = 1; index < count; index += 1) {
    await expect(pictures.nth(index)).toHaveAttribute('loading', 'lazy')
  }
})
