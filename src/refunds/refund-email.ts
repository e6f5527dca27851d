// The email the partner gets when the owner decides a refund in Admin: the same text as the ledger
// script's, which a test runs on one table with this one. Framework-free.
import { emailText } from '../bookings/email-lines'
import { fitMailSubject, quoteSummary, shown, type QuoteEmailFields } from '../bookings/quote-email'

/** What `decide` writes in `Refund Decision`. */
type RefundDecision = 'Approved' | 'Declined'

export interface RefundEmailFields extends Pick<QuoteEmailFields, 'id' | 'service' | 'zip' | 'appointmentLabel'> {
  decision: RefundDecision
  /** The partner's reason, one of REFUND_REASONS. */
  reason?: string
  /** The owner's `Why (sent to the partner)`. */
  why?: string
}

/** `Refund approved: {Service} · {ZIP} · {Appointment Label}` or `Refund declined: …`. */
export const refundEmailSubject = (b: RefundEmailFields) =>
  fitMailSubject(`Refund ${b.decision === 'Approved' ? 'approved' : 'declined'}: ${quoteSummary(b)}`)

/** The heading of the owner's `why`, the decision email's last lines. */
const REFUND_WHY_HEADING = 'Why (from the agency):'

export function refundEmailBody(b: RefundEmailFields): string {
  const lines = [
    `The agency ${b.decision === 'Approved' ? 'approved' : 'declined'} your refund request for this quote.`,
    '',
    `Quote: ${quoteSummary(b)}`,
    `Reason: ${shown(b.reason)}`,
    `Booking ID: ${shown(b.id)}`,
  ]
  return emailText(lines, [{ heading: REFUND_WHY_HEADING, text: b.why }])
}
