// The Bookings tab: one row per Booking ID, found again by its ID whenever the owner may have moved it.
import { cellText } from '../../src/ledger/sheet-cell'
import { isoNow } from './script-lock'
import { SENDING_MARK } from './email-status'
import { columnsOf, openTab, writeCells, type ColumnDefinitions, type Spreadsheet, type Tab } from './tabs'

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
] as const satisfies ColumnDefinitions<string>

export type BookingField = (typeof LEDGER_COLUMNS)[number][0]
export type BookingFields = Record<BookingField, string>

/** The fields a booking may carry, all text; `partnerEmail` is still accepted from older tools, never used. */
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
  'partnerEmail',
] as const satisfies readonly BookingField[]
/** The fields a new row takes from the request. */
export const BOOKING_FIELDS = REQUEST_FIELDS.slice(0, REQUEST_FIELDS.length - 1)

/** The Bookings tab, and the latest Booking ID column read (`:{id}` → 1-based row). */
export interface Ledger extends Tab<BookingField> {
  byId: Record<string, number>
}

/** A booking being worked on: its ID, and the row it was last seen at. */
export interface BookingItem {
  id: string
  row: number
}

export function openLedger(spreadsheet: Spreadsheet): Ledger {
  const tab = openTab(spreadsheet, LEDGER_TAB, LEDGER_COLUMNS)
  return { ...tab, byId: rowsById(tab) }
}

/** Booking ID → 1-based row, reading only the Booking ID column. */
function rowsById(tab: { sheet: GoogleAppsScript.Spreadsheet.Sheet; columns: { id?: number } }) {
  const rows: Record<string, number> = {}
  const last = tab.sheet.getLastRow()
  if (last < 2 || !tab.columns.id) return rows
  const cells = tab.sheet.getRange(2, tab.columns.id, last - 1, 1).getValues() as unknown[][]
  cells.forEach((cell, i) => {
    const id = cellText(cell[0]).trim()
    if (id !== '' && !rows[`:${id}`]) rows[`:${id}`] = i + 2
  })
  return rows
}

/** The cells of the row holding `item.id`, found again by ID if it moved (item.row follows); null when it is gone. */
export function readRowOf(ledger: Ledger, item: BookingItem): unknown[] | null {
  for (let attempt = 0; attempt < 4; attempt++) {
    if (item.row >= 2 && item.row <= ledger.sheet.getMaxRows()) {
      const cells = ledger.sheet.getRange(item.row, 1, 1, ledger.width).getValues()[0] as unknown[]
      if (cellText(cells[ledger.columns.id - 1]).trim() === item.id) return cells
    }
    if (!findAgain(ledger, item)) return null
  }
  return null
}

/** Moves item.row to where its id is now: first by the latest column read, else by reading the column again. */
function findAgain(ledger: Ledger, item: BookingItem): boolean {
  const known = ledger.byId[`:${item.id}`]
  if (known && known !== item.row) {
    item.row = known
    return true
  }
  ledger.byId = rowsById(ledger)
  const row = ledger.byId[`:${item.id}`]
  if (!row) return false
  item.row = row
  return true
}

function idAt(ledger: Ledger, row: number): string {
  if (row < 2 || row > ledger.sheet.getMaxRows()) return ''
  return cellText(ledger.sheet.getRange(row, ledger.columns.id).getValue()).trim()
}

export type BookingValues = Partial<Record<BookingField, string>>

/**
 * Writes `values` into the row holding item.id, whose id was just read at item.row; reads the id back after the
 * write, and if the row moved meanwhile, writes again where it is now.
 */
export function writeToRow(ledger: Ledger, item: BookingItem, values: BookingValues): boolean {
  for (let attempt = 0; attempt < 4; attempt++) {
    const row = item.row
    writeCells(ledger, row, values)
    const there = idAt(ledger, row)
    if (there === item.id) return true
    if (!findAgain(ledger, item)) return false
    if (values.emailStatus === undefined) continue
    // Moved after the write, the row took the status with it; moved before, the write landed on another row.
    const status = ledger.sheet.getRange(item.row, ledger.columns.emailStatus).getValue()
    if (cellText(status).trim() === values.emailStatus) return true
    if (there !== '') markInDoubt(ledger, { id: there, row })
    else writeCells(ledger, row, blanksOf(values))
  }
  return false
}

/** The same cells, emptied: what this request wrote into a row without a Booking ID (inserted meanwhile). */
function blanksOf(values: BookingValues): BookingValues {
  const blanks: BookingValues = {}
  for (const field of Object.keys(values) as BookingField[]) blanks[field] = ''
  return blanks
}

/**
 * A booking this request may have written on by mistake (the owner sorted between a read and a write): its
 * Email Status becomes a sending mark, so that it never reads a wrong `Sent` and is never sent again unasked.
 */
function markInDoubt(ledger: Ledger, other: BookingItem) {
  if (idAt(ledger, other.row) !== other.id && !findAgain(ledger, other)) return
  writeCells(ledger, other.row, { emailStatus: SENDING_MARK + isoNow() })
}

/** As writeToRow, reading the id back before the write too. */
export function writeToBooking(ledger: Ledger, item: BookingItem, values: BookingValues): boolean {
  if (idAt(ledger, item.row) !== item.id && !findAgain(ledger, item)) return false
  return writeToRow(ledger, item, values)
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
  const row = rowsById(found)[`:${id}`]
  if (!row) return null
  return fieldsOf(found.columns, sheet.getRange(row, 1, 1, found.width).getValues()[0] as unknown[])
}
