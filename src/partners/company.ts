// Plain data built from untrusted sheet rows: structured-clone safe, so it crosses from the sheet worker.

export type StatusBadge = 'ACTIVE' | 'PAUSED'

export interface Company {
  sheet_row: number
  company_name: string
  display_name: string
  status_badge: StatusBadge
  note_banner: string
  schedule_label: string
  schedule_url: string
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
  service_types: string
  notes_label: string
  extra_notes: string
  // zip_codes (SPEC.md §3) lives only in the sheet's ZipIndex, the one form anything reads.
  hours: string
  project_types: string
  /** Raw `Booking Answers` cell, e.g. `a1=phone a2=notes` (read by booking-answers.ts). */
  booking_answers: string
  /** The optional `Priority` cell, trimmed: read as a number by partnerPriority (partner-order.ts). */
  priority: string
  /** The optional `Weekly Cap` cell, trimmed: read by weeklyCap (src/bookings/partner-standing.ts). */
  weekly_cap: string
  /** The optional `Price per Quote` cell, trimmed: read by the weekly statement (src/refunds/weekly-statement.ts). */
  price_per_quote: string
  /** The optional `Quote Email` cell, trimmed: where booked quotes are emailed instead of `email` (quoteAddress). */
  quote_email: string
}

/** What the loader noticed, for the Admin tab. Rows are sheet rows: the header is row 1. */
export interface SheetReport {
  rowsRead: number
  rowsKept: number
  droppedRows: { row: number; reason: string }[]
  rejectedZipTokens: { row: number; token: string }[]
  unmatchedHeaders: string[]
  unsafeLinks: { row: number; field: string; value: string }[]
  strayQuoteRows: number[]
  noStatusColumn: boolean
}

/** ZIP z (as a number) is served by companies[positions[offsets[z] .. offsets[z + 1])], in sheet order. */
export interface ZipIndex {
  offsets: Int32Array
  positions: Int32Array
}

export interface LoadedSheet {
  companies: Company[]
  zipIndex: ZipIndex
  report: SheetReport
}
