// The Bookings tab: one row per Booking ID, found again by its ID whenever the owner may have moved it (id-rows.ts).
import { cellText } from '../../../src/sheet-cell'
import { isoNow } from '../platform/script-lock'
import { SENDING_MARK } from './email-status'
import { idRowsOf, readRowOf, rowsById, writeToRow as writeById, type IdRows, type RowItem } from '../platform/id-rows'
import { columnsOf, headerKey, openTab, type ColumnDefinitions, type Spreadsheet } from '../platform/tabs'

export const LEDGER_TAB = 'Bookings'
/** Canonical order for a new tab; the owner may reorder, insert columns and sort rows. */
export const LEDGER_COLUMNS = [
  ['id', 'Booking ID'],
  ['bookedAt', 'Booked At'],
  ['setter', 'Setter'],
  ['partner', 'Partner'],
  ['service', 'Service'],
  ['zip', 'ZIP'],
  ['garageSize', 'Garage Size'],
  ['leadName', 'Lead Name'],
  ['leadPhone', 'Lead Phone'],
  ['status', 'Status'],
  ['appointment', 'Appointment'],
  ['appointmentLabel', 'Appointment Label'],
  ['leadEmail', 'Lead Email'],
  ['leadAddress', 'Lead Address'],
  ['notes', 'Notes'],
  ['partnerEmail', 'Partner Email'],
  ['emailedTo', 'Emailed To'],
  ['emailedAt', 'Emailed At'],
  ['emailStatus', 'Email Status'],
  ['refundReason', 'Refund Reason'],
  ['refundNote', 'Refund Note'],
  ['refundAskedAt', 'Refund Asked At'],
  ['noShowReportedAt', 'No-show Reported At'],
  ['noShowNote', 'No-show Note'],
  ['refundDecision', 'Refund Decision'],
  ['refundDecidedAt', 'Refund Decided At'],
  ['refundWhy', 'Refund Why'],
  ['refundEmailStatus', 'Refund Email Status'],
  ['savedAt', 'Saved At'],
  ['ledgerNote', 'Ledger Note'],
  ['leadId', 'Lead ID'],
  ['lastTry', 'Last Try'],
  ['timeZone', 'Time Zone'],
  ['homeownerEmailStatus', 'Homeowner Email Status'],
  ['homeownerEmailedAt', 'Homeowner Emailed At'],
  ['confirmedAt', 'Confirmed At'],
  ['rescheduleAskedAt', 'Reschedule Asked At'],
  ['rescheduleNote', 'Reschedule Note'],
  ['rescheduleEmailStatus', 'Reschedule Email Status'],
] as const satisfies ColumnDefinitions<string>

export type BookingField = (typeof LEDGER_COLUMNS)[number][0]
export type BookingFields = Record<BookingField, string>

/**
 * The fields a booking may carry, all text; `leadId` is the queued lead's (a pasted lead has none); `partnerEmail` is
 * still accepted from older tools, never used.
 */
export const REQUEST_FIELDS = [
  'id',
  'bookedAt',
  'setter',
  'partner',
  'service',
  'zip',
  'garageSize',
  'leadName',
  'leadPhone',
  'appointment',
  'appointmentLabel',
  'leadEmail',
  'leadAddress',
  'notes',
  'leadId',
  'timeZone',
  'partnerEmail',
] as const satisfies readonly BookingField[]
/** The fields a new row takes from the request. */
export const BOOKING_FIELDS = REQUEST_FIELDS.slice(0, REQUEST_FIELDS.length - 1)

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
