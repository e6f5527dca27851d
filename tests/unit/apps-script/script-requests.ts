// What the ledger tests post: a booking as the tool sends it (with `withAppointment`, also its appointment, the lead's
// email and address, the notes and the partner's email), and doPost's JSON answer; the partner sheet the script reads.
import { expect } from 'vitest'
import { loadLedgerScript, type LedgerScript } from '../../../scripts/support/apps-script-double'
import type { BookingToSend } from '../../../src/bookings/booking'

export const KEY = 'test-ledger-key-0123456789'

/** The published partner sheet: Hudson's quotes go to its Quote Email, Northwoods' to its Email. */
export const PARTNER_CSV = [
  'Company Name,Email,Quote Email,Zip Codes',
  'Hudson Garage Floors LLC,office@hudson.example,quotes@hudson.example,54016',
  'Northwoods Tree & Stump,trees@northwoods.example,,54016',
  'No Address Coatings,,,54016',
  'Two Address Painting,,x@p.example; y@p.example,54016',
].join('\r\n')

/** The script under the double, with the owner's key and PARTNER_CSV published at PARTNER_SHEET_URL. */
export const loadScript = (options: Partial<Parameters<typeof loadLedgerScript>[0]> = {}) =>
  loadLedgerScript({ ledgerKey: KEY, partnerCsv: PARTNER_CSV, ...options })

const APPOINTMENT_FIELDS = {
  appointment: '2026-12-01T16:00:00.000Z',
  appointmentLabel: 'Tue Dec 1, 10:00 AM CST',
  leadEmail: 'pat@example.com',
  leadAddress: '1 Main St, Hudson WI',
  notes: 'Side door',
  partnerEmail: 'quotes@hudson.example',
}

export function booking(
  id: string,
  extra: Partial<BookingToSend> = {},
  { withAppointment = false } = {},
): BookingToSend {
  return {
    id,
    bookedAt: '2026-11-20T15:12:00.000Z',
    setter: 'Alex',
    partner: 'Hudson Garage Floors LLC',
    service: 'Concrete Coatings',
    zip: '54016',
    garageSize: '2-car',
    leadName: 'Pat Doe',
    leadPhone: '715 555 0100',
    ...(withAppointment ? APPOINTMENT_FIELDS : {}),
    ...extra,
  }
}

/** Runs doPost as Google would and reads its answer, which is always JSON. */
export function poster(script: () => LedgerScript) {
  return (body: unknown): Record<string, unknown> => {
    const output = script().doPost(typeof body === 'string' ? body : JSON.stringify(body))
    expect(output.mimeType).toBe('application/json')
    return JSON.parse(output.content) as Record<string, unknown>
  }
}

/** A booking with its appointment, address and notes, as the tool sends it now. */
export const bookingWithAppointment = (id: string, extra: Partial<BookingToSend> = {}) =>
  booking(id, extra, { withAppointment: true })

/** The display texts of a Bookings tab column, found by its header. */
export function bookingsColumn(script: LedgerScript, name: string): string[] {
  const rows = script.bookingsTab()
  const index = rows[0]!.indexOf(name)
  return rows.slice(1).map((row) => row[index]!)
}

/** The Booking IDs of the quotes emailed so far, in the order they went. */
export const sentIds = (script: LedgerScript) => script.mail.sent.map((mail) => /Booking ID: (.*)/.exec(mail.body)![1])

/** Two setters of the Setters tab, and their keys, for the lead queue's tests. */
export const SAM_KEY = 'sam-key-0123456789abcdef'
export const LEE_KEY = 'lee-key-fedcba9876543210'

/** The script after the owner's check (which makes every tab), with Sam and Lee in the Setters tab. */
export function scriptWithSetters(options: Partial<Parameters<typeof loadLedgerScript>[0]> = {}): LedgerScript {
  const script = loadScript(options)
  expect(poster(() => script)({ key: KEY, action: 'check' })).toMatchObject({ ok: true, role: 'owner' })
  script.spreadsheet.getSheetByName('Setters')!.prefill([
    ['Sam', SAM_KEY, 'yes'],
    ['Lee', LEE_KEY, 'yes'],
  ])
  script.resetCounters()
  return script
}

/** The owner changed Script Properties and the script's 10-minute copy of them has expired (or was evicted). */
export const propertiesCacheExpired = (script: LedgerScript) => script.cache.evict('script-properties')

/** What `list` answers for a booking nobody has asked a refund of, noted, or answered from its homeowner links. */
export const NO_ANSWERS_YET = {
  refundDecision: '',
  refundDecidedAt: '',
  refundReason: '',
  ledgerNote: '',
  homeownerEmailStatus: '',
  confirmedAt: '',
  rescheduleAskedAt: '',
  rebookOf: '',
  reminderSentAt: '',
  onDoNotCall: false,
}
