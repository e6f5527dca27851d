// A moved appointment, end to end in Chromium through the Google-like local host: the homeowner asks for another
// time from the confirmation's link; the lead comes back to the queue as `Reschedule for …`; Next lead takes it; the
// setter books a new time with the same partner; the partner is told it is not charged; the statement lists it under
// `New times, not billed`; the homeowner's calendar file updates the same event (the chain's UID, SEQUENCE:1).
import type { Page } from '@playwright/test'
import ICAL from 'ical.js'
import { patDoeBooking } from '../support/last-week-booking'
import { openSearchWithLedger, shootAtDeskAndPhone, startQueue } from '../support/lead-queue-ledger'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { markBookedWith, recordOwnersBooking, test, expect } from './fixtures'

const OWNER_KEY = 'e2e-owner-key-rebook-7d1'
const FIRST_ID = '5c1d7e2a-8b3f-4a6d-9e0c-1f2a3b4c5d6e'
const PARTNER = 'St. Croix Floor Coatings LLC'
const HOMEOWNER = 'pat@example.com'
// Mon Jan 11 2027, 10:00 AM CST: the first quote is booked and emailed, for Fri Jan 15.
const BOOKED = Date.parse('2027-01-11T16:00:00.000Z')
// Tue Jan 12, 9:00 AM CST: the homeowner asks for another time.
const ASKED = Date.parse('2027-01-12T15:00:00.000Z')
// Wed Jan 13, 8:30 AM CST: calls may start in Wisconsin.
const NOW = Date.parse('2027-01-13T14:30:00.000Z')
const NEW_TIME = '2027-01-20T10:00'

const ledger = ledgerServerForSpec(test, OWNER_KEY)
test.setTimeout(120_000)

const post = (body: object) =>
  JSON.parse(ledger().script.doPost(JSON.stringify({ key: OWNER_KEY, ...body })).content) as Record<string, unknown>
const mailTo = (to: string) => ledger().script.mail.sent.filter((mail) => mail.to === to)
const shots = process.env.REBOOK_SHOTS
const strip = (page: Page) => page.getByRole('region', { name: 'Lead from the queue' })

/** The first quote, booked by the owner's tool and emailed with the homeowner's confirmation. */
function bookFirstQuote() {
  const script = ledger().script
  script.properties.set('AGENCY_TIME_ZONE', 'America/Chicago')
  script.properties.set('AGENCY_NAME', 'Acme Leads')
  startQueue(ledger(), OWNER_KEY, { now: BOOKED, leads: [] })
  script.call('authorize')
  expect(post({ action: 'check', webAppUrl: ledger().execUrl })).toMatchObject({ ok: true, refundLinks: true })
  const booking = patDoeBooking(FIRST_ID, PARTNER, BOOKED, {
    leadEmail: HOMEOWNER,
    leadAddress: '12 Main St, Hudson, WI 54016',
    garageSize: '2-car',
    appointment: '2027-01-15T10:00:00-06:00',
    appointmentLabel: 'Fri Jan 15, 10:00 AM CST',
    timeZone: 'America/Chicago',
    emailHomeowner: true,
  })
  expect(post({ action: 'book', bookings: [booking] })).toMatchObject({ emailed: [FIRST_ID] })
  const [confirmation] = mailTo(HOMEOWNER)
  const link = (label: string) => new RegExp(`^${label} (\\S+)$`, 'm').exec(confirmation!.body)![1]!
  return { confirmLink: link('Please confirm:'), rescheduleLink: link('Need another time\\?') }
}

test('asked for another time, the lead comes back, gets a new time with the same partner, and is billed once', async ({
  page,
}) => {
  const { confirmLink, rescheduleLink } = bookFirstQuote()
  ledger().script.clock.set(ASKED)
  await page.goto(rescheduleLink)
  await page.getByLabel('When suits you best?').fill('Evenings after 5')
  await page.getByRole('button', { name: 'Ask for another time' }).click()
  await expect(page.getByRole('status')).toHaveText('Thank you. We will call you to find another time.')

  ledger().script.clock.set(NOW)
  await openSearchWithLedger(page, ledger(), OWNER_KEY, NOW)
  await page.getByRole('button', { name: 'Next lead' }).click()
  await expect(strip(page)).toContainText(`Reschedule for ${PARTNER} · was Fri Jan 15, 10:00 AM CST · attempt 1`)
  await expect(page.getByLabel('Notes')).toHaveValue(/^Evenings after 5/)
  await shootAtDeskAndPhone(page, shots, 'rebook-strip', strip(page))
  await page.setViewportSize({ width: 1280, height: 800 })

  const dialog = await markBookedWith(page, 'St. Croix Floor Coatings')
  await expect(dialog.getByText('New time for the quote booked Mon Jan 11.')).toBeVisible()
  await shootAtDeskAndPhone(page, shots, 'rebook-dialog', dialog)
  await page.setViewportSize({ width: 1280, height: 800 })
  await recordOwnersBooking(dialog, NEW_TIME)
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Booked recorded.', { exact: true })).toBeVisible({ timeout: 20_000 })

  const partnerMail = ledger().script.mail.sent.filter((mail) => mail.subject.startsWith('New time: '))
  expect(partnerMail.map((mail) => mail.subject)).toEqual([
    'New time: Concrete Coatings · 54016 · Wed Jan 20, 10:00 AM CST',
  ])
  expect(partnerMail[0]!.body).toContain('This new time is not charged.')
  expect(partnerMail[0]!.body).toContain('Not charged while the quote of Mon Jan 11 stands.')
  expect(partnerMail[0]!.body).toContain(FIRST_ID)
  expect(partnerMail[0]!.body).not.toContain('?refund=')
  const [header, ...rows] = ledger().rows()
  const first = rows.find((row) => row[0] === FIRST_ID)!
  expect(first[header!.indexOf('Status')]).toBe('Rescheduled')

  const homeownerMail = mailTo(HOMEOWNER)
  expect(homeownerMail).toHaveLength(2)
  const calendarFile = homeownerMail[1]!.attachments!.find((file) => file.name === 'estimate.ics')!
  const event = new ICAL.Component(ICAL.parse(calendarFile.text) as unknown[]).getFirstSubcomponent('vevent')!
  expect(event.getFirstPropertyValue('uid')).toBe(`${FIRST_ID}@ledger`)
  expect(event.getFirstPropertyValue('sequence')).toBe(1)

  // The first booking's links now only say where it moved.
  const adminPage = page.url()
  await page.goto(confirmLink)
  await expect(page.getByText('This appointment was moved to Wed Jan 20, 10:00 AM CST.')).toBeVisible()
  await expect(page.getByRole('button', { name: "Yes, I'll be there" })).toHaveCount(0)
  await shootAtDeskAndPhone(page, shots, 'rebook-moved-link')
  expect(first[header!.indexOf('Confirmed At')]).toBe('')

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(adminPage)
  await page.getByRole('tab', { name: 'Admin' }).click()
  const statement = page.locator('section.weekly-statement')
  await statement.getByLabel('This week').check()
  await expect(statement.getByRole('heading', { name: 'New times, not billed' })).toBeVisible()
  await expect(statement.locator('.statement-new-times li')).toHaveText([
    new RegExp(`^${PARTNER} · booked Wed Jan 13 · new time of ${FIRST_ID}$`),
  ])
})
