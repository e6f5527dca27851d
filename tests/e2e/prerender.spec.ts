// The public pages are rendered to HTML at build time (build/prerender) and ship without the app's code:
// their CSS inline and one plain page script. These tests read the HTML the host sends and use the pages
// with JavaScript turned off.
import { test, expect } from './fixtures'
import { expandedState, fakeBookingWidget, openWithFakeWidget, watchRequestsAndNavigation } from './site-fakes'
import { DEFAULT_SCHEDULE_FRAME_QUERY } from '../support/schedule-frame'

const pages = [
  {
    path: '/',
    title: 'Anchor Home Services | Booked estimates for home-service pros',
    h1: 'Booked estimates on your calendar',
  },
  { path: '/schedule', title: 'Book a discovery call | Anchor Home Services', h1: 'Book a discovery call' },
  { path: '/tos', title: 'Terms of Service | Anchor Home Services', h1: 'Terms of Service' },
] as const

for (const { path, title, h1 } of pages) {
  test(`${path}: the host sends the page itself, with its head tags, its CSS inline and one plain script`, async ({
    request,
  }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<div id="root" data-prerendered="${path}">`)
    expect(html).toContain(`<title>${title}</title>`)
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/)
    expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/)
    expect(html).toContain(h1)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<style>[^]*?\.site\{[^]*?<\/style>/)
    expect(html).not.toMatch(/<link rel="stylesheet"/)
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script type="module" fetchpriority="low" src="\/assets\/page-script-[\w-]+\.js">$/),
    ])
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the landing page shows its content and pricing', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Booked estimates on your calendar, not leads to chase.',
    )
    await expect(page.locator('#pricing')).toContainText('$125')
    await expect(page.locator('#pricing')).toContainText('$225')
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible()
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } })

    test('Menu opens and closes the navigation, and its anchors work', async ({ page }) => {
      await page.goto('/')
      const toggle = page.getByRole('button', { name: 'Menu' })
      const nav = page.getByRole('navigation', { name: 'Main' })
      await expect(nav.getByRole('link', { name: 'Pricing' })).toBeHidden()
      await toggle.click()
      await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible()
      expect(await expandedState(page, 'Menu')).toBe(true)
      await toggle.click()
      await expect(nav.getByRole('link', { name: 'Pricing' })).toBeHidden()
      expect(await expandedState(page, 'Menu')).toBe(false)

      await toggle.click()
      await nav.getByRole('link', { name: 'Pricing' }).click()
      await expect(page).toHaveURL(/\/#pricing$/)
      await expect(page.locator('#pricing').getByRole('heading', { level: 2 })).toBeInViewport()
      await page.keyboard.press('Escape')
      await expect(nav.getByRole('link', { name: 'Pricing' })).toBeHidden()
    })
  })

  test('Submit and Enter send nothing and go nowhere', async ({ page }) => {
    await page.goto('/')
    const form = page.locator('#contact form')
    await form.getByLabel('First name').fill('Dana')
    const watched = await watchRequestsAndNavigation(page)
    await form.getByRole('button', { name: 'Submit' }).click()
    await form.getByLabel('Email', { exact: true }).fill('dana@example.com')
    await form.getByLabel('Email', { exact: true }).press('Enter')
    // Both were handled, and a submission (by either) would have been recorded before the key's release.
    await expect.poll(watched.pageEvents).toEqual(['click Submit', 'keyup Enter'])
    expect(watched.requests).toEqual([])
    expect(watched.navigated).toBe(false)
    expect(page.url()).toMatch(/\/$/)
    await expect(form.getByLabel('First name')).toHaveValue('Dana')
  })

  test('the terms show all eight cards, each visible once scrolled to', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto('/tos')
    const cards = page.locator('.terms-card')
    await expect(cards).toHaveCount(8)
    for (let index = 0; index < 8; index += 1) {
      await cards.nth(index).evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
      await expect.poll(() => cards.nth(index).evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
      await expect(cards.nth(index)).toBeInViewport()
    }
  })

  test('the scheduling page has the booking frame, with its configured URL and size, over the spinner', async ({
    page,
  }) => {
    const served = await fakeBookingWidget(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/schedule')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a discovery call')
    const frame = page.locator('iframe.booking-widget__frame')
    const src = new URL((await frame.getAttribute('src')) ?? '')
    expect(`${src.origin}${src.pathname}`).toBe('https://calendly.com/anchor-home-services/discovery-call')
    expect(Object.fromEntries(src.searchParams)).toEqual(DEFAULT_SCHEDULE_FRAME_QUERY)
    const box = await frame.evaluate((element) => {
      const rect = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      return { width: rect.width, height: style.height, minWidth: style.minWidth }
    })
    expect(box.height).toBe('700px')
    expect(box.minWidth).toBe('320px')
    expect(box.width).toBeGreaterThanOrEqual(320)
    await expect(page.frameLocator('iframe').getByText('Fake booking widget')).toBeVisible()
    expect(served).toHaveLength(1)
    // The spinner lies under the frame: the scheduler's page covers it, and it never covers the scheduler.
    await frame.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }))
    const onTop = await frame.evaluate((element) => {
      const rect = element.getBoundingClientRect()
      return document.elementFromPoint(rect.left + rect.width / 2, rect.top + 200) === element
    })
    expect(onTop).toBe(true)
  })
})

test('the footer shows the visitor’s current year, not the build’s', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-03-04T12:00:00Z'))
  await page.goto('/')
  await expect(page.locator('.site-footer__copyright')).toHaveText('© 2031 Anchor Home Services')
})

test('the tool and unknown paths get the app shell, never a public page’s markup', async ({ page, request }) => {
  for (const path of ['/tool', '/does-not-exist', '/tos/extra']) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain('<div id="root"></div>')
    expect(html, path).not.toContain('data-prerendered')
  }
  await page.goto('/does-not-exist')
  await expect(page.getByRole('heading', { name: 'No match for /does-not-exist' })).toBeVisible()
})

test('inside the app the router renders the public pages: Go Home from the not-found screen', async ({
  page,
  consoleErrors,
}) => {
  await openWithFakeWidget(page, '/does-not-exist')
  await page.getByRole('link', { name: 'Go Home' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Booked estimates on your calendar, not leads to chase.',
  )
  await expect(page).toHaveTitle('Anchor Home Services | Booked estimates for home-service pros')
  // Rendered by React in the app shell, not loaded as the prerendered file.
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL(/#pricing$/)
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeHidden()
  expect(consoleErrors).toEqual([])
})
