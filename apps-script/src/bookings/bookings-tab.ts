// The Bookings tab: one row per Booking ID, found again by its ID whenever the owner may have moved it (id-rows.ts).
import { BOOKING_COLUMNS, BOOKING_FIELDS, REQUEST_FIELDS, type BookingColumnField } from '../../../src/bookings/booking'
import { leadPhoneDigits } from '../../../src/bookings/lead-fields'
import { cellText } from '../../../src/sheet-cell'
import { isoNow } from '../platform/script-lock'
import { SENDING_MARK } from './email-status'
import { idRowsOf, readRowOf, rowsById, writeToRow as writeById, type IdRows, type RowItem } from '../platform/id-rows'
import { columnsOf, headerKey, openTab, type ColumnDefinitions, type Spreadsheet } from '../platform/tabs'

export const LEDGER_TAB = 'Bookings'
/** The Bookings columns, in their canonical order for a new tab (src/bookings/booking.ts). */
export const LEDGER_COLUMNS = BOOKING_COLUMNS.map(
  ({ field, header }) => [field, header] as const,
) satisfies ColumnDefinitions<BookingColumnField>

export type BookingField = (typeof LEDGER_COLUMNS)[number][0]
export type BookingFields = Record<BookingField, string>

export { BOOKING_FIELDS, REQUEST_FIELDS }

/** The Bookings tab, rows named by Booking ID. */
export type Ledger = IdRows<BookingField>

/** A booking being worked on: its ID, and the row it was last seen at. */
export type BookingItem = RowItem

/** Opened inside the lock by `action`, as a Ledger Note would name it. */
export function openLedger(spreadsheet: Spreadsheet, action: string): Ledger {
  return idRowsOf<BookingField>(openTab(spreadsheet, LEDGER_TAB, LEDGER_COLUMNS), 'id', 'ledgerNote', action)
}

export { readRowOf }

export type BookingValues = Partial<Record<BookingField, string>>

/**
 * Writes `values` into the row holding item.id, read back by its ID; a booking whose Email Status took another's
 * by mistake gets a sending mark too, so that it never reads a wrong `Sent` and is never sent again unasked.
 */
export function writeToRow(ledger: Ledger, item: BookingItem, values: BookingValues): boolean {
  const inDoubt: BookingValues = values.emailStatus === undefined ? {} : { emailStatus: SENDING_MARK + isoNow() }
  return writeById(ledger, item, values, inDoubt)
}

/** The row's cells as text by field, '' for a column the tab lacks. */
export function fieldsOf(columns: Partial<Record<BookingField, number>>, cells: readonly unknown[]): BookingFields {
  const fields = {} as BookingFields
  for (const [field] of LEDGER_COLUMNS) {
    const column = columns[field]
    fields[field] = column ? cellText(cells[column - 1]).trim() : ''
  }
  return fields
}

/** The booking's fields read without the lock and without writing (a page only shows), or null. */
export function bookingFields(spreadsheet: Spreadsheet | null, id: string): BookingFields | null {
  const sheet = spreadsheet ? spreadsheet.getSheetByName(LEDGER_TAB) : null
  if (!sheet) return null
  const found = columnsOf(sheet, LEDGER_COLUMNS)
  const row = rowsById({ ...found, idField: 'id' })[`:${id}`]
  if (!row) return null
  return fieldsOf(found.columns, sheet.getRange(row, 1, 1, found.width).getValues()[0] as unknown[])
}

/** `Approved`, `Declined` or '': the cell as the answers name it. */
export function refundDecisionOf(text: string): 'Approved' | 'Declined' | '' {
  const key = headerKey(text)
  return key === 'approved' ? 'Approved' : key === 'declined' ? 'Declined' : ''
}

/** A Reminder Sent At cell's sent time as ISO, or '': `Sending since …` and a reason it did not go are no time. */
export function reminderSentTimeOf(cell: string): string {
  const text = cell.trim()
  // Only an ISO time: the Date parser would read a year out of a reason's words.
  const time = /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : NaN
  return Number.isNaN(time) ? '' : new Date(time).toISOString()
}

/** A listed booking asked for another time, and its row, for `onDoNotCall`. */
export interface AskedRow {
  booking: { onDoNotCall: boolean }
  row: number
}

/**
 * Sets `onDoNotCall` on the asked bookings whose lead phone is on Do Not Call: one read of the Lead Phone cells from
 * the first asked row to the last, and the Do Not Call tab read only when some booking was asked.
 */
export function markOnDoNotCall(
  sheet: GoogleAppsScript.Spreadsheet.Sheet,
  leadPhoneColumn: number | undefined,
  asked: readonly AskedRow[],
  phonesOnDoNotCall: () => Readonly<Record<string, true>>,
): void {
  if (asked.length === 0 || !leadPhoneColumn) return
  const top = Math.min(...asked.map(({ row }) => row))
  const bottom = Math.max(...asked.map(({ row }) => row))
  const phones = sheet.getRange(top, leadPhoneColumn, bottom - top + 1, 1).getValues() as unknown[][]
  const blocked = phonesOnDoNotCall()
  for (const { booking, row } of asked) {
    const digits = leadPhoneDigits(cellText(phones[row - top]![0]))
    booking.onDoNotCall = digits !== '' && blocked[`:${digits}`] === true
  }
}
