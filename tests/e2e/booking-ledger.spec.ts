// The booking ledger in Chromium, against a local host that answers as Google's Apps Script web apps do
// (tests/support/google-script-server.ts, running the real apps-script/ through the double): a booking
// reaching the Bookings tab, offline and back, a lost answer, a wrong key, two tabs, failing storage, and
// the lead's name and phone leaving IndexedDB once the ledger has them.
import type { BrowserContext, Page } from '@playwright/test'
import { startGoogleScriptServer, type GoogleScriptServer } from '../../scripts/support/google-script-server'
import { statusLine, waitForServiceWorkerControl } from '../support/tool-page'
import { test, expect } from './fixtures'
import { axeViolations } from './axe'

const KEY = 'e2e-ledger-key-7f3a'
let ledger: GoogleScriptServer

test.beforeEach(async () => {
  ledger = await startGoogleScriptServer({ ledgerKey: KEY })
})
test.afterEach(async () => {
  await ledger.close()
})

const waitingLine = (page: Page) => page.locator('.outbox-status summary')
const firstCard = (page: Page) => page.locator('section[aria-label="Matching partners"] article.partner-card').first()
const cardOf = (page: Page, name: string) =>
  page
    .locator('section[aria-label="Matching partners"] article.partner-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
const ledgerRows = () => ledger.rows().slice(1)

async function setUpLedger(
  page: Page,
  key = KEY,
  expected: string | RegExp = /^Ledger connected: Agency ledger, \d+ bookings?\.$/,
) {
  await page.getByRole('tab', { name: /Admin/ }).click()
  await page.getByLabel('Ledger URL').fill(ledger.execUrl)
  await page.getByLabel('Ledger key').fill(key)
  await page.getByRole('button', { name: 'Use This Ledger' }).click()
  await expect(page.locator('#ledger-message')).toHaveText(expected)
  await page.getByRole('tab', { name: 'Search' }).click()
}

async function openTool(page: Page) {
  await page.goto('/tool')
  await expect(statusLine(page)).toHaveText('Loaded 25 companies.')
}

async function markBooked(page: Page, { lead = true } = {}) {
  if (lead) {
    await page.getByLabel('Name', { exact: true }).fill('Pat Doe')
    await page.getByLabel('Phone').fill('+1 715 555 0100')
  }
  await page.getByLabel('ZIP code').fill('54016')
  await firstCard(page).getByRole('button', { name: 'Mark booked' }).click()
  const dialog = page.getByRole('dialog', { name: /^Record a booking with / })
  await expect(dialog).toBeVisible()
  const yourName = dialog.getByLabel('Your name')
  if ((await yourName.inputValue()) === '') await yourName.fill('Alex Setter')
  await dialog.getByRole('button', { name: 'Record booking' }).click()
  return dialog
}

interface StoredEntry {
  state: string
  booking: { id: string; leadName: string; leadPhone: string; partner: string }
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

test('a booking reaches the Bookings tab as text; the outbox then forgets the lead’s name and phone', async ({
  page,
}) => {
  const requestedUrls: string[] = []
  page.on('request', (request) => requestedUrls.push(request.url()))
  await openTool(page)
  await setUpLedger(page)
  const readsBeforeBooking = ledger.posts('list')
  const dialog = await markBooked(page)
  await expect(dialog).toBeHidden()
  // The acknowledged booking makes the tool read the ledger again.
  await expect.poll(() => ledger.posts('list')).toBeGreaterThan(readsBeforeBooking)
  // Booked, it now has one more booking this week than its equals, and moves down: fair rotation.
  await expect(cardOf(page, 'St. Croix Floor Coatings').getByText(/^Booked \d{1,2}:\d{2} [AP]M$/)).toBeVisible()
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
  expect(stored!.booking).toMatchObject({
    id: row![0],
    partner: 'St. Croix Floor Coatings LLC',
    leadName: '',
    leadPhone: '',
  })
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
    await expect(waitingLine(page)).toHaveText('1 booking waiting to send (offline)')
    await page.reload()
    await expect(waitingLine(page)).toHaveText('1 booking waiting to send (offline)')
    await waitingLine(page).click()
    await expect(page.getByRole('list', { name: 'Bookings not yet in the ledger' })).toContainText(
      'St. Croix Floor Coatings LLC · 54016',
    )
    expect(ledgerRows()).toHaveLength(0)
    await context.setOffline(false)
    await expect.poll(ledgerRows).toHaveLength(1)
    await expect(waitingLine(page)).toHaveCount(0)
  })
})

test('an answer lost after the save is resent and makes no second row', async ({ page }) => {
  await openTool(page)
  await setUpLedger(page)
  // Two: Chromium may resend a request lost on an idle connection by itself, before the tool sees anything.
  ledger.dropNextAnswer('book', 2)
  await markBooked(page)
  await expect(waitingLine(page)).toHaveText('1 booking waiting to send (ledger unreachable)')
  expect(ledgerRows()).toHaveLength(1)
  // Retries come after 5 s, then 10 s; the id makes the resend a duplicate, which counts as sent.
  // The line also hides while a resend is under way: wait for the acknowledgement itself.
  await expect.poll(async () => (await outboxEntries(page))[0]?.state, { timeout: 20_000 }).toBe('sent')
  await expect(waitingLine(page)).toHaveCount(0)
  expect(ledgerRows()).toHaveLength(1)
})

/** A booking made while the ledger refuses `key`, which Admin and the waiting line say. */
async function bookedWithRefusedKey(page: Page, key: string) {
  await openTool(page)
  await setUpLedger(page, key, 'The ledger refused the key: check LEDGER_KEY in the script’s Script Properties.')
  await markBooked(page)
  await expect(waitingLine(page)).toHaveText('1 booking waiting to send (the ledger refused the key)')
}

test('a wrong key says so in Admin and on the Search tab, and loses nothing', async ({ page }) => {
  await bookedWithRefusedKey(page, 'not-the-key')
  expect(ledgerRows()).toHaveLength(0)
  await page.reload()
  await expect(waitingLine(page)).toHaveText('1 booking waiting to send (the ledger refused the key)')
  await setUpLedger(page)
  await expect.poll(ledgerRows).toHaveLength(1)
  await expect(waitingLine(page)).toHaveCount(0)
})

test('once the owner fixes the script’s key, saving the same settings again sends what waits', async ({ page }) => {
  await bookedWithRefusedKey(page, 'the-new-key')
  ledger.script.properties.set('LEDGER_KEY', 'the-new-key')
  await setUpLedger(page, 'the-new-key')
  await expect.poll(ledgerRows).toHaveLength(1)
  await expect(waitingLine(page)).toHaveCount(0)
})

test('with no ledger set up the booking waits, and goes once one is', async ({ page }) => {
  await openTool(page)
  await markBooked(page)
  await expect(waitingLine(page)).toHaveText('1 booking waiting to send (no ledger set up)')
  await setUpLedger(page)
  await expect.poll(ledgerRows).toHaveLength(1)
})

test('two tabs send what waits once between them', async ({ context }) => {
  const first = await context.newPage()
  await openTool(first)
  await setUpLedger(first)
  const second = await context.newPage()
  await openTool(second)
  await context.setOffline(true)
  await markBooked(first)
  await markBooked(second, { lead: false })
  await expect(waitingLine(first)).toHaveText('2 bookings waiting to send (offline)')
  await expect(waitingLine(second)).toHaveText('2 bookings waiting to send (offline)')
  await context.setOffline(false)
  await expect.poll(ledgerRows).toHaveLength(2)
  await expect(waitingLine(first)).toHaveCount(0)
  await expect(waitingLine(second)).toHaveCount(0)
  const ids = ledgerRows().map((row) => row[0])
  expect(new Set(ids).size).toBe(2)
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
  await expect(firstCard(page).getByText(/^Booked /)).toHaveCount(0)
  expect(ledgerRows()).toHaveLength(0)
})

test('axe finds nothing on the Mark booked dialog, the waiting line and Admin’s ledger section', async ({ page }) => {
  await openTool(page)
  await page.getByLabel('ZIP code').fill('54016')
  await firstCard(page).getByRole('button', { name: 'Mark booked' }).click()
  await expect(page.getByRole('dialog', { name: /^Record a booking with / })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Cancel' }).click()
  await markBooked(page)
  await expect(waitingLine(page)).toHaveText('1 booking waiting to send (no ledger set up)')
  await waitingLine(page).click()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('tab', { name: /Admin/ }).click()
  await page.getByText('Setting up the ledger (owner)').click()
  expect(await axeViolations(page)).toEqual([])
})
