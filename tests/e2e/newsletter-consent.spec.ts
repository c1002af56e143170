import type { Page } from '@playwright/test'
import { reuseAdminSession } from './admin-credentials'
import { expect, test } from './fixtures'
import { latestEmailTo, linkIn, pathOf, rawHeader } from './mailbox'

// A visitor of its own (as a proxy on this machine reports it), so these sign-ups count against no other
// spec's per-IP limit.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.33' } })

const freshAddress = (label: string) =>
  `${label}-${Date.now()}-${test.info().workerIndex}-${test.info().project.name}@example.com`

const footerSignup = (page: Page) =>
  page.getByRole('contentinfo').getByRole('region', { name: 'Sign up for exclusive offers' })

/** Where the address stands, as staff see it through the admin API. */
async function statusOf(page: Page, address: string) {
  await reuseAdminSession(page)
  const signups = (await (await page.request.get('/api/email-signups')).json()) as {
    email: string
    status: string
  }[]
  return signups.find((signup) => signup.email === address)?.status
}

/** Signs up through the API, as the footer's form does, and answers the confirmation email. */
async function signUp(page: Page, address: string) {
  const response = await page.request.post('/api/email-signups', { data: { email: address } })
  expect(response.status()).toBe(201)
  return latestEmailTo(address)
}

test('signing up sends a confirmation email, whose link confirms the subscription', async ({
  page,
  baseURL,
}) => {
  const address = freshAddress('confirm')
  await page.goto('/terms')
  const signup = footerSignup(page)
  await signup.getByLabel('Email address').fill(address)
  await signup.getByRole('button', { name: 'Subscribe', exact: true }).click()
  await expect(signup.getByText('Thank you for subscribing!')).toBeVisible()
  await expect(
    signup.getByText(
      'Please check your inbox: we have sent you an email with a link to confirm your subscription.',
    ),
  ).toBeVisible()
  expect(await statusOf(page, address)).toBe('pending')
  // The consent record names the page the visitor agreed on.
  const held = await (
    await page.request.get(`/api/privacy/subject?email=${encodeURIComponent(address)}`)
  ).json()
  expect(held.consents).toMatchObject([{ sourcePage: '/terms', confirmedAt: null }])

  const email = await latestEmailTo(address)
  expect(email.subject).toBe('Please confirm your subscription to Lagoon & Lantern Holidays')
  expect(email.text).toContain('Please confirm that you would like to receive our emails')
  expect(email.html).toContain('Confirm my subscription')
  const confirm = linkIn(email, '/newsletter/confirm')
  // The server has no PUBLIC_URL, so its links name the address it listens on.
  expect(confirm.origin).toBe(new URL(baseURL ?? '').origin)

  await page.goto(pathOf(confirm))
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible()
  expect(await statusOf(page, address)).toBe('confirmed')
  // Following it again (a second click, or a mail scanner first) still says so.
  await page.goto(pathOf(confirm))
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible()

  await page.goto('/admin/newsletter')
  await expect(page.getByRole('row').filter({ hasText: address })).toContainText('Confirmed')
})

test('a confirmation link nobody sent says so and offers the sign-up again', async ({ page }) => {
  await page.goto('/newsletter/confirm?token=not-a-real-token')
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible()
})

test('the unsubscribe link opened in a browser changes nothing until its button is pressed', async ({
  page,
}) => {
  const address = freshAddress('leave-by-page')
  const email = await signUp(page, address)
  const unsubscribe = linkIn(email, '/newsletter/unsubscribe')
  expect(rawHeader(email, 'List-Unsubscribe')).toBe(`<${unsubscribe}>`)
  expect(rawHeader(email, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

  await page.goto(pathOf(unsubscribe))
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from our emails' })).toBeVisible()
  expect(await statusOf(page, address)).toBe('pending')

  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeVisible()
  expect(await statusOf(page, address)).toBe('unsubscribed')
  await page.goto('/admin/newsletter')
  await expect(page.getByRole('row').filter({ hasText: address })).toContainText('Unsubscribed')
})

test('a mail client’s one-click POST, with no Origin of ours, unsubscribes at once', async ({ page }) => {
  const address = freshAddress('leave-by-one-click')
  const email = await signUp(page, address)
  await page.goto(pathOf(linkIn(email, '/newsletter/confirm')))
  const unsubscribe = pathOf(linkIn(email, '/newsletter/unsubscribe'))

  // Playwright's request context sends no Origin, as a mail provider's server does not.
  const response = await page.request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } })
  expect(response.status()).toBe(200)
  expect(await response.text()).toBe('You have been unsubscribed.')
  expect(await statusOf(page, address)).toBe('unsubscribed')

  // A webmail page on another site may post it from the browser: the token alone decides.
  const fromWebmail = await page.request.post(unsubscribe, {
    form: { 'List-Unsubscribe': 'One-Click' },
    headers: { origin: 'https://webmail.example', 'sec-fetch-site': 'cross-site' },
  })
  expect(fromWebmail.status()).toBe(200)

  await page.goto(unsubscribe)
  await expect(page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeVisible()
})
