import { test, expect } from './fixtures'

const CARD_TITLES = [
  'Quotes and Payment Obligations',
  'Delivery of Quotes and Calendar Bookings',
  'Start-Up Fees, Contracts, and Termination',
  'Refund Policy',
  'Binding Agreement and Continuation of Terms',
  'Limitation of Liability',
  'Governing Law',
  'Entire Agreement',
]

test.describe('terms of service', () => {
  test('sticky header with logo badge, company name and subtitle', async ({ page, consoleErrors }) => {
    await page.goto('/tos')
    const header = page.getByRole('banner')
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky')
    await expect(header.locator('svg.logo-mark')).toBeVisible()
    await expect(header.getByRole('link', { name: 'Anchor Home Services home' })).toHaveAttribute('href', '/')
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveCount(1)
    await expect(h1.locator('.terms-header__company')).toHaveText('Anchor Home Services')
    await expect(h1.locator('.terms-header__subtitle')).toHaveText('Terms of Service')
    expect(consoleErrors).toEqual([])
  })

  test('intro box and the eight numbered cards, titles verbatim and in order', async ({ page, consoleErrors }) => {
    await page.goto('/tos')
    const intro = page.locator('.terms-intro')
    await expect(intro).toContainText('By engaging with the Company')
    await expect(intro).toContainText('you agree to these terms')
    await expect(intro).toContainText(
      'govern all clients receiving quotes, services or communications through the Company’s system',
    )

    const cards = page.locator('ol.terms-list > li')
    await expect(cards).toHaveCount(8)
    await expect(cards.locator('h2')).toHaveText(CARD_TITLES.map((title, index) => `${index + 1}${title}`))
    for (const [index, title] of CARD_TITLES.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 2, name: title, exact: true })).toHaveCount(1)
      await expect(cards.nth(index).locator('.terms-card__number')).toHaveText(String(index + 1))
    }
    expect(consoleErrors).toEqual([])
  })

  test('each key term is in the right card', async ({ page }) => {
    await page.goto('/tos')
    const card = (index: number) => page.locator('ol.terms-list > li').nth(index)
    const expectations: [number, RegExp[]][] = [
      [
        0,
        [
          /final and binding once it has been sent/,
          /pays every quote in full, even if the customer later cancels .* or does not show up/,
          /Charges are applied weekly, based on the number of quotes delivered .* in the prior week/,
        ],
      ],
      [
        1,
        [
          /delivered to the Client by email/,
          /emailed record .* prevails/,
          /Calendar bookings are provided as a courtesy only/,
          /does not remove or reduce the Client’s payment obligations/,
        ],
      ],
      [
        2,
        [
          /no start-up fees and no long-term contracts/,
          /at least 24 hours’ written notice/,
          /Quotes issued before the service is shut off remain payable/,
        ],
      ],
      [
        3,
        [
          /in writing within 7 calendar days of the disputed charge/,
          /never honored/,
          /sole discretion/,
          /not given for missed appointments, customer cancellations or calendar malfunctions/,
        ],
      ],
      [
        4,
        [
          /stay in effect until the Client gives the Company written notice of termination/,
          /Continued use .* ongoing acceptance/,
        ],
      ],
      [
        5,
        [
          /not liable for any indirect or consequential damages/,
          /third-party systems/,
          /sole remedy .* refund procedure/,
        ],
      ],
      [6, [/State of Wisconsin/, /courts of St\. Croix County/, /unless the Company and the Client agree otherwise/]],
      [
        7,
        [
          /entire agreement between the Company and the Client/,
          /Any change to these terms takes effect only if it is made in writing and signed by both the Company and the Client/,
        ],
      ],
    ]
    for (const [index, patterns] of expectations) {
      for (const pattern of patterns) await expect(card(index)).toContainText(pattern)
    }
  })

  test('cards below the fold fade in with a slight upward move as they scroll into view, and end fully shown', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto('/tos')
    const cards = page.locator('ol.terms-list > li')
    const style = (index: number) =>
      cards.nth(index).evaluate((element) => {
        const computed = getComputedStyle(element)
        const transform = computed.transform === 'matrix(1, 0, 0, 1, 0, 0)' ? 'none' : computed.transform
        return { opacity: Number(computed.opacity), transform }
      })
    // A CSS scroll-driven animation: no script runs it.
    expect(
      await cards.last().evaluate((element) => getComputedStyle(element).getPropertyValue('animation-timeline')),
    ).toBe('view()')
    // On screen at load: shown as is. Not reached yet: waiting, transparent and lowered.
    expect(await style(0)).toEqual({ opacity: 1, transform: 'none' })
    const waiting = await style(7)
    expect(waiting.opacity).toBe(0)
    expect(waiting.transform).toMatch(/^matrix\(1, 0, 0, 1, 0, \d+(\.\d+)?\)$/)
    // Entering: partly faded in and on its way up.
    await cards
      .nth(7)
      .evaluate((element) =>
        scrollTo({ top: scrollY + element.getBoundingClientRect().top - innerHeight + 24, behavior: 'instant' }),
      )
    await expect.poll(async () => (await style(7)).opacity).toBeGreaterThan(0)
    expect((await style(7)).opacity).toBeLessThan(1)
    for (let index = 0; index < 8; index += 1) {
      await cards.nth(index).evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
      await expect.poll(() => style(index)).toEqual({ opacity: 1, transform: 'none' })
    }
  })

  test('with reduced motion nothing animates: every card is shown', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto('/tos')
    const last = page.locator('ol.terms-list > li').last()
    expect(await last.evaluate((element) => element.getAnimations().length)).toBe(0)
    expect(await last.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
  })

  test('title, description and Open Graph tags', async ({ page }) => {
    await page.goto('/tos')
    await expect(page).toHaveTitle('Terms of Service | Anchor Home Services')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /terms/i)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Terms of Service | Anchor Home Services',
    )
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/og-image\.jpg$/)
  })

  test('the logo badge leads home, to a page with its own single title', async ({ page }) => {
    await page.goto('/tos')
    await page.getByRole('link', { name: 'Anchor Home Services home' }).click()
    await expect(page).toHaveTitle(/Booked estimates/)
    await expect(page.locator('title')).toHaveCount(1)
  })
})

test('where the browser lacks scroll-driven animations, nothing hides the cards', async ({ page }) => {
  await page.goto('/tos')
  // Every rule that animates or fades a card applies only inside @supports (animation-timeline: view()).
  const unguarded = await page.evaluate(() => {
    const found: string[] = []
    const visit = (rules: CSSRuleList, supported: boolean) => {
      for (const rule of rules) {
        if (rule instanceof CSSSupportsRule)
          visit(rule.cssRules, supported || rule.conditionText.includes('animation-timeline'))
        else if (rule instanceof CSSMediaRule) visit(rule.cssRules, supported)
        else if (rule instanceof CSSStyleRule && rule.selectorText.includes('terms-card') && !supported) {
          const { animationName, opacity, transform } = rule.style
          if ((animationName && animationName !== 'none') || (opacity && opacity !== '1') || transform)
            found.push(rule.cssText)
        }
      }
    }
    for (const sheet of document.styleSheets) visit(sheet.cssRules, false)
    return found
  })
  expect(unguarded).toEqual([])
  expect(
    await page.evaluate(() =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some(
          (rule) =>
            rule instanceof CSSSupportsRule && rule.cssText.includes('.terms-card') && rule.cssText.includes('view()'),
        ),
      ),
    ),
  ).toBe(true)
})
