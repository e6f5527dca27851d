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

/** A link cell: kept if safe (or empty), otherwise reported and replaced by ''. */
function safeLinkCell(value: string, field: 'schedule_url' | 'calendar_url', row: number, report: SheetReport): string {
  if (value === '' || isSafeLink(value)) return value
  report.unsafeLinks.push({ row, field, value })
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

/** 1 for the ASCII bytes that separate ZIP tokens: ',', ';', '|', space and every control character. */
const ASCII_SEPARATOR = (() => {
  const table = new Uint8Array(256)
  for (let c = 0; c <= 32; c++) table[c] = 1
  table[44] = 1
  table[59] = 1
  table[124] = 1
  return table
})()

function isZipSeparator(c: number): boolean {
  return c < 128 ? ASCII_SEPARATOR[c] === 1 : isUnicodeSpace(c)
}

/** The 5-digit string of a ZIP code 0..99999. */
function zipString(code: number): string {
  return String(100000 + code).slice(1)
}

/** Upper bound of the ZIP tokens in a cell of `length` characters: each takes 5 characters and a separator. */
function maxZipTokens(length: number): number {
  return ((length + 1) / 6) | 0
}

/** Bytes written after an encoded cell: a separator, then non-separators, so scans stop without bounds checks. */
const SENTINEL_BYTES = 8

/**
 * Splits ZIP cells while the rows are read, then builds the ZIP index.
 *
 * Speed matters here (10k companies x 200 ZIPs = 2M tokens), and a per-token cost of
 * a few nanoseconds already shows. An ASCII cell is encoded into a byte buffer once;
 * the scan then works per token, not per byte: a 5-digit token followed by a
 * separator is recognised with one 4-byte read (four bytes checked as digits at
 * once) plus one byte, and becomes an integer code 0..99999. Duplicates within a
 * row are caught with a 12 KB bitmap (cleared row by row, so it stays in L1 cache);
 * accepted codes go to one preallocated Int32Array. Nothing per token is a JS
 * object, a Map lookup or an array push. Each distinct ZIP string is created once
 * and shared by every company that lists it, and each company's zip_codes array is
 * allocated at its exact size. build() is a counting sort over the collected codes:
 * one counting pass, prefix sums, and one pass placing each (ZIP, company) pair.
 */
class ZipIndexBuilder {
  /** One bit per code: listed by the current row (dedup within a row). Small enough to stay in L1. */
  private readonly inRow = new Int32Array((ZIP_SPACE >> 5) + 1)
  /** Companies per code, then (in build) the start of each code's range. */
  private readonly counts = new Int32Array(ZIP_SPACE + 1)
  /** The ZIP string of each code, '' until seen. Dense (not holey), so every read is a plain element load. */
  private readonly strings: string[] = new Array<string>(ZIP_SPACE).fill('')
  /** Every accepted ZIP code, company after company, each company's in sheet order. */
  private codes: Int32Array
  private length = 0
  private bytes = new Uint8Array(1 << 12)
  private view = new DataView(this.bytes.buffer)
  private readonly encoder = new TextEncoder()

  /** `capacity`: how many codes to make room for at first (see maxZipTokens). */
  constructor(capacity: number) {
    this.codes = new Int32Array(Math.max(capacity, 16))
  }

  /** Room for `extra` more codes, so the scanning loop never checks. */
  private reserve(extra: number): void {
    const needed = this.length + extra
    if (needed <= this.codes.length) return
    const codes = new Int32Array(Math.max(needed, this.codes.length * 2))
    codes.set(this.codes.subarray(0, this.length))
    this.codes = codes
  }

  /**
   * Splits `cell` on whitespace, ',', ';' or '|'. Tokens of exactly 5 digits are
   * the ZIPs of the next company (duplicates within the cell ignored, sheet order
   * kept); every other token is reported in `rejected` with `row`. Returns the ZIPs.
   * The caller must keep the company when the result is not empty (the index counts it).
   */
  collect(cell: string, rejected: SheetReport['rejectedZipTokens'], row: number): string[] {
    const n = cell.length
    if (n === 0) return []
    if (this.bytes.length < n + SENTINEL_BYTES) {
      this.bytes = new Uint8Array(Math.max(n + SENTINEL_BYTES, this.bytes.length * 2))
      this.view = new DataView(this.bytes.buffer)
    }
    const { read, written } = this.encoder.encodeInto(cell, this.bytes)
    const start = this.length
    if (read === n && written === n) this.scanAscii(cell, n, rejected, row)
    else this.scanChars(cell, rejected, row)
    return this.zipsFrom(start)
  }

  /** The byte scan of an ASCII cell already in `bytes` (see the class comment). */
  private scanAscii(cell: string, n: number, rejected: SheetReport['rejectedZipTokens'], row: number): void {
    this.reserve(maxZipTokens(n))
    const b = this.bytes
    const view = this.view
    const sep = ASCII_SEPARATOR
    const inRow = this.inRow
    const codes = this.codes
    let length = this.length
    // Sentinels: a separator ends the last token; the non-separators after it end a run of separators.
    b[n] = 32
    for (let k = 1; k < SENTINEL_BYTES; k++) b[n + k] = 120
    let i = 0
    while (sep[b[i]!] === 1) i++
    while (i < n) {
      // i is the first byte of a token.
      const x = view.getUint32(i, true)
      const d4 = b[i + 4]! - 48
      if ((((x - 0x30303030) | (x + 0x46464646)) & 0x80808080) === 0 && d4 >= 0 && d4 <= 9 && sep[b[i + 5]!] === 1) {
        // The four digits d0..d3 are the bytes of y, first digit lowest. Pairs first: byte 0 of z is
        // d0 * 10 + d1 and byte 2 is d2 * 10 + d3 (no byte exceeds 99, so nothing carries).
        const y = x - 0x30303030
        const z = (y * 10 + (y >>> 8)) & 0x00ff00ff
        const code = ((z & 0xff) * 100 + (z >>> 16)) * 10 + d4
        const word = code >> 5
        const bit = 1 << (code & 31)
        if ((inRow[word]! & bit) === 0) {
          inRow[word] = inRow[word]! | bit
          codes[length++] = code
        }
        i += 5
      } else {
        const from = i
        while (sep[b[i]!] === 0) i++ // stops at the separator sentinel at n at the latest
        rejected.push({ row, token: cell.slice(from, i) })
      }
      // i is on a separator. Runs of up to three (', ', ' | ') are skipped without branching.
      const s1 = sep[b[i + 1]!]!
      const s2 = s1 & sep[b[i + 2]!]!
      i += 1 + s1 + s2 + (s2 & sep[b[i + 3]!]!)
      while (sep[b[i]!] === 1) i++ // stops at n + 1 at the latest
    }
    this.length = length
  }

  /** Same as scanAscii() for a cell with non-ASCII text (where Unicode whitespace also separates). */
  private scanChars(cell: string, rejected: SheetReport['rejectedZipTokens'], row: number): void {
    const n = cell.length
    let i = 0
    while (i < n) {
      if (isZipSeparator(cell.charCodeAt(i))) {
        i++
        continue
      }
      const from = i
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
      if (digits !== 5 || i - from !== 5) {
        rejected.push({ row, token: cell.slice(from, i) })
        continue
      }
      const bit = 1 << (code & 31)
      if ((this.inRow[code >> 5]! & bit) !== 0) continue // duplicate within this cell
      this.inRow[code >> 5] = this.inRow[code >> 5]! | bit
      this.reserve(1)
      this.codes[this.length++] = code
    }
  }

  /** The ZIP strings of codes[start..length), in an array of exactly that size; clears the row's dedup bits. */
  private zipsFrom(start: number): string[] {
    const count = this.length - start
    const zips = new Array<string>(count)
    const codes = this.codes
    const strings = this.strings
    const inRow = this.inRow
    for (let k = 0; k < count; k++) {
      const code = codes[start + k]!
      let zip = strings[code]!
      if (zip === '') zip = strings[code] = zipString(code)
      zips[k] = zip
      inRow[code >> 5] = 0
    }
    return zips
  }

  /**
   * The index, given the kept companies (company i added zip_codes.length codes).
   * Counting sort: prefix sums turn counts into range ends, then the pairs are placed
   * from the last to the first, so each range ends up in ascending company order and
   * each end has moved to its range's start.
   */
  build(companies: readonly Company[]): ZipIndex {
    const { codes, length } = this
    const offsets = this.counts
    for (let k = 0; k < length; k++) offsets[codes[k]!]!++
    let total = 0
    for (let code = 0; code < ZIP_SPACE; code++) {
      total += offsets[code]!
      offsets[code] = total
    }
    offsets[ZIP_SPACE] = total
    const positions = new Int32Array(length)
    let k = length
    for (let pos = companies.length - 1; pos >= 0; pos--) {
      const first = k - companies[pos]!.zip_codes.length
      while (k > first) positions[--offsets[codes[--k]!]!] = pos
    }
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
  const cDisplayName = col('display_name')
  const cStatus = col('status_badge')
  const cNoteBanner = col('note_banner')
  const cScheduleLabel = col('schedule_label')
  const cScheduleUrl = col('schedule_url')
  const cCalendarLabel = col('calendar_label')
  const cCalendarUrl = col('calendar_url')
  const cTimeZone = col('time_zone')
  const cTargetArea = col('target_area')
  const cRadius = col('target_radius_miles')
  const cState = col('state')
  const cWarranty = col('warranty')
  const cPricing1 = col('pricing_1car')
  const cPricing2 = col('pricing_2car')
  const cPricing3 = col('pricing_3car')
  const cEstimator = col('estimator_name')
  const cEmail = col('email')
  const cServiceCategory = col('service_category')
  const cServicesOffered = col('services_offered')
  const cServiceTypes = col('service_types')
  const cNotesLabel = col('notes_label')
  const cExtraNotes = col('extra_notes')
  const cHours = col('hours')
  const cProjectTypes = col('project_types')
  const hasRadiusColumn = cRadius.length > 0

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
  // Room for every ZIP up front: the code buffer never has to grow (and be copied) while rows are read.
  let zipCapacity = 0
  for (let r = headerAt + 1; r < rows.length; r++) zipCapacity += maxZipTokens(pick(rows[r]!, cZips).length)
  const zipIndex = new ZipIndexBuilder(zipCapacity)
  // Sheets repeat values such as 'Residential/Commercial' on most rows: each distinct one is rewritten once.
  const serviceTypes = new Map<string, string>()

  for (let r = headerAt + 1; r < rows.length; r++) {
    const row = rows[r]!
    const sheetRow = r + 1
    const company_name = pick(row, cName)
    const zip_codes = zipIndex.collect(pick(row, cZips), report.rejectedZipTokens, sheetRow)
    if (company_name === '' && zip_codes.length === 0) {
      if (isRowBlank(row)) continue
      report.rowsRead++
      report.droppedRows.push({ row: sheetRow, reason: sheetReportReasons.noNameNoZip })
      continue
    }
    report.rowsRead++

    const calendar_url = safeLinkCell(pick(row, cCalendarUrl), 'calendar_url', sheetRow, report)
    const schedule_url = safeLinkCell(pick(row, cScheduleUrl), 'schedule_url', sheetRow, report) || calendar_url

    const rawEmail = pick(row, cEmail)
    let email = ''
    if (rawEmail !== '') {
      const ok = safeEmail(rawEmail)
      if (ok === null) report.unsafeLinks.push({ row: sheetRow, field: 'email', value: rawEmail })
      else email = ok
    }

    const target = parseTargetArea(pick(row, cTargetArea))
    let target_radius_miles = target.radius
    if (hasRadiusColumn) {
      const fromColumn = parseRadiusCell(pick(row, cRadius))
      if (fromColumn !== null) target_radius_miles = fromColumn
    }

    let service_types = pick(row, cServiceTypes)
    if (service_types.includes('/')) {
      let rewritten = serviceTypes.get(service_types)
      if (rewritten === undefined) {
        rewritten = service_types.replaceAll('/', '|')
        serviceTypes.set(service_types, rewritten)
      }
      service_types = rewritten
    }

    companies.push({
      company_name,
      display_name: pick(row, cDisplayName) || company_name,
      status_badge: statusBadge(pick(row, cStatus)),
      note_banner: pick(row, cNoteBanner),
      schedule_label: pick(row, cScheduleLabel) || 'Schedule',
      schedule_url,
      calendar_label: pick(row, cCalendarLabel) || 'Open Calendar',
      calendar_url,
      time_zone: pick(row, cTimeZone),
      target_area: target.area,
      target_radius_miles,
      state: pick(row, cState),
      warranty: pick(row, cWarranty),
      pricing_1car: pick(row, cPricing1),
      pricing_2car: pick(row, cPricing2),
      pricing_3car: pick(row, cPricing3),
      estimator_name: pick(row, cEstimator),
      email,
      service_category: pick(row, cServiceCategory),
      services_offered: pick(row, cServicesOffered),
      service_types,
      notes_label: pick(row, cNotesLabel),
      extra_notes: pick(row, cExtraNotes),
      zip_codes,
      hours: pick(row, cHours),
      project_types: pick(row, cProjectTypes),
    })
  }
  report.rowsKept = companies.length
  return { companies, zipIndex: zipIndex.build(companies), report }
}
