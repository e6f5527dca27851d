// The owner-only `refunds` and `decide` answers, read strictly: a shape the contract does not name is
// not the ledger's answer. Notes and whys stay the partner's and owner's text as typed; Admin shows them as text.
import { every, fields, isText, isTime, parsed, reply, type LedgerReply } from './ledger-answer'
import type { AppointmentRow } from '../refunds/no-show-period'

/** A partner's refund request the owner has not decided yet. */
export interface OpenRefund {
  id: string
  partner: string
  zip: string
  service: string
  appointmentLabel: string
  reason: string
  note: string
  /** ISO time the partner asked. */
  askedAt: string
  /** What a request wrote on this booking by mistake; its request may be one. */
  ledgerNote?: string
  /** The homeowner's name and the setter's, as the row holds them; a script before version 10 answers neither. */
  leadName?: string
  setter?: string
}

type RefundDecision = 'Approved' | 'Declined'

/** A request the owner decided in the weeks asked, and the fate of the email that told the partner. */
export interface DecidedRefund extends Omit<OpenRefund, 'askedAt'> {
  why: string
  decision: RefundDecision
  /** ISO time of the decision. */
  decidedAt: string
  /** In Email Status's words: `Sent`, a reason it was not sent, `being sent`. */
  refundEmailStatus: string
}

export interface RefundsAnswer {
  /** Oldest first, as the script answers them. */
  open: OpenRefund[]
  decided: DecidedRefund[]
  appointments: AppointmentRow[]
}

/** `decide`'s answer: the decision written, or why nothing was. */
export type DecideOutcome =
  | { decided: true; decision: RefundDecision; refundEmailStatus: string }
  | { decided: false; error: DecideRefusal; reason: string }

type DecideRefusal = 'already-decided' | 'no-request' | 'not-found' | 'bad-request'

const DECIDE_REFUSALS: readonly unknown[] = [
  'already-decided',
  'no-request',
  'not-found',
  'bad-request',
] satisfies DecideRefusal[]
const DECISIONS: readonly unknown[] = ['Approved', 'Declined'] satisfies RefundDecision[]

const REQUEST_FIELDS = ['id', 'partner', 'zip', 'service', 'appointmentLabel', 'reason', 'note'] as const
const APPOINTMENT_FIELDS = ['partner', 'appointment', 'emailStatus', 'noShowReportedAt'] as const

/** The names a version 10 script adds; one missing or not text is left out, so an older answer still reads. */
function namesOf(item: Record<string, unknown>): Pick<OpenRefund, 'leadName' | 'setter'> {
  const { leadName, setter } = item
  return { ...(isText(leadName) ? { leadName } : {}), ...(isText(setter) ? { setter } : {}) }
}

function readOpen(item: unknown): OpenRefund | null {
  const texts = fields(item, REQUEST_FIELDS)
  const { askedAt, ledgerNote } = (item ?? {}) as Record<string, unknown>
  if (!texts || !isTime(askedAt)) return null
  const read = { ...texts, ...namesOf(item as Record<string, unknown>), askedAt }
  return isText(ledgerNote) && ledgerNote.trim() !== '' ? { ...read, ledgerNote } : read
}

function readDecided(item: unknown): DecidedRefund | null {
  const texts = fields(item, [...REQUEST_FIELDS, 'why', 'refundEmailStatus'] as const)
  if (!texts) return null
  const { decision, decidedAt } = item as Record<string, unknown>
  if (!DECISIONS.includes(decision) || !isTime(decidedAt)) return null
  return { ...texts, ...namesOf(item as Record<string, unknown>), decision: decision as RefundDecision, decidedAt }
}

/** A script before version 13 answers an appointment without its Booking ID. */
function readAppointment(item: unknown): AppointmentRow | null {
  const texts = fields(item, APPOINTMENT_FIELDS)
  const { id } = (item ?? {}) as Record<string, unknown>
  return texts && isText(id) ? { id, ...texts } : texts
}

export const readRefundsReply = (text: string): LedgerReply<RefundsAnswer> =>
  reply<RefundsAnswer>(text, (body) => {
    const open = every(body.open, readOpen)
    const decided = every(body.decided, readDecided)
    const appointments = every(body.appointments, readAppointment)
    return open && decided && appointments ? { open, decided, appointments } : null
  })

export function readDecideReply(text: string): LedgerReply<DecideOutcome> {
  const body = parsed(text)
  if (body?.ok === false && DECIDE_REFUSALS.includes(body.error)) {
    const reason = isText(body.reason) ? body.reason : ''
    return { kind: 'answer', body: { decided: false, error: body.error as DecideRefusal, reason } }
  }
  return reply<DecideOutcome>(text, (answer) =>
    DECISIONS.includes(answer.decision) && isText(answer.refundEmailStatus)
      ? { decided: true, decision: answer.decision as RefundDecision, refundEmailStatus: answer.refundEmailStatus }
      : null,
  )
}

/** `decide`'s request; `why` is sent to the partner, at most 500 characters. */
export interface DecideRequest {
  id: string
  decision: 'approve' | 'decline'
  why?: string
}

/** Owner only: sends again a decision's email that did not go; `resend` for one that may have been sent. */
export interface ResendDecisionRequest {
  id: string
  resend?: boolean
}

/** The email's fate in Email Status's words, or why there was none to send. */
export type ResendDecisionOutcome =
  { sent: true; refundEmailStatus: string } | { sent: false; error: 'not-found' | 'no-decision' }

export function readResendDecisionReply(text: string): LedgerReply<ResendDecisionOutcome> {
  const body = parsed(text)
  if (body?.ok === false && (body.error === 'not-found' || body.error === 'no-decision'))
    return { kind: 'answer', body: { sent: false, error: body.error } }
  return reply<ResendDecisionOutcome>(text, (answer) =>
    isText(answer.refundEmailStatus) ? { sent: true, refundEmailStatus: answer.refundEmailStatus } : null,
  )
}
