// What a booking carries and what becomes of its quote, in Chromium against the local host that
// answers as Google does, running the real apps-script/ with MailApp doubled: the Mark booked dialog's lead fields
// and appointment in the lead's time, the ledger's new columns, the one email per booking, and the card's line.
import type { Page } from '@playwright/test'
import { BOOKINGS_HEADER_WITHOUT_REFUNDS, BOOKINGS_HEADER } from '../../scripts/support/apps-script-double'
import { sheetAndLedgerForSpec } from '../support/spec-ledger-server'
import { SPEC_NOW } from '../support/spec-clock'
import { loadSheetViaAdmin, useLedgerInAdmin } from '../support/tool-page'
import { test, expect, bookingDialog, fillLead, partnerCard, PAT_DOE } from './fixtures'

const KEY = 'e2e-details-key-xxxx'
const PARTNERS = [
  'Company Name,Status,Zip Codes,Service Category,Email,Quote Email,Priority,Schedule URL',
  'Quoted Coatings,Active,54016,Concrete Coatings,office@quoted.example,quotes@quoted.example,1,https://calendar.example.com/q',
  'Plain Trees,Active,54016,Tree Removal,,,2,https://calendar.example.com/p',
  'Broken Painting,Active,54016,Exterior Painting,,"a@broken.example\r\nb@broken.example",3,https://calendar.example.com/b',
].join('\r\n')
const { sheetServer, ledger } = sheetAndLedgerForSpec(test, KEY, PARTNERS)

// The page runs on Wednesday 13 January 2027 (SPEC_NOW): the zone before an appointment is entered is CST.
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: SPEC_NOW })
})
const WINTER = '2027-01-19T10:00'
const SUMMER = '2027-07-14T10:00'
const YESTERDAY = '2027-01-12T10:00'
const LEAD = { ...PAT_DOE, Email: 'pat@example.com', Notes: 'Gate code 4411' }

const ledgerRows = () => ledger().rows().slice(1)
/** A ledger row as the owner reads it, by header name. */
function rowByHeader(row: string[]): Record<string, string> {
  const header = ledger().rows()[0]!
  return Object.fromEntries(header.map((name, column) => [name, row[column] ?? '']))
}

async function setUp(page: Page) {
  await loadSheetViaAdmin(page, sheetServer.sheetUrl, 3)
  await useLedgerInAdmin(page, ledger().execUrl, KEY, /^Ledger connected/)
  await page.getByRole('tab', { name: 'Search' }).click()
  await page.getByLabel('ZIP code').fill('54016')
  await expect(page.locator('.lead-line')).toContainText('Hudson, WI')
}

async function book(page: Page, partner: string, appointment = WINTER) {
  await partnerCard(page, partner).getByRole('button', { name: 'Mark booked' }).click()
  const dialog = bookingDialog(page)
  await dialog.getByLabel('Appointment').fill(appointment)
  await dialog.getByLabel('Your name').fill('Alex Setter')
  await dialog.getByRole('button', { name: 'Record booking' }).click()
  await expect(dialog).toBeHidden()
}

function outboxJson(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('ahs-booking-outbox')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('bookings')) return resolve('[]')
          const read = db.transaction('bookings').objectStore('bookings').getAll()
          read.onsuccess = () => {
            resolve(JSON.stringify(read.result))
            db.close()
          }
        }
      }),
  )
}

test('the dialog asks for the lead, prefilled from Lead details, and refuses each missing field with its own words', async ({
  page,
}) => {
  await setUp(page)
  await page.getByLabel('Name', { exact: true }).fill('Pat Doe')
  await partnerCard(page, 'Quoted Coatings').getByRole('button', { name: 'Mark booked' }).click()
  const dialog = bookingDialog(page)
  for (const label of ['Lead name', 'Lead phone', 'Lead email', 'Address', 'Appointment', 'Notes', 'Your name'])
    await expect(dialog.getByLabel(label, { exact: true })).toBeVisible()
  await expect(dialog.getByLabel('Lead name')).toHaveValue('Pat Doe')
  await expect(dialog.getByText('Quote goes to quotes@quoted.example')).toBeVisible()
  await expect(dialog.getByText("CST, the lead's time")).toBeVisible()

  await dialog.getByLabel('Lead name').fill('')
  await dialog.getByLabel('Lead email').fill('pat at example')
  await dialog.getByLabel('Your name').fill('')
  await dialog.getByRole('button', { name: 'Record booking' }).click()
  await expect(dialog.locator('.field-problem')).toHaveText([
    "Enter the lead's name.",
    "Enter the lead's phone (10 digits).",
    'Enter one email address, or leave it empty.',
    'Enter the street address of the estimate.',
    "Choose the appointment's date and time.",
    'Enter your name: the owner sees who booked it.',
  ])
  await expect(dialog.getByLabel('Lead name')).toBeFocused()
  await expect(dialog.getByLabel('Lead email')).toHaveValue('pat at example')
  await dialog.getByLabel('Lead phone').fill('715 555 010')
  await dialog.getByLabel('Appointment').fill(YESTERDAY)
  await dialog.getByRole('button', { name: 'Record booking' }).click()
  await expect(dialog.getByText("Enter the lead's phone (10 digits).")).toBeVisible()
  await expect(dialog.getByText('The appointment must be in the future.')).toBeVisible()
  // Nothing was recorded, and edits flow back to Lead details.
  expect(await outboxJson(page)).toBe('[]')
  expect(ledger().posts('book')).toBe(0)
  await dialog.getByLabel('Lead phone').fill('715.555.0100 ext. 12')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('715.555.0100 ext. 12')
})

test('a booking stores the appointment in the lead’s time with the new columns, emails the quote once, and forgets the lead', async ({
  page,
}) => {
  await setUp(page)
  await fillLead(page, LEAD)
  await book(page, 'Quoted Coatings', WINTER)
  await expect(partnerCard(page, 'Quoted Coatings').locator('.booked-at')).toHaveText(
    /^Booked \d{1,2}:\d{2} [AP]M · quote emailed to quotes@quoted\.example$/,
  )
  expect(ledgerRows()).toHaveLength(1)
  const row = rowByHeader(ledgerRows()[0]!)
  expect(row).toMatchObject({
    Partner: 'Quoted Coatings',
    Appointment: '2027-01-19T10:00:00-06:00',
    'Lead Name': 'Pat Doe',
    'Lead Phone': '+1 715 555 0100',
    'Lead Email': 'pat@example.com',
    'Lead Address': '12 Main St, Hudson, WI 54016',
    Notes: 'Gate code 4411',
    'Partner Email': 'quotes@quoted.example',
    'Emailed To': 'quotes@quoted.example',
    'Email Status': 'Sent',
  })
  expect(row['Appointment Label']).toBe('Tue Jan 19, 10:00 AM CST')
  expect(ledger().script.mail.sent).toHaveLength(1)
  const [mail] = ledger().script.mail.sent
  expect(mail!.to).toBe('quotes@quoted.example')
  expect(mail!.subject).toBe(`New estimate: Concrete Coatings · 54016 · ${row['Appointment Label']}`)
  for (const line of [
    'Lead: Pat Doe',
    'Phone: +1 715 555 0100',
    'Address: 12 Main St, Hudson, WI 54016',
    `Appointment: ${row['Appointment Label']}`,
  ])
    expect(mail!.body.split('\n')).toContain(line)
  // Acknowledged: IndexedDB holds no lead field.
  await expect.poll(async () => JSON.parse(await outboxJson(page))[0]?.state).toBe('sent')
  const stored = await outboxJson(page)
  for (const value of Object.values(LEAD)) expect(stored).not.toContain(value)

  // Summer: the same wall time is CDT, five hours behind UTC.
  await page.getByLabel('Name', { exact: true }).fill('Sam Roe')
  await book(page, 'Quoted Coatings', SUMMER)
  await expect.poll(ledgerRows).toHaveLength(2)
  const summer = rowByHeader(ledgerRows()[1]!)
  expect(summer.Appointment).toBe('2027-07-14T10:00:00-05:00')
  expect(summer['Appointment Label']).toBe('Wed Jul 14, 10:00 AM CDT')
})

test('an answer lost after the save is resent: one row, one email, and the card says it went', async ({ page }) => {
  await setUp(page)
  await fillLead(page, LEAD)
  // Two: Chromium may resend a request lost on an idle connection by itself.
  ledger().dropNextAnswer('book', 2)
  await book(page, 'Quoted Coatings')
  const line = partnerCard(page, 'Quoted Coatings').locator('.booked-at')
  const emailed = /^Booked \d{1,2}:\d{2} [AP]M · quote emailed to quotes@quoted\.example$/
  const failed = page.locator('.outbox-status summary', { hasText: '1 booking waiting to send (ledger unreachable).' })
  // The sender retries after 5, then 10 seconds. The page's clock also times each request's answer timeout, so it is
  // moved on only while the failure shows, when no request is under way.
  for (let resend = 1; resend <= 3; resend++) {
    await expect(line.filter({ hasText: emailed }).or(failed)).toBeVisible({ timeout: 15_000 })
    if (await line.filter({ hasText: emailed }).isVisible()) break
    const posts = ledger().posts('book')
    await page.clock.fastForward(10_000)
    await expect.poll(() => ledger().posts('book')).toBeGreaterThan(posts)
  }
  await expect(line).toHaveText(emailed)
  // Two answers lost, the third kept.
  expect(ledger().posts('book')).toBe(3)
  expect(ledgerRows()).toHaveLength(1)
  expect(ledger().script.mail.sent).toHaveLength(1)
})

test('a partner without email: NOT emailed, with Email it yourself holding the same email until New lead', async ({
  page,
}) => {
  await setUp(page)
  await fillLead(page, LEAD)
  await partnerCard(page, 'Plain Trees').getByRole('button', { name: 'Mark booked' }).click()
  await expect(
    bookingDialog(page).getByText('This partner has no email in the sheet: the quote will not be emailed.'),
  ).toBeVisible()
  await bookingDialog(page).getByRole('button', { name: 'Cancel' }).click()
  await book(page, 'Plain Trees')
  const line = partnerCard(page, 'Plain Trees').locator('.booked-at')
  await expect(line).toContainText(/^Booked \d{1,2}:\d{2} [AP]M · quote NOT emailed \(no partner email\)/)
  const link = line.getByRole('link', { name: 'Email it yourself' })
  const href = (await link.getAttribute('href'))!
  expect(href.startsWith('mailto:?')).toBe(true)
  const query = new URLSearchParams(href.slice('mailto:?'.length))
  const label = rowByHeader(ledgerRows()[0]!)['Appointment Label']
  expect(query.get('subject')).toBe(`New estimate: Tree Removal · 54016 · ${label}`)
  expect(query.get('body')).toContain('Lead: Pat Doe')
  expect(ledger().script.mail.sent).toHaveLength(0)
  // The link is built from the booking, not from the form, which may already hold the next lead.
  await page.getByLabel('Name', { exact: true }).fill('Next Caller')
  await expect(link).toHaveAttribute('href', href)
  // New lead forgets even that: the card's line goes, and the link holding the lead's details with it.
  await page.getByRole('button', { name: 'New lead' }).click()
  await page.getByLabel('ZIP code').fill('54016')
  await expect(partnerCard(page, 'Plain Trees')).toBeVisible()
  await expect(partnerCard(page, 'Plain Trees').locator('.booked-at')).toHaveCount(0)
})

test('a partner email with a line break is refused and nothing is sent; a quota of 0 says the limit is reached', async ({
  page,
}) => {
  await setUp(page)
  await fillLead(page, LEAD)
  await book(page, 'Broken Painting')
  await expect(partnerCard(page, 'Broken Painting').locator('.booked-at')).toContainText(
    'quote NOT emailed (not an email address: a@broken.example b@broken.example)',
  )
  ledger().script.mail.quota = 0
  await book(page, 'Quoted Coatings')
  await expect(partnerCard(page, 'Quoted Coatings').locator('.booked-at')).toContainText(
    'quote NOT emailed (daily email limit reached)',
  )
  expect(ledger().script.mail.sent).toHaveLength(0)
  expect(ledgerRows().map((row) => rowByHeader(row)['Email Status'])).toEqual([
    'not an email address: a@broken.example b@broken.example',
    'daily email limit reached',
  ])
})

test('a tab whose columns the owner reordered, with a column of their own in the middle, still books and lists', async ({
  page,
}) => {
  const header: string[] = [...BOOKINGS_HEADER_WITHOUT_REFUNDS].reverse()
  header.splice(9, 0, 'Owner Notes')
  const cell: Record<string, string> = {
    'Booking ID': 'owner-row-1',
    'Booked At': new Date(SPEC_NOW - 60_000).toISOString(),
    Setter: 'Jo',
    Partner: 'Plain Trees',
    Service: 'Tree Removal',
    ZIP: "'54016",
    'Owner Notes': 'called back',
    'Email Status': 'Sent',
  }
  ledger()
    .script.spreadsheet.insertSheet('Bookings')
    .prefill([header, header.map((name) => cell[name] ?? '')])
  await setUp(page)
  await expect(partnerCard(page, 'Plain Trees').locator('.week-count')).toHaveText('1 booked this week')
  await fillLead(page, LEAD)
  await book(page, 'Quoted Coatings')
  await expect(partnerCard(page, 'Quoted Coatings').locator('.week-count')).toHaveText('1 booked this week')
  // The count shows the outbox's booking at once; the ledger's row follows when the send is answered.
  await expect.poll(() => ledgerRows().length).toBe(2)
  // The script adds its refund columns after the owner's last one.
  expect(ledger().rows()[0]).toEqual([...header, ...BOOKINGS_HEADER.slice(BOOKINGS_HEADER_WITHOUT_REFUNDS.length)])
  const written = rowByHeader(ledgerRows()[1]!)
  expect(written).toMatchObject({
    Partner: 'Quoted Coatings',
    'Lead Name': 'Pat Doe',
    'Owner Notes': '',
    'Email Status': 'Sent',
    'Partner Email': 'quotes@quoted.example',
  })
  expect(rowByHeader(ledgerRows()[0]!)['Owner Notes']).toBe('called back')
})
