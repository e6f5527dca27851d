// The domain records the setter tool works with. Built from untrusted sheet rows
// by the sheet core; everything here is plain data (structured-clone safe, so it
// can cross from the parsing Web Worker).

export type StatusBadge = 'ACTIVE' | 'PAUSED'

/** One partner company, built from one spreadsheet row (SPEC.md §3). */
export interface Company {
  /** The sheet row it came from (header = 1): names a partner without a name ('Unnamed partner (row N)'). */
  sheet_row: number
  company_name: string
  /** Defaults to company_name. */
  display_name: string
  status_badge: StatusBadge
  note_banner: string
  /** Defaults to 'Schedule'. */
  schedule_label: string
  /** Falls back to calendar_url. Only http:, https: or mailto:, else ''. */
  schedule_url: string
  /** Defaults to 'Open Calendar'. */
  calendar_label: string
  calendar_url: string
  time_zone: string
  target_area: string
  target_radius_miles: number | null
  state: string
  warranty: string
  pricing_1car: string
  pricing_2car: string
  pricing_3car: string
  estimator_name: string
  email: string
  service_category: string
  services_offered: string
  /** Slashes replaced with '|'. */
  service_types: string
  notes_label: string
  extra_notes: string
  // zip_codes (SPEC.md §3) is not a field: a company's ZIPs live in the sheet's ZipIndex,
  // the only form anything reads (searchByZip, the placeholder's example ZIP).
  hours: string
  project_types: string
  /** Raw `Booking Answers` cell, e.g. `a1=phone a2=notes` (read by booking-answers.ts). */
  booking_answers: string
  /** The optional `Priority` cell, trimmed: read as a number by partnerPriority (partner-order.ts). */
  priority: string
}

/** What the loader noticed about an untrusted sheet, for the Admin tab. Row numbers are sheet rows (header = 1). */
export interface SheetReport {
  rowsRead: number
  rowsKept: number
  droppedRows: { row: number; reason: string }[]
  rejectedZipTokens: { row: number; token: string }[]
  unmatchedHeaders: string[]
  unsafeLinks: { row: number; field: string; value: string }[]
  /** Rows with a stray quote: they may have swallowed the rows after them. Worth checking in the sheet. */
  strayQuoteRows: number[]
  /** The header row has no status column, so every partner shows as PAUSED (SPEC.md §3). */
  noStatusColumn: boolean
}

/** How many ZIP codes there are: 00000..99999, each read as the number it spells. */
export const ZIP_CODE_COUNT = 100_000

/**
 * ZIP -> positions in `companies`, ascending (sheet order), as a counting-sort table
 * over the ZIP_CODE_COUNT possible ZIPs: the companies serving ZIP z (as a number) are at
 * positions[offsets[z] .. offsets[z + 1]). Two typed arrays: built in one pass, and
 * copied out of the parsing worker in one step. Read it with zipPositions().
 */
export interface ZipIndex {
  /** Length ZIP_CODE_COUNT + 1. */
  offsets: Int32Array
  positions: Int32Array
}

export interface LoadedSheet {
  companies: Company[]
  zipIndex: ZipIndex
  report: SheetReport
}
