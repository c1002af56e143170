import type { Page } from '@playwright/test'
import { reuseAdminSession } from './admin-credentials'
import { expect, test } from './fixtures'
import {
  anotherBrowser,
  freshStaffEmail,
  newStaffMember,
  STAFF_PASSWORD,
  signInThroughForm,
} from './staff-accounts'

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')

test('an owner invites an editor, who chooses a password and signs in to the catalogue tabs only', async ({
  page,
  browser,
}) => {
  const email = freshStaffEmail('invited-editor', test.info().workerIndex)
  await reuseAdminSession(page)
  await page.goto('/admin/staff')
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Role', { exact: true }).selectOption('editor')
  await page.getByRole('button', { name: 'Invite' }).click()
  const ready = page.getByRole('status').filter({ hasText: 'Copy this link and send it to them' })
  await expect(ready).toContainText(email)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toBe(await page.getByLabel('Invitation link').inputValue())
  expect(link).toMatch(/\/admin\/accept-invitation\?token=[\w-]{43}$/)
  await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Editor')

  const invitee = await anotherBrowser(browser, test.info())
  await invitee.page.goto(link)
  await expect(invitee.page.getByRole('heading', { name: 'Join the back office' })).toBeVisible()
  // The token leaves the address bar at once, so nothing that reads the address later sees it.
  await expect(invitee.page).toHaveURL('/admin/accept-invitation')
  await invitee.page.getByLabel(/^New password/).fill(STAFF_PASSWORD)
  await invitee.page.getByLabel('Repeat the new password').fill(STAFF_PASSWORD)
  await invitee.page.getByRole('button', { name: 'Create my account' }).click()
  await expect(invitee.page.getByRole('status')).toHaveText(
    'Your account is ready. Sign in with your new password.',
  )
  await invitee.page.getByRole('link', { name: 'Sign in' }).click()
  await signInThroughForm(invitee.page, { email, password: STAFF_PASSWORD })

  await expect(invitee.page).toHaveURL('/admin')
  await expect(invitee.page.getByText(`Signed in as ${email} (Editor)`)).toBeVisible()
  await expect(tabs(invitee.page)).toHaveText([
    'Travel Packages',
    'Destinations',
    'Images',
    'Pricing',
    'Home Widgets',
  ])
  await expect(invitee.page.getByRole('button', { name: 'Sign out everywhere' })).toHaveCount(0)
  await invitee.context.close()

  // The owner's list shows the new account, and the activity log the invitation.
  await page.reload()
  await expect(page.getByRole('combobox', { name: `Role of ${email}` })).toHaveValue('editor')
  await page.getByRole('tab', { name: 'Activity' }).click()
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `Sent invitation “${email}”` })
      .first(),
  ).toBeVisible()
})

test.describe('a role’s limits', () => {
  // The API's refusal is part of what is checked: Chromium logs a 403 it is sent.
  test.use({ allowedConsoleErrors: [/status of 403/] })

  test('an editor cannot open Staff or Leads: each says so, and the API answers 403', async ({
    page,
    browser,
  }) => {
    const own = await newStaffMember({ page, browser }, 'editor', test.info())
    await signInThroughForm(own.page, own.account)
    await expect(own.page).toHaveURL('/admin')

    for (const section of ['/admin/staff', '/admin/leads', '/admin/activity']) {
      await own.page.goto(section)
      await expect(own.page.getByRole('heading', { name: 'Not allowed' })).toBeVisible()
      await expect(
        own.page.getByText('Your role does not allow this. Ask an owner if you need it.'),
      ).toBeVisible()
    }
    for (const path of ['/api/leads', '/api/staff', '/api/email-signups', '/api/audit-log']) {
      const response = await own.page.request.get(path)
      expect(response.status(), path).toBe(403)
      expect(await response.json()).toEqual({
        error: 'Your role does not allow this. Ask an owner if you need it.',
      })
    }
    const invite = await own.page.request.post('/api/staff', {
      data: { email: 'x@example.com', role: 'owner' },
    })
    expect(invite.status()).toBe(403)

    // Raw HTML home sections stay the owner's: no way to add or change one.
    await own.page.goto('/admin/widgets')
    await own.page.getByRole('button', { name: 'Add Widget Section' }).click()
    await own.page.getByRole('combobox', { name: 'Widget Type' }).click()
    await expect(own.page.getByRole('option', { name: 'HTML Embed' })).toHaveCount(0)
    await own.context.close()
  })

  test('sales start at the leads, see no catalogue tabs and cannot export the sign-ups', async ({
    page,
    browser,
  }) => {
    const own = await newStaffMember({ page, browser }, 'sales', test.info())
    await signInThroughForm(own.page, own.account)
    await expect(own.page).toHaveURL('/admin/leads')
    await expect(tabs(own.page)).toHaveText(['Leads', 'Newsletter'])
    await own.page.getByRole('tab', { name: 'Newsletter' }).click()
    await expect(own.page.getByRole('heading', { name: 'Newsletter sign-ups' })).toBeVisible()
    await expect(own.page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0)
    expect((await own.page.request.get('/api/email-signups/export.csv')).status()).toBe(403)

    await own.page.goto('/admin/pricing')
    await expect(own.page.getByRole('heading', { name: 'Not allowed' })).toBeVisible()
    await own.context.close()
  })
})
