// @vitest-environment node
// The homeowner's calendar file, read back by a kept iCalendar parser (ical.js) as a calendar app would read it.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { calendarFile, type CalendarEvent, foldedLine } from '../../../src/bookings/calendar-file'

const EVENT: CalendarEvent = {
  bookingId: '7c1f8a52-9d7e-4b1a-8f3e-2a6b0c4d5e6f',
  stampedAt: new Date('2026-11-20T15:04:05.678Z'),
  appointment: '2026-12-01T10:00:00-06:00',
  agencyName: 'Acme Leads',
  organizerAddress: 'owner@agency.example',
  partner: 'Best Doors',
  service: 'Garage door repair',
  address: '12 Oak St, Madison, WI 53703',
}

/** The file's one VEVENT, parsed. */
function parsedEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
  const events = calendar.getAllSubcomponents('vevent')
  expect(events).toHaveLength(1)
  return { calendar, event: events[0]! }
}

const octets = (line: string) => Buffer.byteLength(line, 'utf8')

describe('calendarFile', () => {
  it('is a published event a parser reads back: UID, UTC times, an hour long, organizer, summary and place', () => {
    const { calendar, event } = parsedEvent(calendarFile(EVENT))
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(String(calendar.getFirstPropertyValue('prodid'))).toMatch(/^-\/\/.+\/\/EN$/)
    expect(event.getFirstPropertyValue('uid')).toBe(`${EVENT.bookingId}@ledger`)
    expect(event.getFirstPropertyValue('sequence')).toBe(0)
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time
    expect(start.zone).toBe(ICAL.Timezone.utcTimezone)
    expect(start.toJSDate().toISOString()).toBe('2026-12-01T16:00:00.000Z')
    expect(String(event.getFirstPropertyValue('dtstamp'))).toBe('2026-11-20T15:04:05Z')
    expect(String(event.getFirstPropertyValue('duration'))).toBe('PT1H')
    const organizer = event.getFirstProperty('organizer')!
    expect(organizer.getFirstValue()).toBe('mailto:owner@agency.example')
    expect(organizer.getParameter('cn')).toBe('Acme Leads')
    expect(event.getFirstPropertyValue('summary')).toBe('Free estimate: Garage door repair with Best Doors')
    expect(event.getFirstPropertyValue('location')).toBe('12 Oak St, Madison, WI 53703')
  })

  it('writes the times in UTC and every line with CRLF, the last included', () => {
    const text = calendarFile(EVENT)
    expect(text).toContain('\r\nDTSTART:20261201T160000Z\r\n')
    expect(text).toContain('\r\nDTSTAMP:20261120T150405Z\r\n')
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('escapes backslash, semicolon and comma, drops control characters, keeps fields on one line, and quotes a name holding a colon', () => {
    const text = calendarFile({
      ...EVENT,
      agencyName: 'Acme: "Doors", Inc',
      partner: 'A\\B;\u0007 C',
      service: '',
      address: '1 Main St,\nApt 2; back door',
    })
    expect(text).toContain('SUMMARY:Free estimate with A\\\\B\\; C\r\n')
    expect(text).toContain('LOCATION:1 Main St\\, Apt 2\\; back door\r\n')
    expect(text).toContain(`ORGANIZER;CN="Acme: 'Doors', Inc":mailto:owner@agency.example\r\n`)
    const { event } = parsedEvent(text)
    expect(event.getFirstPropertyValue('summary')).toBe('Free estimate with A\\B; C')
    expect(event.getFirstPropertyValue('location')).toBe('1 Main St, Apt 2; back door')
    expect(event.getFirstProperty('organizer')!.getParameter('cn')).toBe("Acme: 'Doors', Inc")
  })

  it('folds long lines at 75 octets without splitting a character, and the parser joins them back', () => {
    // `é` is 2 octets: 'LOCATION:' (9) + 65 ASCII leaves one octet, so the fold must fall before it.
    const address = `${'x'.repeat(65)}é${'Ünïcødé 🚪 '.repeat(12)}`
    const text = calendarFile({ ...EVENT, address })
    const lines = text.split('\r\n').slice(0, -1)
    for (const line of lines) expect(octets(line), line).toBeLessThanOrEqual(75)
    const location = lines.findIndex((line) => line.startsWith('LOCATION:'))
    expect(lines[location]).toBe(`LOCATION:${'x'.repeat(65)}`)
    expect(lines[location + 1]!.startsWith(' é')).toBe(true)
    expect(parsedEvent(text).event.getFirstPropertyValue('location')).toBe(address.trim())
  })

  it('folds at exactly 75 octets, continuation lines starting with one space', () => {
    expect(foldedLine('a'.repeat(75))).toBe('a'.repeat(75))
    expect(foldedLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`)
    expect(foldedLine('a'.repeat(74) + '€')).toBe(`${'a'.repeat(74)}\r\n €`)
    expect(foldedLine('a'.repeat(72) + '€')).toBe('a'.repeat(72) + '€')
    expect(foldedLine('a'.repeat(150)).split('\r\n').map(octets)).toEqual([75, 75, 2])
  })

  it('a new time: the UID of the booking named and the SEQUENCE given, still published', () => {
    const { calendar, event } = parsedEvent(calendarFile({ ...EVENT, bookingId: 'first-booking', sequence: 2 }))
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(event.getFirstPropertyValue('uid')).toBe('first-booking@ledger')
    expect(event.getFirstPropertyValue('sequence')).toBe(2)
  })

  it('leaves out LOCATION when the booking has no address', () => {
    expect(calendarFile({ ...EVENT, address: ' ' })).not.toContain('LOCATION')
  })
})
