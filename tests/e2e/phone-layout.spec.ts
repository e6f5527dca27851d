// The tool and the partner's pages on a phone (390×844): no screen scrolls sideways, the current tab is inside the tab
// bar, the service choice wraps, every tap target is at least 24 px (axe's target-size rule, on in ./axe).
import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { appendLeads, type LeadCells } from '../../scripts/support/apps-script-double'
import { lastWeekBooking, startWithRefundLinks, THIS_MONDAY } from '../support/last-week-booking'
import { SPEC_NOW } from '../support/spec-clock'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { resultCount, statusLine, useLedgerInAdmin } from '../support/tool-page'
import { test, expect } from './fixtures'
import { axeViolations } from './axe'

const OWNER_KEY = 'e2e-owner-key-phone-layout-62'
const PHONE = { width: 390, height: 844 }
const DESK = { width: 1280, height: 800 }
const SHOTS = '/tmp/layout-shots'
// Wednesday 8:30 AM in Wisconsin (CST): the lead may be called.
const NOW = Date.parse('2027-01-13T14:30:00Z')
const REFUND_ID = '1a2b3c4d-0000-4000-8000-00000000000a'
const NOT_VALID_PAGE = 'This link is not valid. Open it again from the quote email, or reply to that email.'

const ledger = ledgerServerForSpec(test, OWNER_KEY)

/** Google, not the script, writes the `<html>` element around a web app's page, so its lang is not the page's to set. */
const partnerPageViolations = async (page: Page) =>
  (await axeViolations(page)).filter((violation) => violation.id !== 'html-has-lang')
test.setTimeout(120_000)
test.use({ viewport: PHONE })

const post = (body: object) =>
  JSON.parse(ledger().script.doPost(JSON.stringify({ key: OWNER_KEY, ...body })).content) as Record<string, unknown>

/** How far the page scrolls sideways, and the outermost elements reaching past the viewport's right edge. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth
    const past = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.right > width + 0.5 && !element.parentElement?.closest('[data-past]')
    })
    for (const element of past) element.setAttribute('data-past', '')
    const names = past
      .filter((element) => !element.parentElement?.closest('[data-past]'))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
    for (const element of past) element.removeAttribute('data-past')
    return { sideways: Math.max(0, document.documentElement.scrollWidth - width), past: names }
  })
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await sidewaysOverflow(page)
  expect(overflow.sideways, `past the right edge: ${overflow.past.join(', ')}`).toBe(0)
}

/** WCAG 2.5.8's 24 px, asked of the box itself: axe's rule lets a smaller target pass when nothing is near it. */
async function expectAtLeast24px(target: Locator) {
  const box = await target.boundingBox()
  expect(Math.round(Math.min(box!.width, box!.height)), `${box!.width}×${box!.height}`).toBeGreaterThanOrEqual(24)
}

/** The whole page at both sizes, and on a phone the screen at `at` (the top when not given). */
async function shoot(page: Page, name: string, at?: Locator) {
  mkdirSync(SHOTS, { recursive: true })
  await page.setViewportSize(DESK)
  await page.screenshot({ path: `${SHOTS}/${name}-1280x800.png`, fullPage: true })
  await page.setViewportSize(PHONE)
  await page.screenshot({ path: `${SHOTS}/${name}-390x844.png`, fullPage: true })
  if (at) await at.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/${name}-390x844-screen.png` })
  await page.evaluate(() => window.scrollTo(0, 0))
}

const lead: LeadCells = {
  'Received At': new Date(NOW - 45 * 60_000),
  Name: 'Pat Doe',
  Phone: '715 555 0102',
  Email: '',
  Address: '12 Main St, Town, 54016',
  ZIP: '54016',
  Service: 'Concrete Coatings',
  'Garage Size': '2-car',
  Source: 'Facebook Ads',
  Notes: '',
}

test('Search with a held lead, its results, the Call back form and the outcome line fit a phone', async ({ page }) => {
  const script = ledger().script
  script.clock.set(NOW)
  post({ action: 'check' })
  appendLeads(script.spreadsheet, [lead])
  await page.clock.install({ time: NOW })
  await page.goto('/tool')
  await expect(statusLine(page)).toHaveText('Loaded 25 companies.')
  await useLedgerInAdmin(page, ledger().execUrl, OWNER_KEY, /^Ledger connected/)

  // Opened on Admin, the last tab, it is inside the bar, whole, before anything scrolls it there.
  await page.reload()
  await expect(page.getByRole('tab', { name: /Admin/ })).toHaveAttribute('aria-selected', 'true')
  const bar = page.getByRole('tablist')
  const admin = page.getByRole('tab', { name: /Admin/ })
  const [barBox, adminBox] = [await bar.boundingBox(), await admin.boundingBox()]
  expect(adminBox!.x).toBeGreaterThanOrEqual(barBox!.x - 0.5)
  expect(adminBox!.x + adminBox!.width).toBeLessThanOrEqual(barBox!.x + barBox!.width + 0.5)
  await expect(page.getByRole('tab', { name: 'Customer Service Guidelines' })).toHaveText('Customer Service Guidelines')

  await page.getByRole('tab', { name: 'Search' }).click()
  await page.getByRole('button', { name: 'Next lead' }).click()
  const strip = page.getByRole('region', { name: 'Lead from the queue' })
  await expect(strip.getByText('Lead from Facebook Ads · received 45 min ago · attempt 1')).toBeVisible()
  await expect(resultCount(page)).toHaveText(/match ZIP 54016\.$/)
  await expectNoSidewaysScroll(page)

  // The service choice wraps: every choice lies inside the screen, none is scrolled out of sight.
  const choices = page.locator('.service-filter .service-option')
  expect(await choices.count()).toBeGreaterThan(2)
  for (const box of await choices.evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().right)))
    expect(box).toBeLessThanOrEqual(PHONE.width)

  await expectAtLeast24px(page.getByRole('radio', { name: /^All services/ }))
  expect(await axeViolations(page)).toEqual([])
  await shoot(page, 'search-with-results')

  await strip.getByRole('button', { name: 'Call back' }).click()
  await expect(page.getByRole('button', { name: 'Save call back' })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await page.getByRole('button', { name: 'Cancel' }).click()

  await strip.getByRole('button', { name: 'No answer' }).click()
  await expect(page.getByText(/^No answer recorded/)).toBeVisible({ timeout: 20_000 })
  await expectNoSidewaysScroll(page)
})

/** Last week a quote was emailed; this Monday its partner asked for a refund through the link. */
function seedRefund(): { refund: string; noshow: string } {
  const script = ledger().script
  startWithRefundLinks(ledger(), OWNER_KEY)
  expect(post({ action: 'book', bookings: [lastWeekBooking(REFUND_ID, 'Valley Epoxy Pros')] })).toMatchObject({
    emailed: [REFUND_ID],
  })
  const body = script.mail.sent[0]!.body
  const refund = /^Ask for a refund by \w{3} \w{3} \d+: (\S+)$/m.exec(body)![1]!
  const noshow = /^Homeowner did not show up\? Tell the agency: (\S+)$/m.exec(body)![1]!
  return { refund, noshow }
}

test('Admin with the owner’s data fits a phone, the setup’s Show key included', async ({ page }) => {
  const { refund } = seedRefund()
  const script = ledger().script
  script.clock.set(THIS_MONDAY)
  const t = new URL(refund).searchParams.get('t')
  expect(script.call('askFromLink', { action: 'refund', id: REFUND_ID, t, reason: 'Charged twice' })).toMatchObject({
    ok: true,
  })
  script.clock.set(SPEC_NOW)
  await page.clock.install({ time: SPEC_NOW })
  await page.goto('/tool')
  await useLedgerInAdmin(page, ledger().execUrl, OWNER_KEY, /^Ledger connected: Agency ledger, 1 booking\./)
  const refunds = page.getByRole('region', { name: 'Refunds asked' })
  await expect(refunds.getByText(/Charged twice/)).toBeVisible()
  await page.getByText('Setting up the ledger (owner)').click()
  await expect(page.getByText('Show key', { exact: true })).toBeVisible()
  await expectAtLeast24px(page.getByRole('checkbox', { name: 'Show key' }))
  await expectNoSidewaysScroll(page)
  expect(await axeViolations(page)).toEqual([])
  await shoot(page, 'admin', page.getByRole('checkbox', { name: 'Show key' }))
})

test('the refund and no-show pages, and a bad link, fit a phone with full-width buttons', async ({ page }) => {
  const { refund, noshow } = seedRefund()
  ledger().script.clock.set(Date.parse('2027-01-08T18:00:00.000Z'))
  await page.goto(refund)
  await expect(page.getByText('Ask by Mon Jan 18', { exact: true })).toBeVisible()
  await expect(page.getByText(/Pat Doe|715 555/)).toHaveCount(0)
  await expectAtLeast24px(page.getByRole('radio', { name: 'Charged twice' }))
  const button = page.getByRole('button', { name: 'Ask for a refund' })
  const [buttonBox, formBox] = [await button.boundingBox(), await page.locator('#ask').boundingBox()]
  expect(buttonBox!.width).toBeCloseTo(formBox!.width, 0)
  await expectNoSidewaysScroll(page)
  expect(await partnerPageViolations(page)).toEqual([])
  await shoot(page, 'refund-page')

  await page.goto(noshow)
  await expect(page.getByRole('button', { name: 'Report the no-show' })).toBeVisible()
  await expectNoSidewaysScroll(page)
  expect(await partnerPageViolations(page)).toEqual([])

  for (const bad of [refund.replace(/&t=.*$/, ''), noshow.replace(/&t=.*$/, '&t=x')]) {
    await page.goto(bad)
    await expect(page.getByRole('status')).toHaveText(NOT_VALID_PAGE)
    await expectNoSidewaysScroll(page)
  }
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('the offline notice overlays the header: nothing under it moves when it comes or goes', async ({ page }) => {
    await page.goto('/tool')
    const tabs = page.getByRole('tablist')
    const notice = page.getByText('Ready to work offline.')
    await expect(notice).toBeVisible({ timeout: 20_000 })
    const tabsTopWithNotice = (await tabs.boundingBox())!.y
    await expectNoSidewaysScroll(page)
    mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: `${SHOTS}/offline-notice-390x844-screen.png` })
    await page.getByRole('button', { name: 'Dismiss' }).click()
    await expect(notice).toBeHidden()
    expect((await tabs.boundingBox())!.y).toBe(tabsTopWithNotice)
  })
})
