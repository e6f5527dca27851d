// A no-show back in the queue, through the Google-like local host: Next lead takes its rebook row, Mark booked says
// which quote the new time replaces, and Admin counts the week's reminders, the no-shows rebooked, and marks a
// request for another time whose phone is on Do Not Call.
import type { Page } from '@playwright/test'
import { SPEC_NOW } from '../support/spec-clock'
import {
  LAST_WEEK_APPOINTMENT_LABEL,
  lastWeekBooking,
  linkTokenOf,
  startWithRefundLinks,
} from '../support/last-week-booking'
import { openSearchWithLedger, shootAtDeskAndPhone } from '../support/lead-queue-ledger'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { bookingDialog, expect, firstPartnerCard, recordOwnersBooking, test } from './fixtures'

const OWNER_KEY = 'e2e-owner-key-rebook-admin-61'
const ST_CROIX = 'St. Croix Floor Coatings LLC'
const VALLEY = 'Valley Epoxy Pros'
const ids = {
  reminded: '61a00000-0000-4000-8000-00000000000a',
  noShow: '61a00000-0000-4000-8000-00000000000b',
  noShowToo: '61a00000-0000-4000-8000-00000000000c',
  askedAgain: '61a00000-0000-4000-8000-00000000000d',
}
/** Sat Jan 9 2027, last week for the page's clock: when the partners report the two no-shows. */
const REPORTED = Date.parse('2027-01-09T15:00:00.000Z')
const SENT = '2027-01-07T15:00:00.000Z'
const SHOTS = '/work/brief/shots-61'

const ledger = ledgerServerForSpec(test, OWNER_KEY)
test.setTimeout(90_000)

const post = (body: object) =>
  JSON.parse(ledger().script.doPost(JSON.stringify({ key: OWNER_KEY, ...body })).content) as Record<string, unknown>

/** Writes `cells` (by header) into booking `id`'s row, as the owner or an earlier run left them. */
function setCells(id: string, cells: Record<string, string>) {
  const sheet = ledger().script.spreadsheet.getSheetByName('Bookings')!
  const [header, ...rows] = ledger().rows()
  const row = rows.findIndex((each) => each[0] === id) + 2
  for (const [name, value] of Object.entries(cells)) sheet.getRange(row, header!.indexOf(name) + 1).setValue(value)
}

/**
 * Last week: three appointments on Fri Jan 8 (one confirmed and reminded, one whose reminder was cut short, both
 * others reported no-shows on Saturday), and one on Thursday this week whose homeowner asked for another time, their
 * phone on Do Not Call.
 */
function seedLedger() {
  const script = ledger().script
  script.properties.set('AGENCY_NAME', 'Acme Leads')
  startWithRefundLinks(ledger(), OWNER_KEY)
  const bookings = [
    { ...lastWeekBooking(ids.reminded, ST_CROIX), leadPhone: '715 555 0111' },
    { ...lastWeekBooking(ids.noShow, ST_CROIX), leadPhone: '715 555 0112', leadAddress: '1 Main St, Hudson, WI 54016' },
    { ...lastWeekBooking(ids.noShowToo, VALLEY), leadPhone: '715 555 0113' },
    {
      ...lastWeekBooking(ids.askedAgain, VALLEY),
      leadPhone: '715 555 0114',
      appointment: '2027-01-14T10:00:00-06:00',
      appointmentLabel: 'Thu Jan 14, 10:00 AM CST',
    },
  ]
  expect(post({ action: 'book', bookings })).toMatchObject({ emailed: Object.values(ids) })
  setCells(ids.reminded, { 'Confirmed At': `'${SENT}`, 'Reminder Sent At': `'${SENT}` })
  setCells(ids.noShow, { 'Reminder Sent At': `'Sending since ${SENT}` })
  setCells(ids.askedAgain, { 'Reschedule Asked At': `'${SENT}` })
  script.spreadsheet.getSheetByName('Do Not Call')!.appendRow(["'7155550114", `'${SENT}`, "''"])
  for (const [id, minutes] of [
    [ids.noShow, 0],
    [ids.noShowToo, 5],
  ] as const) {
    script.clock.set(REPORTED + minutes * 60_000)
    const t = linkTokenOf(ledger(), id, 'noshow')
    expect(script.call('askFromLink', { action: 'noshow', id, t })).toMatchObject({ ok: true })
  }
}

const strip = (page: Page) => page.getByRole('region', { name: 'Lead from the queue' })
const answers = (page: Page) => page.locator('.homeowner-answers')

test('Next lead takes the no-show; Mark booked names the quote it replaces; Admin counts last week', async ({
  page,
}) => {
  seedLedger()
  ledger().script.clock.set(SPEC_NOW)
  await openSearchWithLedger(page, ledger(), OWNER_KEY, SPEC_NOW)

  await page.getByRole('button', { name: 'Next lead' }).click()
  await expect(strip(page)).toContainText(`No-show for ${ST_CROIX} · was ${LAST_WEEK_APPOINTMENT_LABEL} · attempt 1`)
  await firstPartnerCard(page).waitFor()
  await page
    .locator('article.partner-card')
    .filter({ has: page.getByRole('heading', { name: VALLEY, exact: true }) })
    .first()
    .getByRole('button', { name: 'Mark booked' })
    .click()
  const dialog = bookingDialog(page)
  // Booked Tue Jan 5 at 10:00 AM in Wisconsin.
  await expect(dialog.getByText('New time for the quote booked Tue Jan 5.', { exact: true })).toBeVisible()
  await shootAtDeskAndPhone(page, SHOTS, 'mark-booked-rebook', dialog.getByText('New time for the quote booked'))
  await page.setViewportSize({ width: 1280, height: 800 })
  await recordOwnersBooking(dialog, '2027-01-19T10:00')
  await expect(dialog).toBeHidden()
  await expect.poll(() => ledger().rows().length).toBe(6)
  const [header, ...rows] = ledger().rows()
  const newTime = rows.find((row) => !Object.values(ids).includes(row[0]!))!
  expect(newTime[header!.indexOf('Rebook Of')]).toBe(ids.noShow)

  await page.getByRole('tab', { name: 'Admin' }).click()
  const section = answers(page)
  await expect(
    section.getByText('Appointments: 3 · confirmed 1 (33%) · reminded 1 · asked for another time 0'),
  ).toBeVisible()
  await expect(section.getByText('Rebooked after a no-show: 1 of 2', { exact: true })).toBeVisible()
  await expect(
    section.getByText(`${VALLEY} · 54016 · Thu Jan 14, 10:00 AM CST · asked for another time · on Do Not Call`),
  ).toBeVisible()
  await expect(section).not.toContainText('715')
  await shootAtDeskAndPhone(page, SHOTS, 'admin-homeowner-answers', section)

  await page.getByLabel('This week').check()
  await expect(
    section.getByText('Appointments: 1 · confirmed 0 (0%) · reminded 0 · asked for another time 1'),
  ).toBeVisible()
  await expect(section.getByText('Rebooked after a no-show: 0 of 0', { exact: true })).toBeVisible()
})
