import { test, expect } from './fixtures'
import { FAKE_WIDGET_HTML, fakeBookingWidget, openWithFakeWidget } from './site-fakes'

test.describe('scheduling page', () => {
  test('spinner shows until the (local, routed) widget frame loads, then goes', async ({ page, consoleErrors }) => {
    const served = await fakeBookingWidget(page, { delayMs: 1200 })
    await page.goto('/schedule', { waitUntil: 'domcontentloaded' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a discovery call')
    const spinner = page.getByTestId('booking-spinner')
    await expect(spinner).toBeVisible()
    await expect(spinner).toContainText('Loading the scheduler')
    // The spinner sits in the frame's positioned box, under the (still transparent) frame.
    expect(await spinner.evaluate((element) => getComputedStyle(element.parentElement!).position)).toBe('relative')

    const frame = page.locator('iframe')
    await expect(frame).toHaveAttribute('title', /discovery call/i)
    await expect(spinner).toBeHidden({ timeout: 10_000 })
    expect(served.length).toBe(1)
    await expect(page.frameLocator('iframe').getByText('Fake booking widget')).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('the frame is 700 px tall, at least 320 px wide, and its URL is the configured inline embed', async ({
    page,
  }) => {
    await fakeBookingWidget(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/schedule')
    const frame = page.locator('iframe')
    const size = await frame.evaluate((element) => {
      const style = getComputedStyle(element)
      return { height: style.height, minWidth: style.minWidth, width: element.getBoundingClientRect().width }
    })
    expect(size.height).toBe('700px')
    expect(size.minWidth).toBe('320px')
    expect(size.width).toBeGreaterThanOrEqual(320)
    const src = new URL((await frame.getAttribute('src')) ?? '')
    expect(src.hostname).not.toBe('127.0.0.1')
    expect(src.searchParams.get('embed_type')).toBe('Inline')
    // This build sets no VITE_SITE_URL: the page's host is not known at build time (unit tests cover the other case).
    expect(src.searchParams.has('embed_domain')).toBe(false)
    expect(src.searchParams.get('utm_source')).toBe('website')
    expect(src.searchParams.get('utm_medium')).toBe('schedule-page')
    expect(src.searchParams.get('hide_gdpr_banner')).toBe('1')
    expect(src.searchParams.get('primary_color')).toBe('0f3d3e')
  })

  test('the visitor’s own UTM values reach the frame', async ({ page }) => {
    const served = await openWithFakeWidget(page, '/schedule?utm_source=newsletter&utm_campaign=spring')
    await expect(page.locator('.booking-widget')).toHaveAttribute('data-state', 'ready')
    // The frame in the HTML may have started (and even loaded) with the default values; what it ends on is the visitor's.
    const frameSrc = await page.locator('iframe').getAttribute('src')
    await expect
      .poll(() =>
        page
          .frames()
          .find((frame) => frame !== page.mainFrame())
          ?.url(),
      )
      .toBe(frameSrc)
    expect(served).toContain(frameSrc)
    const src = new URL(frameSrc ?? '')
    expect(src.searchParams.get('utm_source')).toBe('newsletter')
    expect(src.searchParams.get('utm_campaign')).toBe('spring')
    expect(src.searchParams.get('utm_medium')).toBe('schedule-page')
  })

  test('a frame that cannot load leaves a link to the booking page in a new tab, with the visitor’s UTM values', async ({
    page,
  }) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'))
    await page.goto('/schedule?utm_source=newsletter')
    const link = page.getByRole('link', { name: 'Open the booking page in a new tab' })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(link).toHaveAttribute('href', /utm_source=newsletter/)
    expect(await link.getAttribute('href')).toBe(await page.locator('iframe').getAttribute('src'))
  })

  test('connection lost before the frame loads: the message replaces the frame, which loads once back online', async ({
    page,
    context,
    consoleErrors,
  }) => {
    let answer = true
    const served: string[] = []
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, async (route) => {
      if (!answer) return
      served.push(route.request().url())
      await route.fulfill({ contentType: 'text/html', body: FAKE_WIDGET_HTML })
    })
    answer = false
    await page.goto('/schedule', { waitUntil: 'domcontentloaded' })
    await expect(page.getByTestId('booking-spinner')).toBeVisible()

    await context.setOffline(true)
    await expect(
      page.getByText('The scheduler needs an internet connection. Reconnect and it will load here.'),
    ).toBeVisible()
    await expect(page.locator('iframe')).toBeHidden()
    await expect(page.getByTestId('booking-spinner')).toBeHidden()

    answer = true
    await context.setOffline(false)
    await expect(page.locator('.booking-widget')).toHaveAttribute('data-state', 'ready')
    await expect(page.frameLocator('iframe').getByText('Fake booking widget')).toBeVisible()
    await expect(page.getByText('The scheduler needs an internet connection.')).toBeHidden()
    expect(served).toHaveLength(1)
    expect(consoleErrors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([])
  })

  test('connection lost after the frame loaded: the frame stays, with a notice', async ({ page, context }) => {
    await openWithFakeWidget(page, '/schedule')
    await expect(page.locator('.booking-widget')).toHaveAttribute('data-state', 'ready')
    const notice = page.getByText('You’re offline. The scheduler needs an internet connection to confirm a time.')
    await context.setOffline(true)
    await expect(notice).toBeVisible()
    await expect(page.locator('iframe')).toBeVisible()
    await context.setOffline(false)
    await expect(notice).toBeHidden()
  })

  test('title, description and Open Graph tags', async ({ page }) => {
    await openWithFakeWidget(page, '/schedule')
    await expect(page).toHaveTitle('Book a discovery call | Anchor Home Services')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /discovery call/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Book a discovery call | Anchor Home Services',
    )
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/og-image\.jpg$/)
  })
})
