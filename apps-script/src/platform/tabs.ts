// The ledger spreadsheet's tabs: columns found by header text (case and spaces ignored), so the owner may reorder,
// insert columns and sort rows; cells written as text, and read back by the tool's one cell reader.
import { cellText, isDateCell } from '../../../src/sheet-cell'

type Sheet = GoogleAppsScript.Spreadsheet.Sheet
export type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet

/** [field, header] pairs in the order a new tab gets them. */
export type ColumnDefinitions<F extends string> = readonly (readonly [F, string])[]

/** A tab whose header holds every column of its definitions (opened inside the lock). */
export interface Tab<F extends string> {
  sheet: Sheet
  columns: Record<F, number>
  width: number
}

/** A tab as found, some columns perhaps missing (read without the lock). */
export interface FoundTab<F extends string> {
  sheet: Sheet
  columns: Partial<Record<F, number>>
  width: number
}

export type Cells<F extends string> = Partial<Record<F, unknown>>

export const headerKey = (text: unknown) => String(text).toLowerCase().replace(/\s+/g, '')

/** field → 1-based column; the first of two same-named columns wins. Reads the header row only. */
export function columnsOf<F extends string>(sheet: Sheet, definitions: ColumnDefinitions<F>): FoundTab<F> {
  const columns: Partial<Record<F, number>> = {}
  const width = sheet.getLastColumn()
  if (sheet.getLastRow() === 0 || width === 0) return { sheet, columns, width: 0 }
  const header = sheet.getRange(1, 1, 1, width).getValues()[0] as unknown[]
  const byKey: Record<string, number> = {}
  header.forEach((cell, c) => {
    const key = `:${headerKey(cellText(cell))}`
    if (key !== ':' && !byKey[key]) byKey[key] = c + 1
  })
  for (const [field, name] of definitions) {
    const column = byKey[`:${headerKey(name)}`]
    if (column) columns[field] = column
  }
  return { sheet, columns, width }
}

/** A tab's columns by field, or null when there is no such tab. */
export function findTab<F extends string>(
  spreadsheet: Spreadsheet,
  name: string,
  definitions: ColumnDefinitions<F>,
): FoundTab<F> | null {
  const sheet = spreadsheet.getSheetByName(name)
  return sheet ? columnsOf(sheet, definitions) : null
}

/** Opens or creates a tab and adds any missing column at the right end of its header. Inside the lock only. */
export function openTab<F extends string>(
  spreadsheet: Spreadsheet,
  name: string,
  definitions: ColumnDefinitions<F>,
): Tab<F> {
  const sheet = spreadsheet.getSheetByName(name) ?? spreadsheet.insertSheet(name)
  const found = columnsOf(sheet, definitions)
  const missing = definitions.filter(([field]) => !found.columns[field])
  let width = found.width
  if (missing.length > 0) {
    const first = width + 1
    const needed = first + missing.length - 1 - sheet.getMaxColumns()
    if (needed > 0) sheet.insertColumnsAfter(sheet.getMaxColumns(), needed)
    missing.forEach(([field], m) => (found.columns[field] = first + m))
    sheet.getRange(1, first, 1, missing.length).setValues([missing.map(([, header]) => header)])
    width = first + missing.length - 1
    if (width === missing.length) sheet.setFrozenRows(1)
  }
  return { sheet, columns: found.columns as Record<F, number>, width }
}

/** The tab found without the lock, opened (its missing columns added) only when a column is missing. */
export function completeTab<F extends string>(
  spreadsheet: Spreadsheet,
  tab: FoundTab<F> | null,
  name: string,
  definitions: ColumnDefinitions<F>,
): Tab<F> {
  return tab !== null && hasEveryColumn(tab, definitions) ? tab : openTab(spreadsheet, name, definitions)
}

/** Whether a tab found without the lock already holds every column of its definitions. */
export const hasEveryColumn = <F extends string>(tab: FoundTab<F>, definitions: ColumnDefinitions<F>): tab is Tab<F> =>
  definitions.every(([field]) => tab.columns[field])

/** Every text cell is written with an apostrophe: Sheets would read `02134` as a number and `=…` as a formula. */
export function asText(value: unknown): string | number {
  if (typeof value === 'number') return value
  return typeof value === 'string' && value !== '' ? `'${value}` : ''
}

/** Writes `values` (field → value) into one row; adjacent cells in one call, the owner's cells between never rewritten. */
export function writeCells<F extends string>(tab: Tab<F>, row: number, values: Partial<Record<F, unknown>>) {
  const columns = (Object.keys(values) as F[])
    .map((field) => [tab.columns[field], asText(values[field])] as const)
    .sort((a, b) => a[0] - b[0])
  for (let i = 0; i < columns.length;) {
    const run = [columns[i]![1]]
    let j = i + 1
    while (j < columns.length && columns[j]![0] === columns[j - 1]![0] + 1) run.push(columns[j++]![1])
    tab.sheet.getRange(row, columns[i]![0], 1, run.length).setValues([run])
    i = j
  }
}

/** Appends one row to a tab, each value in its column. */
export function appendTabRow<F extends string>(tab: Tab<F>, values: Partial<Record<F, unknown>>) {
  const row: (string | number)[] = []
  for (let c = 0; c < tab.width; c++) row.push('')
  for (const field of Object.keys(values) as F[]) row[tab.columns[field] - 1] = asText(values[field])
  tab.sheet.appendRow(row)
}

/** One column's cells under the header; null when the tab lacks it. */
export function columnCells<F extends string>(tab: FoundTab<F>, field: F): unknown[] | null {
  const column = tab.columns[field]
  if (!column) return null
  const last = tab.sheet.getLastRow()
  if (last < 2) return []
  return (tab.sheet.getRange(2, column, last - 1, 1).getValues() as unknown[][]).map((cells) => cells[0])
}

/** Rows (ascending) grouped into windows [first, last], the smallest gaps filled while the windows hold ≤ maxRows. */
export function windowsOf(rows: readonly number[], maxRows: number): [number, number][] {
  if (rows.length === 0) return []
  const gaps: [number, number][] = []
  for (let i = 1; i < rows.length; i++) if (rows[i]! - rows[i - 1]! > 1) gaps.push([rows[i]! - rows[i - 1]! - 1, i])
  gaps.sort((a, b) => a[0] - b[0])
  let total = rows.length
  const filled = new Set<number>()
  for (const [gap, at] of gaps) {
    if (total + gap > maxRows) break
    total += gap
    filled.add(at)
  }
  const windows: [number, number][] = [[rows[0]!, rows[0]!]]
  for (let r = 1; r < rows.length; r++) {
    if (rows[r] === rows[r - 1]! + 1 || filled.has(r)) windows[windows.length - 1]![1] = rows[r]!
    else windows.push([rows[r]!, rows[r]!])
  }
  return windows
}

/** row → cells of `fields` over `windows`; adjacent columns are read in one call. */
export function readWindows<F extends string>(
  tab: FoundTab<F>,
  fields: readonly F[],
  windows: readonly (readonly [number, number])[],
): Record<number, Cells<F>> {
  const columns = fields
    .filter((field) => tab.columns[field])
    .map((field) => [tab.columns[field]!, field] as const)
    .sort((a, b) => a[0] - b[0])
  const out: Record<number, Cells<F>> = {}
  for (const [first, last] of windows) {
    const count = last - first + 1
    for (let r = 0; r < count; r++) out[first + r] = {}
    for (let i = 0; i < columns.length;) {
      let j = i + 1
      while (j < columns.length && columns[j]![0] === columns[j - 1]![0] + 1) j++
      const cells = tab.sheet.getRange(first, columns[i]![0], count, j - i).getValues() as unknown[][]
      for (let row = 0; row < count; row++)
        for (let c = i; c < j; c++) out[first + row]![columns[c]![1]] = cells[row]![c - i]
      i = j
    }
  }
  return out
}

/** A time cell the script wrote (ISO text) or the owner typed (a date); NaN otherwise. */
export function timeCell(value: unknown): number {
  if (isDateCell(value)) return value.getTime()
  const text = typeof value === 'string' ? cellText(value).trim() : ''
  return text === '' ? NaN : new Date(text).getTime()
}

export const isoOrEmpty = (time: number | null) =>
  time === null || Number.isNaN(time) ? '' : new Date(time).toISOString()
