import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { latestEmailTo, linkIn, pathOf } from './mailbox'

/** The footer's sign-up band; every full footer has one. */
const footerSignup = (page: Page) =>
  page.getByRole('contentinfo').getByRole('region', { name: 'Sign up for exclusive offers' })

/** A new address per run and per test, so a repeat run never meets last run's sign-up. */
const freshAddress = (label: string) =>
  `${label}-${Date.now()}-${test.info().workerIndex}-${test.info().repeatEachIndex}@example.com`

/** Records the sign-up calls the page makes, to prove that a bad address sends none. */
function recordSignupRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/email-signups') urls.push(request.url())
  })
  return urls
}

test('signing up thanks the visitor, clears the field and reads Subscribed! for five seconds', async ({
  page,
}) => {
  // The page's clock is the test's, so the five seconds are counted exactly however busy the machine is.
  await page.clock.install()
  await page.goto('/')
  const signup = footerSignup(page)
  const email = signup.getByLabel('Email address')
  await email.fill(freshAddress('subscribe'))
  await page.clock.pauseAt(Date.now() + 1_000)
  await signup.getByRole('button', { name: 'Subscribe', exact: true }).click()

  await expect(signup.getByText('Thank you for subscribing!')).toBeVisible()
  const subscribed = signup.getByRole('button', { name: 'Subscribed!' })
  await expect(subscribed).toBeVisible()
  await expect(email).toHaveValue('')

  await page.clock.runFor(4_900)
  await expect(subscribed).toBeVisible()
  await page.clock.runFor(200)
  await expect(signup.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible()
})

test('an invalid address shows the message and sends no request', async ({ page }) => {
  const requests = recordSignupRequests(page)
  await page.goto('/')
  const signup = footerSignup(page)
  const email = signup.getByLabel('Email address')
  await email.fill('maria@example')
  await signup.getByRole('button', { name: 'Subscribe', exact: true }).click()

  // The check runs before any request could start, so once the message shows none can follow.
  await expect(signup.getByText('Please enter a valid email address.')).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveValue('maria@example')
  expect(requests).toEqual([])
})

test.describe('an address already on the list', () => {
  // Chromium logs every non-OK answer to the console; this 409 is the behaviour under test.
  test.use({ allowedConsoleErrors: [/status of 409/] })

  test('is told it is already subscribed once confirmed, and the thanks go away', async ({ page }) => {
    await page.goto('/')
    const signup = footerSignup(page)
    const email = signup.getByLabel('Email address')
    const address = freshAddress('twice')

    await email.fill(address)
    await signup.getByRole('button', { name: 'Subscribe', exact: true }).click()
    await expect(signup.getByText('Thank you for subscribing!')).toBeVisible()
    // Confirmed from the email, in another tab, as a reader would.
    const confirmation = await page.context().newPage()
    await confirmation.goto(pathOf(linkIn(await latestEmailTo(address), '/newsletter/confirm')))
    await expect(confirmation.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible()
    await confirmation.close()

    // Different capitals: the list is case-insensitive, as the database's unique index is.
    await email.fill(address.toUpperCase())
    await signup.getByRole('button', { name: /^Subscribe/ }).click()
    await expect(signup.getByText('This email is already subscribed.')).toBeVisible()
    await expect(signup.getByText('Thank you for subscribing!')).toBeHidden()
  })
})
