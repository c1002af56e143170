import { type APIRequestContext, type Browser, type Page, request, type TestInfo } from '@playwright/test'
import type { StaffRole } from '../../app/lib/staff-roles'
import { linkIn, newestStaffEmailTo } from '../setup/staff-emails'
import { reuseAdminSession } from './admin-credentials'

/** A new address per run and per test, so no run meets an earlier run's account. */
export const freshStaffEmail = (label: string, workerIndex: number) =>
  `${label}-${Date.now()}-${workerIndex}@example.com`

export const STAFF_PASSWORD = 'a long staff passphrase'

/** The e2e server's data folder (playwright.config.ts), where it leaves the staff emails it sends. */
const dataDir = () => {
  const folder = process.env.E2E_DATA_DIR
  if (!folder) throw new Error('E2E_DATA_DIR is set by playwright.config.ts')
  return folder
}

/** The link in the newest email to `to` that leads to `linkTo`, once it has arrived. */
export async function emailedLink(to: string, linkTo: string) {
  return linkIn(await newestStaffEmailTo(dataDir(), to, { linkTo, timeoutMs: 10_000 }))
}

/**
 * An account of `role`, made as an owner would: invited through the API with the owner's session in
 * `owner`, and accepted with STAFF_PASSWORD from a client of its own (accepting signs in, and must sign
 * nobody else out). Tests of the screens themselves use the screens.
 */
export async function createStaffAccount(
  owner: APIRequestContext,
  role: StaffRole,
  email: string,
  testInfo: TestInfo,
) {
  const invited = await owner.post('/api/staff', { data: { email, role } })
  if (invited.status() !== 201) throw new Error(`Inviting failed with ${invited.status()}`)
  const { invitationUrl } = (await invited.json()) as { invitationUrl: string }
  const token = new URL(invitationUrl).searchParams.get('token')
  const invitee = await request.newContext({ baseURL: testInfo.project.use.baseURL })
  const accepted = await invitee.post('/api/auth/accept-invitation', {
    data: { token, password: STAFF_PASSWORD },
  })
  await invitee.dispose()
  if (accepted.status() !== 201) throw new Error(`Accepting failed with ${accepted.status()}`)
  return { email, password: STAFF_PASSWORD }
}

/** A browser of someone else's, signed in as nobody, at the site under test. */
export async function anotherBrowser(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
  return { context, page: await context.newPage() }
}

/**
 * A new member of staff of `role`, invited by the owner signed in on `page`, and a browser of their own,
 * not yet signed in.
 */
export async function newStaffMember(
  { page, browser }: { page: Page; browser: Browser },
  role: StaffRole,
  testInfo: TestInfo,
) {
  await reuseAdminSession(page)
  const email = freshStaffEmail(role, testInfo.workerIndex)
  const account = await createStaffAccount(page.request, role, email, testInfo)
  return { account, ...(await anotherBrowser(browser, testInfo)) }
}

/** Signs in through the sign-in page, as a person would. */
export async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}
