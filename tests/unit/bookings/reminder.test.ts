// @vitest-environment node
// The reminder's window on the homeowner's wall clock (midnight, both daylight-saving changes, Phoenix), which
// bookings get one, and its text.
import { describe, expect, it } from 'vitest'
import { HOMEOWNER_BOOKING, HOMEOWNER_LINKS } from '../../support/homeowner-booking'
import { wallClockAsUtc } from '../../../src/partner-time/wall-clock'
import {
  inReminderWindow,
  reminderBody,
  reminderDue,
  reminderSubject,
  type ReminderFacts,
} from '../../../src/bookings/reminder'
import { confirmationBody } from '../../../src/bookings/homeowner-email'

const at = (iso: string) => Date.parse(iso)
const MINUTE = 60_000
const CHICAGO = 'America/Chicago'
const PHOENIX = 'America/Phoenix'

/** The first and the last minute the window holds, and the minutes either side of it. */
function expectWindow(appointment: string, zone: string, opens: string, closes: string) {
  const inWindow = (time: number) => inReminderWindow(at(appointment), time, zone, wallClockAsUtc)
  expect(inWindow(at(opens) - MINUTE), `before ${opens}`).toBe(false)
  expect(inWindow(at(opens)), opens).toBe(true)
  expect(inWindow(at(closes) - MINUTE), `before ${closes}`).toBe(true)
  expect(inWindow(at(closes)), closes).toBe(false)
}

describe('the window: from 9:00 AM up to 8:00 PM on the local day before', () => {
  it('on an ordinary day in Chicago, and not after midnight on the appointment day', () => {
    // Tue Dec 1, 10:00 AM CST.
    expectWindow('2026-12-01T16:00:00Z', CHICAGO, '2026-11-30T15:00:00Z', '2026-12-01T02:00:00Z')
    const appointment = at('2026-12-01T16:00:00Z')
    expect(inReminderWindow(appointment, at('2026-12-01T05:59:00Z'), CHICAGO, wallClockAsUtc)).toBe(false)
    expect(inReminderWindow(appointment, at('2026-12-01T15:00:00Z'), CHICAGO, wallClockAsUtc)).toBe(false)
    expect(inReminderWindow(appointment, at('2026-11-29T16:00:00Z'), CHICAGO, wallClockAsUtc)).toBe(false)
  })

  it('around midnight: the local day counts, not the UTC day', () => {
    // Wed Dec 2, 12:30 AM CST is Dec 2 06:30Z: the day before is Tue Dec 1, local.
    expectWindow('2026-12-02T06:30:00Z', CHICAGO, '2026-12-01T15:00:00Z', '2026-12-02T02:00:00Z')
    // Tue Dec 1, 11:30 PM CST is Dec 2 05:30Z in UTC; its day before is Mon Nov 30.
    expectWindow('2026-12-02T05:30:00Z', CHICAGO, '2026-11-30T15:00:00Z', '2026-12-01T02:00:00Z')
  })

  it('across the spring change: the day before is CST, the window closes at 8:00 PM CDT the day of the change', () => {
    // Sun Mar 14 2027, 10:00 AM CDT (clocks went forward at 2 AM): the window is Sat, in CST.
    expectWindow('2027-03-14T15:00:00Z', CHICAGO, '2027-03-13T15:00:00Z', '2027-03-14T02:00:00Z')
    // Mon Mar 15 2027, 10:00 AM CDT: the window is Sun Mar 14, in CDT.
    expectWindow('2027-03-15T15:00:00Z', CHICAGO, '2027-03-14T14:00:00Z', '2027-03-15T01:00:00Z')
  })

  it('across the fall change', () => {
    // Sun Nov 1 2026, 10:00 AM CST (clocks went back at 2 AM): the window is Sat Oct 31, in CDT.
    expectWindow('2026-11-01T16:00:00Z', CHICAGO, '2026-10-31T14:00:00Z', '2026-11-01T01:00:00Z')
    // Mon Nov 2 2026, 10:00 AM CST: the window is Sun Nov 1, in CST.
    expectWindow('2026-11-02T16:00:00Z', CHICAGO, '2026-11-01T15:00:00Z', '2026-11-02T02:00:00Z')
  })

  it('in Phoenix, which keeps MST all year while Chicago changes', () => {
    // Mon Mar 15 2027, 10:00 AM MST.
    expectWindow('2027-03-15T17:00:00Z', PHOENIX, '2027-03-14T16:00:00Z', '2027-03-15T03:00:00Z')
    expect(inReminderWindow(at('2027-03-15T17:00:00Z'), at('2027-03-14T15:00:00Z'), CHICAGO, wallClockAsUtc)).toBe(true)
    // Sun Nov 1 2026, 10:00 AM MST.
    expectWindow('2026-11-01T17:00:00Z', PHOENIX, '2026-10-31T16:00:00Z', '2026-11-01T03:00:00Z')
  })

  it('never for an appointment passed or missing', () => {
    expect(inReminderWindow(NaN, at('2026-11-30T16:00:00Z'), CHICAGO, wallClockAsUtc)).toBe(false)
    expect(inReminderWindow(at('2026-11-30T15:00:00Z'), at('2026-11-30T16:00:00Z'), CHICAGO, wallClockAsUtc)).toBe(
      false,
    )
  })
})

const CONFIRMED: ReminderFacts = {
  homeownerEmailStatus: 'Sent',
  homeownerEmailedAt: at('2026-11-20T15:30:00Z'),
  reminderSentAt: '',
  status: '',
  rescheduleAskedAt: '',
  leadEmail: 'pat@example.com',
  appointment: at('2026-12-01T16:00:00Z'),
  timeZone: CHICAGO,
}
const IN_WINDOW = at('2026-11-30T16:00:00Z')

describe('which bookings get a reminder', () => {
  it('one whose confirmation went, in its window', () => {
    expect(reminderDue(CONFIRMED, IN_WINDOW, wallClockAsUtc)).toBe(true)
    expect(reminderDue(CONFIRMED, at('2026-11-30T14:59:00Z'), wallClockAsUtc)).toBe(false)
  })

  it('none claimed or sent before, asked again, cancelled, refunded, rescheduled, not wanted, or no plain address', () => {
    for (const changed of [
      { reminderSentAt: '2026-11-30T15:00:00.000Z' },
      { reminderSentAt: 'Sending since 2026-11-30T15:00:00.000Z' },
      { rescheduleAskedAt: '2026-11-25T15:00:00.000Z' },
      { status: 'Cancelled' },
      { status: 'Canceled' },
      { status: ' refunded ' },
      { status: 'Rescheduled' },
      { homeownerEmailStatus: 'not wanted' },
      { homeownerEmailStatus: '' },
      { homeownerEmailStatus: 'daily email limit reached' },
      { homeownerEmailStatus: 'Sending since 2026-11-20T15:30:00.000Z' },
      { leadEmail: 'Pat <pat@example.com>' },
      { homeownerEmailedAt: NaN },
    ])
      expect(reminderDue({ ...CONFIRMED, ...changed }, IN_WINDOW, wallClockAsUtc), JSON.stringify(changed)).toBe(false)
  })

  it('none on the local day the confirmation went', () => {
    const confirmedThisMorning = { ...CONFIRMED, homeownerEmailedAt: at('2026-11-30T14:00:00Z') }
    expect(reminderDue(confirmedThisMorning, IN_WINDOW, wallClockAsUtc)).toBe(false)
    // 10:30 PM CST the day before the window's day is another local day, though the same UTC day.
    const confirmedLastNight = { ...CONFIRMED, homeownerEmailedAt: at('2026-11-30T04:30:00Z') }
    expect(reminderDue(confirmedLastNight, IN_WINDOW, wallClockAsUtc)).toBe(true)
  })

  it('a booking confirmed at 7:30 PM for 6:00 PM tomorrow gets none, at any run', () => {
    const booking = {
      ...CONFIRMED,
      homeownerEmailedAt: at('2026-12-01T01:30:00Z'),
      appointment: at('2026-12-02T00:00:00Z'),
    }
    for (let now = booking.homeownerEmailedAt; now < booking.appointment + 60 * MINUTE; now += 5 * MINUTE)
      expect(reminderDue(booking, now, wallClockAsUtc), new Date(now).toISOString()).toBe(false)
  })
})

describe('the reminder email', () => {
  const booking = { ...HOMEOWNER_BOOKING, appointmentLabel: 'Tue Dec 1, 6:00 PM CST' }
  const links = HOMEOWNER_LINKS

  it('says when, with the time and zone of the appointment label', () => {
    expect(reminderSubject(booking)).toBe('Reminder: your free Garage door repair estimate tomorrow at 6:00 PM CST')
    expect(reminderSubject({ ...booking, service: ' ' })).toBe('Reminder: your free estimate tomorrow at 6:00 PM CST')
  })

  it('opens with the appointment, then the confirmation’s lines: both its links, the agency last', () => {
    const [opening, ...rest] = reminderBody(booking, links, 'Acme Leads').split('\n')
    expect(opening).toBe(
      'A reminder: Best Doors will come to 12 Oak St, Madison on Tue Dec 1, 6:00 PM CST for your free Garage door repair estimate.',
    )
    const confirmation = confirmationBody(booking, links, 'Acme Leads').split('\n')
    expect(rest).toEqual(confirmation.slice(1))
    expect(rest).toContain(`Please confirm: ${links.confirm}`)
    expect(rest.at(-1)).toBe('Acme Leads')
  })
})
