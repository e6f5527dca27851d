// A `Booking Answers` cell (`a1=phone a2=notes`) that cannot be read is ignored (no answers) and listed in Admin.

import type { Company } from '../partners/company'
import { partnerName } from '../partners/partner-name'
import { LEAD_FIELDS, type LeadField } from './lead'

/** Question key (`a1` … `a99`) -> the lead detail that answers it. */
export type BookingAnswers = Readonly<Record<string, LeadField>>

const ENTRY = /^(a[1-9][0-9]?)=([a-z]+)$/

/** The cell's map ({} when blank), or null when any entry cannot be read or a question is named twice. */
export function parseBookingAnswers(cell: string): BookingAnswers | null {
  const entries = cell
    .toLowerCase()
    .replace(/\s*=\s*/g, '=')
    .split(/[\s,;]+/)
    .filter(Boolean)
  const answers: Record<string, LeadField> = {}
  for (const entry of entries) {
    const match = ENTRY.exec(entry)
    const field = match?.[2] as LeadField | undefined
    if (!match || !field || !LEAD_FIELDS.includes(field) || match[1]! in answers) return null
    answers[match[1]!] = field
  }
  return answers
}

export interface UnreadableBookingAnswers {
  row: number
  name: string
  cell: string
}

/** The Admin report's list: partners whose Booking Answers cell is ignored. */
export function unreadableBookingAnswers(companies: readonly Company[]): UnreadableBookingAnswers[] {
  return companies
    .filter((company) => company.booking_answers !== '' && parseBookingAnswers(company.booking_answers) === null)
    .map((company) => ({
      row: company.sheet_row,
      name: partnerName(company),
      cell: company.booking_answers,
    }))
}
