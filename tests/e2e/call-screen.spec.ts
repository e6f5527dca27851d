// The call screen in Chromium at a desk's and a phone's size, against the local host running the real ledger script:
// the lead to dial is at the top after Next lead; an outcome clears the form, names the next call and can be undone
// for 10 seconds; Next lead (or Enter on it) inside the window sends the outcome before the next claim.
import type { Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import type { LeadCells } from '../../scripts/support/apps-script-double'
import { attemptRows, openSearchWithLedger, queuedLead, startQueue } from '../support/lead-queue-ledger'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { test, expect } from './fixtures'

const OWNER_KEY = 'e2e-owner-key-62-call-screen'
// Wednesday 8:30 AM in Wisconsin (CST): inside its calling hours.
const NOW = Date.parse('2027-01-13T14:30:00Z')
const SHOTS = '/tmp/strip-shots'

const ledger = ledgerServerForSpec(test, OWNER_KEY)
test.setTimeout(120_000)

const lead = (name: string, phone: string, minutesAgo: number) =>
  queuedLead(NOW, minutesAgo, { Name: name, Phone: phone })
const attempts = () => attemptRows(ledger())
const startLedger = (leads: LeadCells[]) => startQueue(ledger(), OWNER_KEY, { now: NOW, leads })

/** The actions the page asks of the ledger, in the order it asks them. */
function ledgerActions(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().startsWith(ledger().execUrl)) return
    const action = /"action":"([a-z-]+)"/.exec(request.postData() ?? '')?.[1]
    if (action) asked.push(action)
  })
  return asked
}

const strip = (page: Page) => page.getByRole('region', { name: 'Lead from the queue' })
const nextLead = (page: Page) => page.getByRole('button', { name: 'Next lead' })
const outcomeLine = (page: Page) => page.locator('.recorded-outcome')

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  const named = `${size.width}x${size.height}`
  test.describe(`at ${named}`, () => {
    test.use({ viewport: size })

    test('the lead to dial at the top, one step to the next call, and Undo for 10 seconds', async ({ page }) => {
      startLedger([
        lead('Pat Doe', '715 555 0102', 45),
        lead('Rob Roe', '715 555 0104', 30),
        lead('Lou Lee', '715 555 0105', 20),
      ])
      const asked = ledgerActions(page)
      await openSearchWithLedger(page, ledger(), OWNER_KEY, NOW)

      await nextLead(page).click()
      await page.evaluate(() => window.scrollTo(0, 0))
      const dial = strip(page).getByRole('link', { name: '(715) 555-0102' })
      await expect(dial).toHaveAttribute('href', 'tel:+17155550102')
      await expect(strip(page).locator('.lead-strip-contact')).toHaveText(
        /^Pat Doe · \(715\) 555-0102 Copy · 54016 · Hudson, WI · 8:30 AM CST$/,
      )
      await expect(strip(page).getByText('Pat Doe')).toBeInViewport()
      await expect(dial).toBeInViewport()
      await expect(strip(page).getByText('Lead from Facebook Ads · received 45 min ago · attempt 1')).toBeVisible()
      mkdirSync(SHOTS, { recursive: true })
      await page.screenshot({ path: `${SHOTS}/strip-${named}.png` })

      // No answer: the form is empty, the line names the next call, Next lead has the focus.
      await strip(page).getByRole('button', { name: 'No answer' }).click()
      await expect(outcomeLine(page)).toHaveText('No answer recorded. Next call Wed 10:30 AM (attempt 2).')
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
      await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('')
      await expect(page.getByLabel('ZIP code')).toHaveValue('')
      await expect(nextLead(page)).toBeFocused()
      await page.screenshot({ path: `${SHOTS}/outcome-line-${named}.png` })

      // Undo within 10 seconds: the lead is back and nothing reaches the ledger.
      await page.clock.runFor(5_000)
      await page.getByRole('button', { name: 'Undo' }).click()
      await expect(strip(page).locator('.lead-strip-contact')).toContainText('Pat Doe')
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Pat Doe')
      await page.clock.runFor(15_000)
      expect(attempts()).toEqual([])
      expect(asked).not.toContain('outcome')

      // No answer again, and the window passes: sent once.
      await strip(page).getByRole('button', { name: 'No answer' }).click()
      await expect(outcomeLine(page)).toHaveText(/^No answer recorded\. Next call Wed 10:30 AM \(attempt 2\)\.$/)
      expect(attempts()).toEqual([])
      await page.clock.runFor(11_000)
      // The sender's wake-up may be set after that run, once IndexedDB answers: keep the page's clock moving.
      await expect
        .poll(
          async () => {
            await page.clock.runFor(1_000)
            return attempts().length
          },
          { timeout: 15_000 },
        )
        .toBe(1)
      await page.clock.runFor(60_000)
      expect(attempts()).toHaveLength(1)
      expect(asked.filter((action) => action === 'outcome')).toHaveLength(1)

      // Enter after an outcome takes the next lead: an outcome's press and Enter, 2 presses from one lead to the next.
      await expect(nextLead(page)).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(strip(page).locator('.lead-strip-contact')).toContainText('Rob Roe')

      // Next lead inside a window sends the outcome first, then claims.
      await strip(page).getByRole('button', { name: 'Left voicemail' }).click()
      await expect(outcomeLine(page)).toHaveText(/^Left voicemail recorded\. Next call/)
      const before = asked.length
      await page.keyboard.press('Enter')
      await expect(strip(page).locator('.lead-strip-contact')).toContainText('Lou Lee')
      expect(asked.slice(before).filter((action) => action === 'outcome' || action === 'claim')).toEqual([
        'outcome',
        'claim',
      ])
      expect(attempts()).toHaveLength(2)
    })
  })
}
