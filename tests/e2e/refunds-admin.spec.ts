// Refund requests in Chromium through the Google-like local host: the owner decides them in Admin, each partner
// gets one email, a second decision is refused, a setter's key gets owner-only, an approval for an ended week is a
// credit this week, and a reported no-show is counted.
import type { Page } from '@playwright/test'
import { SPEC_NOW } from '../support/spec-clock'
import {
  LAST_WEEK_APPOINTMENT_LABEL as APPOINTMENT_LABEL,
  lastWeekBooking as booking,
  linkTokenOf,
  startWithRefundLinks,
  THIS_MONDAY as ASKED,
} from '../support/last-week-booking'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { useLedgerInAdmin } from '../support/tool-page'
import { test, expect } from './fixtures'

const OWNER_KEY = 'e2e-owner-key-refunds-31c'
const SETTER_KEY = 'sam-key-0123456789abcdef'
const ST_CROIX = 'St. Croix Floor Coatings LLC'
const VALLEY = 'Valley Epoxy Pros'
const ids = {
  approved: '1a2b3c4d-0000-4000-8000-00000000000a',
  declined: '1a2b3c4d-0000-4000-8000-00000000000b',
  noShow: '1a2b3c4d-0000-4000-8000-00000000000c',
}

const ledger = ledgerServerForSpec(test, OWNER_KEY)
// Three quotes, two asks and a report go through the real script before the page opens.
test.setTimeout(90_000)

const post = (body: object, key = OWNER_KEY) =>
  JSON.parse(ledger().script.doPost(JSON.stringify({ key, ...body })).content) as Record<string, unknown>

/** The link's token, as the quote email for `id` carries it. */
const tokenOf = (id: string, action: 'refund' | 'noshow') => linkTokenOf(ledger(), id, action)

/** Last week: three quotes emailed; this Monday two refunds asked and one no-show reported, from the links. */
function seedLedger() {
  const script = ledger().script
  startWithRefundLinks(ledger(), OWNER_KEY)
  const bookings = [booking(ids.approved, ST_CROIX), booking(ids.declined, VALLEY), booking(ids.noShow, ST_CROIX)]
  expect(post({ action: 'book', bookings })).toMatchObject({ emailed: Object.values(ids) })
  script.clock.set(ASKED)
  const ask = (id: string, action: 'refund' | 'noshow', reason?: string) =>
    script.call('askFromLink', { action, id, t: tokenOf(id, action), reason, note: '<i>see</i> the invoice' })
  expect(ask(ids.approved, 'refund', 'Charged twice')).toMatchObject({ ok: true })
  expect(ask(ids.declined, 'refund', 'Contact details are wrong')).toMatchObject({ ok: true })
  expect(ask(ids.noShow, 'noshow')).toMatchObject({ ok: true })
  script.clock.set(SPEC_NOW)
}

const OWNERS_LINE = 'Ledger connected: Agency ledger, 3 bookings. Waiting quotes are sent every 5 minutes.'

async function openAdmin(page: Page) {
  await page.clock.install({ time: SPEC_NOW })
  await page.goto('/tool')
  await useLedgerInAdmin(page, ledger().execUrl, OWNER_KEY, OWNERS_LINE)
  return page.getByRole('region', { name: 'Refunds asked' })
}

const requestItem = (refunds: ReturnType<Page['getByRole']>, partner: string) =>
  refunds.getByRole('listitem').filter({ hasText: `${partner} · 54016 · ${APPOINTMENT_LABEL} · ` })

test('the owner approves one request and declines another; each partner gets one email; twice is refused', async ({
  page,
}) => {
  seedLedger()
  const refunds = await openAdmin(page)
  const approved = requestItem(refunds, ST_CROIX)
  const declined = requestItem(refunds, VALLEY)
  await expect(approved.getByText(`${ST_CROIX} · 54016 · ${APPOINTMENT_LABEL} · Charged twice`)).toBeVisible()
  // The partner's note is text, never markup.
  await expect(approved.getByText('<i>see</i> the invoice')).toBeVisible()
  await expect(refunds.getByText('No-shows reported: 1 of 3 appointments in the last 4 weeks (33%)')).toBeVisible()
  const quotesSent = ledger().script.mail.sent.length

  await approved.getByLabel('Why (sent to the partner)').fill('Billed twice on Jan 11')
  await approved.getByRole('button', { name: 'Approve' }).click()
  // A decided request leaves the open list for the decisions, with the fate of its email.
  await expect(refunds.getByText('Approved Wed Jan 13 · Refund email: Sent')).toBeVisible()
  await declined.getByRole('button', { name: 'Decline' }).click()
  await expect(refunds.getByText('Declined Wed Jan 13 · Refund email: Sent')).toBeVisible()

  const decisions = ledger().script.mail.sent.slice(quotesSent)
  expect(decisions.map((mail) => [mail.to, mail.subject])).toEqual([
    ['dana@stcroix-floors.example.com', `Refund approved: Concrete Coatings · 54016 · ${APPOINTMENT_LABEL}`],
    ['bookings@valleyepoxy.example.com', `Refund declined: Concrete Coatings · 54016 · ${APPOINTMENT_LABEL}`],
  ])
  expect(decisions[0]!.body).toContain('Billed twice on Jan 11')
  expect(decisions[0]!.body).toContain(ids.approved)
  expect(post({ action: 'decide', id: ids.approved, decision: 'decline' })).toEqual({
    ok: false,
    error: 'already-decided',
  })
  expect(ledger().script.mail.sent).toHaveLength(quotesSent + 2)
  await expect(refunds.getByText('No refund requests waiting.')).toBeVisible()
})

test('a setter’s key gets owner-only for refunds and decide, and Admin shows it no refund requests', async ({
  page,
}) => {
  seedLedger()
  ledger().script.spreadsheet.getSheetByName('Setters')!.appendRow(['Sam', SETTER_KEY, 'yes'])
  const since = '2027-01-04T06:00:00.000Z'
  const until = '2027-01-18T06:00:00.000Z'
  expect(post({ action: 'refunds', since, until }, SETTER_KEY)).toEqual({ ok: false, error: 'owner-only' })
  expect(post({ action: 'decide', id: ids.approved, decision: 'approve' }, SETTER_KEY)).toEqual({
    ok: false,
    error: 'owner-only',
  })
  await page.clock.install({ time: SPEC_NOW })
  await page.goto('/tool')
  await useLedgerInAdmin(
    page,
    ledger().execUrl,
    SETTER_KEY,
    'Ledger connected: Agency ledger, 3 bookings. This device books as Sam.',
  )
  await expect(page.getByRole('heading', { name: 'Weekly statement' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Refunds asked' })).toHaveCount(0)
  expect(ledger().script.mail.sent).toHaveLength(3)
})

test('an approval for a quote billed in an ended week is a credit this week, lowering its total', async ({ page }) => {
  seedLedger()
  const refunds = await openAdmin(page)
  const statement = page.locator('section.weekly-statement')
  // Last week bills the three quotes at the sheet's prices; St. Croix's row gives the quote's.
  const stCroixRow = statement.locator('tbody tr').filter({ hasText: 'St. Croix Floor Coatings' })
  await expect(stCroixRow.locator('td').nth(2)).toHaveText('2')
  const price = (await stCroixRow.locator('td').nth(3).textContent())!
  expect(price).toMatch(/^\$[\d,]+(\.\d\d)?$/)

  await requestItem(refunds, ST_CROIX).getByRole('button', { name: 'Approve' }).click()
  await expect(refunds.getByText('Approved Wed Jan 13 · Refund email: Sent')).toBeVisible()
  await statement.getByLabel('This week').check()
  await expect(statement.getByRole('heading', { name: 'Credits' })).toBeVisible()
  await expect(statement.locator('.statement-credits li')).toHaveText([
    `${ST_CROIX} · booked Tue Jan 5 · Charged twice · −${price}`,
  ])
  await expect(statement.locator('.statement-total')).toHaveText(`Total: −${price}`)
  // The week it was billed keeps its bill.
  await statement.getByLabel('Last week').check()
  await expect(statement.locator('.statement-credits')).toHaveCount(0)
})
