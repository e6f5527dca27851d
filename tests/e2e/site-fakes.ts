import type { BrowserContext, Page } from '@playwright/test'

/** A stand-in for the booking widget: a tiny local page whose load event fires at once. */
export const FAKE_WIDGET_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake booking widget</title></head>
<body><p>Fake booking widget</p></body></html>`

const NOT_LOCAL = /^https?:\/\/(?!127\.0\.0\.1[:/])/

/**
 * Answers every request that is not for the local preview server (that is, the booking
 * widget's origin) with the fake page, or aborts it if it is not a page. Returns the URLs
 * that were answered. `delayMs` holds the fake page back so the spinner can be seen.
 */
export async function fakeBookingWidget(target: Page | BrowserContext, { delayMs = 0 } = {}): Promise<string[]> {
  const served: string[] = []
  await target.route(NOT_LOCAL, async (route) => {
    if (route.request().resourceType() !== 'document') return route.abort()
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    served.push(route.request().url())
    await route.fulfill({ contentType: 'text/html', body: FAKE_WIDGET_HTML })
  })
  return served
}

/**
 * Waits until React has attached to the prerendered page. The page's code loads after its first
 * paint (route-preload.js), so a tap before then is plain HTML: a link still works, a button
 * that needs the app (the Menu toggle) does nothing yet. From hydrateRoot on, React replays taps.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
  })
}
