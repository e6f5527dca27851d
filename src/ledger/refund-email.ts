// The email the partner gets when the owner decides a refund in Admin (issue 44): the same text as the ledger
// script's, which a test runs on one table with this one. Framework-free.
import { quoteSummary, shown, type QuoteEmailFields } from './quote-email'

/** What `decide` writes in `Refund Decision`. */
type RefundDecision = 'Approved' | 'Declined'

export interface RefundEmailFields extends Pick<QuoteEmailFields, 'id' | 'service' | 'zip' | 'appointmentLabel'> {
  decision: RefundDecision
  /** The partner's reason, one of REFUND_REASONS. */
  reason?: string
  /** The owner's `Why (sent to the partner)`. */
  why?: string
}

/** MailApp refuses a longer subject (`Argument too large: subject`). */
const MAIL_SUBJECT_LIMIT = 250

/** `text`, or its start and `…` within the limit; a character written as two UTF-16 units is never split. */
export function fitMailSubject(text: string): string {
  if (text.length <= MAIL_SUBJECT_LIMIT) return text
  let end = MAIL_SUBJECT_LIMIT - 1
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end--
  return `${text.slice(0, end)}…`
}

/** `Refund approved: {Service} · {ZIP} · {Appointment Label}` or `Refund declined: …`. */
export const refundEmailSubject = (b: RefundEmailFields) =>
  fitMailSubject(`Refund ${b.decision === 'Approved' ? 'approved' : 'declined'}: ${quoteSummary(b)}`)

export function refundEmailBody(b: RefundEmailFields): string {
  return [
    `The agency ${b.decision === 'Approved' ? 'approved' : 'declined'} your refund request for this quote.`,
    '',
    `Quote: ${quoteSummary(b)}`,
    `Reason: ${shown(b.reason)}`,
    `Why: ${shown(b.why)}`,
    `Booking ID: ${shown(b.id)}`,
  ].join('\n')
}
