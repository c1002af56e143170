import { RESET_LINK_UNUSABLE } from '../../app/lib/staff-links'
import { expect, test } from './fixtures'
import { anotherBrowser, emailedLink, newStaffMember } from './staff-accounts'

const NEW_PASSWORD = 'my freshly chosen passphrase'

test('a forgotten password: ask from the sign-in page, follow the emailed link, sign in with the new one', async ({
  page,
  browser,
}) => {
  const { account, context, page: own } = await newStaffMember({ page, browser }, 'sales', test.info())

  await own.goto('/admin/login')
  await own.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(own.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  await own.getByLabel('Email').fill(account.email)
  await own.getByRole('button', { name: 'Send me a link' }).click()
  await expect(own.getByRole('status')).toContainText('we have sent it a link to choose a new password')

  const link = await emailedLink(account.email, '/admin/reset-password')
  expect(link).toMatch(/\/admin\/reset-password\?token=[\w-]{43}$/)
  await own.goto(link)
  await expect(own.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await expect(own.getByText(account.email, { exact: true })).toBeVisible()
  await own.getByLabel(/^New password/).fill('short')
  await own.getByLabel('Repeat the new password').fill('short')
  await own.getByRole('button', { name: 'Set the new password' }).click()
  await expect(own.getByText('The password must be at least 12 characters.')).toBeVisible()
  await own.getByLabel(/^New password/).fill(NEW_PASSWORD)
  await own.getByLabel('Repeat the new password').fill(NEW_PASSWORD)
  await own.getByRole('button', { name: 'Set the new password' }).click()
  await expect(own.getByRole('status')).toContainText('Your password has been changed')

  // Used, the link says so on arrival and offers a new one.
  const again = await anotherBrowser(browser, test.info())
  await again.page.goto(link)
  await expect(again.page.getByRole('alert')).toHaveText(RESET_LINK_UNUSABLE)
  await expect(again.page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/admin/forgot-password',
  )
  await again.context.close()

  await own.getByRole('link', { name: 'Sign in' }).click()
  await own.getByLabel('Email').fill(account.email)
  await own.getByLabel('Password').fill(NEW_PASSWORD)
  await own.getByRole('button', { name: 'Sign in' }).click()
  await expect(own).toHaveURL('/admin/leads')
  await context.close()
})

test('staff change their own password from the admin header', async ({ page, browser }) => {
  const { account, context, page: own } = await newStaffMember({ page, browser }, 'editor', test.info())
  const signedIn = await own.request.post('/api/auth/login', { data: account })
  expect(signedIn.status()).toBe(200)

  await own.goto('/admin')
  await own.getByRole('button', { name: 'Change password' }).click()
  const dialog = own.getByRole('dialog', { name: 'Change your password' })
  await dialog.getByLabel('Current password').fill(account.password)
  await dialog.getByLabel(/^New password/).fill(NEW_PASSWORD)
  await dialog.getByLabel('Repeat the new password').fill(NEW_PASSWORD)
  await dialog.getByRole('button', { name: 'Change password' }).click()
  await expect(dialog).toBeHidden()
  await expect(own.getByText('Password changed', { exact: true })).toBeVisible()

  // Still signed in here; the new password is the one that works now.
  await own.reload()
  await expect(own.getByText(`Signed in as ${account.email} (Editor)`)).toBeVisible()
  const { context: fresh } = await anotherBrowser(browser, test.info())
  expect((await fresh.request.post('/api/auth/login', { data: account })).status()).toBe(401)
  expect(
    (await fresh.request.post('/api/auth/login', { data: { ...account, password: NEW_PASSWORD } })).status(),
  ).toBe(200)
  await fresh.close()
  await context.close()
})
