// Admin's Needs you in Chromium through the Google-like local host, at a desk's size and a phone's: with a refund
// waiting it is Admin's first section and its refund line is on screen at scroll 0; offline it says the ledger could
// not be read.
import type { Locator, Page, TestInfo } from '@playwright/test'
import { SPEC_NOW } from '../support/spec-clock'
import { lastWeekBooking, linkTokenOf, startWithRefundLinks, THIS_MONDAY } from '../support/last-week-booking'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { useLedgerInAdmin, waitForServiceWorkerControl } from '../support/tool-page'
import { test, expect } from './fixtures'

const OWNER_KEY = 'e2e-owner-key-needs-you-7d2'
const ID = '1a2b3c4d-0000-4000-8000-0000000000d1'
const REFUND_LINE = '1 refund request to decide · the first by Wed Jan 13'

// The offline start needs the service worker's precache.
test.use({ serviceWorkers: 'allow' })
test.setTimeout(90_000)

const ledger = ledgerServerForSpec(test, OWNER_KEY)

const post = (body: object) =>
  JSON.parse(ledger().script.doPost(JSON.stringify({ key: OWNER_KEY, ...body })).content) as Record<string, unknown>

/** Last week one quote emailed; this Monday its partner asked for a refund from the email's link. */
function seedRefundWaiting() {
  const script = ledger().script
  startWithRefundLinks(ledger(), OWNER_KEY)
  expect(post({ action: 'book', bookings: [lastWeekBooking(ID, 'St. Croix Floor Coatings LLC')] })).toMatchObject({
    emailed: [ID],
  })
  const token = linkTokenOf(ledger(), ID, 'refund')
  // Mon Jan 11: the request the owner answers by Wed Jan 13 (SPEC_NOW's day).
  script.clock.set(THIS_MONDAY)
  expect(script.call('askFromLink', { action: 'refund', id: ID, t: token, reason: 'Charged twice' })).toMatchObject({
    ok: true,
  })
  script.clock.set(SPEC_NOW)
}

/** Scrolled to the top once `shown` is there: the browser restores the last scroll when the same URL loads again. */
async function atScrollZero(page: Page, shown: Locator) {
  await shown.waitFor()
  await page.evaluate(() => window.scrollTo(0, 0))
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
}

/** Admin's first section, among the sections of its panel. */
const firstSection = (page: Page) => page.getByRole('tabpanel').locator('section').first()

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`) })

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('with a refund waiting, Needs you comes first and its refund line is on screen at scroll 0', async ({
      page,
    }, testInfo) => {
      seedRefundWaiting()
      await page.clock.install({ time: SPEC_NOW })
      await page.goto('/tool')
      await useLedgerInAdmin(page, ledger().execUrl, OWNER_KEY, /^Ledger connected/)
      await page.goto('/tool?tab=admin')

      const needsYou = page.getByRole('region', { name: 'Needs you' })
      const refundLine = needsYou.getByRole('link', { name: REFUND_LINE })
      await atScrollZero(page, refundLine)
      await expect(refundLine).toBeInViewport({ ratio: 1 })
      await expect(firstSection(page)).toHaveAttribute('aria-labelledby', 'needs-you-heading')
      await expect(needsYou.getByRole('link')).toHaveText([REFUND_LINE])
      await shot(page, testInfo, `needs-you-${viewport.width}`)

      // The line leads to the request, which names the homeowner, the setter and the Booking ID.
      await refundLine.click()
      await expect(page.getByRole('heading', { name: 'Refunds asked' })).toBeInViewport()
      const refunds = page.getByRole('region', { name: 'Refunds asked' })
      await expect(refunds.getByText(`Homeowner: Pat Doe · Setter: Alex · Booking ID: ${ID}`)).toBeVisible()
      await shot(page, testInfo, `refund-card-${viewport.width}`)
    })

    test('offline, Needs you says the ledger could not be read', async ({ page, context }, testInfo) => {
      seedRefundWaiting()
      await page.clock.install({ time: SPEC_NOW })
      await page.goto('/tool')
      await waitForServiceWorkerControl(page)
      await useLedgerInAdmin(page, ledger().execUrl, OWNER_KEY, /^Ledger connected/)
      await expect(page.getByRole('link', { name: REFUND_LINE })).toBeVisible()

      await context.setOffline(true)
      await page.goto('/tool?tab=admin')
      const needsYou = page.getByRole('region', { name: 'Needs you' })
      const notRead = needsYou.getByText('Needs you: the ledger could not be read (no connection to the ledger).')
      await atScrollZero(page, notRead)
      await expect(notRead).toBeInViewport({ ratio: 1 })
      await expect(firstSection(page)).toHaveAttribute('aria-labelledby', 'needs-you-heading')
      await expect(needsYou.getByText('Nothing needs you.')).toHaveCount(0)
      await shot(page, testInfo, `needs-you-offline-${viewport.width}`)
    })
  })
}
