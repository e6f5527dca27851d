// The ledger's keys in Chromium, each key's part (docs/ledger-contract.md): the owner's key and a setter's
// key against the Google-like local host running the real script; a refused key, consent, and the partner sheet.
import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { SCOPES } from '../../scripts/support/apps-script-services'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { statusLine, useLedgerInAdmin } from '../support/tool-page'
import { test, expect, NEXT_JANUARY_APPOINTMENT, bookingDialog, openTool, partnerCard, typeLead } from './fixtures'

const OWNER_KEY = 'e2e-owner-key-5c1d-x'
const SAM_KEY = 'sams-own-key-0123456789abcdef'
const REFUSED =
  'The ledger refused this key: a setter asks the owner for their own key; the owner checks LEDGER_KEY in Script Properties.'
const DEMO_SHEET = readFileSync('public/demo-sheet.csv', 'utf8')

const ledger = ledgerServerForSpec(test, OWNER_KEY)
// Several bookings and checks a test, each through the real script.
test.setTimeout(90_000)

/** The card booked throughout: booked, it moves below its equals. */
const stCroix = (page: Page) => partnerCard(page, 'St. Croix Floor Coatings')
const notEmailed = (page: Page) => page.locator('section.not-emailed')

function addSetter(name: string, key: string, active: string) {
  const spreadsheet = ledger().script.spreadsheet
  const tab = spreadsheet.getSheetByName('Setters') ?? spreadsheet.insertSheet('Setters')
  if (tab.getLastRow() === 0) tab.prefill([['Setter', 'Key', 'Active']])
  tab.prefill([[name, key, active]])
}

async function useKey(page: Page, key: string, expected: string | RegExp) {
  await useLedgerInAdmin(page, ledger().execUrl, key, expected)
  await page.getByRole('tab', { name: 'Search' }).click()
}

/** Books St. Croix Floor Coatings for 54016; `name` is typed in Your name when the dialog asks it. */
async function book(page: Page, name?: string) {
  await typeLead(page)
  await page.getByLabel('ZIP code').fill('54016')
  await stCroix(page).getByRole('button', { name: 'Mark booked' }).click()
  const dialog = bookingDialog(page)
  await dialog.getByLabel('Appointment').fill(NEXT_JANUARY_APPOINTMENT)
  if (name !== undefined) await dialog.getByLabel('Your name').fill(name)
  await dialog.getByRole('button', { name: 'Record booking' }).click()
  await expect(dialog).toBeHidden()
}

async function openAdmin(page: Page) {
  await page.getByRole('tab', { name: /Admin/ }).click()
}

test('the owner’s key and a setter’s key each see their part; a turned-off key waits with the setter’s text', async ({
  page,
}) => {
  addSetter('Sam Setter', SAM_KEY, 'yes')
  await openTool(page)
  await useKey(page, OWNER_KEY, 'Ledger connected: Agency ledger, 0 bookings. Waiting quotes are sent every 5 minutes.')
  // The owner's key: Your name, and the quote to the partner sheet's address.
  await page.getByLabel('ZIP code').fill('54016')
  await stCroix(page).getByRole('button', { name: 'Mark booked' }).click()
  let dialog = bookingDialog(page)
  await expect(dialog.getByLabel('Your name')).toBeVisible()
  await expect(dialog.getByText('Quote goes to dana@stcroix-floors.example.com')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  // The day's email quota is spent for this booking: it stays in Quotes not emailed.
  ledger().script.mail.quota = 0
  await book(page, 'Owner Olga')
  await expect(stCroix(page).getByText(/quote NOT emailed \(daily email limit reached\)/)).toBeVisible()
  await openAdmin(page)
  await expect(notEmailed(page).getByRole('button', { name: 'Send again' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Weekly statement' })).toBeVisible()

  ledger().script.mail.quota = 100
  // A setter's key: the same ledger line then who books, Booked by instead of the field, no Send again, no statement.
  await useKey(page, SAM_KEY, 'Ledger connected: Agency ledger, 1 booking. This device books as Sam Setter.')
  await openAdmin(page)
  await expect(notEmailed(page).locator('li')).toHaveCount(1)
  await expect(notEmailed(page).locator('li .quote-line')).toHaveText(
    /^St\. Croix Floor Coatings LLC · 54016 · booked .+ · daily email limit reached$/,
  )
  await expect(notEmailed(page).getByText("Only the owner's key can send again.")).toBeVisible()
  await expect(notEmailed(page).getByRole('button', { name: 'Send again' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Weekly statement' })).toHaveCount(0)
  await page.getByRole('tab', { name: 'Search' }).click()
  await book(page)
  await expect.poll(() => ledger().rows().length).toBe(3)
  expect(ledger().rows()[2]![ledger().rows()[0]!.indexOf('Setter')]).toBe('Sam Setter')
  // The script itself refuses the setter's key a Send again, whatever a device asks.
  const firstId = ledger().rows()[1]![0]!
  const deliver = ledger().script.doPost(JSON.stringify({ key: SAM_KEY, action: 'deliver', ids: [firstId] }))
  expect(JSON.parse(deliver.content)).toEqual({ ok: false, error: 'owner-only' })
  await expect(stCroix(page).getByText(/quote emailed to dana@stcroix-floors\.example\.com$/)).toBeVisible()

  // Booked by survives a reload offline: the name is kept on the device from the last check.
  await page.reload()
  await expect(statusLine(page)).toHaveText('Loaded 25 companies.')
  await page.getByLabel('ZIP code').fill('54016')
  await stCroix(page).getByRole('button', { name: 'Mark booked' }).click()
  dialog = bookingDialog(page)
  await expect(dialog.getByText('Booked by Sam Setter', { exact: true })).toBeVisible()
  await expect(dialog.getByLabel('Your name')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // The owner turns Sam's key off: the next booking waits, saying what the setter does.
  ledger().script.spreadsheet.getSheetByName('Setters')!.getRange(2, 3).setValue('no')
  await book(page)
  await expect(page.locator('.outbox-status summary')).toHaveText(`1 booking waiting to send. ${REFUSED}`)
})

test('a refused key reads the setter’s and the owner’s remedy in Admin', async ({ page }) => {
  await openTool(page)
  await useLedgerInAdmin(page, ledger().execUrl, 'not-a-key-of-this-ledger-123', REFUSED)
})

test('a missing permission adds the consent line; an unreadable partner sheet its reason', async ({ page }) => {
  ledger().script.consent.withhold(SCOPES.sendMail)
  ledger().partnerSheet.reachable = false
  await openTool(page)
  await useLedgerInAdmin(
    page,
    ledger().execUrl,
    OWNER_KEY,
    "Ledger connected: Agency ledger, 0 bookings. Some permissions are missing: open the script, run authorize and tick Select all. The script's partner sheet: could not read the partner sheet. Waiting quotes are sent every 5 minutes.",
  )
})

test('a partner missing from the sheet gives its reason and where to fix it; Send again emails once it is back', async ({
  page,
}) => {
  await openTool(page)
  await useKey(page, OWNER_KEY, 'Ledger connected: Agency ledger, 0 bookings. Waiting quotes are sent every 5 minutes.')
  ledger().partnerSheet.csv = DEMO_SHEET.split('\n')
    .filter((line) => !line.startsWith('St. Croix Floor Coatings LLC'))
    .join('\n')
  ledger().script.cache.evict()
  await book(page, 'Owner Olga')
  await expect(stCroix(page).getByText(/quote NOT emailed \(partner not in the partner sheet\)/)).toBeVisible()
  await openAdmin(page)
  const row = notEmailed(page).locator('li')
  await expect(row.locator('.quote-line')).toHaveText(/ · partner not in the partner sheet$/)
  await expect(row).toContainText("Fix the partner's name in the partner sheet or in the ledger's Partner cell")
  expect(ledger().script.mail.sent).toHaveLength(0)
  ledger().partnerSheet.csv = DEMO_SHEET
  await row.getByRole('button', { name: 'Send again' }).click()
  await expect(notEmailed(page).getByText('Quote emailed: St. Croix Floor Coatings LLC · 54016.')).toBeVisible()
  expect(ledger().script.mail.sent.map((mail) => mail.to)).toEqual(['dana@stcroix-floors.example.com'])
})
