// Nothing lost on the setter's device, in Chromium against the Google-like local host running the real ledger script: a booking the dialog or the
// ledger refuses never closes its lead; Next lead without the ZIP data claims nothing; a claim lives while its lead
// is held (30 minutes in Admin with input), and is let go after an hour idle; an outcome sent 20 minutes late keeps
// the moment it was pressed. LEAD_QUEUE_SHOTS=dir saves the strip in each new state at 1280×800 and 390×844.
import type { Locator, Page } from '@playwright/test'
import {
  attemptRows,
  claimsStraight,
  leadsTabRow,
  openSearchWithLedger,
  queuedLead,
  shootAtDeskAndPhone,
  startQueue,
} from '../support/lead-queue-ledger'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { markBookedWith, recordOwnersBooking, test, expect } from './fixtures'

const OWNER_KEY = 'e2e-owner-key-52-held-leads'
const SAM = { name: 'Sam Setter', key: 'sams-own-key-52-0123456789abcdef' }
const MINUTE = 60_000
// Wednesday 8:30 AM in Wisconsin (CST): calls may start there.
const NOW = Date.parse('2027-01-13T14:30:00Z')
const APPOINTMENT = '2027-01-18T10:00'
const PARTNER = 'St. Croix Floor Coatings'

const ledger = ledgerServerForSpec(test, OWNER_KEY)
test.setTimeout(120_000)

const patDoe = (notes = '') => queuedLead(NOW, 45, { Name: 'Pat Doe', Phone: '715 555 0102', Notes: notes })
const startLedger = (lead: ReturnType<typeof patDoe>) =>
  startQueue(ledger(), OWNER_KEY, { now: NOW, leads: [lead], setters: [SAM] })
/** Pat Doe's row of the Leads tab, by column name, as the owner sees it. */
const patsRow = () => leadsTabRow(ledger(), 'Pat Doe')
const attempts = () => attemptRows(ledger())
const bookingRows = () => ledger().rows().slice(1)
/** Sam's own Next lead on Pat Doe, straight to the script: whether the ledger let him have it. */
const samClaims = () => claimsStraight(ledger(), SAM.key, patsRow()['Lead ID'])

const strip = (page: Page) => page.getByRole('region', { name: 'Lead from the queue' })

/** The tool at NOW on its Search tab, the owner's ledger connected in Admin. */
const openSearch = (page: Page) => openSearchWithLedger(page, ledger(), OWNER_KEY, NOW)

async function claimPat(page: Page) {
  await openSearch(page)
  await page.getByRole('button', { name: 'Next lead' }).click()
  await expect(strip(page).getByText('Lead from Facebook Ads · received 45 min ago · attempt 1')).toBeVisible()
  expect(patsRow()['Claimed By']).toBe('Owner')
}

/**
 * Page and script clocks move on together, five minutes at a time; `input`: the setter presses a key first;
 * `renews`: the claim's renewal reaches the ledger before the next step.
 */
async function fiveMinutesLater(page: Page, step: number, { input, renews }: { input: boolean; renews: boolean }) {
  const claims = ledger().posts('claim')
  if (input) await page.keyboard.press('Shift')
  ledger().script.clock.set(NOW + step * 5 * MINUTE)
  await page.clock.fastForward(5 * MINUTE)
  if (renews) await expect.poll(() => ledger().posts('claim')).toBe(claims + 1)
}

async function markBooked(page: Page) {
  const dialog = await markBookedWith(page, PARTNER)
  await recordOwnersBooking(dialog, APPOINTMENT)
  return dialog
}

const shoot = (page: Page, name: string, target: Locator = strip(page)) =>
  shootAtDeskAndPhone(page, process.env.LEAD_QUEUE_SHOTS, name, target)

test('a lead with 612 characters of notes: the dialog refuses in the field’s words, and the lead stays open', async ({
  page,
}) => {
  startLedger(patDoe('n'.repeat(612)))
  await claimPat(page)
  await expect(page.getByLabel('Notes', { exact: true })).toHaveValue('n'.repeat(612))

  const dialog = await markBooked(page)

  await expect(dialog.getByText('Notes: at most 500 characters (now 612).')).toBeVisible()
  await expect(dialog.getByLabel('Notes')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByLabel('Notes')).toBeFocused()
  await shoot(page, 'notes-too-long', dialog.getByText('Notes: at most 500 characters (now 612).'))
  await page.waitForTimeout(1_000)
  expect(bookingRows()).toEqual([])
  expect(attempts()).toEqual([])
  expect(patsRow()).toMatchObject({ Closed: '', 'Booking ID': '', 'Claimed By': 'Owner' })
})

test('a booking the ledger refuses after Record booking: the lead stays open, claimed again, and the strip says why', async ({
  page,
}) => {
  startLedger(patDoe())
  await claimPat(page)
  // The script's own refusal, of a booking whose time this device sent unreadable.
  await page.route(ledger().execUrl, async (route) => {
    const request = JSON.parse(route.request().postData() ?? '{}') as { action?: string; bookings?: object[] }
    if (request.action !== 'book') return route.continue()
    const bookings = request.bookings!.map((booking) => ({ ...booking, bookedAt: 'not a date' }))
    await route.continue({ postData: JSON.stringify({ ...request, bookings }) })
  })

  const dialog = await markBooked(page)
  await expect(dialog).toBeHidden()

  await expect(strip(page).getByRole('alert')).toHaveText(
    'Not booked: bookedAt is not a date. The lead is back on screen.',
    { timeout: 20_000 },
  )
  await expect(strip(page).getByRole('button', { name: 'No answer' })).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Pat Doe')
  expect(bookingRows()).toEqual([])
  expect(attempts()).toEqual([])
  expect(patsRow()).toMatchObject({ Closed: '', 'Booking ID': '', 'Claimed By': 'Owner' })
  expect(Date.parse(patsRow()['Claimed Until']!)).toBe(NOW + 15 * MINUTE)
  await shoot(page, 'not-booked')
})

test('with the ZIP data request failing, Next lead says why and claims nothing', async ({ page }) => {
  startLedger(patDoe())
  await page.route('**/assets/us-zips-*.bin', (route) => route.fulfill({ status: 503, body: 'Unavailable' }))
  await openSearch(page)

  await page.getByRole('button', { name: 'Next lead' }).click()

  await expect(page.locator('#next-lead-status')).toHaveText(
    'Next lead needs the ZIP data to check calling hours: The ZIP asset answered HTTP 503.',
    { timeout: 15_000 },
  )
  await expect(strip(page)).toHaveCount(0)
  expect(patsRow()).toMatchObject({ 'Claimed By': '', 'Lead ID': '' })
  await shoot(page, 'needs-zip-data', page.locator('#next-lead-status'))
})

test('a claimed lead survives 30 minutes on the Admin tab, with input', async ({ page }) => {
  startLedger(patDoe())
  await claimPat(page)
  await page.getByRole('tab', { name: /Admin/ }).click()

  for (let step = 1; step <= 6; step++) await fiveMinutesLater(page, step, { input: true, renews: true })

  expect(Date.parse(patsRow()['Claimed Until']!)).toBe(NOW + 45 * MINUTE)
  expect(patsRow()['Claimed By']).toBe('Owner')
  expect(samClaims()).toBe(false)
  await page.getByRole('tab', { name: 'Search' }).click()
  await expect(strip(page).getByText('Lead from Facebook Ads · received 1 h ago · attempt 1')).toBeVisible()
  await expect(strip(page).getByRole('alert')).toHaveCount(0)
})

test('after 60 idle minutes the strip says the claim was released, and the ledger lets it go at expiry', async ({
  page,
}) => {
  startLedger(patDoe())
  await claimPat(page)

  for (let step = 1; step <= 12; step++) await fiveMinutesLater(page, step, { input: false, renews: step < 12 })

  await expect(strip(page).getByRole('alert')).toHaveText('Claim released after an hour idle.')
  // Renewed last at 55 minutes: the claim runs to 70, then Sam may take the lead.
  expect(Date.parse(patsRow()['Claimed Until']!)).toBe(NOW + 70 * MINUTE)
  expect(samClaims()).toBe(false)
  ledger().script.clock.set(NOW + 71 * MINUTE)
  expect(samClaims()).toBe(true)
  await shoot(page, 'released-idle')
})

test('an outcome recorded offline and sent 20 minutes later is stored with the time it was pressed', async ({
  page,
  context,
}) => {
  startLedger(patDoe())
  await claimPat(page)
  await context.setOffline(true)
  const pressedAt = await page.evaluate(() => Date.now())
  await strip(page).getByRole('button', { name: 'No answer' }).click()
  await expect(
    page.getByText(/^No answer recorded: it is sent when the ledger can be reached\. Next call .+ \(attempt 2\)\.$/),
  ).toBeVisible()
  await expect(page.locator('.outbox-status summary')).toHaveText('1 call outcome waiting to send (offline).')
  await shoot(page, 'outcome-waiting', page.locator('.outbox-status'))

  ledger().script.clock.set(NOW + 20 * MINUTE)
  await page.clock.fastForward(20 * MINUTE)
  await context.setOffline(false)

  await expect(page.getByText(/^No answer recorded\. Next call .+ \(attempt 2\)\.$/)).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => attempts().length, { timeout: 20_000 }).toBe(1)
  const [attempt] = attempts()
  const at = Date.parse(attempt![2]!)
  expect(at).toBeGreaterThanOrEqual(pressedAt)
  expect(at).toBeLessThan(pressedAt + MINUTE)
  expect(Date.parse(patsRow()['Next Call At']!)).toBe(at + 120 * MINUTE)
})
