import type { Page } from '@playwright/test'
import { signInAsAdmin } from './admin-credentials'
import { expect, test } from './fixtures'
import { latestEmailTo, linkIn, pathOf } from './mailbox'

// A phone whose scripts have not loaded: every lead and sign-up must still get through (issue 13).
test.use({
  javaScriptEnabled: false,
  // One visitor of its own, as a proxy on this machine reports it, so no other spec's posts count against
  // this one's per-IP limits, nor these against theirs.
  extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.16' },
})

/** An address no earlier run or parallel test has used. */
const freshAddress = (label: string) =>
  `${label}-${Date.now()}-${test.info().workerIndex}-${test.info().project.name}@example.com`

/** What staff would find in the back office, read through the admin API. */
async function storedAs(page: Page, path: '/api/leads' | '/api/email-signups') {
  await signInAsAdmin(page)
  const response = await page.request.get(path)
  expect(response.ok()).toBe(true)
  return (await response.json()) as Array<{ email: string } & Record<string, unknown>>
}

test('@mobile a call-back request from the package page is sent, confirmed and stored', async ({ page }) => {
  const email = freshAddress('nojs-callback')
  await page.goto('/package/venice-city-break')
  await page
    .getByRole('region', { name: 'Need Assistance?' })
    .getByRole('button', { name: 'Request a Call Back' })
    .click()

  await expect(page).toHaveURL(
    '/enquiries/call-back?package=venice-city-break&source=package-page&returnTo=%2Fpackage%2Fvenice-city-break',
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Request a Call Back' })).toBeVisible()
  await expect(
    page.getByText("Fill in your details below and we'll call you back to discuss Venice City Break."),
  ).toBeVisible()
  await expect(page.getByLabel('Message (optional)')).toHaveValue(
    "I'm interested in the Venice City Break package. Please call me back to discuss it.",
  )
  await page.getByLabel('Name', { exact: true }).fill('Maria Rossi')
  await page.getByLabel('Phone', { exact: true }).fill('020 7946 0999')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Best time to call').selectOption({ label: 'Anytime this Afternoon' })
  await page.getByRole('button', { name: 'Send Request' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Call Back Request Sent!' })).toBeVisible()
  await expect(page.getByText("We'll call you at your preferred time.")).toBeVisible()
  await page.getByRole('link', { name: 'Continue browsing' }).click()
  await expect(page).toHaveURL('/package/venice-city-break')

  const leads = (await storedAs(page, '/api/leads')).filter((lead) => lead.email === email)
  expect(leads).toEqual([
    expect.objectContaining({
      firstName: 'Maria',
      lastName: 'Rossi',
      phone: '020 7946 0999',
      customFields: expect.objectContaining({
        best_time_to_call: 'afternoon',
        package: 'Venice City Break',
        source: 'package-page',
      }),
    }),
  ])
})

test.describe('bad details', () => {
  // Chromium logs the 400 of a page sent back with its errors; that answer is the behaviour under test.
  test.use({ allowedConsoleErrors: [/status of 400/] })

  test('come back with SPEC’s messages and what was typed, and can then be put right', async ({ page }) => {
    await page.goto('/offers')
    await page
      .getByRole('region', { name: "Can't decide? We'll call you" })
      .getByRole('button', { name: 'Request a Call Back' })
      .click()
    await expect(
      page.getByText("Fill in your details below and we'll call you back to discuss one of our holidays."),
    ).toBeVisible()
    await page.getByLabel('Name', { exact: true }).fill('Maria Rossi')
    await page.getByLabel('Email', { exact: true }).fill('maria@')
    await page.getByLabel('Best time to call').selectOption({ label: 'Other time (specify in notes)' })
    await page.getByLabel('Message (optional)').clear()
    await page.getByRole('button', { name: 'Send Request' }).click()

    await expect(page.getByText('Phone number is required')).toBeVisible()
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(page.getByText('Please tell us when you would like us to call')).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Maria Rossi')
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('maria@')
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    const message = page.getByLabel('Message (Please specify your preferred time)')
    await expect(message).toHaveValue('')

    await page.getByLabel('Phone', { exact: true }).fill('020 7946 0999')
    await page.getByLabel('Email', { exact: true }).fill(freshAddress('nojs-corrected'))
    await message.fill('Tuesday after 6pm')
    await page.getByRole('button', { name: 'Send Request' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Call Back Request Sent!' })).toBeVisible()
  })
})

test('a newsletter sign-up from the footer is thanked, stored and leads back', async ({ page }) => {
  const email = freshAddress('nojs-subscribe')
  await page.goto('/')
  const footer = page.getByRole('contentinfo').getByRole('region', { name: 'Sign up for exclusive offers' })
  await footer.getByLabel('Email address').fill(email)
  await footer.getByRole('button', { name: 'Subscribe', exact: true }).click()

  await expect(page).toHaveURL('/enquiries/newsletter?returnTo=%2F&subscribed=1')
  const signup = page.getByRole('region', { name: 'Sign up for exclusive offers' })
  await expect(signup.getByText('Thank you for subscribing!')).toBeVisible()
  await expect(signup.getByText('Please check your inbox')).toBeVisible()
  await expect(signup.getByLabel('Email address')).toHaveValue('')
  await page.getByRole('link', { name: 'Continue browsing' }).click()
  await expect(page).toHaveURL('/')

  const signups = await storedAs(page, '/api/email-signups')
  expect(signups.map((row) => row.email)).toContain(email)
})

// Issue 31: a page an emailed link opens sends no Referer, under which the browser names its posts'
// origin as 'null'; the sign-up an expired or invalid confirmation link offers must still get through.
test('the sign-up on a confirmation link that did not work is taken, though that page sends no referrer', async ({
  page,
}) => {
  const email = freshAddress('nojs-from-token-page')
  const opened = await page.goto('/newsletter/confirm?token=not-a-real-token')
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer')
  const offered = page.getByRole('region', { name: 'This link is not valid' })
  await offered.getByLabel('Email address').fill(email)
  await offered.getByRole('button', { name: 'Subscribe', exact: true }).click()
  await expect(page).toHaveURL('/enquiries/newsletter?returnTo=%2F&subscribed=1')
  await expect(page.getByText('Thank you for subscribing!')).toBeVisible()
  const signups = await storedAs(page, '/api/email-signups')
  expect(signups.map((row) => row.email)).toContain(email)
})

test.describe('an address that cannot be signed up', () => {
  // The 400 of a bad address and the 409 of a repeat, each sent back as the page with its message.
  test.use({ allowedConsoleErrors: [/status of 40[09]/] })

  test('is told why, with the address kept: invalid, then already subscribed once confirmed', async ({
    page,
  }) => {
    await page.goto('/privacy')
    const signup = page.getByRole('region', { name: 'Sign up for exclusive offers' })
    await signup.getByLabel('Email address').fill('maria@example')
    await signup.getByRole('button', { name: 'Subscribe', exact: true }).click()
    await expect(signup.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(signup.getByLabel('Email address')).toHaveValue('maria@example')

    const address = freshAddress('nojs-twice')
    await signup.getByLabel('Email address').fill(address)
    await signup.getByRole('button', { name: 'Subscribe', exact: true }).click()
    await expect(signup.getByText('Thank you for subscribing!')).toBeVisible()
    // The confirmation email's link works without scripts too.
    const page2 = await page.context().newPage()
    await page2.goto(pathOf(linkIn(await latestEmailTo(address), '/newsletter/confirm')))
    await expect(page2.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible()
    await page2.close()

    await signup.getByLabel('Email address').fill(address.toUpperCase())
    await signup.getByRole('button', { name: 'Subscribe', exact: true }).click()
    await expect(signup.getByText('This email is already subscribed.')).toBeVisible()
    await expect(signup.getByLabel('Email address')).toHaveValue(address.toUpperCase())
    await page.getByRole('link', { name: 'Continue browsing' }).click()
    await expect(page).toHaveURL('/privacy')
  })
})
