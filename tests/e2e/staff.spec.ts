import type { Page } from '@playwright/test'
import { INVITATION_UNUSABLE } from '../../app/lib/staff-links'
import { E2E_ADMIN, reuseAdminSession } from './admin-credentials'
import { expect, test } from './fixtures'
import {
  anotherBrowser,
  emailedLink,
  freshStaffEmail,
  newStaffMember,
  STAFF_PASSWORD,
  signInThroughForm,
} from './staff-accounts'

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')

/** How far the page scrolls sideways: 0 when everything fits the screen's width. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

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
  await page.getByRole('button', { name: 'Invite', exact: true }).click()
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
  // The page names the invitation before anyone types: the address, and the role with what it may do.
  await expect(invitee.page.getByText('You are invited as Editor: Packages, destinations')).toBeVisible()
  await expect(invitee.page.getByText(email, { exact: true })).toBeVisible()
  // The token leaves the address bar at once, so nothing that reads the address later sees it.
  await expect(invitee.page).toHaveURL('/admin/accept-invitation')
  await invitee.page.getByLabel(/^New password/).fill(STAFF_PASSWORD)
  await invitee.page.getByLabel('Repeat the new password').fill(STAFF_PASSWORD)
  await invitee.page.getByRole('button', { name: 'Create my account' }).click()

  // Accepting signs them in: straight into the back office, with the editor's tabs only.
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

  // A used link says so on arrival, instead of a form that could only fail.
  const late = await anotherBrowser(browser, test.info())
  await late.page.goto(link)
  await expect(late.page.getByRole('alert')).toHaveText(INVITATION_UNUSABLE)
  await expect(late.page.getByLabel(/^New password/)).toHaveCount(0)
  await late.context.close()

  // The owner's list shows the new account, and the activity log the invitation and the joining.
  await page.reload()
  await expect(page.getByRole('combobox', { name: `Role of ${email}` })).toHaveValue('editor')
  await page.getByRole('tab', { name: 'Activity' }).click()
  const activity = page.getByRole('list', { name: 'Activity, newest first' }).getByRole('listitem')
  await expect(activity.filter({ hasText: `Sent invitation “${email}”` }).first()).toBeVisible()
  await expect(
    activity.filter({ hasText: `Joined as staff member “${email}”` }).filter({ hasText: 'as Editor' }),
  ).toBeVisible()
})

test('an owner resends a waiting invitation, then revokes it after a confirmation; each old link says so', async ({
  page,
  browser,
}) => {
  const email = freshStaffEmail('waiting', test.info().workerIndex)
  await reuseAdminSession(page)
  const invited = await page.request.post('/api/staff', { data: { email, role: 'sales' } })
  const { invitationUrl: first } = (await invited.json()) as { invitationUrl: string }

  await page.goto('/admin/staff')
  const waiting = page.getByRole('listitem', { name: `Invitation of ${email}` })
  await waiting.getByRole('button', { name: `Resend the invitation of ${email}` }).click()
  await expect(page.getByText('Invitation sent again')).toBeVisible()
  const resent = await waiting.getByLabel('Invitation link').inputValue()
  expect(resent).toMatch(/\/admin\/accept-invitation\?token=[\w-]{43}$/)
  expect(resent).not.toBe(first)
  expect(await emailedLink(email, resent)).toBe(resent)

  const invitee = await anotherBrowser(browser, test.info())
  await invitee.page.goto(first)
  await expect(invitee.page.getByRole('alert')).toHaveText(INVITATION_UNUSABLE)

  await waiting.getByRole('button', { name: `Revoke the invitation of ${email}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this invitation?' })
  await expect(confirm).toContainText(`The link sent to ${email} stops working at once.`)
  await confirm.getByRole('button', { name: 'Revoke' }).click()
  await expect(page.getByText('Invitation revoked')).toBeVisible()
  await expect(waiting).toHaveCount(0)

  await invitee.page.goto(resent)
  await expect(invitee.page.getByRole('alert')).toHaveText(INVITATION_UNUSABLE)
  await invitee.context.close()

  await page.getByRole('tab', { name: 'Activity' }).click()
  const activity = page.getByRole('list', { name: 'Activity, newest first' }).getByRole('listitem')
  await expect(activity.filter({ hasText: `Revoked invitation “${email}”` })).toBeVisible()
  await expect(activity.filter({ hasText: `Resent invitation “${email}”` })).toBeVisible()
})

test('a deactivated member is told so at sign-in; the activity log says deactivated and reactivated in words', async ({
  page,
  browser,
}) => {
  const own = await newStaffMember({ page, browser }, 'sales', test.info())
  const { email } = own.account
  await page.goto('/admin/staff')
  await page.getByRole('button', { name: `Deactivate ${email}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate this account?' })
  await confirm.getByRole('button', { name: 'Deactivate' }).click()
  await expect(page.getByRole('button', { name: `Reactivate ${email}` })).toBeVisible()

  await signInThroughForm(own.page, own.account)
  await expect(own.page.getByRole('alert')).toHaveText(
    'This account has been deactivated. Ask an owner to reactivate it.',
  )
  await signInThroughForm(own.page, { email, password: 'not the right password' })
  await expect(own.page.getByRole('alert')).toHaveText('The email or password is incorrect.')

  await page.getByRole('button', { name: `Reactivate ${email}` }).click()
  await expect(page.getByRole('button', { name: `Deactivate ${email}` })).toBeVisible()
  await signInThroughForm(own.page, own.account)
  await expect(own.page).toHaveURL('/admin/leads')
  await own.context.close()

  await page.getByRole('tab', { name: 'Activity' }).click()
  const activity = page.getByRole('list', { name: 'Activity, newest first' }).getByRole('listitem')
  await expect(activity.filter({ hasText: `Deactivated staff member “${email}”` })).toContainText(
    `Deactivated ${email}: signed out everywhere`,
  )
  await expect(activity.filter({ hasText: `Reactivated staff member “${email}”` })).toContainText(
    `Reactivated ${email}: they can sign in again.`,
  )
  await expect(activity.filter({ hasText: email })).not.toContainText(['deactivatedAt'])
})

test('the Staff and Activity tabs fit the screen, every action within reach @mobile', async ({ page }) => {
  const email = freshStaffEmail('narrow-screen', test.info().workerIndex)
  await reuseAdminSession(page)
  await page.request.post('/api/staff', { data: { email, role: 'editor' } })

  await page.goto('/admin/staff')
  await expect(page.getByRole('listitem', { name: `Invitation of ${email}` })).toBeVisible()
  expect(await sidewaysOverflow(page)).toBe(0)
  for (const action of [
    page.getByRole('button', { name: 'Invite', exact: true }),
    page.getByRole('combobox', { name: `Role of ${E2E_ADMIN.email}` }),
    page.getByRole('button', { name: `Resend the invitation of ${email}` }),
    page.getByRole('button', { name: `Revoke the invitation of ${email}` }),
  ]) {
    await action.scrollIntoViewIfNeeded()
    await expect(action).toBeInViewport()
  }
  await page.getByRole('button', { name: `Revoke the invitation of ${email}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('tab', { name: 'Activity' }).click()
  await expect(page.getByRole('list', { name: 'Activity, newest first' })).toBeVisible()
  expect(await sidewaysOverflow(page)).toBe(0)
  await page.getByRole('button', { name: 'Show', exact: true }).scrollIntoViewIfNeeded()
  await expect(page.getByRole('button', { name: 'Show', exact: true })).toBeInViewport()
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

    for (const section of ['/admin/staff', '/admin/leads', '/admin/bookings', '/admin/activity']) {
      await own.page.goto(section)
      await expect(own.page.getByRole('heading', { name: 'Not allowed' })).toBeVisible()
      await expect(
        own.page.getByText('Your role does not allow this. Ask an owner if you need it.'),
      ).toBeVisible()
    }
    for (const path of [
      '/api/leads',
      '/api/bookings',
      '/api/staff',
      '/api/email-signups',
      '/api/audit-log',
    ]) {
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

  test('sales start at the leads, see the bookings but no catalogue tabs, and cannot export the sign-ups', async ({
    page,
    browser,
  }) => {
    const own = await newStaffMember({ page, browser }, 'sales', test.info())
    await signInThroughForm(own.page, own.account)
    await expect(own.page).toHaveURL('/admin/leads')
    await expect(tabs(own.page)).toHaveText(['Leads', 'Bookings', 'Newsletter'])
    await own.page.getByRole('tab', { name: 'Newsletter' }).click()
    await expect(own.page.getByRole('heading', { name: 'Newsletter sign-ups' })).toBeVisible()
    await expect(own.page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0)
    expect((await own.page.request.get('/api/email-signups/export.csv')).status()).toBe(403)

    await own.page.goto('/admin/pricing')
    await expect(own.page.getByRole('heading', { name: 'Not allowed' })).toBeVisible()
    await own.context.close()
  })
})
