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
const NOT_LOCAL = /^https?:\/\/(?!127\.0\.0\.1[:/])/
const STAND_IN_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in</title></head><body><p>Stand-in page</p></body></html>'

export const test = base.extend<{ consoleErrors: string[]; cspViolations: void; localNetworkOnly: void }>({
  // Tests reach 127.0.0.1 only: any other page (the booking widget, a partner link) gets a local
  // stand-in and anything else is aborted. Routes a test adds itself take precedence.
  localNetworkOnly: [
    async ({ context }, use) => {
      await context.route(NOT_LOCAL, (route) =>
        route.request().resourceType() === 'document'
          ? route.fulfill({ contentType: 'text/html', body: STAND_IN_PAGE })
          : route.abort('blockedbyclient'),
      )
      await use()
    },
    { auto: true },
  ],
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
