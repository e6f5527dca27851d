// CSV text -> companies, ZIP index and report (SPEC.md §3–§5). Rows are sheet rows: the header is row 1.
import Papa from 'papaparse'
import { type Company, type LoadedSheet, type SheetReport, type ZipIndex } from './company'
import { mapColumns, type ColumnMap } from './headers'
import { sheetLoadErrorReasons, sheetReportReasons } from './messages'
import { safeEmail } from './safe-email'
import { isSafeLink } from './safe-link'
import { ZIP_CODE_COUNT } from './zip-code'

export class SheetLoadError extends Error {
  name = 'SheetLoadError'
}

/** @internal scripts/bench.ts times Papa Parse with the options the tool uses. */
export const PAPA_OPTIONS = { delimiter: ',', quoteChar: '"', skipEmptyLines: false } as const

const ACTIVE_VALUES = new Set(['YES', 'ACTIVE', 'TRUE', '1'])

function statusBadge(value: string): Company['status_badge'] {
  return ACTIVE_VALUES.has(value.trim().toUpperCase()) ? 'ACTIVE' : 'PAUSED'
}

/** '{area} (... {N} miles)' -> { area, radius: N }; otherwise the radius is null. */
function parseTargetArea(text: string): { area: string; radius: number | null } {
  const t = text.trim()
  const open = t.lastIndexOf('(')
  if (t.endsWith(')') && open >= 0 && t.length - open <= 202) {
    const match = /(\d+)\s*(?:miles?|mi)\b/i.exec(t.slice(open + 1, -1))
    if (match) return { area: t.slice(0, open).trim(), radius: Number(match[1]) }
  }
  return { area: t, radius: null }
}

function parseRadiusCell(text: string): number | null {
  const radius = Number(/^(\d+(?:\.\d+)?)\s*(?:mi|miles?)?\.?$/i.exec(text.trim())?.[1] ?? NaN)
  return Number.isFinite(radius) ? radius : null
}

/** A sign-in or error page instead of CSV. */
function looksLikeHtml(text: string): boolean {
  const head = text.slice(0, 1024).toLowerCase()
  const start = head.trimStart()
  return start.startsWith('<!doctype') || start.startsWith('<html') || head.includes('<html')
}

/** The spec's whitespace (with every ASCII control character), comma, semicolon and pipe. */
const isZipSeparator = (c: number) =>
  c <= 32 || c === 44 || c === 59 || c === 124 || (c > 127 && /\s/.test(String.fromCharCode(c)))

class ZipIndexBuilder {
  private codes = new Int32Array(1024)
  private owners = new Int32Array(1024)
  private pairs = 0
  /** Per code, 1 + the position of the last company that listed it: a ZIP repeated in one cell counts once. */
  private readonly lastListedBy = new Int32Array(ZIP_CODE_COUNT)

  /** Adds the cell's ZIPs for the company at `position`; returns the rejected tokens. */
  read(cell: string, position: number): string[] {
    const rejected: string[] = []
    for (let i = 0; i < cell.length; i++) {
      if (isZipSeparator(cell.charCodeAt(i))) continue
      const from = i
      let code = 0
      for (; i < cell.length && !isZipSeparator(cell.charCodeAt(i)); i++) {
        const digit = cell.charCodeAt(i) - 48
        code = digit >= 0 && digit <= 9 && code >= 0 ? code * 10 + digit : -1
      }
      if (i - from === 5 && code >= 0) this.add(code, position)
      else rejected.push(cell.slice(from, i))
    }
    return rejected
  }

  get size(): number {
    return this.pairs
  }

  private add(code: number, position: number): void {
    if (this.lastListedBy[code] === position + 1) return
    this.lastListedBy[code] = position + 1
    if (this.pairs === this.codes.length) {
      const codes = new Int32Array(this.pairs * 2)
      const owners = new Int32Array(this.pairs * 2)
      codes.set(this.codes)
      owners.set(this.owners)
      this.codes = codes
      this.owners = owners
    }
    this.codes[this.pairs] = code
    this.owners[this.pairs++] = position
  }

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

function pick(row: readonly string[], columns: readonly number[]): string {
  for (const column of columns) {
    const value = row[column]?.trim()
    if (value) return value
  }
  return ''
}

// eslint-disable-next-line no-control-regex
const BLANK_TEXT = /^[\s\u0000-\u001f]*$/
function safeLinkCell(value: string, field: 'schedule_url' | 'calendar_url', row: number, report: SheetReport): string {
  if (value === '' || isSafeLink(value)) return value
  report.unsafeLinks.push({ row, field, value })
  return ''
}

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '')

/** Throws SheetLoadError, and nothing else, for text that is not a sheet. */
export function parseSheet(csvText: string): LoadedSheet {
  const text = String(csvText ?? '').replace(/^\uFEFF/, '')
  if (BLANK_TEXT.test(text)) throw new SheetLoadError(sheetLoadErrorReasons.empty)
  if (looksLikeHtml(text)) throw new SheetLoadError(sheetLoadErrorReasons.html)
  // A body cut between CR and LF would otherwise read as ending inside quotes.
  const parsed = Papa.parse<string[]>(text.endsWith('\r') ? text.slice(0, -1) : text, PAPA_OPTIONS)
  const unclosed = parsed.errors.find((error) => error.code === 'MissingQuotes')
  // Loading it would drop the partners the open quote swallowed, silently.
  if (unclosed) throw new SheetLoadError(sheetLoadErrorReasons.unclosedQuote((unclosed.row ?? 0) + 1))
  const rows = parsed.data
  const headerAt = rows.findIndex((row) => !isBlank(row))
  if (headerAt < 0) throw new SheetLoadError(sheetLoadErrorReasons.empty)
  const { columns, recognised, unmatched } = mapColumns(rows[headerAt]!)
  if (recognised === 0) throw new SheetLoadError(sheetLoadErrorReasons.noHeader)

  const companies: Company[] = []
  const report: SheetReport = {
    rowsRead: 0,
    rowsKept: 0,
    droppedRows: [],
    rejectedZipTokens: [],
    unmatchedHeaders: unmatched,
    unsafeLinks: [],
    strayQuoteRows: [
      ...new Set(
        parsed.errors.filter((e) => e.code === 'InvalidQuotes' && (e.row ?? 0) > headerAt).map((e) => e.row! + 1),
      ),
    ],
    noStatusColumn: columns.status_badge.length === 0,
  }
  const zipIndex = new ZipIndexBuilder()
  for (let r = headerAt + 1; r < rows.length; r++) {
    const row = rows[r]!
    const sheetRow = r + 1
    const zipsBefore = zipIndex.size
    for (const token of zipIndex.read(pick(row, columns.zip_codes), companies.length))
      report.rejectedZipTokens.push({ row: sheetRow, token })
    const company_name = pick(row, columns.company_name)
    if (company_name === '' && zipIndex.size === zipsBefore) {
      if (isBlank(row)) continue
      report.rowsRead++
      report.droppedRows.push({ row: sheetRow, reason: sheetReportReasons.noNameNoZip })
      continue
    }
    report.rowsRead++
    companies.push(readCompany(row, sheetRow, company_name, columns, report))
  }
  report.rowsKept = companies.length
  return { companies, zipIndex: zipIndex.build(), report }
}

function readCompany(
  row: readonly string[],
  sheetRow: number,
  company_name: string,
  columns: ColumnMap['columns'],
  report: SheetReport,
): Company {
  const calendar_url = safeLinkCell(pick(row, columns.calendar_url), 'calendar_url', sheetRow, report)
  const schedule_url = safeLinkCell(pick(row, columns.schedule_url), 'schedule_url', sheetRow, report) || calendar_url
  const rawEmail = pick(row, columns.email)
  const email = rawEmail === '' ? '' : safeEmail(rawEmail)
  if (email === null) report.unsafeLinks.push({ row: sheetRow, field: 'email', value: rawEmail })
  const target = parseTargetArea(pick(row, columns.target_area))
  const radius = columns.target_radius_miles.length > 0 ? parseRadiusCell(pick(row, columns.target_radius_miles)) : null
  return {
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
    target_radius_miles: radius ?? target.radius,
    state: pick(row, columns.state),
    warranty: pick(row, columns.warranty),
    pricing_1car: pick(row, columns.pricing_1car),
    pricing_2car: pick(row, columns.pricing_2car),
    pricing_3car: pick(row, columns.pricing_3car),
    estimator_name: pick(row, columns.estimator_name),
    email: email ?? '',
    service_category: pick(row, columns.service_category),
    services_offered: pick(row, columns.services_offered),
    service_types: pick(row, columns.service_types).replaceAll('/', '|'),
    notes_label: pick(row, columns.notes_label),
    extra_notes: pick(row, columns.extra_notes),
    hours: pick(row, columns.hours),
    project_types: pick(row, columns.project_types),
    booking_answers: pick(row, columns.booking_answers),
    priority: pick(row, columns.priority),
    weekly_cap: pick(row, columns.weekly_cap),
    price_per_quote: pick(row, columns.price_per_quote),
    quote_email: pick(row, columns.quote_email),
  }
}
