// Rows named by an ID column (Bookings by Booking ID, Leads by Lead ID). Every write is addressed by the ID and read
// back inside the lock; after a mismatch it is done again where the ID is now. Cells that landed on another booking or
// lead are named in its Ledger Note (docs/ledger-contract.md says why they cannot be put back); on a row without an ID
// they are emptied.
import { cellText } from '../../../src/sheet-cell'
import { isoNow } from './script-lock'
import { asText, readWindows, writeCells, type Tab } from './tabs'

export interface IdRows<F extends string> extends Tab<F> {
  idField: F
  noteField: F
  /** `:{id}` → 1-based row, from the latest read of the ID column. */
  byId: Record<string, number>
  /** The action writing, as a Ledger Note names it. */
  action: string
}

/** A row being worked on: its ID, and the row it was last seen at (moved along when it is found elsewhere). */
export interface RowItem {
  id: string
  row: number
}

export function idRowsOf<F extends string>(tab: Tab<F>, idField: F, noteField: F, action: string): IdRows<F> {
  const rows: IdRows<F> = { ...tab, idField, noteField, action, byId: {} }
  rows.byId = rowsById(rows)
  return rows
}

/** ID → 1-based row (an ID's first row wins), reading only the ID column. */
export function rowsById<F extends string>(tab: {
  sheet: GoogleAppsScript.Spreadsheet.Sheet
  columns: Partial<Record<F, number>>
  idField: F
}) {
  const byId: Record<string, number> = {}
  const last = tab.sheet.getLastRow()
  const column = tab.columns[tab.idField]
  if (last < 2 || !column) return byId
  const cells = tab.sheet.getRange(2, column, last - 1, 1).getValues() as unknown[][]
  cells.forEach((cell, i) => {
    const id = cellText(cell[0]).trim()
    if (id !== '' && !byId[`:${id}`]) byId[`:${id}`] = i + 2
  })
  return byId
}

/** 1-based row → ID, from the latest read of the ID column: each ID's first row, as every action finds it. */
export function idsByRow<F extends string>(rows: IdRows<F>): Record<number, string> {
  const ids: Record<number, string> = {}
  for (const [key, row] of Object.entries(rows.byId)) ids[row] = key.slice(1)
  return ids
}

/** The ID the row holds now, read from the sheet; '' past the sheet's rows. */
export function idAt<F extends string>(rows: IdRows<F>, row: number): string {
  if (row < 2 || row > rows.sheet.getMaxRows()) return ''
  return cellText(rows.sheet.getRange(row, rows.columns[rows.idField]).getValue()).trim()
}

/** Moves item.row to where its ID is now: first by the latest column read, else by reading the column again. */
function findAgain<F extends string>(rows: IdRows<F>, item: RowItem): boolean {
  const known = rows.byId[`:${item.id}`]
  if (known && known !== item.row) {
    item.row = known
    return true
  }
  rows.byId = rowsById(rows)
  const row = rows.byId[`:${item.id}`]
  if (!row) return false
  item.row = row
  return true
}

/** The cells of the row holding item.id, found again by ID if it moved; null when it is gone. */
export function readRowOf<F extends string>(rows: IdRows<F>, item: RowItem): unknown[] | null {
  for (let attempt = 0; attempt < 4; attempt++) {
    if (item.row >= 2 && item.row <= rows.sheet.getMaxRows()) {
      const cells = rows.sheet.getRange(item.row, 1, 1, rows.width).getValues()[0] as unknown[]
      if (cellText(cells[rows.columns[rows.idField] - 1]).trim() === item.id) return cells
    }
    if (!findAgain(rows, item)) return null
  }
  return null
}

type Values<F extends string> = Partial<Record<F, unknown>>

/** Whether the row holds every value as written. */
function holds<F extends string>(rows: IdRows<F>, row: number, values: Values<F>): boolean {
  const fields = Object.keys(values) as F[]
  const cells = readWindows(rows, fields, [[row, row]])[row]!
  return fields.every((field) => cellText(cells[field]).trim() === cellText(asText(values[field])).trim())
}

/**
 * Writes `values` into the row holding item.id, read back by its ID; done again where the ID is now after a
 * move. `inDoubt` is written over a row that took the values by mistake and cannot be put back.
 */
export function writeToRow<F extends string>(
  rows: IdRows<F>,
  item: RowItem,
  values: Values<F>,
  inDoubt: Values<F> = {},
): boolean {
  if (idAt(rows, item.row) !== item.id && !findAgain(rows, item)) return false
  for (let attempt = 0; attempt < 4; attempt++) {
    const row = item.row
    writeCells(rows, row, values)
    const there = idAt(rows, row)
    if (there === item.id) return true
    const found = findAgain(rows, item)
    // Moved after the write: the values moved with it, and the row now here was not touched.
    if (found && holds(rows, item.row, values)) return true
    undoStrayWrite(rows, row, there, values, inDoubt)
    if (!found) return false
  }
  return false
}

/** A row addressed by its number: the ID its ID cell held when read ('' for a row getting its first ID), and a cell it must still hold. */
export interface NumberedRow<F extends string> {
  row: number
  id: string
  field: F
  holds: string
}

/** A tab whose rows carry an ID and a Ledger Note, written by `action`. */
export type NotedRows<F extends string> = Pick<
  IdRows<F>,
  'sheet' | 'columns' | 'width' | 'idField' | 'noteField' | 'action'
>

const textOf = (value: unknown) => cellText(asText(value)).trim()

/** Whether the row holds these texts now, read in one call so that a sort cannot fall between its cells. */
function rowHolds<F extends string>(rows: NotedRows<F>, row: number, expected: Values<F>): boolean {
  if (row < 2 || row > rows.sheet.getMaxRows()) return false
  const cells = rows.sheet.getRange(row, 1, 1, rows.width).getValues()[0] as unknown[]
  const fields = Object.keys(expected) as F[]
  return fields.every((field) => cellText(cells[rows.columns[field] - 1]).trim() === textOf(expected[field]))
}

/**
 * Writes `values` into a row addressed by its number, only while its ID cell and `at.field` still hold what was
 * read; then reads both back. When another row took the values (a sort in between), its Ledger Note says so.
 */
export function writeByRowNumber<F extends string>(rows: NotedRows<F>, at: NumberedRow<F>, values: Values<F>): boolean {
  const before = { [rows.idField]: at.id, [at.field]: at.holds } as Values<F>
  if (!rowHolds(rows, at.row, before)) return false
  writeCells(rows, at.row, values)
  if (rowHolds(rows, at.row, { ...before, ...values })) return true
  // The row here is another: it took the values when they are there (else ours moved after the write, with them).
  if (rowHolds(rows, at.row, values)) noteStrayWrite(rows, at.row, values)
  return false
}

/** Names the columns written on this row by mistake, with the action and the time, in its Ledger Note. */
function noteStrayWrite<F extends string>(rows: NotedRows<F>, row: number, values: Values<F>, inDoubt: Values<F> = {}) {
  const headers = (Object.keys(values) as F[]).map((field) => headerOf(rows, field)).join(', ')
  const line = `${headers} written here by mistake by ${rows.action} at ${isoNow()}`
  const note = cellText(rows.sheet.getRange(row, rows.columns[rows.noteField]).getValue()).trim()
  writeCells(rows, row, { ...inDoubt, [rows.noteField]: note ? `${note}; ${line}` : line } as Values<F>)
}

/** The row that took `values` by mistake: emptied when it has no ID, else named in its Ledger Note. */
function undoStrayWrite<F extends string>(
  rows: IdRows<F>,
  row: number,
  there: string,
  values: Values<F>,
  inDoubt: Values<F>,
) {
  const fields = Object.keys(values) as F[]
  if (there === '') {
    writeCells(rows, row, Object.fromEntries(fields.map((field) => [field, ''])) as Values<F>)
    return
  }
  noteStrayWrite(rows, row, values, inDoubt)
}

const headerOf = <F extends string>(rows: NotedRows<F>, field: F) =>
  cellText(rows.sheet.getRange(1, rows.columns[field]).getValue()).trim()
