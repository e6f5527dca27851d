import { test as base, expect } from '@playwright/test'

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/**
 * Every test page records Content-Security-Policy violations, and a test fails if
 * any happened. `consoleErrors` gives console errors and uncaught exceptions to assert on.
 */
export const test = base.extend<{ consoleErrors: string[]; cspViolations: void }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
  cspViolations: [
    async ({ context }, use) => {
      await context.addInitScript(() => {
        window.__cspViolations = []
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI}`)
        })
      })
      await use()
      for (const page of context.pages()) {
        if (page.isClosed()) continue
        const violations = await page.evaluate(() => window.__cspViolations ?? []).catch(() => [])
        expect(violations, `CSP violations on ${page.url()}`).toEqual([])
      }
    },
    { auto: true },
  ],
})

export { expect }
