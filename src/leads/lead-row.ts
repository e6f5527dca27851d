// How `queue` reads a row the lead sources wrote: its Received At, its phone and its ZIP.
import { leadPhoneDigits } from '../bookings/lead-fields'
import { cellText, isDateCell } from '../sheet-cell'
import { isZip, zipOfAddress, zipText } from '../partners/zip-code'
import { instantOfDateTimeText } from './date-time-text'

export type ReceivedAtReading = { kind: 'instant'; at: number } | { kind: 'missing' } | { kind: 'unreadable' }

/**
 * A cell typed as a date, or a date-time text, is that instant; a text without a zone is read on the agency's
 * clock. A bare number is unreadable: nothing says whether it is a day count, seconds or milliseconds.
 */
export function readReceivedAt(cell: unknown, agencyTimeZone: string): ReceivedAtReading {
  if (cell === null || cell === undefined || (typeof cell === 'string' && cellText(cell).trim() === ''))
    return { kind: 'missing' }
  const at = isDateCell(cell)
    ? cell.getTime()
    : typeof cell === 'string'
      ? instantOfDateTimeText(cellText(cell), agencyTimeZone)
      : null
  return at === null || Number.isNaN(at) ? { kind: 'unreadable' } : { kind: 'instant', at }
}

/** Five digits from `54016`, `54016-1234`, or a number a spreadsheet stripped of its leading zero; '' otherwise. */
export function readLeadZip(cell: unknown): string {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell > 0 && cell < 100_000 ? zipText(cell) : ''
  if (typeof cell !== 'string') return ''
  const text = cellText(cell).trim()
  return isZip(text) ? text : (zipOfAddress(text) ?? '')
}

/** A phone cell's 10 digits by the lead rule, typed as text or as a number; '' otherwise. */
export const leadPhoneOfCell = (cell: unknown): string =>
  typeof cell === 'string' || typeof cell === 'number' ? leadPhoneDigits(cellText(cell)) : ''

export type LeadRowReading =
  { readable: true; receivedAt: Exclude<ReceivedAtReading, { kind: 'unreadable' }>; zip: string } | { readable: false }

/** A row is offered only with a readable (or missing) Received At, and a readable phone or ZIP. */
export function readLeadRow(
  row: { receivedAt: unknown; phone: unknown; zip: unknown },
  agencyTimeZone: string,
): LeadRowReading {
  const receivedAt = readReceivedAt(row.receivedAt, agencyTimeZone)
  const zip = readLeadZip(row.zip)
  if (receivedAt.kind === 'unreadable' || (zip === '' && leadPhoneOfCell(row.phone) === '')) return { readable: false }
  return { readable: true, receivedAt, zip }
}
