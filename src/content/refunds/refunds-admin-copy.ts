import { bookingCopy } from '../bookings/booking-copy'
import { leadSourcesCopy } from '../leads/lead-sources-copy'
import { refundPolicyText } from '../../refunds/policy'

const orNone = (text: string, none: string) => (text.trim() === '' ? none : text)

export const refundsAdminCopy = {
  heading: 'Refunds asked',
  intro: `${refundPolicyText.askFromLink} Approving writes Refunded in Status and credits the quote on the statement; either way the partner gets one email with your why.`,
  none: 'No refund requests waiting.',
  /** `{partner} · {ZIP} · {appointment label} · {reason}` */
  request: (partner: string, zip: string, appointmentLabel: string, reason: string) =>
    `${partner} · ${orNone(zip, 'no ZIP')} · ${orNone(appointmentLabel, 'no appointment')} · ${orNone(reason, '—')}`,
  /** `Homeowner: {name} · Setter: {setter} · Booking ID: {id}`; a part the ledger did not answer is left out. */
  booking: (leadName: string | undefined, setter: string | undefined, id: string) =>
    [
      leadName?.trim() ? `Homeowner: ${leadName.trim()}` : '',
      setter?.trim() ? `Setter: ${setter.trim()}` : '',
      `Booking ID: ${id}`,
    ]
      .filter((part) => part !== '')
      .join(' · '),
  ledgerNote: (note: string) =>
    `Ledger Note: ${note}. This request may not be the partner's: check the booking's row before you decide.`,
  approve: 'Approve',
  decline: 'Decline',
  whyLabel: 'Why (sent to the partner)',
  deciding: 'Sending…',
  decidedNow: (decision: string, refundEmailStatus: string) => `${decision}. Refund email: ${refundEmailStatus}.`,
  refusals: {
    'already-decided': 'This request was already decided: the list is read again.',
    'no-request': 'The ledger holds no refund request for this quote any more.',
    'not-found': 'The ledger no longer holds this quote.',
    'bad-request': (reason: string) => `The ledger refused the decision${reason ? ` (${reason})` : ''}.`,
  },
  failed: {
    'bad-key': 'The ledger refused the key.',
    'weak-key': bookingCopy.weakOwnerKey,
    'bad-request': 'The ledger did not understand the request: paste the latest script and deploy a new version.',
    busy: 'The ledger was busy: try again.',
    'no-spreadsheet': 'The ledger script has no spreadsheet.',
    'owner-only': "Only the owner's key can decide.",
    'not-allowed': leadSourcesCopy.notAllowed,
    unreachable: 'The ledger did not answer: try again.',
  },
  decidedHeading: 'Decided since the start of last week',
  sendAgain: 'Send again',
  refundEmail: (refundEmailStatus: string) => `Refund email: ${refundEmailStatus}.`,
  resendRefusals: {
    'not-found': 'The ledger no longer holds this quote.',
    'no-decision': 'The ledger holds no decision for this quote any more.',
  },
  /** `Approved Wed Nov 25 · Refund email: Sent` */
  decision: (decision: string, day: string, refundEmailStatus: string) =>
    `${decision} ${day} · Refund email: ${orNone(refundEmailStatus, 'not sent yet')}`,
  outOfDate: 'Refund requests need the ledger script’s version 4: paste the latest script and deploy a new version.',
  notRead: (detail: string) => `The refund requests could not be read (${detail}).`,
  reading: 'Reading the refund requests…',
  noShowsHeading: 'No-shows',
}
