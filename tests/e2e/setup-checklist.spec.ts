// Admin → the ledger's setup as a checklist in Chromium, against the local Google-like host: each step ticked
// from the tool's sheet load and `check`, folded to `Setup complete.` once every required step is done.
import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { useLedgerInAdmin } from '../support/tool-page'
import { test, expect, openTool } from './fixtures'
import { axeViolations } from './axe'

const KEY = 'e2e-setup-owner-key-7f3a'
const SHOTS = '/tmp/setup-shots'
const SIZES = [
  { name: 'desk', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const
const REQUIRED = [
  'The partner sheet loads',
  'The ledger answers',
  'The script is current (version 13)',
  'Email permission granted',
  'The sender runs every 5 minutes',
  'The ledger reads the partner sheet',
  'The agency’s zone is known',
  'AGENCY_NAME set',
]

const ledger = ledgerServerForSpec(test, KEY)

const checklist = (page: Page) => page.locator('section.setup-checklist')
const step = (page: Page, line: string) => checklist(page).locator('li.setup-step').filter({ hasText: line })
const marks = (page: Page) =>
  checklist(page)
    .locator('li.setup-step')
    .evaluateAll((items) =>
      items.map(
        (item) => `${item.querySelector('.setup-mark')!.textContent} ${item.querySelector('summary')!.textContent}`,
      ),
    )

async function connect(page: Page) {
  await openTool(page)
  await useLedgerInAdmin(page, ledger().execUrl, KEY, /^Ledger connected: Agency ledger, 0 bookings\./)
}

for (const size of SIZES) {
  test(`at ${size.width}×${size.height}: AGENCY_NAME unset is ✗; once set, the list folds to Setup complete.`, async ({
    page,
  }) => {
    mkdirSync(SHOTS, { recursive: true })
    await page.setViewportSize(size)
    await connect(page)
    await expect(step(page, 'AGENCY_NAME set').locator('.setup-mark')).toHaveText('✗')
    expect((await marks(page)).slice(0, REQUIRED.length)).toEqual([
      ...REQUIRED.slice(0, -1).map((line) => `✓ ${line}`),
      '✗ AGENCY_NAME set',
    ])
    await expect(checklist(page)).not.toContainText('Setup complete.')
    // Its full instructions are behind its line.
    await step(page, 'AGENCY_NAME set').getByText('AGENCY_NAME set').click()
    await expect(step(page, 'AGENCY_NAME set')).toContainText('AGENCY_NAME, the sender name partners see')
    expect(await axeViolations(page)).toEqual([])
    await checklist(page).scrollIntoViewIfNeeded()
    await checklist(page).screenshot({ path: `${SHOTS}/checklist-missing-${size.name}.png` })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)

    // As the owner does: the property, then authorize, which makes the script read it at once.
    ledger().script.properties.set('AGENCY_NAME', 'Acme Leads')
    ledger().script.call('authorize')
    const checks = ledger().posts('check')
    await page.goto('/tool?tab=admin')
    await expect(checklist(page)).toContainText('Setup complete.')
    expect(ledger().posts('check')).toBe(checks + 1)
    await expect(checklist(page).locator('li.setup-step')).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
    await checklist(page).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/checklist-complete-${size.name}.png` })
    await checklist(page).getByRole('button', { name: 'Show steps' }).click()
    expect((await marks(page)).slice(0, REQUIRED.length)).toEqual(REQUIRED.map((line) => `✓ ${line}`))
    await checklist(page).screenshot({ path: `${SHOTS}/checklist-complete-shown-${size.name}.png` })
  })
}

test('offline, every step shows ?', async ({ page, context }) => {
  await connect(page)
  await expect(step(page, 'The ledger answers').locator('.setup-mark')).toHaveText('✓')
  await context.setOffline(true)
  await expect(step(page, 'The ledger answers').locator('.setup-mark')).toHaveText('?')
  const shown = await marks(page)
  expect(shown.length).toBeGreaterThan(REQUIRED.length)
  expect(shown.map((line) => line[0])).toEqual(shown.map(() => '?'))
  await expect(checklist(page)).toContainText(
    'Steps marked ? are not known yet: the tool is offline, or the ledger has not been checked.',
  )
  await context.setOffline(false)
})

test('the key stays masked; Show key asks first, and Keep it hidden keeps it so', async ({ page }) => {
  await page.goto('/tool?tab=admin')
  const keyField = page.getByLabel('Ledger key')
  await keyField.fill(KEY)
  await expect(keyField).toHaveAttribute('type', 'password')
  await page.getByLabel('Show key').click()
  await expect(page.getByText('Anyone at this screen will see the key.')).toBeVisible()
  await expect(keyField).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Keep it hidden' }).click()
  await expect(page.getByText('Anyone at this screen will see the key.')).toHaveCount(0)
  await expect(keyField).toHaveAttribute('type', 'password')
  await page.getByLabel('Show key').click()
  await page.getByRole('button', { name: 'Show the key' }).click()
  await expect(keyField).toHaveAttribute('type', 'text')
  await expect(page.getByLabel('Show key')).toBeChecked()
  await page.getByLabel('Show key').click()
  await expect(keyField).toHaveAttribute('type', 'password')
  await expect(page.getByText('Anyone at this screen will see the key.')).toHaveCount(0)
})
