import { test as base, expect } from '@playwright/test'

type Fixtures = {
  /** Console errors a test expects, such as the browser's own line about a 404 document. */
  allowedConsoleErrors: RegExp[]
  consoleErrors: string[]
}

/**
 * Every page test fails on a console error or an uncaught exception: a broken hydration or a
 * failing script is a bug the visitor would meet, even when the assertions pass.
 */
export const test = base.extend<Fixtures>({
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
