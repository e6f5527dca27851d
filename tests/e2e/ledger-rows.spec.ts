// Nothing lost in the ledger, in Chromium and through the Google-like local host: the owner sorts Bookings between
// a request's read and its write, a Leads row is inserted above a claimed lead, a setter holds one claim at a time,
// only the holder records a call, Booked needs a real booking, and a decision's email that hit the quota goes later.
import type { Page } from '@playwright/test'
import { SPEC_NOW } from '../support/spec-clock'
import {
  LAST_WEEK_APPOINTMENT_LABEL as LABEL,
  LAST_WEEK_EMAILED as EMAILED,
  lastWeekBooking as booking,
  THIS_MONDAY as ASKED,
} from '../support/last-week-booking'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { useLedgerInAdmin } from '../support/tool-page'
import { test, expect } from './fixtures'

const OWNER_KEY = 'e2e-owner-key-ledger-rows-7d2'
const SAM_KEY = 'sam-key-0123456789abcdef'
const LEE_KEY = 'lee-key-fedcba9876543210'
const ST_CROIX = 'St. Croix Floor Coatings LLC'
const VALLEY = 'Valley Epoxy Pros'
const ids = { asked: '2b3c4d5e-0000-4000-8000-00000000000a', other: '2b3c4d5e-0000-4000-8000-00000000000b' }
const NOTE = /^Ledger Note: (.+) written here by mistake by (\w+) at (\S+)\. Check this booking's cells/

const ledger = ledgerServerForSpec(test, OWNER_KEY)
test.setTimeout(90_000)

/** A request through the web app URL, as the tool or a stranger's script would post it. */
async function post(body: object, key = OWNER_KEY): Promise<Record<string, unknown>> {
  const answer = await fetch(ledger().execUrl, { method: 'POST', body: JSON.stringify({ key, ...body }) })
  return (await answer.json()) as Record<string, unknown>
}

/** Two quotes emailed last week; `asked`'s partner asks for a refund from its link this Monday (unless told not). */
async function seedBookings({ ask = true } = {}) {
  const script = ledger().script
  script.properties.set('AGENCY_TIME_ZONE', 'America/Chicago')
  script.clock.set(EMAILED)
  script.call('authorize')
  expect(await post({ action: 'check', webAppUrl: ledger().execUrl })).toMatchObject({ refundLinks: true })
  expect(
    await post({ action: 'book', bookings: [booking(ids.asked, ST_CROIX), booking(ids.other, VALLEY)] }),
  ).toMatchObject({ emailed: [ids.asked, ids.other] })
  script.clock.set(ASKED)
  if (ask) expect(askRefund()).toMatchObject({ ok: true })
  script.clock.set(SPEC_NOW)
}

function refundLink(id: string): string {
  const mail = ledger().script.mail.sent.find((sent) => sent.body.includes(`Booking ID: ${id}`))!
  return /^Ask for a refund by \w{3} \w{3} \d+: (\S+)$/m.exec(mail.body)![1]!
}

const askRefund = () => {
  const token = /&t=([\w-]{43})$/.exec(refundLink(ids.asked))![1]
  return ledger().script.call('askFromLink', { action: 'refund', id: ids.asked, t: token, reason: 'Charged twice' })
}

function bookingRow(id: string): Record<string, string> {
  const [header, ...rows] = ledger().script.bookingsTab()
  const cells = rows.find((row) => row[0] === id)!
  return Object.fromEntries(header!.map((name, i) => [name, cells[i]!]))
}

/** The owner sorts Bookings (Z→A by Booking ID) just before the script's next write to it. */
function sortBookingsBeforeTheNextWrite() {
  const script = ledger().script
  script.beforeSheetCall = (call) => {
    if (call.sheet !== 'Bookings' || call.method !== 'setValues') return
    script.beforeSheetCall = null
    script.spreadsheet.getSheetByName('Bookings')!.sortDataRows((a, b) => b[0]!.localeCompare(a[0]!))
  }
}

async function openAdmin(page: Page) {
  await page.clock.install({ time: SPEC_NOW })
  await page.goto('/tool')
  await useLedgerInAdmin(page, ledger().execUrl, OWNER_KEY, /^Ledger connected: /)
}

test('the owner sorts Bookings between a refund request’s read and its write: it lands on its booking, and the other booking’s Ledger Note shows in Admin', async ({
  page,
}) => {
  await seedBookings({ ask: false })
  const untouched = bookingRow(ids.other)
  await page.goto(refundLink(ids.asked))
  await page.getByRole('radio', { name: 'Charged twice' }).check()
  sortBookingsBeforeTheNextWrite()
  await page.getByRole('button', { name: 'Ask for a refund' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Thank you\./)
  expect(bookingRow(ids.asked)['Refund Reason']).toBe('Charged twice')
  const other = bookingRow(ids.other)
  expect(other['Ledger Note']).toMatch(
    /^Refund Reason, Refund Note, Refund Asked At written here by mistake by askFromLink at /,
  )
  expect({ ...other, 'Ledger Note': '', 'Refund Reason': '', 'Refund Note': '', 'Refund Asked At': '' }).toEqual(
    untouched,
  )

  await openAdmin(page)
  const notEmailed = page.getByRole('region', { name: 'Quotes not emailed' })
  const item = notEmailed.getByRole('listitem').filter({ hasText: VALLEY })
  await expect(item.getByText(NOTE)).toBeVisible()
  // Its quote went: the note is listed, never a Send again.
  await expect(item.getByRole('button', { name: 'Send again' })).toHaveCount(0)
  // The cells left on it read as a request: the owner is told before deciding it.
  const refunds = page.getByRole('region', { name: 'Refunds asked' })
  const strayRequest = refunds.getByRole('listitem').filter({ hasText: `${VALLEY} · 54016` })
  await expect(
    strayRequest.getByText(
      /^Ledger Note: .+\. This request may not be the partner's: check the booking's row before you decide\.$/,
    ),
  ).toBeVisible()
  const realRequest = refunds.getByRole('listitem').filter({ hasText: `${ST_CROIX} · 54016` })
  await expect(realRequest.getByText(/^Ledger Note/)).toHaveCount(0)
})

test('the owner sorts Bookings between a decision’s read and its write: the decision and its email are the right booking’s', async ({
  page,
}) => {
  await seedBookings()
  const untouched = bookingRow(ids.other)
  await openAdmin(page)
  const refunds = page.getByRole('region', { name: 'Refunds asked' })
  const sent = ledger().script.mail.sent.length
  sortBookingsBeforeTheNextWrite()
  await refunds.getByRole('button', { name: 'Approve' }).click()
  await expect(refunds.getByText('Approved Wed Jan 13 · Refund email: Sent')).toBeVisible()
  expect([bookingRow(ids.asked)['Refund Decision'], bookingRow(ids.asked).Status]).toEqual(['Approved', 'Refunded'])
  const other = bookingRow(ids.other)
  if (other['Ledger Note'] === '') expect(other).toEqual(untouched)
  else expect(other['Ledger Note']).toMatch(/written here by mistake by decide at /)
  expect(
    ledger()
      .script.mail.sent.slice(sent)
      .map((mail) => mail.to),
  ).toEqual(['dana@stcroix-floors.example.com'])
})

test('a refund decision whose email hit the daily quota is sent by Send again once the quota is back', async ({
  page,
}) => {
  await seedBookings()
  await openAdmin(page)
  const refunds = page.getByRole('region', { name: 'Refunds asked' })
  ledger().script.mail.quota = 0
  await refunds.getByRole('button', { name: 'Approve' }).click()
  const decided = refunds.getByRole('listitem').filter({ hasText: 'Approved Wed Jan 13' })
  await expect(decided.getByText('Approved Wed Jan 13 · Refund email: daily email limit reached')).toBeVisible()
  const sent = ledger().script.mail.sent.length
  ledger().script.mail.quota = 100
  await decided.getByRole('button', { name: 'Send again' }).click()
  await expect(refunds.getByText('Approved Wed Jan 13 · Refund email: Sent')).toBeVisible()
  await expect(refunds.getByRole('button', { name: 'Send again' })).toHaveCount(0)
  expect(
    ledger()
      .script.mail.sent.slice(sent)
      .map((mail) => mail.subject),
  ).toEqual([`Refund approved: Concrete Coatings · 54016 · ${LABEL}`])
})

test.describe('leads by ID, one claim at a time, calls from the holder only', () => {
  const PAT = { 'Received At': new Date(SPEC_NOW - 30 * 60_000), Name: 'Pat Doe', Phone: '715 555 0101', ZIP: '54016' }
  const ROB = { 'Received At': new Date(SPEC_NOW - 20 * 60_000), Name: 'Rob Roe', Phone: '715 555 0102', ZIP: '54016' }
  const leadsTab = () => {
    const [header, ...rows] = ledger().tab('Leads')
    return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])))
  }
  const leadOf = (name: string) => leadsTab().find((row) => row.Name === name)!

  async function seedLeads() {
    const script = ledger().script
    script.clock.set(SPEC_NOW)
    // The owner's check makes the Setters and Leads tabs.
    await post({ action: 'check' })
    script.spreadsheet.getSheetByName('Setters')!.prefill([
      ['Sam', SAM_KEY, 'yes'],
      ['Lee', LEE_KEY, 'yes'],
    ])
    ledger().appendLeads([PAT, ROB])
    // The sweeper gives rows typed by hand their Lead ID.
    script.call('everyFiveMinutes')
    const queue = (await post({ action: 'queue' }, SAM_KEY)) as { leads: { leadId: string; row: number }[] }
    return Object.fromEntries(queue.leads.map((lead) => [lead.row === 2 ? 'pat' : 'rob', lead.leadId]))
  }

  test('a Leads row inserted above a claimed lead: the outcome lands on the claimed lead', async () => {
    const { pat } = await seedLeads()
    expect(await post({ action: 'claim', leadId: pat }, SAM_KEY)).toMatchObject({ ok: true })
    ledger().script.spreadsheet.getSheetByName('Leads')!.insertRowsAfter(1, 1)
    expect(
      await post({ action: 'outcome', leadId: pat, attemptId: 'a-1', outcome: 'Not interested' }, SAM_KEY),
    ).toMatchObject({ ok: true, lead: { closed: 'Not interested' } })
    expect([leadOf('Pat Doe').Closed, leadOf('Rob Roe').Closed]).toEqual(['Not interested', ''])
  })

  test('the owner sorts Leads between a call’s read and its write: the call lands on its lead, and the other lead’s Ledger Note shows in Admin', async ({
    page,
  }) => {
    const { pat, rob } = await seedLeads()
    await post({ action: 'claim', leadId: pat }, SAM_KEY)
    const script = ledger().script
    const name = ledger().tab('Leads')[0]!.indexOf('Name')
    script.beforeSheetCall = (call) => {
      if (call.sheet !== 'Leads' || call.method !== 'setValues') return
      script.beforeSheetCall = null
      script.spreadsheet.getSheetByName('Leads')!.sortDataRows((a, b) => b[name]!.localeCompare(a[name]!))
    }
    expect(
      await post({ action: 'outcome', leadId: pat, attemptId: 'a-1', outcome: 'Not interested' }, SAM_KEY),
    ).toMatchObject({ ok: true, lead: { closed: 'Not interested' } })
    expect(leadOf('Pat Doe').Closed).toBe('Not interested')
    const note = leadOf('Rob Roe')['Ledger Note']
    expect(note).toMatch(/written here by mistake by outcome at /)

    await openAdmin(page)
    await expect(page.getByRole('list', { name: 'Leads a write reached by mistake' }).getByRole('listitem')).toHaveText(
      [`Lead ${rob}: ${note}. Check this lead's cells in the Leads tab, then clear its Ledger Note.`],
    )
  })

  test('a late offline Do not call, made before another setter booked the lead: the number is blocked, Booked stands, and Admin lists the call', async ({
    page,
  }) => {
    const { pat } = await seedLeads()
    const script = ledger().script
    await post({ action: 'claim', leadId: pat }, SAM_KEY)
    // Sam presses Do not call two minutes in, offline; his claim lapses before the device is back.
    const samCalledAt = new Date(SPEC_NOW + 2 * 60_000).toISOString()
    script.clock.set(SPEC_NOW + 20 * 60_000)
    expect(await post({ action: 'claim', leadId: pat }, LEE_KEY)).toMatchObject({ ok: true })
    await post({ action: 'book', bookings: [{ ...booking(ids.asked, ST_CROIX), leadId: pat }] }, LEE_KEY)
    script.clock.set(SPEC_NOW + 22 * 60_000)
    const booked = { action: 'outcome', leadId: pat, attemptId: 'lee-1', outcome: 'Booked', bookingId: ids.asked }
    expect(await post(booked, LEE_KEY)).toMatchObject({ ok: true, lead: { closed: 'Booked' } })
    script.clock.set(SPEC_NOW + 30 * 60_000)
    const late = { action: 'outcome', leadId: pat, attemptId: 'sam-1', outcome: 'Do not call', calledAt: samCalledAt }
    expect(await post(late, SAM_KEY)).toMatchObject({ ok: true })
    expect([leadOf('Pat Doe').Closed, leadOf('Pat Doe')['Booking ID']]).toEqual(['Booked', ids.asked])
    expect(
      ledger()
        .tab('Do Not Call')
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['7155550101'])
    // Sent again (the device never heard back): nothing is written twice.
    expect(await post(late, SAM_KEY)).toMatchObject({ ok: true, duplicate: true })
    expect(ledger().tab('Attempts')).toHaveLength(3)

    await openAdmin(page)
    // The calls were this week's: Admin's week shows last week until asked.
    await page.getByRole('radio', { name: 'This week' }).check()
    await expect(page.getByRole('list', { name: 'Calls that arrived late' }).getByRole('listitem')).toHaveText([
      /^Pat Doe: Do not call by Sam at \w{3} \w{3} \d{1,2} \d{1,2}:\d{2} [AP]M, after Booked$/,
    ])
  })

  test('a second claim releases the first; a call from a setter who does not hold the lead is refused', async () => {
    const { pat, rob } = await seedLeads()
    await post({ action: 'claim', leadId: pat }, SAM_KEY)
    await post({ action: 'claim', leadId: rob }, SAM_KEY)
    expect([leadOf('Pat Doe')['Claimed By'], leadOf('Pat Doe')['Claimed Until']]).toEqual([
      'Sam',
      new Date(SPEC_NOW).toISOString(),
    ])
    ledger().script.clock.advance(60_000)
    expect(await post({ action: 'claim', leadId: pat }, LEE_KEY)).toMatchObject({
      ok: true,
      lead: { claimedBy: 'Lee' },
    })
    const call = { action: 'outcome', attemptId: 'x-1', outcome: 'No answer' }
    expect(await post({ ...call, leadId: pat }, SAM_KEY)).toEqual({ ok: false, error: 'claimed', by: 'Lee' })
    expect(await post({ ...call, leadId: rob }, LEE_KEY)).toEqual({ ok: false, error: 'claimed', by: 'Sam' })
    ledger().script.clock.advance(15 * 60_000)
    expect(await post({ ...call, leadId: rob }, LEE_KEY)).toEqual({ ok: false, error: 'not-yours' })
    expect(ledger().tab('Attempts')).toHaveLength(1)
  })

  test('Booked with a booking that is not in the ledger, or is another setter’s, is refused', async () => {
    const { pat } = await seedLeads()
    await post({ action: 'claim', leadId: pat }, SAM_KEY)
    await post({ action: 'book', bookings: [booking(ids.other, VALLEY)] }, LEE_KEY)
    const booked = { action: 'outcome', leadId: pat, outcome: 'Booked' }
    const refused = { ok: false, error: 'bad-request', reason: 'no such booking' }
    expect(await post({ ...booked, attemptId: 'b-1', bookingId: 'made-up' }, SAM_KEY)).toEqual(refused)
    expect(await post({ ...booked, attemptId: 'b-2', bookingId: ids.other }, SAM_KEY)).toEqual(refused)
    expect(leadOf('Pat Doe').Closed).toBe('')
    await post({ action: 'book', bookings: [booking(ids.asked, ST_CROIX)] }, SAM_KEY)
    expect(await post({ ...booked, attemptId: 'b-3', bookingId: ids.asked }, SAM_KEY)).toMatchObject({
      ok: true,
      lead: { closed: 'Booked' },
    })
  })
})
