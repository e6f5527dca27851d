// Counting the bookings in Chromium: the ledger's Bookings tab, pre-filled, read back through the
// Google-like host running the real script, for weekly caps, fair rotation and the owner's weekly statement,
// online and offline.
import { sheetAndLedgerForSpec } from '../support/spec-ledger-server'
import {
  loadSheetViaAdmin,
  resultCount,
  statusLine,
  useLedgerInAdmin,
  waitForServiceWorkerControl,
} from '../support/tool-page'
import { agencyDayLabel, previousWeekStart, weekStart } from '../../src/partner-time/agency-week'
import { BOOKINGS_HEADER_WITHOUT_REFUNDS } from '../../scripts/support/apps-script-double'
import { SPEC_NOW } from '../support/spec-clock'

/** A ledger made by a version 1 script: its ten columns, none of the delivery ones. */
const TEN_COLUMN_HEADER = BOOKINGS_HEADER_WITHOUT_REFUNDS.slice(0, 10)
import { test, expect, bookingDialog, partnerCard, partnerCardNames } from './fixtures'
import { axeViolations } from './axe'
import type { Page } from '@playwright/test'

const KEY = 'e2e-counts-key-xxxxx'
const connected = (bookings: number) =>
  `Ledger connected: Agency ledger, ${bookings} bookings. Waiting quotes are sent every 5 minutes.`
const ZONE = 'America/Chicago'
const HOUR = 3_600_000

const PARTNERS = [
  'Company Name,Status,Zip Codes,Service Category,Weekly Cap,Price per Quote,Schedule URL',
  'Capped Coatings,Active,54016,Concrete Coatings,2,,https://calendar.example.com/capped',
  'Alpha Trees,Active,54016,Tree Removal,,,https://calendar.example.com/alpha',
  'Beta Trees,Active,54016,Tree Removal,,,https://calendar.example.com/beta',
  'Priced Painting,Active,54016,Exterior Painting,,$200,https://calendar.example.com/priced',
  'Capped Coatings,Active,54017,Concrete Coatings,,,https://calendar.example.com/capped-east',
].join('\r\n')
const { sheetServer, ledger } = sheetAndLedgerForSpec(test, KEY, PARTNERS)
// The page and the rows share one Wednesday (SPEC_NOW): on a Monday morning "this week + 3 hours" would be ahead.
const thisWeek = weekStart(SPEC_NOW, ZONE)
const lastWeek = previousWeekStart(SPEC_NOW, ZONE)
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: SPEC_NOW })
  const row = (id: string, time: number, partner: string, service: string, status = '') => [
    `'${id}`,
    `'${new Date(time).toISOString()}`,
    'Alex',
    partner,
    service,
    "'54016",
    '',
    'Someone',
    "'715 555 0100",
    status,
  ]
  const sheet = ledger().script.spreadsheet.insertSheet('Bookings')
  sheet.prefill([
    [...TEN_COLUMN_HEADER],
    row('c1', thisWeek + 1 * HOUR, 'Capped Coatings', 'Concrete Coatings'),
    row('c2', thisWeek + 2 * HOUR, 'capped coatings ', 'Concrete Coatings'),
    row('c0', lastWeek + 30 * HOUR, 'Capped Coatings', 'Concrete Coatings'),
    row('a1', thisWeek + 3 * HOUR, 'Alpha Trees', 'Tree Removal'),
    row('b0', lastWeek + 26 * HOUR, 'Beta Trees', 'Tree Removal'),
    row('p1', lastWeek + 50 * HOUR, 'Priced Painting', 'Exterior Painting'),
    row('p2', lastWeek + 51 * HOUR, 'Priced Painting', 'Exterior Painting'),
    row('p3', lastWeek + 52 * HOUR, 'Priced Painting', 'Exterior Painting', 'Refunded'),
    row('x1', thisWeek + 4 * HOUR, 'Alpha Trees', 'Tree Removal', 'Cancelled'),
  ])
})

async function setUp(page: Page) {
  await loadSheetViaAdmin(page, sheetServer.sheetUrl, 5)
  await useLedgerInAdmin(page, ledger().execUrl, KEY, connected(9))
}

async function expectCountsAndOrder(page: Page) {
  await page.getByRole('tab', { name: 'Search' }).click()
  await page.getByLabel('ZIP code').fill('54016')
  await expect(partnerCard(page, 'Capped Coatings').locator('.week-count')).toHaveText('2 of 2 this week')
  await expect(partnerCard(page, 'Capped Coatings').locator('.status-badge.is-full')).toHaveText('Full this week')
  await expect(partnerCard(page, 'Alpha Trees').locator('.week-count')).toHaveText('1 booked this week')
  await expect(partnerCard(page, 'Beta Trees').locator('.week-count')).toHaveText('0 booked this week')
  // Room before full; fewer this week first; of equals, booked least recently first; the full partner last.
  expect(await partnerCardNames(page)).toEqual(['Beta Trees', 'Priced Painting', 'Alpha Trees', 'Capped Coatings'])
}

// The ledger above has a version 1 script's ten columns: its rows count by Booked At, as before quote emails.
async function expectLastWeeksStatement(page: Page) {
  await page.getByRole('tab', { name: /Admin/ }).click()
  const statement = page.getByRole('region', { name: 'Weekly statement' })
  await expect(statement.getByRole('radio', { name: 'Last week' })).toBeChecked()
  const rows = statement.locator('tbody tr')
  await expect(rows).toHaveText([
    'Beta TreesTree Removal1$150$150',
    'Capped CoatingsConcrete Coatings1$125$125',
    'Priced PaintingExterior Painting2$200$400',
  ])
  await expect(statement.getByText(/^Total: /)).toHaveText('Total: $675')
  // Agency days read en-US, as the bookings' dates do: `Mon Nov 23`.
  await expect(statement.getByText(/^Week of Mon [A-Z][a-z]{2} \d{1,2} · /)).toBeVisible()
  await expect(statement.getByRole('listitem')).toHaveText([
    /^Priced Painting · [A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2} · Refunded$/,
  ])
  await expect(
    statement.getByText(/^Charged Mon [A-Z][a-z]{2} \d{1,2} · refund requests until Mon [A-Z][a-z]{2} \d{1,2}$/),
  ).toBeVisible()
  await statement.getByRole('radio', { name: 'This week' }).check()
  await expect(rows).toHaveText(['Alpha TreesTree Removal1$150$150', 'Capped CoatingsConcrete Coatings2$125$250'])
  return statement
}

test('a capped partner is full and sorts last, fewer bookings come first, and last week’s statement adds up', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await setUp(page)
  await expectCountsAndOrder(page)
  const full = partnerCard(page, 'Capped Coatings')
  await full.getByRole('button', { name: 'Mark booked' }).click()
  await expect(
    page.getByRole('dialog').getByText('This partner is full this week (2 booked).', { exact: false }),
  ).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  const statement = await expectLastWeeksStatement(page)
  await statement.getByRole('radio', { name: 'Last week' }).check()
  await statement.getByRole('button', { name: 'Copy statement' }).click()
  await expect(statement.getByRole('button', { name: 'Statement copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    [
      'Partner\tService\tQuotes\tPrice per quote\tAmount',
      'Beta Trees\tTree Removal\t1\t$150\t$150',
      'Capped Coatings\tConcrete Coatings\t1\t$125\t$125',
      'Priced Painting\tExterior Painting\t2\t$200\t$400',
      'Total\t\t\t\t$675',
    ].join('\n'),
  )
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('tab', { name: 'Search' }).click()
  expect(await axeViolations(page)).toEqual([])
})

test('the cards re-sort under an open Mark booked dialog: it stays modal, and the booking is recorded', async ({
  page,
}) => {
  await setUp(page)
  await expectCountsAndOrder(page)
  await partnerCard(page, 'Beta Trees').getByRole('button', { name: 'Mark booked' }).click()
  const dialog = bookingDialog(page)
  await expect(dialog).toBeVisible()
  // Another setter books Beta Trees twice; the ledger's next read, five minutes on, sorts it after Alpha Trees.
  const bookings = ledger().script.spreadsheet.getSheetByName('Bookings')!
  for (const id of ['b1', 'b2'])
    bookings.appendRow([`'${id}`, `'${new Date(SPEC_NOW - HOUR).toISOString()}`, 'Sam', 'Beta Trees', 'Tree Removal'])
  const reads = ledger().posts('list')
  await page.clock.fastForward(5 * 60_000)
  await expect.poll(() => ledger().posts('list')).toBe(reads + 1)
  await expect
    .poll(() => partnerCardNames(page))
    .toEqual(['Priced Painting', 'Alpha Trees', 'Beta Trees', 'Capped Coatings'])
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
  await dialog.getByLabel('Lead name').fill('Pat Doe')
  await dialog.getByLabel('Lead phone').fill('715 555 0100')
  await dialog.getByLabel('Address').fill('12 Main St, Hudson, WI 54016')
  // The page's clock is SPEC_NOW, Wednesday 13 January 2027: next Tuesday.
  await dialog.getByLabel('Appointment').fill('2027-01-19T10:00')
  await dialog.getByLabel('Your name').fill('Alex Setter')
  await dialog.getByRole('button', { name: 'Record booking' }).click()
  await expect(dialog).toBeHidden()
  await expect(partnerCard(page, 'Beta Trees').locator('.booked-at')).toBeVisible()
})

test('rows sharing a partner name share its Weekly Cap: a row without one is full too', async ({ page }) => {
  await setUp(page)
  await page.getByRole('tab', { name: 'Search' }).click()
  await page.getByLabel('ZIP code').fill('54017')
  await expect(partnerCard(page, 'Capped Coatings').locator('.week-count')).toHaveText('2 of 2 this week')
  await expect(partnerCard(page, 'Capped Coatings').locator('.status-badge.is-full')).toHaveText('Full this week')
})

test('the ledger is read again when it changes, not on keystrokes, tab switches or a sheet Refresh', async ({
  page,
}) => {
  await setUp(page)
  await expectCountsAndOrder(page)
  const readsBefore = ledger().posts('list')
  const zipBox = page.getByLabel('ZIP code')
  for (const zip of ['54017', '54016', '55001', '54016']) {
    await zipBox.fill('')
    await zipBox.pressSequentially(zip)
    await expect(resultCount(page)).toContainText(zip)
  }
  await page.getByRole('tab', { name: 'Training' }).click()
  await page.getByRole('tab', { name: /Admin/ }).click()
  await expect(page.getByRole('region', { name: 'Weekly statement' }).locator('tbody tr')).toHaveCount(3)
  await page.getByRole('tab', { name: 'Search' }).click()
  // The sheet's Refresh reloads the sheet alone.
  const sheetReads = sheetServer.requests.length
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect.poll(() => sheetServer.requests.length).toBe(sheetReads + 1)
  await expect(statusLine(page)).toHaveText('Loaded 5 companies.')
  expect(ledger().posts('list')).toBe(readsBefore)
  // The positive signal: saving the ledger settings reads it again, once.
  await useLedgerInAdmin(page, ledger().execUrl, KEY, connected(9))
  await expect.poll(() => ledger().posts('list')).toBe(readsBefore + 1)
  await page.getByRole('tab', { name: 'Search' }).click()
  await expect(page.locator('.ledger-age')).toContainText('Bookings read from the ledger')
  expect(ledger().posts('list')).toBe(readsBefore + 1)
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })
  test('counts, order and the statement come from the last good answer, with its age', async ({ page, context }) => {
    await page.goto('/tool')
    await waitForServiceWorkerControl(page)
    await setUp(page)
    await expectCountsAndOrder(page)
    await context.setOffline(true)
    await page.reload()
    await expectCountsAndOrder(page)
    await expect(page.locator('.ledger-age')).toContainText('Bookings read from the ledger')
    await expectLastWeeksStatement(page)
  })
})

test('with no ledger set up, today’s order and no counts', async ({ page }) => {
  await loadSheetViaAdmin(page, sheetServer.sheetUrl, 5)
  await page.getByRole('tab', { name: 'Search' }).click()
  await page.getByLabel('ZIP code').fill('54016')
  await expect(partnerCard(page, 'Capped Coatings')).toBeVisible()
  expect(await partnerCardNames(page)).toEqual(['Capped Coatings', 'Alpha Trees', 'Beta Trees', 'Priced Painting'])
  await expect(page.locator('.week-count')).toHaveCount(0)
  await expect(page.getByText('Full this week')).toHaveCount(0)
})

test('the statement bills quotes in the week they were emailed and lists undelivered ones apart', async ({ page }) => {
  const v2Row = (id: string, booked: number, partner: string, emailStatus: string, emailedAt: number | null) => {
    const cells: Record<string, string> = {
      'Booking ID': `'${id}`,
      'Booked At': `'${new Date(booked).toISOString()}`,
      Setter: 'Alex',
      Partner: partner,
      Service: partner === 'Priced Painting' ? 'Exterior Painting' : 'Tree Removal',
      ZIP: "'54016",
      'Emailed At': emailedAt === null ? '' : `'${new Date(emailedAt).toISOString()}`,
      'Email Status': emailStatus,
    }
    return BOOKINGS_HEADER_WITHOUT_REFUNDS.map((column) => cells[column] ?? '')
  }
  ledger().script.spreadsheet.sheets.delete('Bookings')
  ledger()
    .script.spreadsheet.insertSheet('Bookings')
    .prefill([
      [...BOOKINGS_HEADER_WITHOUT_REFUNDS],
      v2Row('d1', lastWeek + 26 * HOUR, 'Beta Trees', 'Sent', lastWeek + 26 * HOUR + 60_000),
      // Booked the week before, emailed last week: billed last week.
      v2Row('d2', lastWeek - 48 * HOUR, 'Alpha Trees', 'Sent', lastWeek + 5 * HOUR),
      v2Row('d3', lastWeek + 50 * HOUR, 'Priced Painting', 'no partner email', null),
      v2Row('d4', lastWeek + 30 * HOUR, 'Capped Coatings', 'daily email limit reached', null),
      v2Row('d5', lastWeek + 40 * HOUR, 'Beta Trees', 'Sent by hand', null),
      // Booked last Sunday, emailed this week: billed this week.
      v2Row('d6', thisWeek - HOUR, 'Alpha Trees', 'Sent', thisWeek + HOUR),
    ])
  await loadSheetViaAdmin(page, sheetServer.sheetUrl, 5)
  await useLedgerInAdmin(page, ledger().execUrl, KEY, connected(6))
  const statement = page.getByRole('region', { name: 'Weekly statement' })
  const rows = statement.locator('tbody tr')
  await expect(rows).toHaveText(['Alpha TreesTree Removal1$150$150', 'Beta TreesTree Removal2$150$300'])
  await expect(statement.getByText(/^Total: /)).toHaveText('Total: $450')
  await expect(statement.getByRole('heading', { name: 'Not delivered (not billed)' })).toBeVisible()
  await expect(statement.getByRole('listitem')).toHaveText([
    `Capped Coatings · ${agencyDayLabel(lastWeek + 30 * HOUR, ZONE)} · daily email limit reached`,
    `Priced Painting · ${agencyDayLabel(lastWeek + 50 * HOUR, ZONE)} · no partner email`,
  ])
  await statement.getByRole('radio', { name: 'This week' }).check()
  await expect(rows).toHaveText(['Alpha TreesTree Removal1$150$150'])
  await expect(statement.getByRole('listitem')).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
})
