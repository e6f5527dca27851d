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

/** The expanded state Chromium exposes to assistive technology for the button named `name`. */
export async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree')
    const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === name)
    const expanded = button?.properties?.find((property) => property.name === 'expanded')?.value.value
    return typeof expanded === 'boolean' ? expanded : undefined
  } finally {
    await cdp.detach()
  }
}

/** From now on, every request the page makes and whether its main frame navigates. */
export function watchRequestsAndNavigation(page: Page) {
  const watched = { requests: [] as string[], navigated: false }
  page.on('request', (request) => watched.requests.push(request.url()))
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) watched.navigated = true
  })
  return watched
}
