// Memory only, like the Lead details: a reload or New lead forgets them, and the claim runs out by itself.
import { externalStore } from '../../external-store'
import type { ClaimedLead } from '../../ledger/ledger-contract'
import type { CallOutcome } from '../../lead-queue/queued-lead'

export interface LeadOnScreen {
  lead: ClaimedLead
  /** The lead's IANA zone by its ZIP, from the tool's ZIP data; null when the ZIP is unknown there. */
  zoneByZip: string | null
  /** The zone its calls and call-back times are in: its ZIP's, else the agency's. */
  timeZone: string
}

export const leadOnScreen = externalStore<LeadOnScreen | null>(null)

/** The last outcome the strip recorded, by its attempt id in the outcomes' outbox (null: it could not be kept). */
export const lastRecorded = externalStore<{ attemptId: string | null; outcome: CallOutcome } | null>(null)

/** New lead: the strip goes; the claim runs out on the ledger's clock. */
export function forgetLeadOnScreen() {
  leadOnScreen.set(null)
  lastRecorded.set(null)
}

/** The claimed lead's call recorded (an outcome, or Mark booked): the ledger released the claim. */
export function leadCallRecorded(attemptId: string | null, outcome: CallOutcome) {
  leadOnScreen.set(null)
  lastRecorded.set({ attemptId, outcome })
}
