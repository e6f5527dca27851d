// A test double of exactly the Google services apps-script/ may use, and a loader that runs the script's
// files in a Node `vm` context holding only those services (the script sees facades with exactly the allowed
// methods; tests see the fake objects behind them). Written values are read as Sheets reads a typed
// entry: digits become numbers (`02134` → 2134), `=…` and `+…` become formulas, date-like text becomes a
// date, and a leading apostrophe keeps the rest as text; in a range formatted Plain text (`@`) the text is kept
// as written, apostrophe included. The script lock serialises callers. The double counts the cells the script
// reads (every getValues/getDisplayValues counts the cells of its range, getValue one) and its write calls
// (setValues, setValue, appendRow, insertRowsAfter, insertColumnsAfter and setNumberFormat count one each).
// A test may run code before any of the script's sheet calls (`beforeSheetCall`, to sort rows between two of
// them) or lock acquisitions (`lock.beforeEachAcquire`), or a whole execution between any two service calls
// (`executions.duringServiceCall`); an execution that begins while another is under way runs in a fresh context
// of its own, as Google runs each execution, sharing only the services. The other services are in
// apps-script-services.ts.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import vm from 'node:vm'
import ts from 'typescript'
import {
  type Execution,
  Executions,
  ExecutionStopped,
  FakeCache,
  FakeClock,
  FakeConsent,
  FakeMailApp,
  FakeScriptProperties,
  FakeUrlFetchApp,
  fakeScriptApp,
  type FakeTrigger,
  newBlob,
  parseCsv,
  SCOPES,
} from './apps-script-services'
import {
  base64EncodeWebSafe,
  computeHmacSha256Signature,
  createHtmlOutput,
  FakeHtmlOutput,
  formatDate,
  type HtmlOutput,
} from './apps-script-html'

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
const OUTSIDE = 'The coordinates of the range are outside the dimensions of the sheet.'

/** What the script did to the spreadsheet, as the budget counts it. */
export interface Counters {
  cellsRead: number
  writeCalls: number
}

export class FakeSheet {
  rows: Cell[][] = []
  frozenRows = 0
  maxRows = NEW_SHEET_ROWS
  maxColumns = NEW_SHEET_COLUMNS
  numberFormats: { row: number; column: number; rows: number; columns: number; format: string }[] = []
  constructor(
    readonly name: string,
    readonly counters: Counters = { cellsRead: 0, writeCalls: 0 },
  ) {}

  private cell(row: number, column: number): Cell {
    return this.rows[row]?.[column] ?? EMPTY
  }
  /** 0-based cell: its last number format is Plain text (`@`). */
  private isPlainText(row: number, column: number) {
    const covering = this.numberFormats.filter(
      (f) =>
        row + 1 >= f.row && row + 1 < f.row + f.rows && column + 1 >= f.column && column + 1 < f.column + f.columns,
    )
    return covering.at(-1)?.format === '@'
  }
  private write(row: number, column: number, value: unknown) {
    while (this.rows.length <= row) this.rows.push([])
    const cells = this.rows[row]!
    while (cells.length <= column) cells.push(EMPTY)
    cells[column] =
      typeof value === 'string' && value !== '' && this.isPlainText(row, column)
        ? { value, display: value, formula: '' }
        : asTyped(value)
  }

  getName() {
    return this.name
  }
  appendRow(values: unknown[]) {
    this.counters.writeCalls++
    const row = this.getLastRow()
    this.maxRows = Math.max(this.maxRows, row + 1)
    this.maxColumns = Math.max(this.maxColumns, values.length)
    values.forEach((value, column) => this.write(row, column, value))
    return this
  }
  getLastRow() {
    for (let row = this.rows.length - 1; row >= 0; row--)
      if (this.rows[row]!.some((c) => c.display !== '')) return row + 1
    return 0
  }
  getLastColumn() {
    let last = 0
    for (const cells of this.rows)
      for (let c = cells.length - 1; c >= last; c--)
        if (cells[c]!.display !== '') {
          last = c + 1
          break
        }
    return last
  }
  getMaxRows() {
    return this.maxRows
  }
  getMaxColumns() {
    return this.maxColumns
  }
  /** Google: inserts `howMany` empty rows after row `afterPosition` (1-based), shifting the rows below. */
  insertRowsAfter(afterPosition: number, howMany: number) {
    if (!(afterPosition >= 1 && afterPosition <= this.maxRows) || !(howMany >= 1)) throw new Error(OUTSIDE)
    this.counters.writeCalls++
    if (afterPosition < this.rows.length)
      this.rows.splice(afterPosition, 0, ...Array.from({ length: howMany }, () => [] as Cell[]))
    this.maxRows += howMany
    return this
  }
  /** Google: inserts `howMany` empty columns after column `afterPosition` (1-based), shifting those right of it. */
  insertColumnsAfter(afterPosition: number, howMany: number) {
    if (!(afterPosition >= 1 && afterPosition <= this.maxColumns) || !(howMany >= 1)) throw new Error(OUTSIDE)
    this.counters.writeCalls++
    for (const cells of this.rows)
      if (afterPosition < cells.length) cells.splice(afterPosition, 0, ...Array<Cell>(howMany).fill(EMPTY))
    this.maxColumns += howMany
    return this
  }
  getDataRange() {
    return this.getRange(1, 1, Math.max(1, this.getLastRow()), Math.max(1, this.getLastColumn()))
  }
  getRange(row: number, column: number, numRows = 1, numColumns = 1) {
    if (row < 1 || column < 1 || numRows < 1 || numColumns < 1) throw new Error('Range out of bounds')
    if (row + numRows - 1 > this.maxRows || column + numColumns - 1 > this.maxColumns) throw new Error(OUTSIDE)
    const sheet: FakeSheet = this as FakeSheet
    const counters = this.counters
    const each = <T>(read: (cell: Cell) => T) => {
      counters.cellsRead += numRows * numColumns
      return Array.from({ length: numRows }, (_, r) =>
        Array.from({ length: numColumns }, (_, c) => read(sheet.cell(row - 1 + r, column - 1 + c))),
      )
    }
    return {
      getValues: () => each((cell) => cell.value),
      getDisplayValues: () => each((cell) => cell.display),
      getValue: () => {
        counters.cellsRead++
        return sheet.cell(row - 1, column - 1).value
      },
      setValue(value: unknown) {
        counters.writeCalls++
        sheet.write(row - 1, column - 1, value)
        return this
      },
      setValues(values: unknown[][]) {
        if (values.length !== numRows || values.some((cells) => cells.length !== numColumns))
          throw new Error(`The data has ${values.length} rows but the range has ${numRows}`)
        counters.writeCalls++
        values.forEach((cells, r) => cells.forEach((value, c) => sheet.write(row - 1 + r, column - 1 + c, value)))
        return this
      },
      setNumberFormat(format: string) {
        counters.writeCalls++
        sheet.numberFormats.push({ row, column, rows: numRows, columns: numColumns, format })
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
  /** Fills the sheet from row 1 at once (a big ledger in a fraction of a second); counts nothing. */
  load(rows: unknown[][]) {
    this.rows = rows.map((values) => values.map((value) => asTyped(value)))
    this.maxRows = Math.max(this.maxRows, this.rows.length)
    this.maxColumns = Math.max(this.maxColumns, ...this.rows.slice(0, 1).map((cells) => cells.length))
    for (const cells of this.rows) if (cells.length > this.maxColumns) this.maxColumns = cells.length
  }
  /** The cells of `column` (1-based) under the header row, as display texts. */
  column(column: number): string[] {
    return this.rows.slice(1, this.getLastRow()).map((cells) => cells[column - 1]?.display ?? '')
  }
  /** The owner formats a whole column as Plain text (Format → Number → Plain text). */
  formatColumnAsPlainText(column: number) {
    this.numberFormats.push({ row: 1, column, rows: this.maxRows, columns: 1, format: '@' })
  }
  /** The formula a cell (1-based) holds, or ''. */
  formulaAt(row: number, column: number): string {
    return this.cell(row - 1, column - 1).formula
  }
  /** The owner sorts the rows under the header (Data → Sort range), comparing their display texts. */
  sortDataRows(compare: (a: string[], b: string[]) => number) {
    const last = this.getLastRow()
    const texts = (cells: Cell[]) => cells.map((cell) => cell.display)
    const sorted = this.rows.slice(1, last).sort((a, b) => compare(texts(a), texts(b)))
    this.rows.splice(1, sorted.length, ...sorted)
  }
}

export class FakeSpreadsheet {
  readonly sheets = new Map<string, FakeSheet>()
  readonly counters: Counters = { cellsRead: 0, writeCalls: 0 }
  flushes = 0
  /** File → Settings → Time zone: where dates typed by hand are read. */
  timeZone = 'America/Chicago'
  constructor(readonly name = 'Agency ledger') {}
  getName() {
    return this.name
  }
  getSpreadsheetTimeZone() {
    return this.timeZone
  }
  getSheetByName(name: string) {
    return this.sheets.get(name) ?? null
  }
  insertSheet(name: string) {
    if (this.sheets.has(name)) throw new Error(`A sheet with the name "${name}" already exists.`)
    const sheet = new FakeSheet(name, this.counters)
    this.sheets.set(name, sheet)
    return sheet
  }
}

/**
 * One script lock. Executions run one at a time; `heldElsewhere` stands for another execution holding it,
 * and `onWait` runs another whole execution while this one waits, as a concurrent request would. As Google
 * documents, releaseLock does nothing in an execution that does not hold the lock, and an execution's lock is let
 * go when it ends.
 */
export class FakeScriptLock {
  held = false
  /** The execution holding the lock (undefined when the test took it outside any execution). */
  private holder: Execution | undefined = undefined
  heldElsewhere = false
  releasedWithoutFlush = 0
  acquisitions = 0
  /** Runs before every acquisition with its number (1 for the first): the owner may sort the tab meanwhile. */
  beforeEachAcquire: ((acquisition: number) => void) | null = null
  private onWait: (() => void) | null = null
  constructor(
    private readonly spreadsheet: FakeSpreadsheet,
    private readonly executions?: Executions,
  ) {}

  runWhileNextCallerWaits(other: () => void) {
    this.onWait = other
  }
  private acquire() {
    const other = this.onWait
    this.onWait = null
    other?.()
    this.beforeEachAcquire?.(this.acquisitions + 1)
    if (this.heldElsewhere || this.held) return false
    this.held = true
    this.holder = this.executions?.current()
    this.acquisitions++
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
    return this.held && this.holder === this.executions?.current()
  }
  releaseLock() {
    if (this.held && this.holder !== this.executions?.current()) return
    if (this.held && this.spreadsheet.flushes === this.flushesAtAcquire) this.releasedWithoutFlush++
    this.held = false
  }
  /** Google lets an execution's lock go when the execution ends, however it ends. */
  executionEnded(execution: Execution) {
    if (this.held && this.holder === execution) this.held = false
  }
}

export interface TextOutput {
  content: string
  mimeType: string
}

/** Where loadLedgerScript's partner sheet is published, answered by the double's UrlFetchApp. */
export const TEST_PARTNER_SHEET_URL =
  'https://docs.google.com/spreadsheets/d/e/2PACX-test/pub?gid=0&single=true&output=csv'

/** The partner sheet a test publishes: its CSV, the HTTP status it answers, or no answer at all. */
export interface PublishedSheet {
  csv: string
  status: number
  reachable: boolean
}

/** One call of the script to a sheet or range method, as `beforeSheetCall` sees it. */
export interface SheetCall {
  sheet: string
  method: string
  /** 1 for the script's first sheet call since the load. */
  count: number
}

export interface LedgerScript {
  /**
   * Runs the script's doPost on a text/plain body, as a stranger's POST (the active user is `activeUserEmail`,
   * else ''); throws when the script throws, and ExecutionStopped when the execution was stopped
   * (executions.stopAfterEmails, stopAfterServiceCalls), its lock released as Google does.
   */
  doPost(body: string): TextOutput
  /** Runs the script's doGet with these query parameters, as a visitor's GET of the web app URL. */
  doGet(parameter: Record<string, string>): HtmlOutput
  /** Runs a top-level function of the script as the owner runs it from the editor's Run menu (`authorize`). */
  call<T = unknown>(name: string, ...args: unknown[]): T
  /**
   * Runs a google.script.run target as a served page calls it: a visitor's execution (the active user is
   * `activeUserEmail`, else ''). Throws `Script function not found: {name}` for any other name.
   */
  runFromPage<T = unknown>(name: string, ...args: unknown[]): T
  /** The owner who deployed the web app "execute as me": every execution's effective user. */
  ownerEmail: string
  /**
   * The active user of a web app visitor's execution (doPost, doGet, runFromPage): null for '' (Google reveals no
   * one to a script executing as its developer), or an address, as for a visitor of the owner's Workspace domain.
   */
  activeUserEmail: string | null
  /** Every global binding of the script that holds a function, whatever its name, in source order. */
  globalFunctions: readonly string[]
  /**
   * What a page's google.script.run may call: every global function whose name does not end in `_` (Google
   * offers "any server-side function"; a name ending in `_` is private).
   */
  scriptRunTargets: readonly string[]
  /** Script Properties reads so far (getProperty and getProperties count one each, as Google's quota does). */
  propertyReads(): number
  /** Script Properties writes so far (setProperty and deleteProperty count one each). */
  propertyWrites(): number
  /** What is left of the day's Properties quota (reads and writes together); at 0 every Properties call throws. */
  propertyQuota: { left: number }
  /** How many Google service calls the last execution that ended made (every call behind a facade). */
  lastServiceCalls(): number
  /** The project's triggers, as the owner sees them in the editor's Triggers page. */
  triggers: FakeTrigger[]
  /**
   * Runs every time-driven trigger once, as Google does when its interval comes round: its handler must be a global
   * function (else Google logs "Script function not found"), called with a time-driven event object, as the owner
   * who made the trigger.
   */
  runTimeDrivenTriggers(): void
  /** Runs one of the script's internal functions through the tests' handle (apps-script/src/test-handle.ts). */
  internal<T = unknown>(name: string, ...args: unknown[]): T
  spreadsheet: FakeSpreadsheet
  /** False: a standalone script, SpreadsheetApp.getActiveSpreadsheet() answers null. */
  bound: boolean
  lock: FakeScriptLock
  mail: FakeMailApp
  urlFetch: FakeUrlFetchApp
  cache: FakeCache
  consent: FakeConsent
  clock: FakeClock
  executions: Executions
  /** The sheet at TEST_PARTNER_SHEET_URL, when the script was loaded with a partner CSV. */
  partnerSheet: PublishedSheet
  /** Runs before each sheet or range call the script makes (not the test's own). */
  beforeSheetCall: ((call: SheetCall) => void) | null
  properties: Map<string, string>
  logs: string[]
  /** Cells read and write calls since the start or the last reset. */
  counters: Counters
  resetCounters(): void
  /** The Bookings tab as the owner sees it (display texts), or [] when there is none yet. */
  bookingsTab(): string[][]
}

const SCRIPT_DIR = join(import.meta.dirname, '../../apps-script')
const BUILD_SCRIPT = join(import.meta.dirname, '../build-ledger-script.ts')

let testHandleScript: vm.Script | null = null
/** The tests' handle, built like ledger.js (its wall clock too) once per process; esbuild's plugins need a child. */
function testHandle(): vm.Script {
  testHandleScript ??= new vm.Script(
    execFileSync(process.execPath, ['--import', 'tsx', BUILD_SCRIPT, '--test-handle'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
    { filename: 'test-handle.js' },
  )
  return testHandleScript
}
const DEFAULT_OWNER_EMAIL = 'owner@example.com'

/** The names every top-level declaration of a script binds (functions, classes, var, let and const). */
function topLevelNames(source: string): string[] {
  const file = ts.createSourceFile('script.js', source, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS)
  const names: string[] = []
  const bindings = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) names.push(name.text)
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bindings(element.name)
  }
  for (const statement of file.statements) {
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      names.push(statement.name.text)
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) bindings(declaration.name)
  }
  return names
}

/**
 * The global bindings that hold a function once a script ran in `context`: its declared names, and any global it
 * made by assignment (the context's own properties beyond the `services` it was given).
 */
function globalFunctionsOf(context: vm.Context, declared: readonly string[], services: readonly string[]): string[] {
  const assigned = Object.keys(context).filter((name) => !services.includes(name))
  return [...new Set([...declared, ...assigned])].filter(
    (name) => vm.runInContext(`typeof ${name}`, context) === 'function',
  )
}

/** The global bindings holding a function after `source` runs on its own (no Google service is called). */
export function globalFunctionsOfScript(source: string): string[] {
  const context = vm.createContext({})
  vm.runInContext(source, context)
  return globalFunctionsOf(context, topLevelNames(source), [])
}

/** How a facade makes each call: `call` calls the fake; the double counts and checks around it. */
type AroundCall = (method: string, call: () => unknown) => unknown

/** The methods (and enums) of `target` the script may use, and nothing else, each call made through `around`. */
function facade<T extends object>(
  target: T,
  methods: readonly (keyof T & string)[],
  wrap: Partial<Record<string, (value: unknown) => unknown>> = {},
  around: AroundCall = (_method, call) => call(),
) {
  const out: Record<string, unknown> = {}
  for (const method of methods) {
    // An enum (ContentService.MimeType, ScriptApp.AuthMode) is offered as it is.
    if (typeof target[method] !== 'function') {
      out[method] = target[method]
      continue
    }
    const after = wrap[method]
    // Looked up at each call, so a test may replace a method of the fake (to make a service fail).
    out[method] = (...args: unknown[]) => {
      const result = around(method, () => (target[method] as (...a: unknown[]) => unknown).apply(target, args))
      return after ? after(result) : result === target ? out : result
    }
  }
  return Object.freeze(out)
}

/**
 * What the double offers the script, and nothing else: each global Google service, and each object one of them
 * answers that a facade limits (named as in Google's reference), with the methods and enums the script may use.
 * The facades below are made from these lists; docs/ledger-contract.md ("Services, and nothing else") lists the
 * same, as tests/unit/apps-script/google-services-doc.test.ts checks. The other objects the services answer
 * (TextOutput, HtmlOutput, HTTPResponse, AuthorizationInfo, Blob) are the fakes' own; `Date` is the double's clock.
 */
export const OFFERED_SERVICES = {
  SpreadsheetApp: ['getActiveSpreadsheet', 'flush'],
  Spreadsheet: ['getSheetByName', 'insertSheet', 'getName', 'getSpreadsheetTimeZone'],
  Sheet: [
    'getLastRow',
    'getLastColumn',
    'getMaxRows',
    'getMaxColumns',
    'insertRowsAfter',
    'insertColumnsAfter',
    'getRange',
    'getDataRange',
    'appendRow',
    'setFrozenRows',
    'getName',
  ],
  Range: ['getValues', 'getDisplayValues', 'setValues', 'getValue', 'setValue', 'setNumberFormat'],
  LockService: ['getScriptLock'],
  Lock: ['waitLock', 'tryLock', 'releaseLock'],
  ContentService: ['createTextOutput', 'MimeType'],
  PropertiesService: ['getScriptProperties'],
  Properties: ['getProperty', 'getProperties', 'setProperty', 'deleteProperty'],
  Utilities: ['getUuid', 'parseCsv', 'computeHmacSha256Signature', 'base64EncodeWebSafe', 'formatDate', 'newBlob'],
  Session: ['getScriptTimeZone', 'getActiveUser', 'getEffectiveUser'],
  User: ['getEmail'],
  HtmlService: ['createHtmlOutput'],
  Logger: ['log'],
  MailApp: ['sendEmail', 'getRemainingDailyQuota'],
  UrlFetchApp: ['fetch'],
  CacheService: ['getScriptCache'],
  Cache: ['get', 'getAll', 'put', 'putAll', 'remove', 'removeAll'],
  ScriptApp: [
    'getAuthorizationInfo',
    'requireAllScopes',
    'requireScopes',
    'newTrigger',
    'getProjectTriggers',
    'deleteTrigger',
    'AuthMode',
    'AuthorizationStatus',
    'EventType',
  ],
} as const satisfies Record<string, readonly string[]>

/** Loads every .js file of apps-script/ into one context holding only the allowed services. */
export function loadLedgerScript({
  ledgerKey,
  bound = true,
  spreadsheetName,
  partnerCsv,
  scriptTimeZone = 'America/Chicago',
  answersVersion,
  scriptDir = SCRIPT_DIR,
}: {
  /** Where the script's .js files are: apps-script/, or a test's fixture script. */
  scriptDir?: string
  /** The version `check` answers, as from an owner who has not pasted the latest script; the code stays today's. */
  answersVersion?: number
  /** The script's own zone (appsscript.json's timeZone), which Session.getScriptTimeZone() answers. */
  scriptTimeZone?: string
  ledgerKey: string | null
  bound?: boolean
  spreadsheetName?: string
  /** Publishes this partner sheet at TEST_PARTNER_SHEET_URL, set as the PARTNER_SHEET_URL Script Property. */
  partnerCsv?: string
}): LedgerScript {
  const spreadsheet = new FakeSpreadsheet(spreadsheetName)
  const clock = new FakeClock()
  const executions = new Executions()
  const lock = new FakeScriptLock(spreadsheet, executions)
  const consent = new FakeConsent()
  const mail = new FakeMailApp(consent, executions)
  const urlFetch = new FakeUrlFetchApp(consent)
  const cache = new FakeCache(clock)
  const properties = new Map<string, string>()
  const scriptProperties = new FakeScriptProperties(properties)
  if (ledgerKey !== null) properties.set('LEDGER_KEY', ledgerKey)
  const partnerSheet: PublishedSheet = { csv: partnerCsv ?? '', status: 200, reachable: true }
  if (partnerCsv !== undefined) {
    properties.set('PARTNER_SHEET_URL', TEST_PARTNER_SHEET_URL)
    urlFetch.answer(TEST_PARTNER_SHEET_URL, () =>
      partnerSheet.reachable ? { status: partnerSheet.status, body: partnerSheet.csv } : 'unreachable',
    )
  }
  const logs: string[] = []
  const script = {} as LedgerScript
  let sheetCalls = 0
  /**
   * Every service call: a stopped execution calls nothing more; the rest as each service asks; then, answered or
   * thrown, it counts for the execution (which may run the test's other execution or stop there).
   */
  const guard =
    (check: (method: string) => void = () => undefined): AroundCall =>
    (method, call) => {
      executions.check()
      try {
        check(method)
        return call()
      } finally {
        executions.serviceCalled()
      }
    }
  const sheetGuard = (sheet: FakeSheet) =>
    guard((method) => script.beforeSheetCall?.({ sheet: sheet.name, method, count: ++sheetCalls }))
  const rangeFacade = (sheet: FakeSheet, range: object) =>
    facade(range as ReturnType<FakeSheet['getRange']>, OFFERED_SERVICES.Range, {}, sheetGuard(sheet))
  const sheetFacades = new Map<FakeSheet, object>()
  const sheetFacade = (sheet: unknown) => {
    if (!(sheet instanceof FakeSheet)) return sheet
    if (!sheetFacades.has(sheet))
      sheetFacades.set(
        sheet,
        facade(
          sheet,
          OFFERED_SERVICES.Sheet,
          {
            getRange: (range) => rangeFacade(sheet, range as object),
            getDataRange: (range) => rangeFacade(sheet, range as object),
            insertRowsAfter: () => sheetFacades.get(sheet),
            insertColumnsAfter: () => sheetFacades.get(sheet),
            appendRow: () => sheetFacades.get(sheet),
            setFrozenRows: () => sheetFacades.get(sheet),
          },
          sheetGuard(sheet),
        ),
      )
    return sheetFacades.get(sheet)
  }
  const spreadsheetFacade = facade(
    spreadsheet,
    OFFERED_SERVICES.Spreadsheet,
    { getSheetByName: sheetFacade, insertSheet: sheetFacade },
    guard(),
  )
  const needsSpreadsheet = guard((method) => consent.require(SCOPES.spreadsheet, `SpreadsheetApp.${method}`))
  /** A service made of these methods, exactly those `names` lists. */
  const plain = <N extends string>(names: readonly N[], methods: Record<NoInfer<N>, (...args: never[]) => unknown>) =>
    facade(methods, names, {}, guard())
  const scriptApp = fakeScriptApp(consent)
  const userOf = (email: string) => facade({ getEmail: () => email }, OFFERED_SERVICES.User, {}, guard())
  const needsUserEmail = guard((method) => {
    if (method !== 'getScriptTimeZone') consent.require(SCOPES.userEmail, `Session.${method}`)
  })
  const clockDate = clock.dateClass()
  const services = {
    SpreadsheetApp: facade(
      {
        getActiveSpreadsheet: () => (script.bound ? spreadsheetFacade : null),
        flush: () => void spreadsheet.flushes++,
      },
      OFFERED_SERVICES.SpreadsheetApp,
      {},
      needsSpreadsheet,
    ),
    LockService: plain(OFFERED_SERVICES.LockService, {
      getScriptLock: () => facade(lock, OFFERED_SERVICES.Lock, {}, guard()),
    }),
    ContentService: facade(
      {
        MimeType: Object.freeze({ JSON: 'application/json', TEXT: 'text/plain' }),
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
      OFFERED_SERVICES.ContentService,
      {},
      guard(),
    ),
    PropertiesService: plain(OFFERED_SERVICES.PropertiesService, {
      getScriptProperties: () => facade(scriptProperties, OFFERED_SERVICES.Properties, {}, guard()),
    }),
    Utilities: plain(OFFERED_SERVICES.Utilities, {
      getUuid: () => crypto.randomUUID(),
      parseCsv,
      computeHmacSha256Signature,
      base64EncodeWebSafe,
      formatDate,
      newBlob,
    }),
    Session: facade(
      {
        getScriptTimeZone: () => scriptTimeZone,
        getActiveUser: () => userOf(executions.activeUser()),
        // The web app executes as the developer, and the owner made the triggers: always the owner.
        getEffectiveUser: () => userOf(script.ownerEmail),
      },
      OFFERED_SERVICES.Session,
      {},
      needsUserEmail,
    ),
    HtmlService: plain(OFFERED_SERVICES.HtmlService, { createHtmlOutput }),
    Logger: plain(OFFERED_SERVICES.Logger, { log: (message: unknown) => void logs.push(String(message)) }),
    MailApp: facade(mail, OFFERED_SERVICES.MailApp, {}, guard()),
    UrlFetchApp: facade(urlFetch, OFFERED_SERVICES.UrlFetchApp, {}, guard()),
    CacheService: plain(OFFERED_SERVICES.CacheService, {
      getScriptCache: () => facade(cache, OFFERED_SERVICES.Cache, {}, guard()),
    }),
    ScriptApp: facade(scriptApp, OFFERED_SERVICES.ScriptApp, {}, guard()),
    Date: clockDate,
  } satisfies Partial<Record<keyof typeof OFFERED_SERVICES, object>> & { Date: DateConstructor }
  const declared: string[] = []
  // Compiled once; each execution that begins inside another runs them again in a context of its own.
  const compiled = readdirSync(scriptDir)
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((file) => {
      const read = readFileSync(join(scriptDir, file), 'utf8')
      const source =
        answersVersion === undefined
          ? read
          : read.replace(/var LEDGER_SCRIPT_VERSION = \d+/, `var LEDGER_SCRIPT_VERSION = ${answersVersion}`)
      declared.push(...topLevelNames(source))
      return new vm.Script(source, { filename: file })
    })
  /** A context holding only the services, the script's files run in it: its globals its own. */
  const freshContext = () => {
    const context = vm.createContext({ ...services })
    for (const file of compiled) file.runInContext(context)
    return context
  }
  const main = freshContext()
  const globalFunctions = globalFunctionsOf(main, declared, Object.keys(services))
  const scriptRunTargets = globalFunctions.filter((name) => !name.endsWith('_'))
  /**
   * One execution of a script function, as Google runs it: in the main context, or in a fresh one when it begins
   * while another is under way; stopped half-way, it throws; however it ends, its lock is let go.
   */
  const execute = <T>(activeUser: string, run: (context: vm.Context) => T): T => {
    const context = executions.underway() ? freshContext() : main
    const execution = executions.begin(activeUser)
    const finish = () => {
      const stopped = executions.end()
      lock.executionEnded(execution)
      return stopped
    }
    let result: T
    try {
      result = run(context)
    } catch (error) {
      if (finish()) throw new ExecutionStopped()
      throw error
    }
    if (finish()) throw new ExecutionStopped()
    return result
  }
  const visitor = () => script.activeUserEmail ?? ''
  const functionIn = (context: vm.Context, name: string) =>
    vm.runInContext(name, context) as (...args: unknown[]) => unknown
  return Object.assign(script, {
    doPost(body: string) {
      const event = { postData: { contents: body, type: 'text/plain', length: body.length }, parameter: {} }
      const output = execute(visitor(), (context) => functionIn(context, 'doPost')(event)) as TextOutput
      return { content: output.content, mimeType: output.mimeType }
    },
    doGet(parameter: Record<string, string>) {
      const output = execute(visitor(), (context) =>
        functionIn(context, 'doGet')({ parameter, parameters: {}, queryString: '' }),
      )
      if (!(output instanceof FakeHtmlOutput)) throw new Error('doGet did not return an HtmlOutput')
      return output
    },
    call<T>(name: string, ...args: unknown[]) {
      if (!globalFunctions.includes(name)) throw new Error(`The script has no function ${name}`)
      return execute(script.ownerEmail, (context) => functionIn(context, name)(...args) as T)
    },
    runFromPage<T>(name: string, ...args: unknown[]) {
      if (!scriptRunTargets.includes(name)) throw new Error(`Script function not found: ${name}`)
      return execute(visitor(), (context) => functionIn(context, name)(...args) as T)
    },
    ownerEmail: DEFAULT_OWNER_EMAIL,
    activeUserEmail: null,
    globalFunctions,
    scriptRunTargets,
    triggers: scriptApp.triggers,
    propertyReads: () => scriptProperties.reads,
    propertyWrites: () => scriptProperties.writes,
    propertyQuota: scriptProperties.quota,
    lastServiceCalls: () => executions.lastServiceCalls,
    runTimeDrivenTriggers() {
      for (const trigger of [...scriptApp.triggers]) {
        const handler = trigger.getHandlerFunction()
        if (!globalFunctions.includes(handler)) throw new Error(`Script function not found: ${handler}`)
        const at = new clockDate()
        script.call(handler, {
          authMode: 'FULL',
          triggerUid: trigger.getUniqueId(),
          year: at.getUTCFullYear(),
          month: at.getUTCMonth() + 1,
          'day-of-month': at.getUTCDate(),
          hour: at.getUTCHours(),
          minute: at.getUTCMinutes(),
          second: at.getUTCSeconds(),
          timezone: 'UTC',
        })
      }
    },
    internal<T>(name: string, ...args: unknown[]) {
      return execute(script.ownerEmail, (context) => {
        if (!vm.runInContext('typeof LedgerTestHandle_ === "object"', context)) testHandle().runInContext(context)
        const handle = vm.runInContext('LedgerTestHandle_', context) as Record<string, unknown>
        const fn = handle[name]
        if (typeof fn !== 'function') throw new Error(`The script's test handle has no function ${name}`)
        return (fn as (...a: unknown[]) => T)(...args)
      })
    },
    spreadsheet,
    bound,
    lock,
    mail,
    urlFetch,
    cache,
    consent,
    clock,
    executions,
    partnerSheet,
    beforeSheetCall: null,
    properties,
    logs,
    counters: spreadsheet.counters,
    resetCounters() {
      spreadsheet.counters.cellsRead = 0
      spreadsheet.counters.writeCalls = 0
    },
    bookingsTab: () => spreadsheet.getSheetByName('Bookings')?.displayRows() ?? [],
  })
}

/** The Bookings header without the refund and no-show columns, in the order the script makes it. */
export const BOOKINGS_HEADER_WITHOUT_REFUNDS = [
  'Booking ID',
  'Booked At',
  'Setter',
  'Partner',
  'Service',
  'ZIP',
  'Garage Size',
  'Lead Name',
  'Lead Phone',
  'Status',
  'Appointment',
  'Appointment Label',
  'Lead Email',
  'Lead Address',
  'Notes',
  'Partner Email',
  'Emailed To',
  'Emailed At',
  'Email Status',
] as const

/**
 * A ledger of `rows` bookings in written order (header first, BOOKINGS_HEADER_WITHOUT_REFUNDS), the last `recent` of
 * them booked (and emailed a minute later) in the `recentDays` before `until`, the rest spread over the year before.
 * Rows as the script writes them: text cells with the apostrophe.
 */
export function bigLedgerRows({
  rows,
  recent,
  until,
  recentDays = 14,
}: {
  rows: number
  recent: number
  until: number
  recentDays?: number
}): unknown[][] {
  const DAY = 86_400_000
  const recentStart = until - recentDays * DAY
  const oldStart = recentStart - 365 * DAY
  const out: unknown[][] = [[...BOOKINGS_HEADER_WITHOUT_REFUNDS]]

  const old = rows - recent
  for (let i = 0; i < rows; i++) {
    const time =
      i < old ? oldStart + ((i + 0.5) / old) * 365 * DAY : recentStart + ((i - old + 0.5) / recent) * recentDays * DAY
    const bookedAt = new Date(time).toISOString()
    const emailedAt = new Date(time + 60_000).toISOString()
    out.push([
      `'b${i}`,
      `'${bookedAt}`,
      "'Setter",
      `'Partner ${i % 97}`,
      "'Concrete Coatings",
      "'54016",
      "'2-car",
      "'Lead Name",
      "'715 555 0100",
      '',
      `'${bookedAt}`,
      "'Tue Dec 1, 10:00 AM CST",
      "'lead@example.com",
      "'1 Main St",
      '',
      "'partner@example.com",
      "'partner@example.com",
      `'${emailedAt}`,
      "'Sent",
    ])
  }
  return out
}

/**
 * bigLedgerRows with the four refund columns: every 100th old row asked and decided a year ago; of the `recent`,
 * every 20th asked and every 40th decided this week.
 */
export function bigLedgerRowsWithRefunds({ rows, recent, until }: { rows: number; recent: number; until: number }) {
  const DAY = 86_400_000
  const table = bigLedgerRows({ rows, recent, until })
  const header = [...table[0]!, 'Refund Reason', 'Refund Asked At', 'Refund Decision', 'Refund Decided At']
  const iso = (time: number) => `'${new Date(time).toISOString()}`
  const refundCells = (i: number) => {
    if (i < rows - recent)
      return i % 100 === 0 ? ["'Other", iso(until - 300 * DAY), "'Declined", iso(until - 299 * DAY)] : []
    if (i % 40 === 0) return ["'Other", iso(until - 3 * DAY), "'Approved", iso(until - 2 * DAY)]
    return i % 20 === 0 ? ["'Other", iso(until - DAY), '', ''] : []
  }
  return [header, ...table.slice(1).map((cells, i) => [...cells, ...refundCells(i)])]
}

/**
 * The Bookings header in the order the script makes it: BOOKINGS_HEADER_WITHOUT_REFUNDS, then refunds and no-shows,
 * then the homeowner's zone, confirmation, request for another time, reminder, the booking it rebooks and its
 * calendar file's SEQUENCE.
 */
export const BOOKINGS_HEADER = [
  ...BOOKINGS_HEADER_WITHOUT_REFUNDS,
  'Refund Reason',
  'Refund Note',
  'Refund Asked At',
  'No-show Reported At',
  'No-show Note',
  'Refund Decision',
  'Refund Decided At',
  'Refund Why',
  'Refund Email Status',
  'Saved At',
  'Ledger Note',
  'Lead ID',
  'Last Try',
  'Time Zone',
  'Homeowner Email Status',
  'Homeowner Emailed At',
  'Confirmed At',
  'Reschedule Asked At',
  'Reschedule Note',
  'Reschedule Email Status',
  'Reminder Sent At',
  'Rebook Of',
  'Calendar Sequence',
] as const

/** The lead queue's tabs, each header in the order `check` makes it. */
export const LEADS_HEADER = [
  'Received At',
  'Name',
  'Phone',
  'Email',
  'Address',
  'ZIP',
  'Service',
  'Garage Size',
  'Source',
  'Notes',
  'Lead ID',
  'Claimed By',
  'Claimed Until',
  'Claims',
  'Attempts',
  'First Call At',
  'Last Attempt At',
  'Last Outcome',
  'Next Call At',
  'Closed',
  'Booking ID',
  'Previous Claim',
  'Ledger Note',
  'Rebook Of',
  'Arrived At',
  'External ID',
  'Also From',
] as const
export const ATTEMPTS_HEADER = ['Attempt ID', 'Lead ID', 'At', 'Setter', 'Outcome', 'Callback At'] as const
export const DO_NOT_CALL_HEADER = ['Phone', 'Added At', 'Lead ID'] as const

/** A lead as a source appends it: cells by column name, typed as in Sheets (a Date is a date cell). */
export type LeadCells = Partial<Record<(typeof LEADS_HEADER)[number], unknown>>

/**
 * Appends leads to the Leads tab as a form integration does (appendRow, values typed as in Sheets), making the tab
 * with its header first when there is none; answers their row numbers.
 */
export function appendLeads(spreadsheet: FakeSpreadsheet, leads: readonly LeadCells[]): number[] {
  let sheet = spreadsheet.getSheetByName('Leads')
  if (!sheet) (sheet = spreadsheet.insertSheet('Leads')).appendRow([...LEADS_HEADER])
  const header = sheet.displayRows()[0]!
  return leads.map((lead) => {
    const cells: unknown[] = header.map(() => '')
    for (const [name, value] of Object.entries(lead)) {
      const column = header.indexOf(name)
      if (column < 0) throw new Error(`The Leads tab has no column ${name}`)
      cells[column] = value
    }
    sheet.appendRow(cells)
    return sheet.getLastRow()
  })
}

/** A tab as the owner sees it (display texts, header first), or [] when there is none. */
export const tabRows = (spreadsheet: FakeSpreadsheet, name: string) =>
  spreadsheet.getSheetByName(name)?.displayRows() ?? []

/** The lead queue every budget is stated for: lead rows, of them open, attempts, and phones on Do Not Call. */
export const BUDGET_LEAD_QUEUE = { leads: 5_000, open: 200, attempts: 20_000, blockedPhones: 100 } as const

/**
 * The budget's lead queue at `now` loaded into the tabs the owner's `check` made: bigLeadTabs' Leads and Attempts
 * rows, and the blocked numbers on Do Not Call.
 */
export function loadBigLeadTabs(spreadsheet: FakeSpreadsheet, now: number) {
  const options = { ...BUDGET_LEAD_QUEUE, now }
  const tabs = bigLeadTabs(options)
  spreadsheet.getSheetByName('Leads')!.load(tabs.leadRows)
  spreadsheet.getSheetByName('Attempts')!.load(tabs.attemptRows)
  const blocked = Array.from({ length: options.blockedPhones }, (_, i) => [`'${2_125_550_000 + i}`])
  spreadsheet.getSheetByName('Do Not Call')!.load([[...DO_NOT_CALL_HEADER], ...blocked])
  return tabs
}

/**
 * The budget's lead queue: `leads` rows in received order over the `days` before `now`, all closed but `open` of
 * them (the newest, but for every 25th open one spread among the old rows, a call back), and `attempts` calls on
 * them; rows as the script writes them. `phone(i)` is lead i's phone.
 */
export function bigLeadTabs({
  leads,
  open,
  attempts,
  now,
  days = 90,
}: {
  leads: number
  open: number
  attempts: number
  now: number
  days?: number
}) {
  const DAY = 86_400_000
  const HOUR = 3_600_000
  const phone = (i: number) => `'${7_155_550_000 + i}`
  const iso = (time: number) => `'${new Date(time).toISOString()}`
  const receivedAt = (i: number) => now - days * DAY + ((i + 0.5) / leads) * (days * DAY - HOUR)
  const scattered = Math.floor(open / 25)
  const openRows = new Set<number>()
  for (let k = 0; k < open - scattered; k++) openRows.add(leads - 1 - k)
  for (let k = 0; k < scattered; k++) openRows.add(Math.floor(((k + 0.5) * (leads - open)) / scattered))
  const perLead = attempts / leads
  const leadRows: unknown[][] = [[...LEADS_HEADER]]
  const attemptRows: unknown[][] = [[...ATTEMPTS_HEADER]]
  let made = 0
  for (let i = 0; i < leads; i++) {
    const calls = Math.round((i + 1) * perLead) - made
    const isOpen = openRows.has(i)
    const at = receivedAt(i)
    for (let c = 0; c < calls; c++)
      attemptRows.push([
        `'a${made + c}`,
        `'lead-${i}`,
        iso(at + (c + 1) * 2 * HOUR),
        `'Setter ${i % 7}`,
        `'${c === calls - 1 && !isOpen ? 'Not interested' : 'No answer'}`,
        '',
      ])
    made += calls
    const lastCall = at + calls * 2 * HOUR
    leadRows.push([
      iso(at),
      "'Lead Name",
      phone(i),
      "'lead@example.com",
      "'1 Main St, Hudson, WI 54016",
      "'54016",
      "'Concrete Coatings",
      "'2-car",
      "'Google Ads",
      "'Side door",
      `'lead-${i}`,
      '',
      '',
      '',
      calls,
      calls > 0 ? iso(at + 2 * HOUR) : '',
      calls > 0 ? iso(lastCall) : '',
      calls > 0 ? `'${isOpen ? 'No answer' : 'Not interested'}` : '',
      isOpen && calls > 0 ? iso(lastCall + 2 * HOUR) : '',
      isOpen ? '' : "'Not interested",
      '',
    ])
  }
  return { leadRows, attemptRows, openRows: [...openRows].map((i) => i + 2), phone }
}
