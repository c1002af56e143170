import { STAFF_ACCOUNT_HEADER } from '#app/lib/staff-account'

/** Asks the person at the screen for their password again: true once they are signed in, false if they decline. */
type SignInAgain = () => Promise<boolean>

type StaffPage = { accountId: number; signInAgain: SignInAgain }

// Set by the back office's layout while it is on screen, in the browser only (an effect), never on the server.
let staffPage: StaffPage | null = null
let signingIn: Promise<boolean> | null = null

/**
 * From now on the API calls of this page are made for `accountId`, and a call refused for an ended session
 * waits for `signInAgain` (decision 52). Answers the function that stops it.
 */
export function actForStaff(accountId: number, signInAgain: SignInAgain) {
  const page = { accountId, signInAgain }
  staffPage = page
  return () => {
    if (staffPage === page) staffPage = null
  }
}

/** The header naming the page's account, or none outside the back office. */
export const staffAccountHeaders = (): Record<string, string> =>
  staffPage ? { [STAFF_ACCOUNT_HEADER]: String(staffPage.accountId) } : {}

/**
 * Called when a call was refused for an ended session: true once the person has signed in again, so the call
 * may be sent once more. Calls refused together wait for one and the same prompt.
 */
export function sessionRenewed(): Promise<boolean> {
  if (!staffPage) return Promise.resolve(false)
  signingIn ??= staffPage.signInAgain().finally(() => {
    signingIn = null
  })
  return signingIn
}
