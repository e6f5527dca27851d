// The calendar file the homeowner's confirmation carries: one published event (RFC 5545, with RFC 5546's
// METHOD:PUBLISH), text escaped, long lines folded, CRLF line ends, times in UTC. Framework-free: the ledger script
// builds it too, and Apps Script has no TextEncoder, so octets are counted by code point.
import { oneLine } from './email-lines'

export const CALENDAR_FILE_NAME = 'estimate.ics'
export const CALENDAR_FILE_TYPE = 'text/calendar; charset=UTF-8; method=PUBLISH'

/** What the event says; every text as the booking holds it ('' when empty). */
export interface CalendarEvent {
  /** The UID's Booking ID: the chain's first booking's for a new time (calendar-chain.ts), else the booking's own. */
  bookingId: string
  /** SEQUENCE: 0 for a booking's first time, one more for each new time of its chain; absent is 0. */
  sequence?: number
  /** When the file was made: DTSTAMP. */
  stampedAt: Date
  /** The appointment, ISO 8601 with an offset. */
  appointment: string
  agencyName: string
  /** The reply-to address: the organizer's mailto. */
  organizerAddress: string
  partner: string
  service: string
  address: string
}

/** RFC 5545 3.1: a content line is at most 75 octets, CRLF aside; a longer one goes on after CRLF and one space. */
const MAX_LINE_OCTETS = 75

const utf8Octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4)

/** @internal The line folded at 75 octets, never inside a character (a continuation's leading space counts). */
export function foldedLine(line: string): string {
  const pieces: string[] = []
  let piece = ''
  let octets = 0
  for (const character of line) {
    const size = utf8Octets(character.codePointAt(0)!)
    if (octets + size > MAX_LINE_OCTETS) {
      pieces.push(piece)
      piece = ' '
      octets = 1
    }
    piece += character
    octets += size
  }
  pieces.push(piece)
  return pieces.join('\r\n')
}

/** The text without control characters, which no iCalendar value may hold (oneLine already made breaks spaces). */
const withoutControls = (text: string) =>
  [...text].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('')

/** A TEXT value (RFC 5545 3.3.11): on one line, with backslash, semicolon and comma escaped. */
const escapedText = (text: string) => withoutControls(oneLine(text).trim()).replace(/[\\;,]/g, (c) => `\\${c}`)

/** A parameter value (RFC 5545 3.2): quoted when it holds `;`, `:` or `,`; a double quote cannot be in one at all. */
function parameterValue(text: string): string {
  const value = withoutControls(oneLine(text).trim()).replace(/"/g, "'")
  return /[;:,]/.test(value) ? `"${value}"` : value
}

/** `20261201T160000Z`: a DATE-TIME in UTC. */
function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/** `Free estimate: {Service} with {Partner}`, or `Free estimate with {Partner}` when the booking has no service. */
function eventSummary(service: string, partner: string): string {
  const named = oneLine(service).trim()
  return `Free estimate${named ? `: ${named}` : ''} with ${oneLine(partner).trim()}`
}

/** The file's text: CRLF after every line, the last included. */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Home Service Leads//Ledger//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapedText(event.bookingId)}@ledger`,
    `DTSTAMP:${utcDateTime(event.stampedAt)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `ORGANIZER;CN=${parameterValue(event.agencyName)}:mailto:${event.organizerAddress.trim()}`,
    `DTSTART:${utcDateTime(new Date(event.appointment))}`,
    'DURATION:PT1H',
    `SUMMARY:${escapedText(eventSummary(event.service, event.partner))}`,
    ...(oneLine(event.address).trim() ? [`LOCATION:${escapedText(event.address)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldedLine).join('\r\n') + '\r\n'
}
