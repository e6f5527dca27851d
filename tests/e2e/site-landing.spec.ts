import type { Locator } from '@playwright/test'
import { SPEC_NOW } from '../support/spec-clock'
import { test, expect } from './fixtures'
import { expandedState, fakeBookingWidget, openWithFakeWidget, watchRequestsAndNavigation } from './site-fakes'

/** The element's top once it has stayed put for five frames: a smooth scroll moves it every frame. */
async function settledTop(locator: Locator): Promise<number> {
  let top = Number.NaN
  await expect
    .poll(async () => {
      top = await locator.evaluate(async (element) => {
        const before = element.getBoundingClientRect().top
        for (let frame = 0; frame < 5; frame += 1) {
          await new Promise(requestAnimationFrame)
          if (Math.abs(element.getBoundingClientRect().top - before) >= 0.5) return Number.NaN
        }
        return before
      })
      return top
    })
    .not.toBeNaN()
  return top
}

/** A section's title (its h2) and, in order, the titles of its items (its h3s). */
async function expectHeadings(section: Locator, title: string, items: string[]) {
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(title)
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(items)
}

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await fakeBookingWidget(page)
  })

  test('header: logo, section anchors and Get Quotes', async ({ page, consoleErrors }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Anchor Home Services' })).toHaveAttribute('href', '/')
    const nav = header.getByRole('navigation', { name: 'Main' })
    for (const [name, href] of [
      ['Services', '/#services'],
      ['How it works', '/#how'],
      ['Pricing', '/#pricing'],
      ['Contact', '/#contact'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(header.getByRole('link', { name: 'Get Quotes' })).toHaveAttribute('href', '/#contact')
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky')
    expect(consoleErrors).toEqual([])
  })

  test('sections come in the specified order with their content', async ({ page, consoleErrors }) => {
    await page.goto('/')
    const main = page.getByRole('main')
    const h1 = main.getByRole('heading', { level: 1 })
    await expect(h1).toHaveCount(1)
    await expect(h1).toContainText(/booked/i)

    const order = await page.$$eval('main > section', (sections) =>
      sections.map((section) => section.id || section.getAttribute('data-section') || section.className),
    )
    expect(order).toEqual(['hero', 'benefits', 'services', 'how', 'pricing', 'testimonials', 'stats', 'contact'])

    await expectHeadings(page.locator('[data-section="benefits"]'), 'Why partners choose us', [
      'Pay per booked quote',
      'ZIP-to-partner routing',
      'Recorded calls',
      'CRM ready',
    ])
    await expectHeadings(page.locator('#services'), 'Who we book for', [
      'Concrete Coatings',
      'Exterior Painting',
      'Tree Removal',
    ])

    await expect(page.locator('#how').getByRole('listitem')).toHaveCount(3)

    const pricing = page.locator('#pricing')
    const plans = pricing.locator('.price-card')
    await expect(plans).toHaveCount(3)
    await expect(plans.nth(0)).toContainText('Concrete Coatings')
    await expect(plans.nth(0)).toContainText('$125 per quote')
    await expect(plans.nth(1)).toContainText('Tree Service')
    await expect(plans.nth(1)).toContainText('$150 per quote')
    await expect(plans.nth(2)).toContainText('Exterior Painting')
    await expect(plans.nth(2)).toContainText('$225 per booked quote')
    for (const promise of ['No retainers', 'No long contracts', 'Cancellations refunded']) {
      await expect(pricing.getByText(promise, { exact: true })).toBeVisible()
    }

    const testimonials = page.locator('[data-section="testimonials"]')
    await expect(testimonials.locator('blockquote')).toHaveCount(3)
    await expect(testimonials.locator('figcaption')).toHaveCount(3)

    const stats = page.locator('[data-section="stats"]')
    await expect(stats).toContainText('40,000+')
    await expect(stats).toContainText('appointments')
    await expect(stats).toContainText('Under 8%')
    await expect(stats).toContainText('no-show rate')
    await expect(stats).toContainText('70+')
    await expect(stats).toContainText('markets')

    await expect(page.locator('#contact').getByRole('heading', { level: 2 })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('Book a Demo leads to /schedule', async ({ page, consoleErrors }) => {
    await page.goto('/')
    await page.locator('.hero').getByRole('link', { name: 'Book a Demo' }).click()
    await expect(page).toHaveURL(/\/schedule$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a discovery call')
    expect(consoleErrors).toEqual([])
  })

  test('anchor links land below the sticky header', async ({ page }) => {
    await page.goto('/')
    const headerHeight = await page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().height)
    for (const [name, id] of [
      ['Pricing', 'pricing'],
      ['How it works', 'how'],
      ['Services', 'services'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
      // Scrolling may be smooth: wait until the section stops moving, then check where it is.
      const top = await settledTop(page.locator(`#${id}`))
      expect(top).toBeGreaterThanOrEqual(headerHeight - 1)
      expect(top).toBeLessThan(headerHeight + 40)
    }
    await page.getByRole('banner').getByRole('link', { name: 'Get Quotes' }).click()
    await expect(page).toHaveURL(/#contact$/)
    await expect(page.getByLabel('First name')).toBeInViewport()
  })

  test('hero image fades in, with srcset, sizes, width and height', async ({ page }) => {
    await page.goto('/')
    const image = page.locator('.hero img')
    // A CSS fade from transparent, started by the first render: no script decides when.
    expect(await image.evaluate((element) => getComputedStyle(element).animationName)).toBe('hero-image-in')
    await expect(image).toHaveAttribute('srcset', /hero-480\.webp 480w, .*hero-800\.webp 800w, .*hero-1200\.webp 1200w/)
    await expect(image).toHaveAttribute('sizes', /.+/)
    await expect(image).toHaveAttribute('width', '1200')
    await expect(image).toHaveAttribute('height', '900')
    await expect(image).toHaveAttribute('alt', /house/)
    await expect.poll(() => image.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
    expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
  })

  test('contact form: labelled fields; Submit keeps the text and the URL and sends nothing', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/')
    const form = page.locator('#contact form')
    const values: Record<string, string> = {
      'First name': 'Dana',
      'Last name': 'Ruiz',
      Company: 'Northline Floor Coatings',
      Email: 'dana@example.com',
      Phone: '715-555-0100',
      'What jobs do you want booked?': 'Garage floors in 54016 and 54022.',
    }
    for (const [label, value] of Object.entries(values)) {
      const field = form.getByLabel(label, { exact: true })
      await expect(field).toBeVisible()
      await field.fill(value)
    }
    await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email')
    await expect(form.getByLabel('Phone', { exact: true })).toHaveAttribute('type', 'tel')
    expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true)

    const urlBefore = page.url()
    const watched = await watchRequestsAndNavigation(page)
    await form.getByRole('button', { name: 'Submit' }).click()
    await form.getByLabel('Phone', { exact: true }).press('Enter')
    // Both were handled, and a submission (by either) would have been recorded before the key's release.
    await expect.poll(watched.pageEvents).toEqual(['click Submit', 'keyup Enter'])

    expect(page.url()).toBe(urlBefore)
    expect(watched.navigated).toBe(false)
    expect(watched.requests).toEqual([])
    for (const [label, value] of Object.entries(values)) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value)
    }
    expect(consoleErrors).toEqual([])
  })

  test('footer: copyright with this year, Terms to /tos, inert Privacy and Do Not Sell My Info', async ({
    page,
    consoleErrors,
  }) => {
    // A fixed page clock: read apart, this machine's year and the page's could straddle New Year.
    await page.clock.setFixedTime(SPEC_NOW)
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('© 2027 Anchor Home Services')
    for (const name of ['Privacy', 'Do Not Sell My Info']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) })
      await expect(link).toHaveAttribute('aria-disabled', 'true')
      await expect(link).not.toHaveAttribute('href')
      await expect(link).toHaveAccessibleName(`${name} (coming soon)`)
      // aria-disabled makes Playwright wait for it to be enabled: click it regardless.
      await link.click({ force: true })
      await expect(page).toHaveURL(/\/$/)
    }
    await footer.getByRole('link', { name: 'Terms' }).click()
    await expect(page).toHaveURL(/\/tos$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms of Service')
    expect(consoleErrors).toEqual([])
  })

  test('title, description and Open Graph tags', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Anchor Home Services | Booked estimates for home-service pros')
    await expect(page.locator('meta[name="description"]')).toHaveCount(1)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /pay per booked quote/i)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Booked estimates/)
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website')
    // Site-relative: this build sets no VITE_SITE_URL (unit tests cover the absolute form).
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(ogImage).toBe('/images/og-image.jpg')
    const response = await page.request.get(ogImage ?? '')
    expect(response.ok()).toBe(true)
    expect(response.headers()['content-type']).toContain('image/jpeg')
  })
})

test.describe('landing page at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the section links fold into a menu that opens, closes with Escape and on choosing a link', async ({
    page,
    consoleErrors,
  }) => {
    await openWithFakeWidget(page, '/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    const pricingLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })
    await expect(toggle).toBeVisible()
    expect(await expandedState(page, 'Menu')).toBe(false)
    await expect(pricingLink).toBeHidden()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Quotes' })).toBeVisible()

    await toggle.click()
    await expect(pricingLink).toBeVisible()
    expect(await expandedState(page, 'Menu')).toBe(true)
    await page.keyboard.press('Escape')
    await expect(pricingLink).toBeHidden()
    expect(await expandedState(page, 'Menu')).toBe(false)
    await expect(toggle).toBeFocused()

    await toggle.click()
    await pricingLink.click()
    await expect(page).toHaveURL(/#pricing$/)
    await expect(pricingLink).toBeHidden()
    await expect(page.locator('#pricing').getByRole('heading', { level: 2 })).toBeInViewport()
    expect(consoleErrors).toEqual([])
  })

  test('a tap on Menu right after the first paint opens it: no script is needed', async ({ page }) => {
    // The page's script never arrives.
    await page.route(/\/assets\/.*\.js$/, () => {})
    await page.goto('/', { waitUntil: 'commit' })
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.click()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible()
    expect(await expandedState(page, 'Menu')).toBe(true)
  })

  test('at desktop width the menu button is hidden and the links show', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible()
  })
})

test.describe('no horizontal scrolling', () => {
  for (const width of [360, 768, 1280]) {
    test(`public pages fit ${width} px`, async ({ page }) => {
      await fakeBookingWidget(page)
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/', '/schedule', '/tos']) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0)
      }
    })
  }
})

test('reduced motion: the hero image shows without a fade', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const image = page.locator('.hero img')
  expect(await image.evaluate((element) => element.getAnimations().length)).toBe(0)
  expect(await image.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
})
