// The homeowner's confirmation and its two links, opened in Chromium through the Google-like local host: the quote
// goes, then the confirmation with estimate.ics; the pages record nothing; each button writes once; a request for
// another time emails the partner once; an older tool's booking sends the homeowner nothing.
import { readFileSync } from 'node:fs'
import { SHIPPED_SCRIPT_VERSION } from '../../src/ledger-api/ledger-contract'
import { patDoeBooking } from '../support/last-week-booking'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { useLedgerInAdmin } from '../support/tool-page'
import { bookingDialog, expect, firstPartnerCard, NEXT_JANUARY_APPOINTMENT, openTool, test, typeLead } from './fixtures'

const KEY = 'e2e-homeowner-key-4k2'
const ID = '0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1f'
const PARTNER = readFileSync('public/demo-sheet.csv', 'utf8').split('\n')[1]!.split(',')[0]!
/** The demo sheet's Display Name for PARTNER: what the homeowner reads. */
const DISPLAY_NAME = 'St. Croix Floor Coatings'
const NOW = Date.parse('2026-11-20T15:30:00.000Z')
const HOMEOWNER = 'pat@example.com'
const SHOTS = '/work/brief/shots-60'

const ledger = ledgerServerForSpec(test, KEY)
const post = (body: object) => JSON.parse(ledger().script.doPost(JSON.stringify({ key: KEY, ...body })).content)
const cells = (...names: string[]) => {
  const [header, ...rows] = ledger().rows()
  const row = rows.find((each) => each[0] === ID)!
  return names.map((name) => row[header!.indexOf(name)])
}

function book(extra: object) {
  const script = ledger().script
  script.properties.set('AGENCY_TIME_ZONE', 'America/Chicago')
  script.properties.set('AGENCY_NAME', 'Acme Leads')
  script.clock.set(NOW)
  script.call('authorize')
  expect(post({ action: 'check', webAppUrl: ledger().execUrl })).toMatchObject({ version: SHIPPED_SCRIPT_VERSION })
  const booking = patDoeBooking(ID, PARTNER, NOW, {
    leadEmail: HOMEOWNER,
    leadAddress: '1 Main St, Hudson WI',
    appointment: '2026-12-01T10:00:00-06:00',
    appointmentLabel: 'Tue Dec 1, 10:00 AM CST',
    timeZone: 'America/Chicago',
    ...extra,
  })
  expect(post({ action: 'book', bookings: [booking] })).toMatchObject({ emailed: [ID] })
  return script.mail.sent
}

test('the quote, then the confirmation; confirm once; ask for another time once, the partner told', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const sent = book({ emailHomeowner: true })
  expect(sent.map((mail) => mail.to)).toHaveLength(2)
  const confirmation = sent[1]!
  expect(confirmation.to).toBe(HOMEOWNER)
  expect(confirmation.attachments?.map((file) => file.name)).toEqual(['estimate.ics'])
  const confirm = /^Please confirm: (\S+)$/m.exec(confirmation.body)![1]!
  const reschedule = /^Need another time\? (\S+)$/m.exec(confirmation.body)![1]!

  await page.goto(confirm)
  await expect(page.getByRole('heading', { name: 'Confirm your estimate' })).toBeVisible()
  await expect(page.getByText('Acme Leads')).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/confirm-page-390x844.png` })
  expect(cells('Confirmed At')).toEqual([''])
  await page.getByRole('button', { name: "Yes, I'll be there" }).click()
  await expect(page.getByRole('status')).toHaveText(
    `Thank you. ${DISPLAY_NAME} will see you on Tue Dec 1, 10:00 AM CST.`,
  )
  expect(cells('Confirmed At')).toEqual([new Date(NOW).toISOString()])
  await page.goto(confirm)
  await expect(page.getByRole('status')).toHaveText('You confirmed on Fri Nov 20.')

  await page.goto(reschedule)
  await expect(page.getByRole('heading', { name: 'Need another time?' })).toBeVisible()
  await expect(page.getByLabel('When suits you best?')).toHaveAttribute('maxlength', '500')
  await page.getByLabel('When suits you best?').fill('Evenings after 5')
  await page.screenshot({ path: `${SHOTS}/reschedule-page-390x844.png` })
  const before = ledger().script.mail.sent.length
  await page.getByRole('button', { name: 'Ask for another time' }).click()
  await expect(page.getByRole('status')).toHaveText('Thank you. We will call you to find another time.')
  expect(cells('Reschedule Note', 'Reschedule Email Status')).toEqual(['Evenings after 5', 'Sent'])
  const notices = ledger().script.mail.sent.slice(before)
  expect(notices.map((mail) => mail.subject)).toEqual([
    'Homeowner asked for another time: Concrete Coatings · 54016 · Tue Dec 1, 10:00 AM CST',
  ])
  await page.reload()
  await expect(page.getByRole('status')).toHaveText('You asked for another time on Fri Nov 20. We will call you.')
  expect(ledger().script.mail.sent.length).toBe(before + 1)
  expect(post({ action: 'list', since: '2026-11-16T00:00:00Z' })).toMatchObject({
    bookings: [{ id: ID, confirmedAt: new Date(NOW).toISOString(), rescheduleAskedAt: new Date(NOW).toISOString() }],
  })
})

test('a booking with emailHomeowner false sends the homeowner nothing', async () => {
  expect(book({ emailHomeowner: false }).map((mail) => mail.to)).not.toContain(HOMEOWNER)
  expect(cells('Homeowner Email Status')).toEqual(['not wanted'])
})

test('a booking from an older tool (no emailHomeowner) sends nothing to the homeowner', async () => {
  expect(book({}).map((mail) => mail.to)).not.toContain(HOMEOWNER)
  expect(cells('Homeowner Email Status')).toEqual([''])
})

test('the dialog says the homeowner gets the appointment; Don’t email the homeowner sends them nothing', async ({
  page,
}) => {
  ledger().script.properties.set('AGENCY_NAME', 'Acme Leads')
  await openTool(page)
  await useLedgerInAdmin(page, ledger().execUrl, KEY, /^Ledger connected: /)
  await page.getByRole('tab', { name: 'Search' }).click()
  await typeLead(page)
  await page.getByLabel('ZIP code').fill('54016')
  await firstPartnerCard(page).getByRole('button', { name: 'Mark booked' }).click()
  const dialog = bookingDialog(page)
  await expect(dialog.getByText('The homeowner gets the appointment by email at')).toHaveCount(0)
  await dialog.getByLabel('Lead email').fill(HOMEOWNER)
  await expect(dialog.getByText(`The homeowner gets the appointment by email at ${HOMEOWNER}.`)).toBeVisible()
  const dontEmail = dialog.getByLabel("Don't email the homeowner")
  await expect(dontEmail).not.toBeChecked()
  await dontEmail.check()
  await dialog.getByLabel('Appointment').fill(NEXT_JANUARY_APPOINTMENT)
  const yourName = dialog.getByLabel('Your name')
  if ((await yourName.inputValue()) === '') await yourName.fill('Alex Setter')
  await dialog.getByRole('button', { name: 'Record booking' }).click()
  await expect.poll(() => ledger().rows().length).toBe(2)
  const [header, row] = ledger().rows()
  expect(row![header!.indexOf('Homeowner Email Status')]).toBe('not wanted')
  expect(row![header!.indexOf('Time Zone')]).toBe('America/Chicago')
  expect(ledger().script.mail.sent.map((mail) => mail.to)).not.toContain(HOMEOWNER)
})

test('a request for another time shows in Admin until its appointment', async ({ page }) => {
  const script = ledger().script
  script.properties.set('AGENCY_NAME', 'Acme Leads')
  script.clock.set(Date.now())
  script.call('authorize')
  expect(post({ action: 'check', webAppUrl: ledger().execUrl })).toMatchObject({ version: SHIPPED_SCRIPT_VERSION })
  const appointment = new Date(`${NEXT_JANUARY_APPOINTMENT}:00-06:00`).toISOString()
  const booking = patDoeBooking(ID, PARTNER, Date.now(), {
    leadEmail: HOMEOWNER,
    appointment,
    appointmentLabel: 'Mon Jan 12, 10:00 AM CST',
    emailHomeowner: true,
  })
  expect(post({ action: 'book', bookings: [booking] })).toMatchObject({ emailed: [ID] })
  const reschedule = /^Need another time\? (\S+)$/m.exec(script.mail.sent[1]!.body)![1]!
  await page.goto(reschedule)
  await page.getByRole('button', { name: 'Ask for another time' }).click()
  await expect(page.getByRole('status')).toHaveText('Thank you. We will call you to find another time.')
  await openTool(page)
  await useLedgerInAdmin(page, ledger().execUrl, KEY, /^Ledger connected: /)
  await expect(page.getByRole('heading', { name: 'Asked for another time' })).toBeVisible()
  await expect(page.getByText(`${PARTNER} · 54016 · Mon Jan 12, 10:00 AM CST · asked for another time`)).toBeVisible()
})
