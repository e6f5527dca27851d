// A lead of the ledger's Leads tab, and one call on it, as `queue` and the Attempts tab give them.
import { isOneOf } from '../one-of'

/** Every outcome a call can have, spelled as the Attempts tab and the outcome buttons spell it. */
export const CALL_OUTCOMES = [
  'No answer',
  'Left voicemail',
  'Call back',
  'Bad number',
  'Not interested',
  'Do not call',
  'Booked',
] as const

export type CallOutcome = (typeof CALL_OUTCOMES)[number]

export const isCallOutcome = isOneOf(CALL_OUTCOMES)

/** One open lead as `queue` answers it: never its name, phone, email, address or notes. Times are ISO 8601, '' for none. */
export interface QueuedLead {
  /** '' until `claim` or `outcome` writes one. */
  leadId: string
  /** The Leads tab's row: it names the lead until it has an id. */
  row: number
  /** Until it has an id, the last 4 digits of its phone, which a claim by row must repeat; else ''. */
  phoneEnd: string
  /** '' until `claim` or `outcome` writes the moment the script first saw the row. */
  receivedAt: string
  /** Five digits, or '' when the row has none. */
  zip: string
  service: string
  source: string
  /** Calls recorded so far, whatever their outcome. */
  attempts: number
  nextCallAt: string
  /** The setter holding the claim, or ''. */
  claimedBy: string
  /** When that claim ends: the tool judges expiry itself, as its copy of the queue can be a minute old. */
  claimedUntil: string
  /** When intake filed it, '' for a row typed by hand; absent from a script before version 9. */
  arrivedAt?: string
}

/** One row of the Attempts tab. */
export interface LeadAttempt {
  attemptId: string
  leadId: string
  at: string
  setter: string
  outcome: CallOutcome
  /** Set for `Call back` only. */
  callbackAt: string
}
