import { test, expect } from './fixtures'
import { fakeBookingWidget } from './site-fakes'

test.describe('scheduling page', () => {
  test('spinner shows until the (local, routed) widget frame loads, then goes', async ({ page, consoleErrors }) => {
    const served = await fakeBookingWidget(page, { delayMs: 1200 })
    await page.goto('/schedule')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a discovery call')
    const spinner = page.getByTestId('booking-spinner')
    await expect(spinner).toBeVisible()
    await expect(spinner).toContainText('Loading the scheduler')

    // The spinner sits on top of the frame inside a positioned box, never behind the page.
    const layering = await spinner.evaluate((element) => {
      const box = element.parentElement as HTMLElement
      const rect = element.getBoundingClientRect()
      const topmost = document.elementFromPoint(rect.left + rect.width / 2, rect.top + 40)
      return { boxPosition: getComputedStyle(box).position, onTop: element.contains(topmost) }
    })
    expect(layering.boxPosition).toBe('relative')
    expect(layering.onTop).toBe(true)

    const frame = page.locator('iframe')
    await expect(frame).toHaveAttribute('title', /discovery call/i)
    await expect(spinner).toBeHidden({ timeout: 10_000 })
    expect(served.length).toBe(1)
    await expect(page.frameLocator('iframe').getByText('Fake booking widget')).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('the frame is 700 px tall, at least 320 px wide, and its URL is an inline embed', async ({ page }) => {
    await fakeBookingWidget(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/schedule?utm_source=newsletter')
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
    expect(src.searchParams.get('embed_domain')).toBe(new URL(page.url()).host)
    expect(src.searchParams.get('utm_source')).toBe('newsletter')
    expect(src.searchParams.get('hide_gdpr_banner')).toBe('1')
    expect(src.searchParams.get('primary_color')).toBe('0f3d3e')
  })

  test('offline: says the scheduler needs a connection, then loads the frame when back online', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const served = await fakeBookingWidget(page)
    // Load the app and the scheduling page's code once, then leave it.
    await page.goto('/schedule')
    await expect(page.locator('iframe')).toHaveCount(1)
    await page.getByRole('banner').getByRole('link', { name: 'Anchor Home Services' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('.hero img')).toHaveAttribute('data-loaded', 'true')
    served.length = 0

    const failed: string[] = []
    page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname))
    await context.setOffline(true)
    await page.locator('.hero').getByRole('link', { name: 'Book a Demo' }).click()
    await expect(page).toHaveURL(/\/schedule$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a discovery call')
    await expect(
      page.getByText('The scheduler needs an internet connection. Reconnect and it will load here.'),
    ).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(page.getByTestId('booking-spinner')).toHaveCount(0)
    expect(served).toEqual([])

    await context.setOffline(false)
    await expect(page.locator('iframe')).toHaveCount(1)
    await expect(page.getByTestId('booking-spinner')).toBeHidden()
    await expect(page.getByText('The scheduler needs an internet connection.')).toHaveCount(0)
    expect(served.length).toBe(1)
    // Offline, Chromium re-requests the favicon on navigation and logs its failure; nothing else may fail.
    expect(failed.filter((path) => !['/favicon.svg', '/favicon.ico'].includes(path))).toEqual([])
    expect(consoleErrors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([])
  })

  test('title, description and Open Graph tags', async ({ page }) => {
    await fakeBookingWidget(page)
    await page.goto('/schedule')
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
