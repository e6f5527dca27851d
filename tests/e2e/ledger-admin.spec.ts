// Admin → Booking ledger in Chromium, against the local host that answers as Google does (the real
// apps-script/ through the double): what `check` proves, the script to paste, and Quotes not emailed.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { BOOKINGS_HEADER_WITHOUT_REFUNDS } from '../../scripts/support/apps-script-double'
import { startGoogleScriptServer } from '../../scripts/support/google-script-server'
import { agencyDayLabel } from '../../src/partner-time/agency-week'
import { SHIPPED_SCRIPT_VERSION } from '../../src/ledger-api/ledger-contract'
import { useLedgerInAdmin } from '../support/tool-page'
import { test, expect, openTool } from './fixtures'
import { axeViolations } from './axe'

const KEY = 'e2e-admin-key-51c2-x'
const DEMO_SHEET = readFileSync('public/demo-sheet.csv', 'utf8')
const ZONE = 'America/Chicago'
const WEB_APP_TEXT =
  'The ledger did not answer as a web app. Check three things: the URL is the deployment’s web app URL (ending in /exec); Who has access is Anyone; and the script runs (Apps Script → Executions lists its errors).'

const ledger = ledgerServerForSpec(test, KEY)

const message = (page: Page) => page.locator('#ledger-message')

async function useLedger(page: Page, expected: string | RegExp) {
  await openTool(page)
  await useLedgerInAdmin(page, ledger().execUrl, KEY, expected)
}

/** One Bookings row of a tab without the refund columns, as the script writes it (text cells with the apostrophe). */
function ledgerRow(id: string, bookedAt: number, partner: string, emailStatus: string, partnerEmail: string) {
  const cells: Record<string, string> = {
    'Booking ID': `'${id}`,
    'Booked At': `'${new Date(bookedAt).toISOString()}`,
    Setter: 'Alex',
    Partner: partner,
    Service: 'Tree Removal',
    ZIP: "'54016",
    'Lead Name': 'Pat Doe',
    'Lead Phone': "'715 555 0100",
    'Partner Email': partnerEmail,
    'Email Status': emailStatus,
  }
  return BOOKINGS_HEADER_WITHOUT_REFUNDS.map((column) => cells[column] ?? '')
}

test('a connected ledger names its spreadsheet and counts its bookings', async ({ page }) => {
  ledger()
    .script.spreadsheet.insertSheet('Bookings')
    .prefill([
      [...BOOKINGS_HEADER_WITHOUT_REFUNDS],
      ledgerRow('b1', Date.now() - 3_600_000, 'Alpha Trees', 'Sent', 'a@example.com'),
    ])
  await useLedger(page, 'Ledger connected: Agency ledger, 1 booking. Waiting quotes are sent every 5 minutes.')
  expect(await axeViolations(page)).toEqual([])
})

test('a script made outside the spreadsheet says how to fix it, and is never “connected”', async ({ page }) => {
  ledger().script.bound = false
  await useLedger(
    page,
    'This script is not part of a spreadsheet. Open the ledger spreadsheet, then Extensions → Apps Script, and paste the script there.',
  )
  expect(ledger().posts('check')).toBe(1)
  await expect(message(page)).not.toContainText('connected')
})

test('an older script, answering check without a version, is connected but out of date', async ({ page }) => {
  // The version 1 script's whole answer to check, through the same Google-like host.
  const run = ledger().script.doPost
  ledger().script.doPost = (body) =>
    JSON.parse(body).action === 'check' ? { content: '{"ok":true}', mimeType: 'application/json' } : run(body)
  await useLedger(
    page,
    'Ledger connected. Update the ledger script: versions before 6 let anyone send email from your account.',
  )
})

test('a version 5 script: the owner is told to update it, a setter to ask the owner', async ({ page }) => {
  const older = await startGoogleScriptServer({ ledgerKey: KEY, partnerCsv: DEMO_SHEET, answersVersion: 5 })
  try {
    const setters = older.script.spreadsheet.insertSheet('Setters')
    setters.prefill([
      ['Setter', 'Key', 'Active'],
      ['Sam Setter', 'e2e-admin-setter-key-0001', 'yes'],
    ])
    await openTool(page)
    await useLedgerInAdmin(
      page,
      older.execUrl,
      KEY,
      'Ledger connected: Agency ledger, 0 bookings. Update the ledger script: versions before 6 let anyone send email from your account. Waiting quotes are sent every 5 minutes.',
    )
    await useLedgerInAdmin(
      page,
      older.execUrl,
      'e2e-admin-setter-key-0001',
      'Ledger connected: Agency ledger, 0 bookings. This device books as Sam Setter. Ask the owner to update the ledger script.',
    )
  } finally {
    await older.close()
  }
})

test('a script that throws (Google’s HTML error page) says how to check the web app', async ({ page }) => {
  ledger().script.doPost = () => {
    throw new Error('TypeError: Cannot read properties of null')
  }
  await useLedger(page, WEB_APP_TEXT)
})

test('an answer without a CORS header (Google’s own error pages) says the same', async ({ page }) => {
  ledger().answer(false)
  await useLedger(page, WEB_APP_TEXT)
})

test('the setup shows the script, loaded when opened, and Copy script copies exactly the file', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/tool')
  await page.getByRole('tab', { name: /Admin/ }).click()
  await expect(page.getByRole('button', { name: 'Copy script' })).toHaveCount(0)
  const scriptChunk = () => scripts.filter((url) => url.includes('ledger-script-files'))
  expect(scriptChunk()).toEqual([])
  const setup = page.locator('section.setup-checklist')
  await setup.getByText('The ledger answers').click()
  await expect(setup.getByRole('listitem')).toContainText([
    'Extensions → Apps Script',
    'If Google shows "Google hasn\'t verified this app", choose Advanced, then Go to <your project’s name> (unsafe).',
  ])
  await expect(setup).toContainText('Execute as: Me and Who has access: Anyone')
  await expect(setup).toContainText('100 recipients a day from a gmail.com account, 1,500 from Google Workspace')
  await setup.getByText('The script and the manifest to paste').click()
  await setup.getByRole('button', { name: 'Copy script' }).click()
  expect(scriptChunk()).toHaveLength(1)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(readFileSync('apps-script/ledger.js', 'utf8'))
  await setup.getByRole('button', { name: 'Copy manifest' }).click()
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(readFileSync('apps-script/appsscript.json', 'utf8'))
  // Collapsed until asked for.
  await expect(setup.locator('pre')).toHaveCount(2)
  await expect(setup.locator('pre').first()).toBeHidden()
  await setup.getByText('The script (ledger.js)').click()
  await expect(setup.locator('pre').first()).toContainText(`var LEDGER_SCRIPT_VERSION = ${SHIPPED_SCRIPT_VERSION}`)
  expect(await axeViolations(page)).toEqual([])
})

test('Quotes not emailed: Send again emails the quote once, and the row leaves the list', async ({ page }) => {
  const bookedAt = Date.now() - 2 * 3_600_000
  ledger()
    .script.spreadsheet.insertSheet('Bookings')
    .prefill([
      [...BOOKINGS_HEADER_WITHOUT_REFUNDS],
      ledgerRow('q1', bookedAt, 'Alpha Trees', 'daily email limit reached', 'alpha@example.com'),
      ledgerRow('q2', bookedAt + 60_000, 'Beta Trees', 'Sent', 'beta@example.com'),
      ledgerRow('q3', bookedAt + 120_000, 'Gamma Trees', 'Sent by hand', ''),
    ])
  // The script emails the partner sheet's address: Alpha Trees is in it.
  ledger().partnerSheet.csv = 'Company Name,Email\nAlpha Trees,alpha@example.com\nBeta Trees,beta@example.com'
  ledger().script.mail.quota = 0
  await useLedger(page, 'Ledger connected: Agency ledger, 3 bookings. Waiting quotes are sent every 5 minutes.')
  const section = page.getByRole('region', { name: 'Quotes not emailed' })
  const rows = section.getByRole('listitem')
  await expect(rows).toHaveCount(1)
  const row = rows.first()
  const bookedOn = agencyDayLabel(bookedAt, ZONE)
  // The agency's day, en-US like the bookings' dates: `Mon Nov 23`.
  expect(bookedOn).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} \d{1,2}$/)
  await expect(row.locator('.quote-line')).toHaveText(
    `Alpha Trees · 54016 · booked ${bookedOn} · daily email limit reached`,
  )

  // Still no quota: the ledger says why, and the row stays.
  await row.getByRole('button', { name: 'Send again' }).click()
  await expect(row.getByRole('status')).toHaveText('daily email limit reached')
  expect(ledger().script.mail.sent).toHaveLength(0)
  await expect(row.getByRole('button', { name: 'Send again' })).toBeEnabled()

  // The quota is back: two presses before React re-renders post one deliver and send one email.
  ledger().script.mail.quota = 100
  const delivers = ledger().posts('deliver')
  await row.getByRole('button', { name: 'Send again' }).evaluate((button: HTMLButtonElement) => {
    button.click()
    button.click()
  })
  await expect(rows).toHaveCount(0)
  await expect(section.getByText('Quote emailed: Alpha Trees · 54016.')).toBeVisible()
  await expect(section.getByText('Every quote in the ledger since the start of last week was emailed.')).toBeVisible()
  expect(ledger().posts('deliver')).toBe(delivers + 1)
  expect(ledger().script.mail.sent.map((mail) => mail.to)).toEqual(['alpha@example.com'])
  expect(ledger().rows()[1]![BOOKINGS_HEADER_WITHOUT_REFUNDS.indexOf('Email Status')]).toBe('Sent')
  expect(await axeViolations(page)).toEqual([])
})

test('an AGENCY_TIME_ZONE the script does not know, and a spreadsheet in another zone, are said to the owner', async ({
  page,
}) => {
  ledger().script.properties.set('AGENCY_TIME_ZONE', 'America/Nowhere')
  ledger().script.call('authorize')
  ledger().script.spreadsheet.timeZone = 'Europe/London'
  await useLedger(
    page,
    "Ledger connected: Agency ledger, 0 bookings. The script's AGENCY_TIME_ZONE: unknown time zone America/Nowhere. Waiting quotes are sent every 5 minutes. The ledger spreadsheet's time zone is Europe/London; dates typed by hand are read in it, not in America/Chicago.",
  )
})
