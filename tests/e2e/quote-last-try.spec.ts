// A passing fault never leaves a quote to a person, in Chromium through the Google-like local host: the script cannot
// read the partner sheet at `book`, so the quote waits with its reason in Last Try and the card offers no Email it
// yourself; once the sheet reads again, the next sweep sends it, once.
import type { Page } from '@playwright/test'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { useLedgerInAdmin } from '../support/tool-page'
import { test, expect, NEXT_JANUARY_APPOINTMENT, bookingDialog, openTool, partnerCard, typeLead } from './fixtures'

const OWNER_KEY = 'e2e-owner-key-quote-last-try-4c1'
const DANA = 'dana@stcroix-floors.example.com'
const MINUTE = 60_000

const ledger = ledgerServerForSpec(test, OWNER_KEY)

const stCroix = (page: Page) => partnerCard(page, 'St. Croix Floor Coatings')
/** The Bookings tab's cell of the only booking under this header. */
const cell = (name: string) => {
  const [header, row] = ledger().rows()
  return row![header!.indexOf(name)]
}

test('the partner sheet unreachable at book: the quote waits, the next sweep once it is back sends it once, and the card never offers Email it yourself', async ({
  page,
}) => {
  ledger().script.call('authorize')
  await openTool(page)
  await useLedgerInAdmin(page, ledger().execUrl, OWNER_KEY, /^Ledger connected: Agency ledger, 0 bookings\./)
  await page.getByRole('tab', { name: 'Search' }).click()

  ledger().script.partnerSheet.reachable = false
  ledger().script.cache.evict()
  await typeLead(page, 'Pat Doe')
  await page.getByLabel('ZIP code').fill('54016')
  await stCroix(page).getByRole('button', { name: 'Mark booked' }).click()
  const dialog = bookingDialog(page)
  await dialog.getByLabel('Appointment').fill(NEXT_JANUARY_APPOINTMENT)
  await dialog.getByLabel('Your name').fill('Riley')
  await dialog.getByRole('button', { name: 'Record booking' }).click()
  await expect(dialog).toBeHidden()

  await expect.poll(() => ledger().posts('book')).toBe(1)
  const line = stCroix(page).locator('.booked-at')
  // The ledger answered it as being sent: the line says no more than the booking.
  await expect(line).toHaveText(/^Booked \d{1,2}:\d{2}\s?[AP]M$/)
  await expect(page.getByRole('link', { name: 'Email it yourself' })).toHaveCount(0)
  expect(cell('Email Status')).toBe('Waiting to send')
  expect(cell('Last Try')).toMatch(/^could not read the partner sheet at \d{4}-\d{2}-\d{2}T/)
  // A lead typed in, not claimed from the queue: no Lead ID.
  expect(cell('Lead ID')).toBe('')

  // Still unreadable at the first sweep: still waiting, the later try noted.
  const firstTry = cell('Last Try')
  ledger().script.clock.advance(3 * MINUTE)
  ledger().script.runTimeDrivenTriggers()
  expect(ledger().script.mail.sent).toEqual([])
  expect(cell('Email Status')).toBe('Waiting to send')
  expect(cell('Last Try')).not.toBe(firstTry)

  ledger().script.partnerSheet.reachable = true
  ledger().script.clock.advance(5 * MINUTE)
  ledger().script.runTimeDrivenTriggers()
  expect(ledger().script.mail.sent.map((mail) => mail.to)).toEqual([DANA])
  expect(ledger().script.mail.sent[0]!.body).toContain('Lead: Pat Doe')
  expect(cell('Email Status')).toBe('Sent')

  ledger().script.clock.advance(5 * MINUTE)
  ledger().script.runTimeDrivenTriggers()
  expect(ledger().script.mail.sent).toHaveLength(1)
  await expect(line).toHaveText(/^Booked \d{1,2}:\d{2}\s?[AP]M$/)
  await expect(page.getByRole('link', { name: 'Email it yourself' })).toHaveCount(0)
})
