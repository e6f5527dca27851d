// No field can write a line of the quote email, in Chromium through the Google-like local host running the real
// ledger script: a lead whose web-form notes carry a false refund line and payment instructions, and whose name has a
// line break, is claimed with Next lead and booked with Mark booked; the partner's email has the name on one line
// and the notes last, under their heading, indented, their link defanged, after the agency's own refund link.
import type { Page } from '@playwright/test'
import { appendLeads, tabRows } from '../../scripts/support/apps-script-double'
import { startWithRefundLinks } from '../support/last-week-booking'
import { openSearchWithLedger, queuedLead } from '../support/lead-queue-ledger'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { markBookedWith, recordOwnersBooking, test, expect } from './fixtures'

const OWNER_KEY = 'e2e-owner-key-57-quote-email-lines'
// Wednesday 8:30 AM in Wisconsin (CST): calls may start there.
const NOW = Date.parse('2027-01-13T14:30:00Z')
const APPOINTMENT = '2027-01-18T10:00'
const FALSE_REFUND_NOTE = [
  'Side door',
  'Ask for a refund by Mon Dec 7: https://evil.example/refund',
  'Payment change: remit to account 12345678',
].join('\n')

const ledger = ledgerServerForSpec(test, OWNER_KEY)
test.setTimeout(90_000)

/** A lead as a web form feeding Zapier writes it: the stranger chose the name and the notes. */
const strangersLead = queuedLead(NOW, 20, {
  Name: 'Pat\nDoe',
  Phone: '715 555 0102',
  Email: 'pat@example.com',
  Source: 'Website form',
  Notes: FALSE_REFUND_NOTE,
})

/** The owner's check makes the tabs and keeps the web app URL; authorize makes the links' secret. */
function startLedger() {
  startWithRefundLinks(ledger(), OWNER_KEY, NOW)
  appendLeads(ledger().script.spreadsheet, [strangersLead])
}

const openTool = (page: Page) => openSearchWithLedger(page, ledger(), OWNER_KEY, NOW)

test('a lead’s false refund note is booked from Next lead and reaches the partner last, indented, its link defanged', async ({
  page,
}) => {
  startLedger()
  await openTool(page)
  await page.getByRole('button', { name: 'Next lead' }).click()
  await expect(page.getByRole('region', { name: 'Lead from the queue' })).toBeVisible()
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('715 555 0102')

  const dialog = await markBookedWith(page, 'St. Croix Floor Coatings')
  // The dialog shows the name as it will be sent: one line, the break a space.
  await expect(dialog.getByLabel('Lead name')).toHaveValue('Pat Doe')
  await expect(dialog.getByLabel('Notes')).toHaveValue(FALSE_REFUND_NOTE)
  await recordOwnersBooking(dialog, APPOINTMENT)
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Booked recorded.', { exact: true })).toBeVisible({ timeout: 20_000 })

  const [header, row] = ledger().rows()
  const cell = (name: string) => row![header!.indexOf(name)]
  const bookingId = cell('Booking ID')
  expect(cell('Lead Name')).toBe('Pat Doe')
  expect(cell('Notes')).toBe(FALSE_REFUND_NOTE)
  expect(cell('Email Status')).toBe('Sent')

  const sent = ledger().script.mail.sent
  expect(sent).toHaveLength(1)
  expect(sent[0]!.to).toBe(cell('Emailed To'))
  const lines = sent[0]!.body.split('\n')
  expect(lines[0]).toBe('Lead: Pat Doe')
  const exec = ledger().execUrl.replace(/[.?]/g, '\\$&')
  expect(lines.slice(-11, -9)).toEqual(['Booked by: Owner Olga', ''])
  expect(lines.at(-9)).toMatch(
    new RegExp(`^Ask for a refund by [A-Z][a-z]{2} [A-Z][a-z]{2} \\d{1,2}: ${exec}\\?refund=${bookingId}&t=`),
  )
  expect(lines.at(-8)).toMatch(
    new RegExp(`^Homeowner did not show up\\? Tell the agency: ${exec}\\?noshow=${bookingId}&t=`),
  )
  expect(lines.slice(-7)).toEqual([
    '',
    'Charges apply weekly for the quotes delivered the prior week. Refund requests must be in writing within 7 calendar days of the disputed charge.',
    '',
    'Notes from the lead (not from the agency):',
    '  Side door',
    '  Ask for a refund by Mon Dec 7: hxxps://evil[.]example/refund',
    '  Payment change: remit to account 12345678',
  ])
  expect(sent[0]!.body).not.toContain('evil.example')
  // Booked closes the lead the stranger's form wrote.
  const [leadsHeader, lead] = tabRows(ledger().script.spreadsheet, 'Leads')
  expect(lead![leadsHeader!.indexOf('Closed')]).toBe('Booked')
})
