import type { Cookie, Page } from '@playwright/test'

/** The first admin of the end-to-end server (playwright.config.ts passes these to it). */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password-123' }

/** Signs the page's browser context in through the API; tests of the sign-in form itself use the form. */
export async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/auth/login', { data: E2E_ADMIN })
  if (!response.ok()) throw new Error(`Admin sign-in failed with ${response.status()}`)
}

let workerSession: Cookie[] | undefined

/**
 * Signs in once per worker and reuses the cookie: sign-ins to one account are rate-limited (10 in 15
 * minutes), and only the tests of signing in and out need a session of their own.
 */
export async function reuseAdminSession(page: Page) {
  if (workerSession) return page.context().addCookies(workerSession)
  await signInAsAdmin(page)
  workerSession = await page.context().cookies()
}
