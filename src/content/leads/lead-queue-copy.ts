// The lead queue core's own lines (the strip, Leads waiting, the speed line) are in src/leads/lead-queue-messages.ts.
import type { CallOutcome } from '../../leads/queued-lead'
import { leadPolicyText } from '../../leads/policy'
import {
  LEAD_QUEUE_SCRIPT_VERSION,
  type ClosedBy,
  type LateCall,
  type LeadRefusal,
  type OutcomeNotYours,
} from '../../ledger-api/ledger-contract'

/** Why the ledger refused `not-yours`, said after `This lead is no longer yours: `. */
export const NOT_HELD_WHEN_CALLED = 'you did not hold it when the call was recorded'

export const nextLeadCopy = {
  nextLead: 'Next lead',
  /** Mark booked's line for a rebook row: the day the earlier quote was booked, `Mon Nov 30`. */
  rebookDialogLine: (bookedDay: string) => `New time for the quote booked ${bookedDay}.`,
  needsConnection: 'Next lead needs a connection.',
  needsZipData: (why: string) => `Next lead needs the ZIP data to check calling hours: ${why}.`,
  bookingWaits: 'Next lead waits until the booking reaches the ledger: its lead stays yours until then.',
  finding: 'Finding the next lead…',
  filled: 'Lead details filled from the lead queue.',
  notReached: (detail: string) => `Next lead could not reach the ledger (${detail}). Try again.`,
  refused: (error: string) => `The ledger refused Next lead (${error}). Ask the owner to check the ledger.`,
  stripLabel: 'Lead from the queue',
  /** Between the name, the phone and the place on the strip's first line. */
  partSeparator: ' · ',
  copyPhone: 'Copy',
  outcomesLabel: 'How the call went',
  callBackAt: (zone: string) => `Call back at (${zone}, the lead’s time)`,
  saveCallBack: 'Save call back',
  inOneHour: 'In 1 hour',
  tomorrowAtNine: 'Tomorrow 9 AM',
  cancel: 'Cancel',
  callBackProblem: leadPolicyText.callbackRange,
  /** `said` is the outcome, or `Call back {Day h:mm AM/PM}`. */
  recorded: (said: string) => `${said} recorded.`,
  recordedWaiting: (said: string) => `${said} recorded: it is sent when the ledger can be reached.`,
  callBackOn: (dayAndTime: string) => `Call back ${dayAndTime}`,
  nextCall: (dayAndTime: string, attempt: number) => `Next call ${dayAndTime} (attempt ${attempt}).`,
  leadClosed: 'The lead is closed.',
  undo: 'Undo',
  notRecorded: 'The outcome could not be kept in this browser. Try again.',
  bookedNotKept:
    'The booking is recorded, but Booked could not be kept for this lead in this browser: the lead stays open in the queue.',
  refusedOutcome: (outcome: CallOutcome, reason: string) => `The ledger refused ${outcome}: ${reason}.`,
  bookedWithLead: 'Mark booked also records Booked for this lead.',
  claimLost: (why: string) => `This lead is no longer yours: ${why}.`,
  /** `why` is closedByEarlierCall's text; the lead's name is said only on screen, never kept with the outcome. */
  closedBy: (name: string, why: string) => `${name.trim() || 'This lead'} was ${why}.`,
  released: 'You took another lead in another tab or on another device.',
  releasedIdle: leadPolicyText.releasedIdle,
  notBooked: (reason: string) => `Not booked: ${reason}. The lead is back on screen.`,
}

export const speedToLeadCopy = {
  heading: 'Speed to lead',
  reading: 'Reading the leads…',
  noneCalled: 'No lead received this week has been called yet.',
  notRead: (detail: string) => `Speed to lead could not be read: ${detail}.`,
  outOfDate: `The ledger script is older than version ${LEAD_QUEUE_SCRIPT_VERSION}: update it to see speed to lead.`,
  setterColumns: ['Setter', 'Leads worked', 'Calls', 'Booked', 'Contact rate'],
  noSetters: 'No calls recorded on this week’s leads.',
  percent: (rate: number) => `${Math.round(rate * 100)}%`,
  notedLeadsHeading: 'Leads a write reached by mistake',
  notedLead: (leadId: string, note: string) =>
    `Lead ${leadId}: ${note}. Check this lead's cells in the Leads tab, then clear its Ledger Note.`,
  lateCallsHeading: 'Calls that arrived late',
  lateCall: (call: LateCall, time: string) =>
    `${call.name || `Lead ${call.leadId}`}: ${call.outcome} by ${call.setter} at ${time}, after Booked`,
}

/** Why the ledger refused a call or a renewal when another setter's earlier call closed the lead. */
export const closedByEarlierCall = (closedBy: ClosedBy) =>
  `closed by ${closedBy.setter}'s earlier call: ${closedBy.outcome}`

/** Whether an outcome's stored refusal is closedByEarlierCall's. */
export const isClosedByEarlierCall = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.startsWith('closed by ') && text.includes("'s earlier call: ")

/** Why the ledger refused an outcome, as the strip and the outbox say it. */
export function outcomeRefusalText(
  refusal: LeadRefusal | OutcomeNotYours | { error: 'bad-request'; reason: string },
): string {
  switch (refusal.error) {
    case 'not-yours':
      return NOT_HELD_WHEN_CALLED
    case 'claimed':
      return `${refusal.by} holds this lead now`
    case 'closed':
      return refusal.closedBy ? closedByEarlierCall(refusal.closedBy) : 'the lead is closed'
    case 'not-found':
      return 'the lead is not in the Leads tab'
    default:
      return refusal.reason
  }
}
