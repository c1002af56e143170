import { test as base, expect } from '@playwright/test'
import { CONSENT_STORAGE_KEY } from '../../app/browser/analytics/consent'

type Fixtures = {
  /**
   * The analytics choice already made when a test starts: 'rejected' keeps the consent banner out of the
   * way of tests about other things; the analytics tests set null to meet the banner as a visitor does.
   */
  analyticsConsent: 'accepted' | 'rejected' | null
  presetAnalyticsConsent: undefined
  /** Console errors a test expects, such as the browser's own line about a 404 document. */
  allowedConsoleErrors: RegExp[]
  consoleErrors: string[]
}

/**
 * Every page test fails on a console error or an uncaught exception: a broken hydration or a
 * failing script is a bug the visitor would meet, even when the assertions pass.
 */
export const test = base.extend<Fixtures>({
  analyticsConsent: ['rejected', { option: true }],
  presetAnalyticsConsent: [
    async ({ context, analyticsConsent }, use) => {
      if (analyticsConsent) {
        // Only when nothing is stored yet, so a choice the test makes on the page survives a reload.
        await context.addInitScript(
          ({ key, value }) => {
            if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value)
          },
          { key: CONSENT_STORAGE_KEY, value: analyticsConsent },
        )
      }
      await use(undefined)
    },
    { auto: true },
  ],
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      const record = (text: string) => {
        if (!allowedConsoleErrors.some((allowed) => allowed.test(text))) errors.push(text)
      }
      page.on('console', (message) => {
        if (message.type() === 'error') record(message.text())
      })
      page.on('pageerror', (error) => record(error.message))
      await use(errors)
      expect(errors, 'console errors on the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
