// A test double of exactly the Google services apps-script/ may use, and a loader that runs the script's
// files in a Node `vm` context holding only those services. Written values are read as Sheets reads a typed
// entry: digits become numbers (`02134` → 2134), `=…` and `+…` become formulas, date-like text becomes a
// date, and a leading apostrophe keeps the rest as text. The script lock serialises callers.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import vm from 'node:vm'

export type CellValue = string | number | boolean | Date

interface Cell {
  value: CellValue
  display: string
  formula: string
}

const EMPTY: Cell = { value: '', display: '', formula: '' }
const DATE_LIKE = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/

const pad = (n: number) => String(n).padStart(2, '0')
export function sheetsDateText(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
}

/** What a cell holds once `value` is written into it, as Sheets does for a value typed or set from a script. */
export function asTyped(value: unknown): Cell {
  if (value === null || value === undefined || value === '') return EMPTY
  if (value instanceof Date) return { value, display: sheetsDateText(value), formula: '' }
  if (typeof value === 'number') return { value, display: String(value), formula: '' }
  if (typeof value === 'boolean') return { value, display: value ? 'TRUE' : 'FALSE', formula: '' }
  const text = String(value)
  if (text.startsWith("'")) return { value: text.slice(1), display: text.slice(1), formula: '' }
  if (text.startsWith('=') || /^\+\S/.test(text)) return { value: '#ERROR!', display: '#ERROR!', formula: text }
  if (/^-?\d+(?:\.\d+)?$/.test(text.trim())) {
    const number = Number(text)
    return { value: number, display: String(number), formula: '' }
  }
  if (/^(true|false)$/i.test(text)) return asTyped(text.toLowerCase() === 'true')
  if (DATE_LIKE.test(text)) {
    const date = new Date(text.replace(' ', 'T') + (text.length === 10 ? 'T00:00:00Z' : 'Z'))
    if (!Number.isNaN(date.getTime())) return { value: date, display: sheetsDateText(date), formula: '' }
  }
  return { value: text, display: text, formula: '' }
}

/** A new sheet's grid, as Google makes it: a range past it does not exist; appendRow grows it. */
const NEW_SHEET_ROWS = 1000
const NEW_SHEET_COLUMNS = 26

export class FakeSheet {
  rows: Cell[][] = []
  frozenRows = 0
  maxRows = NEW_SHEET_ROWS
  constructor(readonly name: string) {}

  private cell(row: number, column: number): Cell {
    return this.rows[row]?.[column] ?? EMPTY
  }
  private write(row: number, column: number, value: unknown) {
    while (this.rows.length <= row) this.rows.push([])
    const cells = this.rows[row]!
    while (cells.length <= column) cells.push(EMPTY)
    cells[column] = asTyped(value)
  }

  appendRow(values: unknown[]) {
    const row = this.getLastRow()
    this.maxRows = Math.max(this.maxRows, row + 1)
    values.forEach((value, column) => this.write(row, column, value))
    return this
  }
  getLastRow() {
    for (let row = this.rows.length - 1; row >= 0; row--)
      if (this.rows[row]!.some((c) => c.display !== '')) return row + 1
    return 0
  }
  getLastColumn() {
    return Math.max(0, ...this.rows.map((cells) => cells.length))
  }
  getDataRange() {
    return this.getRange(1, 1, Math.max(1, this.getLastRow()), Math.max(1, this.getLastColumn()))
  }
  getRange(row: number, column: number, numRows = 1, numColumns = 1) {
    if (row < 1 || column < 1 || numRows < 1 || numColumns < 1) throw new Error('Range out of bounds')
    if (row + numRows - 1 > this.maxRows || column + numColumns - 1 > NEW_SHEET_COLUMNS)
      throw new Error('The coordinates of the range are outside the dimensions of the sheet.')
    const sheet: FakeSheet = this as FakeSheet
    const each = <T>(read: (cell: Cell) => T) =>
      Array.from({ length: numRows }, (_, r) =>
        Array.from({ length: numColumns }, (_, c) => read(sheet.cell(row - 1 + r, column - 1 + c))),
      )
    return {
      getValues: () => each((cell) => cell.value),
      getDisplayValues: () => each((cell) => cell.display),
      getValue: () => sheet.cell(row - 1, column - 1).value,
      setValue(value: unknown) {
        sheet.write(row - 1, column - 1, value)
        return this
      },
      setValues(values: unknown[][]) {
        if (values.length !== numRows || values.some((cells) => cells.length !== numColumns))
          throw new Error(`The data has ${values.length} rows but the range has ${numRows}`)
        values.forEach((cells, r) => cells.forEach((value, c) => sheet.write(row - 1 + r, column - 1 + c, value)))
        return this
      },
    }
  }
  setFrozenRows(rows: number) {
    this.frozenRows = rows
    return this
  }
  /** What the owner sees: each row's display texts. */
  displayRows(): string[][] {
    const width = this.getLastColumn()
    return Array.from({ length: this.getLastRow() }, (_, r) =>
      Array.from({ length: width }, (_, c) => this.cell(r, c).display),
    )
  }
  /** Cells as a test prefills them, typed as the owner would. */
  prefill(rows: unknown[][]) {
    for (const values of rows) this.appendRow(values)
  }
}

export class FakeSpreadsheet {
  readonly sheets = new Map<string, FakeSheet>()
  flushes = 0
  getSheetByName(name: string) {
    return this.sheets.get(name) ?? null
  }
  insertSheet(name: string) {
    if (this.sheets.has(name)) throw new Error(`A sheet with the name "${name}" already exists.`)
    const sheet = new FakeSheet(name)
    this.sheets.set(name, sheet)
    return sheet
  }
}

/**
 * One script lock. Executions run one at a time; `heldElsewhere` stands for another execution holding it,
 * and `onWait` runs another whole execution while this one waits, as a concurrent request would.
 */
export class FakeScriptLock {
  held = false
  heldElsewhere = false
  releasedWithoutFlush = 0
  private onWait: (() => void) | null = null
  constructor(private readonly spreadsheet: FakeSpreadsheet) {}

  runWhileNextCallerWaits(other: () => void) {
    this.onWait = other
  }
  private acquire() {
    const other = this.onWait
    this.onWait = null
    other?.()
    if (this.heldElsewhere || this.held) return false
    this.held = true
    this.flushesAtAcquire = this.spreadsheet.flushes
    return true
  }
  private flushesAtAcquire = 0
  waitLock(timeoutInMillis: number) {
    if (typeof timeoutInMillis !== 'number') throw new Error('waitLock needs a timeout')
    if (!this.acquire()) throw new Error('Lock timeout: another process was holding the lock for too long.')
  }
  tryLock(timeoutInMillis: number) {
    if (typeof timeoutInMillis !== 'number') throw new Error('tryLock needs a timeout')
    return this.acquire()
  }
  hasLock() {
    return this.held
  }
  releaseLock() {
    if (this.held && this.spreadsheet.flushes === this.flushesAtAcquire) this.releasedWithoutFlush++
    this.held = false
  }
}

export interface TextOutput {
  content: string
  mimeType: string
}

export interface LedgerScript {
  /** Runs the script's doPost on a text/plain body; throws when the script throws. */
  doPost(body: string): TextOutput
  spreadsheet: FakeSpreadsheet
  lock: FakeScriptLock
  properties: Map<string, string>
  logs: string[]
  /** The Bookings tab as the owner sees it (display texts), or [] when there is none yet. */
  bookingsTab(): string[][]
}

const SCRIPT_DIR = join(import.meta.dirname, '../../apps-script')

/** Loads every .js file of apps-script/ into one context holding only the allowed services. */
export function loadLedgerScript({ ledgerKey }: { ledgerKey: string | null }): LedgerScript {
  const spreadsheet = new FakeSpreadsheet()
  const lock = new FakeScriptLock(spreadsheet)
  const properties = new Map<string, string>()
  if (ledgerKey !== null) properties.set('LEDGER_KEY', ledgerKey)
  const logs: string[] = []
  const services = {
    SpreadsheetApp: {
      getActiveSpreadsheet: () => spreadsheet,
      flush: () => void spreadsheet.flushes++,
    },
    LockService: { getScriptLock: () => lock },
    ContentService: {
      MimeType: { JSON: 'application/json', TEXT: 'text/plain' },
      createTextOutput(content: string) {
        const output = {
          content,
          mimeType: 'text/plain',
          setMimeType(mimeType: string) {
            output.mimeType = mimeType
            return output
          },
          getContent: () => output.content,
        }
        return output
      },
    },
    PropertiesService: {
      getScriptProperties: () => ({ getProperty: (key: string) => properties.get(key) ?? null }),
    },
    Utilities: { getUuid: () => crypto.randomUUID() },
    Logger: { log: (message: unknown) => void logs.push(String(message)) },
  }
  const context = vm.createContext({ ...services })
  for (const file of readdirSync(SCRIPT_DIR)
    .filter((name) => name.endsWith('.js'))
    .sort()) {
    vm.runInContext(readFileSync(join(SCRIPT_DIR, file), 'utf8'), context, { filename: file })
  }
  const doPost = context.doPost as (e: unknown) => { content: string; mimeType: string }
  return {
    doPost(body) {
      const output = doPost({ postData: { contents: body, type: 'text/plain', length: body.length }, parameter: {} })
      return { content: output.content, mimeType: output.mimeType }
    },
    spreadsheet,
    lock,
    properties,
    logs,
    bookingsTab: () => spreadsheet.getSheetByName('Bookings')?.displayRows() ?? [],
  }
}
