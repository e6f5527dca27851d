// A quote the refund specs book: emailed Tue Jan 5 2027 (last week for the page's clock), its appointment Fri Jan 8;
// the script started so that its quotes carry refund links, and a link's token read back from the email.
import { expect } from '@playwright/test'
import type { GoogleScriptServer } from '../../scripts/support/google-script-server'
import type { BookingToSend } from '../../src/bookings/booking'

export const LAST_WEEK_EMAILED = Date.parse('2027-01-05T16:00:00.000Z')
export const LAST_WEEK_APPOINTMENT = '2027-01-08T10:00:00-06:00'
export const LAST_WEEK_APPOINTMENT_LABEL = 'Fri Jan 8, 10:00 AM CST'

/** Pat Doe's quote as a setter books it at `bookedAt` (ms); `extra` adds or replaces fields. */
export const patDoeBooking = (id: string, partner: string, bookedAt: number, extra: object = {}) => ({
  id,
  bookedAt: new Date(bookedAt).toISOString(),
  setter: 'Alex',
  partner,
  service: 'Concrete Coatings',
  zip: '54016',
  leadName: 'Pat Doe',
  leadPhone: '715 555 0100',
  ...extra,
})

export const lastWeekBooking = (id: string, partner: string): BookingToSend => ({
  ...patDoeBooking(id, partner, LAST_WEEK_EMAILED),
  garageSize: '2-car',
  appointment: LAST_WEEK_APPOINTMENT,
  appointmentLabel: LAST_WEEK_APPOINTMENT_LABEL,
})

/** Mon Jan 11 2027, 10:00 AM CST: when a partner asks for a refund of last week's quote, from its link. */
export const THIS_MONDAY = Date.parse('2027-01-11T16:00:00.000Z')

/**
 * The script as the refund specs start it at `at`: the agency's zone set, authorized (which makes the links'
 * secret), and checked by the owner with its web app URL, so its quotes carry refund links.
 */
export function startWithRefundLinks(server: GoogleScriptServer, ownerKey: string, at = LAST_WEEK_EMAILED) {
  const { script } = server
  script.properties.set('AGENCY_TIME_ZONE', 'America/Chicago')
  script.clock.set(at)
  script.call('authorize')
  const checked = script.doPost(JSON.stringify({ key: ownerKey, action: 'check', webAppUrl: server.execUrl }))
  expect(JSON.parse(checked.content)).toMatchObject({ ok: true, refundLinks: true })
}

/** The token of the `action` link in the quote email of booking `id`. */
export function linkTokenOf(server: GoogleScriptServer, id: string, action: 'refund' | 'noshow'): string {
  const mail = server.script.mail.sent.find((sent) => sent.body.includes(`Booking ID: ${id}`))!
  return new RegExp(`\\?${action}=${id}&t=([\\w-]{43})`).exec(mail.body)![1]!
}
