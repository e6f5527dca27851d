// CSV text -> LoadedSheet. Pure and framework-free: runs in the parsing Web Worker
// and, as a fallback, on the main thread.
//
// Rules (SPEC.md §3, §4, §5 and the sheet-core issue):
// - Parsed with papaparse, without `header: true`: the header row is mapped to
//   fields once (headers.ts) and every data row is read by column index.
// - Row numbers in the report are sheet rows: the header is row 1, so the first
//   data row is 2 (a CSV record = a sheet row, even if a quoted cell spans lines).
// - Records whose cells are all blank (e.g. trailing empty lines, ',,,,') are
//   skipped silently and not counted in rowsRead. Any other row without a company
//   name and without a valid ZIP is dropped and reported. rowsRead = rowsKept +
//   droppedRows.length.
// - The header row is the first record that is not blank. If none of its cells
//   matches an alias the text is not a sheet (e.g. no header row) -> SheetLoadError.
// - schedule_url falls back to calendar_url; an unsafe schedule_url is removed
//   first, so the fallback applies to it too.

import Papa from 'papaparse'
import { ZIP_CODE_COUNT, type Company, type LoadedSheet, type SheetReport, type ZipIndex } from './company'
import { looksLikeHtml, unclosedQuoteAt } from './csv-body'
import { mapColumns } from './headers'
import { sheetLoadErrorReasons, sheetReportReasons } from './messages'
import { isSafeLink, safeEmail } from './safe-link'

export class SheetLoadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SheetLoadError'
  }
}

/** The papaparse options the loader uses (exported so the benchmark parses identically). */
export const PAPA_OPTIONS = { delimiter: ',', quoteChar: '"', skipEmptyLines: false } as const

const ACTIVE_VALUES = new Set(['YES', 'ACTIVE', 'TRUE', '1'])

/** 'YES' / 'ACTIVE' / 'TRUE' / '1' (trimmed, any case) -> ACTIVE; anything else, incl. empty -> PAUSED. */
export function statusBadge(value: string): Company['status_badge'] {
  if (ACTIVE_VALUES.has(value)) return 'ACTIVE' // the usual, exact spelling: no new string
  return ACTIVE_VALUES.has(value.trim().toUpperCase()) ? 'ACTIVE' : 'PAUSED'
}

/**
 * '{area} (... {N} miles)' -> { area, radius: N }. The parenthesis must close the
 * text; inside it, the first integer followed by 'mi', 'mile' or 'miles' is the
 * radius. Otherwise the whole text is the area and the radius is null.
 */
export function parseTargetArea(text: string): { area: string; radius: number | null } {
  const t = text.trim()
  if (t.endsWith(')')) {
    const open = t.lastIndexOf('(')
    if (open >= 0) {
      const inner = t.slice(open + 1, -1)
      if (inner.length <= 200) {
        const m = /(\d+)\s*(?:miles?|mi)\b/i.exec(inner)
        if (m) {
          const radius = Number(m[1])
          if (Number.isFinite(radius)) return { area: t.slice(0, open).trim(), radius }
        }
      }
    }
  }
  return { area: t, radius: null }
}

/** A separate radius cell: a plain number, optionally followed by 'mi' / 'miles'. */
function parseRadiusCell(text: string): number | null {
  const m = /^(\d+(?:\.\d+)?)\s*(?:mi|miles?)?\.?$/i.exec(text.trim())
  if (!m) return null
  const n = Number(m[1])
  return Number.isFinite(n) ? n : null
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

function isBlankText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c > 32 && c !== 0xfeff && c !== 0xa0 && !/\s/.test(text[i]!)) return false
  }
  return true
}

function isRowBlank(row: readonly string[]): boolean {
  for (let i = 0; i < row.length; i++) if (row[i]!.trim() !== '') return false
  return true
}

/** First non-empty (trimmed) cell among `cols`, left to right. */
function pick(row: readonly string[], cols: readonly number[]): string {
  for (let k = 0; k < cols.length; k++) {
    const v = row[cols[k]!]
    if (v !== undefined && v !== '') {
      const t = v.trim()
      if (t !== '') return t
    }
  }
  return ''
}

/** A link cell: kept if safe (or empty), otherwise reported and replaced by ''. */
function safeLinkCell(
  value: string,
  field: 'schedule_url' | 'calendar_url',
  row: number,
  report: Pick<SheetReport, 'unsafeLinks'>,
): string {
  if (value === '' || isSafeLink(value)) return value
  report.unsafeLinks.push({ row, field, value })
  return ''
}

/** ',', ';', '|', space and every ASCII control character: the ZIP list separators in ASCII. */
const IS_ASCII_SEPARATOR = (() => {
  const table = new Uint8Array(128)
  for (let c = 0; c <= 32; c++) table[c] = 1
  table[44] = table[59] = table[124] = 1
  return table
})()

/** The ZIP list separators: the ASCII ones and JS whitespace above ASCII. */
function isZipSeparator(c: number): boolean {
  if (c < 128) return IS_ASCII_SEPARATOR[c] === 1
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  )
}

function isDigitByte(b: number): boolean {
  return b >= 48 && b <= 57
}

/**
 * Reads ZIP cells while the rows are read, then builds the ZIP index. Each accepted
 * ZIP is kept as a pair of numbers (its code, the company's position), never as a
 * string: the index is all anything reads.
 *
 * A cell is read as bytes (TextEncoder.encodeInto): charCodeAt on the slices of a
 * large two-byte sheet text costs several times more per character than a byte
 * array read, and ZIP cells are most of a big sheet. A cell with non-ASCII text
 * (where Unicode spaces also separate) is read character by character instead.
 */
class ZipIndexBuilder {
  /** Per code: 1 + the position of the last company that listed it (dedup within a row, no clearing needed). */
  private readonly lastListedBy = new Int32Array(ZIP_CODE_COUNT)
  /** Every accepted (code, company position) pair, company after company: codes[k] listed by owners[k]. */
  private codes = new Int32Array(1024)
  private owners = new Int32Array(1024)
  private pairs = 0
  private bytes = new Uint8Array(4096)
  private readonly encoder = new TextEncoder()

  /**
   * Splits `cell` on the ZIP separators. Tokens of exactly 5 ASCII digits are the ZIPs of
   * the company at `position` (a repeat within the cell counts once); every other token
   * is reported in `rejected` with `row`. Returns how many ZIPs the company got. The
   * caller must keep the company at `position` when that is not 0.
   */
  collect(cell: string, position: number, rejected: SheetReport['rejectedZipTokens'], row: number): number {
    const n = cell.length
    if (this.bytes.length < n + 1) this.bytes = new Uint8Array(Math.max(n + 1, this.bytes.length * 2))
    const { read, written } = this.encoder.encodeInto(cell, this.bytes)
    if (read !== n || written !== n) return this.collectChars(cell, position, rejected, row)
    const b = this.bytes
    b[n] = 32 // a separator after the last token: every scan below stops there
    const before = this.pairs
    let i = 0
    while (i < n) {
      if (IS_ASCII_SEPARATOR[b[i]!] === 1) {
        i++
      } else if (
        isDigitByte(b[i]!) &&
        isDigitByte(b[i + 1]!) &&
        isDigitByte(b[i + 2]!) &&
        isDigitByte(b[i + 3]!) &&
        isDigitByte(b[i + 4]!) &&
        IS_ASCII_SEPARATOR[b[i + 5]!] === 1
      ) {
        const code =
          (b[i]! - 48) * 10000 +
          (b[i + 1]! - 48) * 1000 +
          (b[i + 2]! - 48) * 100 +
          (b[i + 3]! - 48) * 10 +
          (b[i + 4]! - 48)
        this.add(code, position)
        i += 5
      } else {
        const from = i
        while (IS_ASCII_SEPARATOR[b[i]!] !== 1) i++
        rejected.push({ row, token: cell.slice(from, i) })
      }
    }
    return this.pairs - before
  }

  /** collect() for a cell with non-ASCII text, one character at a time. */
  private collectChars(
    cell: string,
    position: number,
    rejected: SheetReport['rejectedZipTokens'],
    row: number,
  ): number {
    const before = this.pairs
    const n = cell.length
    let i = 0
    while (i < n) {
      if (isZipSeparator(cell.charCodeAt(i))) {
        i++
        continue
      }
      const from = i
      let code = 0
      let allDigits = true
      for (; i < n && !isZipSeparator(cell.charCodeAt(i)); i++) {
        const c = cell.charCodeAt(i)
        if (isDigitByte(c)) code = code * 10 + (c - 48)
        else allDigits = false
      }
      if (allDigits && i - from === 5) this.add(code, position)
      else rejected.push({ row, token: cell.slice(from, i) })
    }
    return this.pairs - before
  }

  /** Records that the company at `position` lists `code`, unless it already did. */
  private add(code: number, position: number): void {
    if (this.lastListedBy[code] === position + 1) return
    this.lastListedBy[code] = position + 1
    if (this.pairs === this.codes.length) {
      // Full: double both buffers (typed arrays of numbers, so 2M pairs are two allocations, not 4M values).
      const codes = new Int32Array(this.pairs * 2)
      const owners = new Int32Array(this.pairs * 2)
      codes.set(this.codes)
      owners.set(this.owners)
      this.codes = codes
      this.owners = owners
    }
    this.codes[this.pairs] = code
    this.owners[this.pairs] = position
    this.pairs++
  }

  /**
   * The index (a counting sort): count the companies per code, turn the counts into
   * range starts, then place each pair. Pairs arrive in company order, so each code's
   * range ends up in ascending company order.
   */
  build(): ZipIndex {
    const { codes, owners, pairs } = this
    const offsets = new Int32Array(ZIP_CODE_COUNT + 1)
    for (let k = 0; k < pairs; k++) offsets[codes[k]! + 1]!++
    for (let code = 0; code < ZIP_CODE_COUNT; code++) offsets[code + 1]! += offsets[code]!
    const next = offsets.slice(0, ZIP_CODE_COUNT)
    const positions = new Int32Array(pairs)
    for (let k = 0; k < pairs; k++) positions[next[codes[k]!]!++] = owners[k]!
    return { offsets, positions }
  }
}

export function withoutTrailingCarriageReturn(text: string): string {
  return text.endsWith('\r') ? text.slice(0, -1) : text
}

/** The sheet row (header = 1) of the record a field starting at `offset` belongs to: the records before it, plus one. */
function sheetRowAt(text: string, offset: number): number {
  return Math.max(1, Papa.parse<string[]>(text.slice(0, offset), PAPA_OPTIONS).data.length)
}

/** The line breaks papaparse tells apart (and guesses among when not told). */
export type LineBreak = '\n' | '\r\n' | '\r'

/** A run of whole records, as papaparse read them. */
export interface ParsedRecords {
  rows: string[][]
  /** Records (0-based, within the run) where papaparse met a stray quote: the record may have swallowed the next ones. */
  strayQuoteRecords: number[]
  /** papaparse reached the end of the text inside a quoted field. */
  endsInsideQuotes: boolean
}

/**
 * Splits text holding whole records. `lineBreak` is the one papaparse guessed for the
 * whole sheet; without it papaparse guesses from this text (parseSheet: it is the whole sheet).
 */
export function parseRecords(text: string, lineBreak?: LineBreak): ParsedRecords {
  let result: Papa.ParseResult<string[]>
  try {
    result = Papa.parse<string[]>(text, { ...PAPA_OPTIONS, newline: lineBreak })
  } catch {
    throw new SheetLoadError(sheetLoadErrorReasons.unparsable)
  }
  // Other parse errors (a stray quote inside a field) are tolerated: papaparse still returns rows,
  // but the owner is told which ones to check, since such a row can swallow the rows after it.
  const strayQuoteRecords = result.errors
    .filter((error) => error.code === 'InvalidQuotes' && typeof error.row === 'number')
    .map((error) => error.row as number)
  return {
    rows: Array.isArray(result.data) ? result.data : [],
    strayQuoteRecords: [...new Set(strayQuoteRecords)],
    endsInsideQuotes: result.errors.some((error) => error.code === 'MissingQuotes'),
  }
}

/** The text a sheet's records are read from: without a byte-order mark; throws SheetLoadError for text that is not a sheet. */
function checkedSheetText(csvText: string): string {
  const text = stripBom(typeof csvText === 'string' ? csvText : String(csvText ?? ''))
  if (isBlankText(text)) throw new SheetLoadError(sheetLoadErrorReasons.empty)
  if (looksLikeHtml(text)) throw new SheetLoadError(sheetLoadErrorReasons.html)

  // A quoted field that never closes: the download was cut off, or a stray quote swallowed the rest.
  // Loading it would drop partners silently. The service worker applies the same check (csv-body.ts).
  const openQuote = unclosedQuoteAt(text)
  if (openQuote >= 0) throw new SheetLoadError(sheetLoadErrorReasons.unclosedQuote(sheetRowAt(text, openQuote)))
  return text
}

/**
 * Parses untrusted CSV text into companies, their ZIP index and a report.
 * Throws SheetLoadError (and nothing else) for empty text, an HTML page or a
 * header row with no recognised column.
 */
export function parseSheet(csvText: string): LoadedSheet {
  const text = checkedSheetText(csvText)
  const reader = new SheetRecordReader()
  // A body cut between CR and LF would otherwise read as an unclosed quote.
  reader.read(parseRecords(withoutTrailingCarriageReturn(text)))
  return reader.finish()
}

type HeaderColumns = ReturnType<typeof readHeader>

function readHeader(headerRow: readonly string[]) {
  const { columns, recognised, unmatched } = mapColumns(headerRow)
  if (recognised === 0) throw new SheetLoadError(sheetLoadErrorReasons.noHeader)
  return { columns, unmatched, hasRadiusColumn: columns.target_radius_miles.length > 0 }
}

/**
 * Reads a sheet's records, in order, into companies, the ZIP index and the report:
 * all records in one run (parseSheet), or run after run as a download arrives
 * (sheet-stream.ts). Either way the result is the same.
 */
export class SheetRecordReader {
  /** Records in earlier runs: the sheet row of a run's record i is recordsBefore + i + 1. */
  private recordsBefore = 0
  private header: HeaderColumns | null = null
  /** The header's sheet row (0 until it is found). */
  private headerRow = 0
  private readonly strayQuoteRows: number[] = []
  private readonly companies: Company[] = []
  private readonly zipIndex = new ZipIndexBuilder()
  private readonly report = {
    rowsRead: 0,
    droppedRows: [] as SheetReport['droppedRows'],
    rejectedZipTokens: [] as SheetReport['rejectedZipTokens'],
    unsafeLinks: [] as SheetReport['unsafeLinks'],
  }
  // Sheets repeat values such as 'Residential/Commercial' on most rows: each distinct one is rewritten once.
  private readonly serviceTypes = new Map<string, string>()

  /** Reads the next run of records. Throws SheetLoadError when the header row has no recognised column. */
  read({ rows, strayQuoteRecords }: ParsedRecords): void {
    for (const record of strayQuoteRecords) this.strayQuoteRows.push(this.recordsBefore + record + 1)
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!
      const sheetRow = this.recordsBefore + r + 1
      if (this.header) this.readRow(row, sheetRow, this.header)
      else if (!isRowBlank(row)) {
        // The header row is the first record that is not blank.
        this.header = readHeader(row)
        this.headerRow = sheetRow
      }
    }
    this.recordsBefore += rows.length
  }

  /** The companies read so far, in sheet order (finish() returns this same array). */
  companiesRead(): readonly Company[] {
    return this.companies
  }

  /** The sheet. Throws SheetLoadError when no record held a header row. */
  finish(): LoadedSheet {
    if (!this.header) throw new SheetLoadError(sheetLoadErrorReasons.empty)
    const report: SheetReport = {
      ...this.report,
      rowsKept: this.companies.length,
      unmatchedHeaders: this.header.unmatched,
      // Sheet rows are 1-based and count the header, as everywhere in the report.
      strayQuoteRows: this.strayQuoteRows.filter((row) => row > this.headerRow),
      noStatusColumn: this.header.columns.status_badge.length === 0,
    }
    return { companies: this.companies, zipIndex: this.zipIndex.build(), report }
  }

  private readRow(row: readonly string[], sheetRow: number, { columns, hasRadiusColumn }: HeaderColumns): void {
    const { report } = this
    const company_name = pick(row, columns.company_name)
    const zipCount = this.zipIndex.collect(
      pick(row, columns.zip_codes),
      this.companies.length,
      report.rejectedZipTokens,
      sheetRow,
    )
    if (company_name === '' && zipCount === 0) {
      if (isRowBlank(row)) return
      report.rowsRead++
      report.droppedRows.push({ row: sheetRow, reason: sheetReportReasons.noNameNoZip })
      return
    }
    report.rowsRead++

    const calendar_url = safeLinkCell(pick(row, columns.calendar_url), 'calendar_url', sheetRow, report)
    const schedule_url = safeLinkCell(pick(row, columns.schedule_url), 'schedule_url', sheetRow, report) || calendar_url

    const rawEmail = pick(row, columns.email)
    let email = ''
    if (rawEmail !== '') {
      const ok = safeEmail(rawEmail)
      if (ok === null) report.unsafeLinks.push({ row: sheetRow, field: 'email', value: rawEmail })
      else email = ok
    }

    const target = parseTargetArea(pick(row, columns.target_area))
    let target_radius_miles = target.radius
    if (hasRadiusColumn) {
      const fromColumn = parseRadiusCell(pick(row, columns.target_radius_miles))
      if (fromColumn !== null) target_radius_miles = fromColumn
    }

    let service_types = pick(row, columns.service_types)
    if (service_types.includes('/')) {
      let rewritten = this.serviceTypes.get(service_types)
      if (rewritten === undefined) {
        rewritten = service_types.replaceAll('/', '|')
        this.serviceTypes.set(service_types, rewritten)
      }
      service_types = rewritten
    }

    this.companies.push({
      sheet_row: sheetRow,
      company_name,
      display_name: pick(row, columns.display_name) || company_name,
      status_badge: statusBadge(pick(row, columns.status_badge)),
      note_banner: pick(row, columns.note_banner),
      schedule_label: pick(row, columns.schedule_label) || 'Schedule',
      schedule_url,
      calendar_label: pick(row, columns.calendar_label) || 'Open Calendar',
      calendar_url,
      time_zone: pick(row, columns.time_zone),
      target_area: target.area,
      target_radius_miles,
      state: pick(row, columns.state),
      warranty: pick(row, columns.warranty),
      pricing_1car: pick(row, columns.pricing_1car),
      pricing_2car: pick(row, columns.pricing_2car),
      pricing_3car: pick(row, columns.pricing_3car),
      estimator_name: pick(row, columns.estimator_name),
      email,
      service_category: pick(row, columns.service_category),
      services_offered: pick(row, columns.services_offered),
      service_types,
      notes_label: pick(row, columns.notes_label),
      extra_notes: pick(row, columns.extra_notes),
      hours: pick(row, columns.hours),
      project_types: pick(row, columns.project_types),
      booking_answers: pick(row, columns.booking_answers),
      priority: pick(row, columns.priority),
    })
  }
}
