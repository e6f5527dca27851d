// The ledger script's sending in Chromium: recipients only from the partner sheet, and an execution stopped
// half-way, against the Google-like local host running the real script (docs/ledger-contract.md, Sending).
import type { Page } from '@playwright/test'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { useLedgerInAdmin } from '../support/tool-page'
import { test, expect, bookTypedLead, openTool, partnerCard } from './fixtures'

const OWNER_KEY = 'e2e-owner-key-9e2b-x'
const DANA = 'dana@stcroix-floors.example.com'
const MAY_HAVE_BEEN_SENT = 'may have been sent: check the Sent folder'

const ledger = ledgerServerForSpec(test, OWNER_KEY)
const CONNECTED = /^Ledger connected: Agency ledger, \d bookings?\. Waiting quotes are sent every 5 minutes\.$/
const connectAsOwner = (page: Page, expected: string | RegExp) =>
  useLedgerInAdmin(page, ledger().execUrl, OWNER_KEY, expected)
// Several bookings and checks a test, each through the real script.
test.setTimeout(90_000)

/** The card booked throughout: booked, it moves below its equals. */
const stCroix = (page: Page) => partnerCard(page, 'St. Croix Floor Coatings')
const notEmailed = (page: Page) => page.locator('section.not-emailed')

async function openWithLedger(page: Page) {
  await openTool(page)
  await connectAsOwner(page, 'Ledger connected: Agency ledger, 0 bookings. Waiting quotes are sent every 5 minutes.')
  await page.getByRole('tab', { name: 'Search' }).click()
}

const book = (page: Page, leadName: string) =>
  bookTypedLead(page, 'St. Croix Floor Coatings', leadName, { asOwner: true })

test('a request naming other addresses emails only the partner sheet’s address', async ({ page }) => {
  await openWithLedger(page)
  await page.route(ledger().execUrl, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { bookings?: { partnerEmail?: string }[] }
    for (const booking of body.bookings ?? []) booking.partnerEmail = 'boss@evil.example, five@evil.example'
    await route.continue({ postData: JSON.stringify(body) })
  })
  await book(page, 'Pat Doe')
  await expect(stCroix(page).getByText(/quote emailed to /)).toBeVisible()
  expect(ledger().script.mail.sent.map((mail) => mail.to)).toEqual([DANA])
  const [header, row] = ledger().rows()
  expect(row![header!.indexOf('Partner Email')]).toBe(DANA)
})

test('an execution stopped after the first of two emails: the resend sends the second once; the first asks first', async ({
  page,
}) => {
  await openWithLedger(page)
  // Two bookings wait together, then go in one request whose execution dies right after the first email.
  ledger().answer(false)
  await book(page, 'Pat Doe')
  await book(page, 'Sam Roe')
  await expect(page.locator('.outbox-status summary')).toHaveText(/^2 bookings waiting to send/)
  // The first book to arrive is the execution stopped (a check or list would otherwise take the stop).
  const script = ledger().script
  const doPost = script.doPost.bind(script)
  let stopped = false
  let sentByTheStoppedExecution = -1
  script.doPost = (body) => {
    if (stopped || (JSON.parse(body) as { action?: string }).action !== 'book') return doPost(body)
    stopped = true
    script.executions.stopAfterEmails(1)
    try {
      return doPost(body)
    } finally {
      sentByTheStoppedExecution = script.mail.sent.length
    }
  }
  ledger().answer(true)
  await connectAsOwner(page, CONNECTED)
  // Counted as it stops: under load the tool's resend may already have sent the second when the test looks.
  await expect.poll(() => sentByTheStoppedExecution).toBe(1)
  const [first] = ledger().script.mail.sent
  // Saved again (the same settings): what waits is resent; the second quote goes once, the first never again.
  await connectAsOwner(page, CONNECTED)
  await expect(page.locator('.outbox-status')).toHaveCount(0)
  await expect.poll(() => ledger().script.mail.sent.length).toBe(2)
  const second = ledger().script.mail.sent[1]!
  expect(second.body).not.toBe(first!.body)

  // Ten minutes on, the first is in doubt: Send again asks in the page, Keep sends nothing.
  ledger().script.clock.advance(11 * 60_000)
  // Saving the ledger again reads it again.
  await connectAsOwner(page, 'Ledger connected: Agency ledger, 2 bookings. Waiting quotes are sent every 5 minutes.')
  const row = notEmailed(page).locator('li')
  await expect(row).toHaveCount(1)
  await expect(row.locator('.quote-line')).toHaveText(new RegExp(` · ${MAY_HAVE_BEEN_SENT}$`))
  const deliversBefore = ledger().posts('deliver')
  await row.getByRole('button', { name: 'Send again' }).click()
  const question = row.getByRole('group', { name: 'It may have been sent already. Send it again?' })
  await expect(question).toBeVisible()
  await question.getByRole('button', { name: 'Keep' }).click()
  await expect(question).toHaveCount(0)
  expect(ledger().posts('deliver')).toBe(deliversBefore)
  await row.getByRole('button', { name: 'Send again' }).click()
  await question.getByRole('button', { name: 'Send again' }).click()
  await expect(notEmailed(page).getByText('Quote emailed: St. Croix Floor Coatings LLC · 54016.')).toBeVisible()
  expect(ledger().posts('deliver')).toBe(deliversBefore + 1)
  expect(ledger().script.mail.sent).toHaveLength(3)
  expect(ledger().script.mail.sent[2]!.body).toBe(first!.body)
})

test('the owner sorting the tab while quotes go leaves every status on its own booking', async ({ page }) => {
  await openWithLedger(page)
  // Two older rows the owner keeps, whose email never went: a status written by row number would land on one.
  const [header] = ledger().rows()
  const olderRow = (id: string, bookedAt: string) => {
    const cells: Record<string, string> = {
      'Booking ID': id,
      'Booked At': bookedAt,
      Partner: 'Plain Trees',
      'Email Status': 'no partner email',
    }
    return header!.map((name) => cells[name] ?? '')
  }
  const tab = ledger().script.spreadsheet.getSheetByName('Bookings')!
  tab.appendRow(olderRow('older-1', '2026-01-02T15:00:00.000Z'))
  tab.appendRow(olderRow('older-2', '2026-01-03T15:00:00.000Z'))

  ledger().answer(false)
  await book(page, 'Pat Doe')
  await book(page, 'Sam Roe')
  await expect(page.locator('.outbox-status summary')).toHaveText(/^2 bookings waiting to send/)
  // Right after the first email, the owner sorts the data rows newest first: every booking moves.
  ledger().script.mail.afterEachSend = () => {
    ledger().script.mail.afterEachSend = null
    tab.sortDataRows((a, b) => b[1]!.localeCompare(a[1]!))
  }
  ledger().answer(true)
  await connectAsOwner(page, CONNECTED)
  await expect.poll(() => ledger().script.mail.sent.length).toBe(2)
  await expect(page.locator('.outbox-status')).toHaveCount(0)

  const cell = (row: string[], name: string) => row[header!.indexOf(name)]
  const byId = new Map(
    ledger()
      .rows()
      .slice(1)
      .map((row) => [cell(row, 'Booking ID')!, row]),
  )
  expect([...byId.keys()].slice(2)).toEqual(['older-2', 'older-1'])
  for (const id of ['older-1', 'older-2'])
    expect([cell(byId.get(id)!, 'Emailed To'), cell(byId.get(id)!, 'Email Status')]).toEqual(['', 'no partner email'])
  const booked = [...byId.values()].filter((row) => !cell(row, 'Booking ID')!.startsWith('older-'))
  expect(booked.map((row) => [cell(row, 'Emailed To'), cell(row, 'Email Status')])).toEqual([
    [DANA, 'Sent'],
    [DANA, 'Sent'],
  ])
})
