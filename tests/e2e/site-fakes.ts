import type { BrowserContext, Page } from '@playwright/test'
import { expect } from '@playwright/test'

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

/** Opens `path` with the booking widget faked; returns the widget URLs answered, as fakeBookingWidget does. */
export async function openWithFakeWidget(page: Page, path: string): Promise<string[]> {
  const served = await fakeBookingWidget(page)
  await page.goto(path)
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

type WatchedWorld = typeof globalThis & { __pageEvents?: string[] }

/** Records in order each click on a button, each Enter released and each form submission (run in the page). */
function recordPageEvents() {
  const seen: string[] = []
  ;(globalThis as WatchedWorld).__pageEvents = seen
  const options = { capture: true }
  window.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof HTMLButtonElement) seen.push(`click ${event.target.textContent}`)
    },
    options,
  )
  window.addEventListener(
    'keyup',
    (event) => {
      if (event.key === 'Enter') seen.push('keyup Enter')
    },
    options,
  )
  window.addEventListener('submit', () => seen.push('submit'), options)
}

/**
 * From now on, every request the page makes, whether its main frame navigates or asks to (a form submission
 * does at once), and, read with `pageEvents()`, what recordPageEvents sees. It listens from an isolated world,
 * whose listeners run even where the page's own JavaScript is off.
 */
export async function watchRequestsAndNavigation(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const { frameTree } = await cdp.send('Page.getFrameTree')
  const mainFrameId = frameTree.frame.id
  const { executionContextId } = await cdp.send('Page.createIsolatedWorld', {
    frameId: mainFrameId,
    worldName: 'watch-page-events',
  })
  const inWorld = async (functionDeclaration: string): Promise<unknown> => {
    const { result, exceptionDetails } = await cdp.send('Runtime.callFunctionOn', {
      functionDeclaration,
      executionContextId,
      returnByValue: true,
      awaitPromise: true,
    })
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text)
    return result.value
  }
  const watched = {
    requests: [] as string[],
    navigated: false,
    pageEvents: () =>
      inWorld('() => globalThis.__pageEvents').then(
        (events) => events as string[],
        (error: Error) => [`the page was replaced: ${error.message}`],
      ),
  }
  page.on('request', (request) => watched.requests.push(request.url()))
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) watched.navigated = true
  })
  await cdp.send('Page.enable')
  cdp.on('Page.frameRequestedNavigation', (event) => {
    if (event.frameId === mainFrameId) watched.navigated = true
  })
  await inWorld(String(recordPageEvents))
  return watched
}

/**
 * A page's work after load is done: every image has loaded (or failed) and finished fading in, and every
 * booking frame has loaded (on the public pages, the page script's one task after load: src/site/page-script).
 */
export async function pageSettled(page: Page) {
  for (const box of await page.locator('[data-booking-frame]').all()) {
    await expect(box).toHaveAttribute('data-state', 'ready')
  }
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.timeline === document.timeline)
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  )
}
