// The booking ledger in Chromium, against a local host that answers as Google's Apps Script web apps do
// (scripts/support/google-script-server.ts, running the real apps-script/ through the double): a booking
// reaching the Bookings tab, offline and back, a lost answer, a wrong key, two tabs, failing storage, and
// every lead field leaving IndexedDB once the ledger has them.
import type { BrowserContext, Page } from '@playwright/test'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { useLedgerInAdmin, waitForServiceWorkerControl } from '../support/tool-page'
import {
  test,
  expect,
  NEXT_JANUARY_APPOINTMENT,
  bookingDialog,
  firstPartnerCard,
  openTool,
  partnerCard,
  partnerCardNames,
  typeLead,
} from './fixtures'
import { axeViolations } from './axe'

const KEY = 'e2e-ledger-key-7f3ax'

const ledger = ledgerServerForSpec(test, KEY)

const waitingLine = (page: Page) => page.locator('.outbox-status summary')
const ledgerRows = () => ledger().rows().slice(1)

async function setUpLedger(
  page: Page,
  key = KEY,
  expected:
    string | RegExp = /^Ledger connected: Agency ledger, \d+ bookings?\. Waiting quotes are sent every 5 minutes\.$/,
) {
  await useLedgerInAdmin(page, ledger().execUrl, key, expected)
  await page.getByRole('tab', { name: 'Search' }).click()
}

/** Books the first card; with `lead`, the Lead details are typed first, else in the dialog, which sends them back. */
async function markBooked(page: Page, { lead = true } = {}) {
  if (lead) await typeLead(page)
  await page.getByLabel('ZIP code').fill('54016')
  await firstPartnerCard(page).getByRole('button', { name: 'Mark booked' }).click()
  const dialog = bookingDialog(page)
  await expect(dialog).toBeVisible()
  if (!lead) {
    await dialog.getByLabel('Lead name').fill('Sam Roe')
    await dialog.getByLabel('Lead phone').fill('715.555.0199')
    await dialog.getByLabel('Address').fill('4 Oak Ave, Hudson, WI 54016')
  }
  await dialog.getByLabel('Appointment').fill(NEXT_JANUARY_APPOINTMENT)
  const yourName = dialog.getByLabel('Your name')
  if ((await yourName.inputValue()) === '') await yourName.fill('Alex Setter')
  await dialog.getByRole('button', { name: 'Record booking' }).click()
  return dialog
}

interface StoredEntry {
  state: string
  booking: { id: string; partner: string } & Partial<
    Record<'leadName' | 'leadPhone' | 'leadEmail' | 'leadAddress' | 'notes', string>
  >
}

function outboxEntries(page: Page): Promise<StoredEntry[]> {
  return page.evaluate(
    () =>
      new Promise<StoredEntry[]>((resolve, reject) => {
        const open = indexedDB.open('ahs-booking-outbox')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('bookings')) return resolve([])
          const read = db.transaction('bookings').objectStore('bookings').getAll()
          read.onsuccess = () => {
            resolve(read.result as StoredEntry[])
            db.close()
          }
        }
      }),
  )
}

test('a booking reaches the Bookings tab as text; the outbox then forgets every lead field', async ({ page }) => {
  const requestedUrls: string[] = []
  page.on('request', (request) => requestedUrls.push(request.url()))
  await openTool(page)
  await setUpLedger(page)
  await page.getByLabel('ZIP code').fill('54016')
  const before = await partnerCardNames(page)
  expect(before[0]).toBe('St. Croix Floor Coatings')
  const readsBeforeBooking = ledger().posts('list')
  const dialog = await markBooked(page)
  await expect(dialog).toBeHidden()
  // The acknowledged booking makes the tool read the ledger again.
  await expect.poll(() => ledger().posts('list')).toBeGreaterThan(readsBeforeBooking)
  await expect(
    partnerCard(page, 'St. Croix Floor Coatings').getByText(/^Booked \d{1,2}:\d{2} [AP]M · quote /),
  ).toBeVisible()
  // Booked, it now has one more booking this week than its equals (ACTIVE, no Priority), and drops below them.
  const equals = before.slice(1, 3)
  await expect
    .poll(async () => {
      const after = await partnerCardNames(page)
      return equals.every((name) => after.indexOf(name) < after.indexOf('St. Croix Floor Coatings'))
    })
    .toBe(true)
  await expect.poll(ledgerRows).toHaveLength(1)
  const [row] = ledgerRows()
  expect(row!.slice(2, 10)).toEqual([
    'Alex Setter',
    'St. Croix Floor Coatings LLC',
    'Concrete Coatings',
    '54016',
    '',
    'Pat Doe',
    '+1 715 555 0100',
    '',
  ])
  expect(Date.parse(row![1]!)).toBeGreaterThan(Date.now() - 60_000)
  await expect.poll(async () => (await outboxEntries(page))[0]?.state).toBe('sent')
  const [stored] = await outboxEntries(page)
  expect(stored!.booking).toMatchObject({ id: row![0], partner: 'St. Croix Floor Coatings LLC' })
  for (const field of ['leadName', 'leadPhone', 'leadEmail', 'leadAddress', 'notes'] as const)
    expect(stored!.booking[field] ?? '', field).toBe('')
  expect(JSON.stringify(stored)).not.toContain('Pat Doe')
  expect(JSON.stringify(stored)).not.toContain('12 Main St')
  await expect(waitingLine(page)).toHaveCount(0)
  // The key never travelled in a URL.
  expect(requestedUrls.length).toBeGreaterThan(0)
  expect(requestedUrls.filter((url) => url.includes(KEY))).toEqual([])
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a booking made offline waits, survives a reload, and goes when the line is back', async ({ page, context }) => {
    await openTool(page)
    await waitForServiceWorkerControl(page)
    await setUpLedger(page)
    await context.setOffline(true)
    await markBooked(page)
    await expect(waitingLine(page)).toHaveText('1 booking waiting to send (offline).')
    await page.reload()
    await expect(waitingLine(page)).toHaveText('1 booking waiting to send (offline).')
    await waitingLine(page).click()
    await expect(page.getByRole('list', { name: 'Bookings and call outcomes not yet in the ledger' })).toContainText(
      'St. Croix Floor Coatings LLC · 54016',
    )
    expect(ledgerRows()).toHaveLength(0)
    await context.setOffline(false)
    await expect.poll(ledgerRows).toHaveLength(1)
    await expect(waitingLine(page)).toHaveCount(0)
  })
})

test('an answer lost after the save is resent and makes no second row', async ({ page }) => {
  // Two real retry waits (5 s, then 10 s) under the suite's load.
  test.slow()
  await openTool(page)
  await setUpLedger(page)
  // Two: Chromium may resend a request lost on an idle connection by itself, before the tool sees anything.
  ledger().dropNextAnswer('book', 2)
  await markBooked(page)
  await expect(waitingLine(page)).toHaveText('1 booking waiting to send (ledger unreachable).')
  expect(ledgerRows()).toHaveLength(1)
  // Retries come after 5 s, then 10 s; the id makes the resend a duplicate, which counts as sent.
  // The line also hides while a resend is under way: wait for the acknowledgement itself.
  await expect.poll(async () => (await outboxEntries(page))[0]?.state, { timeout: 40_000 }).toBe('sent')
  await expect(waitingLine(page)).toHaveCount(0)
  expect(ledgerRows()).toHaveLength(1)
})

/** A booking made while the ledger refuses `key`, which Admin and the waiting line say. */
async function bookedWithRefusedKey(page: Page, key: string) {
  await openTool(page)
  await setUpLedger(
    page,
    key,
    'The ledger refused this key: a setter asks the owner for their own key; the owner checks LEDGER_KEY in Script Properties.',
  )
  await markBooked(page)
  await expect(waitingLine(page)).toHaveText(
    '1 booking waiting to send. The ledger refused this key: a setter asks the owner for their own key; the owner checks LEDGER_KEY in Script Properties.',
  )
}

test('a wrong key says so in Admin and on the Search tab, and loses nothing', async ({ page }) => {
  await bookedWithRefusedKey(page, 'not-the-key')
  expect(ledgerRows()).toHaveLength(0)
  await page.reload()
  await expect(waitingLine(page)).toHaveText(
    '1 booking waiting to send. The ledger refused this key: a setter asks the owner for their own key; the owner checks LEDGER_KEY in Script Properties.',
  )
  await setUpLedger(page)
  await expect.poll(ledgerRows).toHaveLength(1)
  await expect(waitingLine(page)).toHaveCount(0)
})

test('once the owner fixes the script’s key, saving the same settings again sends what waits', async ({ page }) => {
  await bookedWithRefusedKey(page, 'the-new-owner-key-0123')
  ledger().script.properties.set('LEDGER_KEY', 'the-new-owner-key-0123')
  // As README says: a changed property applies at once after authorize.
  ledger().script.call('authorize')
  await setUpLedger(page, 'the-new-owner-key-0123')
  await expect.poll(ledgerRows).toHaveLength(1)
  await expect(waitingLine(page)).toHaveCount(0)
})

test('with no ledger set up the booking waits, and goes once one is', async ({ page }) => {
  await openTool(page)
  await markBooked(page)
  await expect(waitingLine(page)).toHaveText('1 booking waiting to send (no ledger set up).')
  await setUpLedger(page)
  await expect.poll(ledgerRows).toHaveLength(1)
})

test('two tabs send what waits once between them', async ({ context }) => {
  // Two tabs each load the tool and the ZIP data: on a busy 2-core machine that outlasts the default 30 s.
  test.slow()
  const first = await context.newPage()
  await openTool(first)
  await setUpLedger(first)
  const second = await context.newPage()
  await openTool(second)
  // The appointment is read in the lead's time: each tab loads the ZIP data before the line drops.
  for (const tab of [first, second]) {
    await tab.getByLabel('ZIP code').fill('54016')
    await expect(tab.locator('.lead-line')).toContainText('Hudson, WI')
  }
  await context.setOffline(true)
  await markBooked(first)
  await markBooked(second, { lead: false })
  await expect(waitingLine(first)).toHaveText('2 bookings waiting to send (offline).')
  await expect(waitingLine(second)).toHaveText('2 bookings waiting to send (offline).')
  await context.setOffline(false)
  await expect.poll(ledgerRows).toHaveLength(2)
  await expect(waitingLine(first)).toHaveCount(0)
  await expect(waitingLine(second)).toHaveCount(0)
  const ids = ledgerRows().map((row) => row[0])
  expect(new Set(ids).size).toBe(2)
  // The Web Lock lets one tab send; the other finds nothing waiting. Without it both would post.
  expect(ledger().posts('book')).toBe(1)
})

async function breakOutboxStorage(context: BrowserContext) {
  await context.addInitScript(() => {
    const put = IDBObjectStore.prototype.put
    IDBObjectStore.prototype.put = function (...args: Parameters<typeof put>) {
      if (this.transaction.db.name === 'ahs-booking-outbox')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      return put.apply(this, args)
    }
  })
}

test('storage that fails says the booking was not recorded, and nothing is sent', async ({ page, context }) => {
  await breakOutboxStorage(context)
  await openTool(page)
  await setUpLedger(page)
  const dialog = await markBooked(page)
  await expect(dialog.getByRole('alert')).toHaveText(
    'The booking was NOT recorded: this browser would not save it (storage blocked or full). Write it down and tell the owner.',
  )
  await expect(dialog).toBeVisible()
  await expect(firstPartnerCard(page).getByText(/^Booked /)).toHaveCount(0)
  expect(ledgerRows()).toHaveLength(0)
})

test('axe finds nothing on the Mark booked dialog, the waiting line and Admin’s ledger section', async ({ page }) => {
  await openTool(page)
  await page.getByLabel('ZIP code').fill('54016')
  await firstPartnerCard(page).getByRole('button', { name: 'Mark booked' }).click()
  await expect(bookingDialog(page)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Cancel' }).click()
  await markBooked(page)
  await expect(waitingLine(page)).toHaveText('1 booking waiting to send (no ledger set up).')
  await waitingLine(page).click()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('tab', { name: /Admin/ }).click()
  await page.getByText('Setting up the ledger (owner)').click()
  expect(await axeViolations(page)).toEqual([])
})

test('without AbortSignal.any (Safari before 17.4) the sheet loads, a booking goes and the counts read', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    delete (AbortSignal as { any?: unknown }).any
  })
  await openTool(page)
  expect(await page.evaluate(() => 'any' in AbortSignal)).toBe(false)
  await setUpLedger(page)
  await markBooked(page)
  await expect.poll(ledgerRows).toHaveLength(1)
  await expect(partnerCard(page, 'St. Croix Floor Coatings').locator('.week-count')).toHaveText('1 booked this week')
  await expect(page.getByText(/^Bookings read from the ledger /)).toBeVisible()
})

test('a ledger that refuses the whole request (an older script) keeps the booking waiting, details and all', async ({
  page,
}) => {
  await openTool(page)
  await setUpLedger(page)
  // What a version 1 script answers to a request it cannot read.
  await page.route(ledger().execUrl, async (route) => {
    const body = route.request().postData() ?? ''
    if (!body.includes('"action":"book"')) return route.continue()
    await route.fulfill({
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ ok: false, error: 'bad-request' }),
    })
  })
  await markBooked(page)
  await expect(waitingLine(page)).toHaveText(
    '1 booking waiting to send (the ledger did not understand the request: update its script to the latest version).',
  )
  const [entry] = await outboxEntries(page)
  expect(entry).toMatchObject({ state: 'waiting' })
  expect(entry!.booking).toMatchObject({ leadName: 'Pat Doe', leadPhone: '+1 715 555 0100' })
  expect(ledgerRows()).toHaveLength(0)
  // The owner deploys the latest script and saves the settings again: the booking goes.
  await page.unroute(ledger().execUrl)
  await setUpLedger(page)
  await expect.poll(ledgerRows).toHaveLength(1)
  await expect(waitingLine(page)).toHaveCount(0)
})

test('a script that is not part of a spreadsheet keeps bookings waiting, and says why', async ({ page }) => {
  ledger().script.bound = false
  await openTool(page)
  await setUpLedger(
    page,
    KEY,
    'This script is not part of a spreadsheet. Open the ledger spreadsheet, then Extensions → Apps Script, and paste the script there.',
  )
  await markBooked(page)
  await expect(waitingLine(page)).toHaveText('1 booking waiting to send (the ledger script has no spreadsheet).')
  const [entry] = await outboxEntries(page)
  expect(entry).toMatchObject({ state: 'waiting', booking: { leadName: 'Pat Doe' } })
  // Pasted into the spreadsheet's own Apps Script and saved again, the ledger takes it.
  ledger().script.bound = true
  await setUpLedger(page)
  await expect.poll(() => ledgerRows().length).toBe(1)
  await expect(waitingLine(page)).toHaveCount(0)
})
