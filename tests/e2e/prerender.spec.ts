// The public pages are rendered to HTML at build time (build/prerender) and hydrated in
// the browser. These tests read the HTML the host sends, load pages without JavaScript,
// and check that React attaches to the markup on screen instead of painting it again.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { fakeBookingWidget } from './site-fakes'

const pages = [
  {
    path: '/',
    title: 'Anchor Home Services | Booked estimates for home-service pros',
    h1: 'Booked estimates on your calendar',
  },
  { path: '/schedule', title: 'Book a discovery call | Anchor Home Services', h1: 'Book a discovery call' },
  { path: '/tos', title: 'Terms of Service | Anchor Home Services', h1: 'Terms of Service' },
] as const

/** Remembers the headline element as parsed from the HTML, before any script could replace it. */
async function rememberParsedHeadline(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as unknown as { __parsedHeadline: Element | null }).__parsedHeadline = document.querySelector('h1')
    })
  })
}

async function headlineIsTheParsedOne(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __parsedHeadline: Element | null }).__parsedHeadline === document.querySelector('h1'),
  )
}

for (const { path, title, h1 } of pages) {
  test(`${path}: the host sends the page itself, with its head tags and stylesheets`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<div id="root" data-prerendered="${path}">`)
    expect(html).toContain(`<title>${title}</title>`)
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/)
    expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/)
    expect(html).toContain(h1)
    // The first paint is styled by the page's critical CSS, inline in <head>; no stylesheet blocks it.
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<style>[^<]*\.site\{[^<]+<\/style>/)
    const outsideNoscript = head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    expect(outsideNoscript).not.toMatch(/<link rel="stylesheet"/)
    // Without JavaScript the full stylesheets still apply.
    expect(head).toMatch(
      /<noscript>[^]*<link rel="stylesheet" crossorigin href="\/assets\/site-[\w-]+\.css">[^]*<\/noscript>/,
    )
  })

  test(`${path}: hydration keeps the prerendered markup, with no errors`, async ({ page, consoleErrors }) => {
    await fakeBookingWidget(page)
    await rememberParsedHeadline(page)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(h1)
    // Hydrated: the footer's Terms link navigates inside the app.
    await expect(page.locator('footer').getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/tos')
    await page.waitForLoadState('networkidle')
    expect(await headlineIsTheParsedOne(page)).toBe(true)
    await expect(page).toHaveTitle(title)
    await expect(page.locator('title')).toHaveCount(1)
    await expect(page.locator('meta[name="description"]')).toHaveCount(1)
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1)
    // The full stylesheets were added after the first paint.
    await expect(page.locator('head link[rel="stylesheet"][href*="/assets/site-"]')).toHaveCount(1)
    expect(consoleErrors).toEqual([])
  })
}

test('the inline critical CSS alone lays the page out as the full stylesheets do (no shift when they arrive)', async ({
  browser,
}) => {
  /** Where the first screen's blocks sit, for a viewport the size of a phone. */
  const layoutOf = async (path: string, stylesheets: 'blocked' | 'loaded') => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      javaScriptEnabled: stylesheets === 'loaded',
    })
    const page = await context.newPage()
    // Without JavaScript nothing adds the stylesheets (their links are in <noscript>, and those are aborted).
    if (stylesheets === 'blocked') await page.route(/\/assets\/[^/]+\.css$/, (route) => route.abort())
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort())
    await page.goto(path, { waitUntil: 'load' })
    if (stylesheets === 'loaded')
      await expect(page.locator('head link[rel="stylesheet"][href*="/assets/site-"]')).toHaveCount(1)
    const layout = await page.evaluate(() =>
      // The header, the headline and what follows it; not images (the hero fades in with a transform).
      [...document.querySelectorAll('header, header *, h1, h1 ~ *, h1 ~ * *')]
        .filter((element) => element.tagName !== 'IMG' && element.getBoundingClientRect().top < innerHeight)
        .slice(0, 40)
        .map((element) => {
          const box = element.getBoundingClientRect()
          return `${element.tagName.toLowerCase()}.${element.className} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`
        }),
    )
    await context.close()
    return layout
  }
  for (const { path } of pages) {
    const critical = await layoutOf(path, 'blocked')
    expect(critical.length, path).toBeGreaterThan(3)
    expect(critical, path).toEqual(await layoutOf(path, 'loaded'))
  }
})

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

  test('the terms show all eight cards', async ({ page }) => {
    await page.goto('/tos')
    await expect(page.locator('.terms-card')).toHaveCount(8)
    await expect(page.locator('.terms-card').first()).toBeVisible()
  })

  test('the scheduling page shows the loading state where the widget will go', async ({ page }) => {
    await page.goto('/schedule')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a discovery call')
    await expect(page.getByTestId('booking-spinner')).toBeVisible()
  })
})

test('the booking frame is added in the browser, with the page’s own host as embed_domain', async ({
  page,
  baseURL,
}) => {
  await fakeBookingWidget(page)
  await page.goto('/schedule')
  const src = await page.locator('iframe.booking-widget__frame').getAttribute('src')
  expect(new URL(src ?? '').searchParams.get('embed_domain')).toBe(new URL(baseURL ?? '').host)
  await expect(page.locator('.booking-widget')).toHaveAttribute('data-state', 'ready')
})

test('the footer shows the visitor’s current year, not the build’s', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-03-04T12:00:00Z'))
  await page.goto('/')
  await expect(page.locator('.site-footer__copyright')).toHaveText('© 2031 Anchor Home Services')
})

/** Holds the app's code (its JS assets) back until the returned function is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let releaseScripts: () => void = () => {}
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsReleased
    await route.continue()
  })
  return releaseScripts
}

test('a visitor who scrolls before the page’s code runs stays where they scrolled to', async ({ page }) => {
  const releaseScripts = await holdAppScripts(page)
  await page.goto('/')
  await page.locator('#pricing').scrollIntoViewIfNeeded()
  const scrolledTo = await page.evaluate(() => scrollY)
  expect(scrolledTo).toBeGreaterThan(200)
  releaseScripts()
  // Hydrated: the footer's Terms link navigates inside the app.
  await expect(page.locator('footer').getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/tos')
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => scrollY)).toBe(scrolledTo)
})

test('the hero image fades in even when it loads before the page’s code runs', async ({ page }) => {
  // Hold the app's code back until the image is in: its load event fires before React listens.
  const releaseScripts = await holdAppScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  const image = page.locator('.hero__image')
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await expect(image).toHaveAttribute('data-loaded', 'false')
  releaseScripts()
  await expect(image).toHaveAttribute('data-loaded', 'true')
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
