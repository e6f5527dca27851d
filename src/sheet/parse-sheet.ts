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
import type { Company, LoadedSheet, SheetReport, ZipIndex } from './company'
import { endsInsideQuotedField, looksLikeHtml } from './csv-body'
import { mapColumns, type SheetField } from './headers'
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
export function parseRadiusCell(text: string): number | null {
  const m = /^(\d+(?:\.\d+)?)\s*(?:mi|miles?)?\.?$/i.exec(text.trim())
  if (!m) return null
  const n = Number(m[1])
  return Number.isFinite(n) ? n : null
}

function stripBom(text: string): string {
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

/** JS \s above ASCII (the ZIP list is split on any whitespace). */
function isUnicodeSpace(c: number): boolean {
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

const ZIP_SPACE = 100000

function isZipSeparator(c: number): boolean {
  return c === 44 || c === 59 || c === 124 || c <= 32 || (c > 127 && isUnicodeSpace(c))
}

/**
 * Splits ZIP cells and builds the ZIP index while the rows are read.
 *
 * Speed matters here (10k companies x 200 ZIPs = 2M tokens): ASCII cells are
 * encoded into a byte buffer once and scanned with a byte loop; a 5-digit token
 * becomes an integer code 0..99999 so de-duplication and counting use typed arrays
 * (no Map or string hashing per token), and each distinct ZIP string is created
 * once and shared by every company that lists it. build() then allocates each
 * index entry at its exact size and fills it in one pass.
 */
class ZipIndexBuilder {
  /** Last company position that listed each code (dedup within a row). */
  private readonly last = new Int32Array(ZIP_SPACE).fill(-1)
  /** Code -> slot (0, 1, 2… in first-seen order), -1 if not seen. Slots keep the JS arrays dense. */
  private readonly slotOf = new Int32Array(ZIP_SPACE).fill(-1)
  /** The ZIP string of each slot. */
  private readonly strings: string[] = []
  /** Every accepted (ZIP code, position) pair, in sheet order. */
  private codes = new Int32Array(1 << 14)
  private positions = new Int32Array(1 << 14)
  private length = 0
  private bytes = new Uint8Array(1 << 12)
  private readonly encoder = new TextEncoder()

  /** Room for `extra` more (slot, position) pairs, so the scanning loop never checks. */
  private reserve(extra: number): void {
    const needed = this.length + extra
    if (needed <= this.codes.length) return
    const size = Math.max(needed, this.codes.length * 2)
    const codes = new Int32Array(size)
    codes.set(this.codes.subarray(0, this.length))
    this.codes = codes
    const positions = new Int32Array(size)
    positions.set(this.positions.subarray(0, this.length))
    this.positions = positions
  }

  /**
   * Splits `cell` on whitespace, ',', ';' or '|'. Tokens of exactly 5 digits are
   * added for company `pos` (duplicates within the row ignored, sheet order kept);
   * every other token is passed to `reject`.
   */
  collect(cell: string, pos: number, reject: (token: string) => void): string[] {
    const zips: string[] = []
    const n = cell.length
    if (n === 0) return zips
    if (this.bytes.length < n) this.bytes = new Uint8Array(Math.max(n, this.bytes.length * 2))
    const { read, written } = this.encoder.encodeInto(cell, this.bytes)
    if (read !== n || written !== n) return this.collectChars(cell, pos, reject, zips) // non-ASCII
    // A cell of n characters holds at most (n + 1) / 6 five-digit tokens.
    this.reserve(((n + 1) / 6) | 0)
    // Hot loop (2M tokens for a 10k-partner sheet): everything it touches is a local.
    const b = this.bytes
    const last = this.last
    const slotOf = this.slotOf
    const codes = this.codes
    const positions = this.positions
    const strings = this.strings
    let length = this.length
    let i = 0
    while (i < n) {
      let c = b[i]!
      if (c === 44 || c === 59 || c === 124 || c <= 32) {
        i++
        continue
      }
      const start = i
      let code = 0
      let digits = 0
      while (i < n) {
        c = b[i]!
        if (c === 44 || c === 59 || c === 124 || c <= 32) break
        if (c >= 48 && c <= 57 && digits < 6) {
          code = code * 10 + (c - 48)
          digits++
        } else digits = 6
        i++
      }
      if (digits !== 5 || i - start !== 5) {
        reject(cell.slice(start, i))
        continue
      }
      if (last[code] === pos) continue // duplicate within this row
      last[code] = pos
      let slot = slotOf[code]!
      if (slot < 0) slot = this.newSlot(code, cell.slice(start, i))
      codes[length] = code
      positions[length] = pos
      length++
      zips.push(strings[slot]!)
    }
    this.length = length
    return zips
  }

  /** Registers a ZIP seen for the first time; returns its slot. */
  private newSlot(code: number, zip: string): number {
    const slot = this.strings.length
    this.slotOf[code] = slot
    this.strings.push(zip)
    return slot
  }

  /** Same as collect() for cells with non-ASCII text (Unicode whitespace also separates). */
  private collectChars(cell: string, pos: number, reject: (token: string) => void, zips: string[]): string[] {
    const n = cell.length
    let i = 0
    while (i < n) {
      if (isZipSeparator(cell.charCodeAt(i))) {
        i++
        continue
      }
      const start = i
      let code = 0
      let digits = 0
      while (i < n) {
        const c = cell.charCodeAt(i)
        if (isZipSeparator(c)) break
        if (c >= 48 && c <= 57 && digits < 6) {
          code = code * 10 + (c - 48)
          digits++
        } else digits = 6
        i++
      }
      if (digits === 5 && i - start === 5) this.add(code, cell, start, pos, zips)
      else reject(cell.slice(start, i))
    }
    return zips
  }

  private add(code: number, cell: string, start: number, pos: number, zips: string[]): void {
    if (this.last[code] === pos) return // duplicate within this row
    this.last[code] = pos
    let slot = this.slotOf[code]!
    if (slot < 0) slot = this.newSlot(code, cell.slice(start, start + 5))
    this.reserve(1)
    this.codes[this.length] = code
    this.positions[this.length] = pos
    this.length++
    zips.push(this.strings[slot]!)
  }

  build(): ZipIndex {
    // Counting sort by ZIP code into one buffer: counts, offsets, then one sequential fill.
    const { codes, length } = this
    const offsets = new Int32Array(ZIP_SPACE + 1)
    for (let k = 0; k < length; k++) offsets[codes[k]! + 1]!++
    for (let code = 0; code < ZIP_SPACE; code++) offsets[code + 1] = offsets[code + 1]! + offsets[code]!
    const positions = new Int32Array(length)
    const next = offsets.slice(0, ZIP_SPACE)
    const sheetPositions = this.positions
    for (let k = 0; k < length; k++) positions[next[codes[k]!]!++] = sheetPositions[k]!
    return { offsets, positions }
  }
}

export function withoutTrailingCarriageReturn(text: string): string {
  return text.endsWith('\r') ? text.slice(0, -1) : text
}

interface ParsedRows {
  rows: string[][]
  /** Rows (0-based record index) where papaparse met a stray quote: the row may have swallowed the next ones. */
  strayQuoteRows: number[]
}

function parseRows(text: string): ParsedRows {
  let result: Papa.ParseResult<string[]>
  try {
    // A body cut between CR and LF would otherwise read as an unclosed quote.
    result = Papa.parse<string[]>(withoutTrailingCarriageReturn(text), PAPA_OPTIONS)
  } catch {
    throw new SheetLoadError(sheetLoadErrorReasons.unparsable)
  }
  // Other parse errors (a stray quote inside a field) are tolerated: papaparse still returns rows,
  // but the owner is told which ones to check, since such a row can swallow the rows after it.
  const strayQuoteRows = result.errors
    .filter((error) => error.code === 'InvalidQuotes' && typeof error.row === 'number')
    .map((error) => error.row as number)
  return { rows: Array.isArray(result.data) ? result.data : [], strayQuoteRows: [...new Set(strayQuoteRows)] }
}

/**
 * Parses untrusted CSV text into companies, their ZIP index and a report.
 * Throws SheetLoadError (and nothing else) for empty text, an HTML page or a
 * header row with no recognised column.
 */
export function parseSheet(csvText: string): LoadedSheet {
  const text = stripBom(typeof csvText === 'string' ? csvText : String(csvText ?? ''))
  if (isBlankText(text)) throw new SheetLoadError(sheetLoadErrorReasons.empty)
  if (looksLikeHtml(text)) throw new SheetLoadError(sheetLoadErrorReasons.html)

  // A quoted field that never closes means the download was cut off: loading it would drop partners
  // silently. The service worker applies the same check before keeping a snapshot (csv-body.ts).
  if (endsInsideQuotedField(text)) throw new SheetLoadError(sheetLoadErrorReasons.truncated)
  const { rows, strayQuoteRows } = parseRows(text)
  let headerAt = 0
  while (headerAt < rows.length && isRowBlank(rows[headerAt]!)) headerAt++
  if (headerAt >= rows.length) throw new SheetLoadError(sheetLoadErrorReasons.empty)

  const { columns, recognised, unmatched } = mapColumns(rows[headerAt]!)
  if (recognised === 0) throw new SheetLoadError(sheetLoadErrorReasons.noHeader)

  const col = (f: SheetField) => columns[f]
  const cName = col('company_name')
  const cZips = col('zip_codes')
  const hasRadiusColumn = col('target_radius_miles').length > 0

  const report: SheetReport = {
    rowsRead: 0,
    rowsKept: 0,
    droppedRows: [],
    rejectedZipTokens: [],
    unmatchedHeaders: unmatched,
    unsafeLinks: [],
    // Sheet rows are 1-based and count the header, as everywhere in the report.
    strayQuoteRows: strayQuoteRows.map((index) => index + 1).filter((row) => row > headerAt + 1),
  }
  const companies: Company[] = []
  const zipIndex = new ZipIndexBuilder()

  for (let r = headerAt + 1; r < rows.length; r++) {
    const row = rows[r]!
    const sheetRow = r + 1
    const company_name = pick(row, cName)
    const pos = companies.length
    const zip_codes = zipIndex.collect(pick(row, cZips), pos, (token) =>
      report.rejectedZipTokens.push({ row: sheetRow, token }),
    )
    if (company_name === '' && zip_codes.length === 0) {
      if (isRowBlank(row)) continue
      report.rowsRead++
      report.droppedRows.push({ row: sheetRow, reason: sheetReportReasons.noNameNoZip })
      continue
    }
    report.rowsRead++

    const link = (field: 'schedule_url' | 'calendar_url'): string => {
      const v = pick(row, col(field))
      if (v === '' || isSafeLink(v)) return v
      report.unsafeLinks.push({ row: sheetRow, field, value: v })
      return ''
    }
    const calendar_url = link('calendar_url')
    const schedule_url = link('schedule_url') || calendar_url

    const rawEmail = pick(row, col('email'))
    let email = ''
    if (rawEmail !== '') {
      const ok = safeEmail(rawEmail)
      if (ok === null) report.unsafeLinks.push({ row: sheetRow, field: 'email', value: rawEmail })
      else email = ok
    }

    const target = parseTargetArea(pick(row, col('target_area')))
    let target_radius_miles = target.radius
    if (hasRadiusColumn) {
      const fromColumn = parseRadiusCell(pick(row, col('target_radius_miles')))
      if (fromColumn !== null) target_radius_miles = fromColumn
    }

    companies.push({
      company_name,
      display_name: pick(row, col('display_name')) || company_name,
      status_badge: statusBadge(pick(row, col('status_badge'))),
      note_banner: pick(row, col('note_banner')),
      schedule_label: pick(row, col('schedule_label')) || 'Schedule',
      schedule_url,
      calendar_label: pick(row, col('calendar_label')) || 'Open Calendar',
      calendar_url,
      time_zone: pick(row, col('time_zone')),
      target_area: target.area,
      target_radius_miles,
      state: pick(row, col('state')),
      warranty: pick(row, col('warranty')),
      pricing_1car: pick(row, col('pricing_1car')),
      pricing_2car: pick(row, col('pricing_2car')),
      pricing_3car: pick(row, col('pricing_3car')),
      estimator_name: pick(row, col('estimator_name')),
      email,
      service_category: pick(row, col('service_category')),
      services_offered: pick(row, col('services_offered')),
      service_types: pick(row, col('service_types')).replaceAll('/', '|'),
      notes_label: pick(row, col('notes_label')),
      extra_notes: pick(row, col('extra_notes')),
      zip_codes,
      hours: pick(row, col('hours')),
      project_types: pick(row, col('project_types')),
    })
  }
  report.rowsKept = companies.length
  return { companies, zipIndex: zipIndex.build(), report }
}
