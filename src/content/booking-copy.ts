// Words of the booking ledger: Mark booked and the waiting line (Admin's ledger parts: ledger-admin-copy.ts).
import type { WaitingReason } from '../ledger/ledger-contract'

const bookings = (n: number) => (n === 1 ? '1 booking' : `${n} bookings`)

export const bookingCopy = {
  markBooked: 'Mark booked',
  markBookedOff: 'This row has no company name, so a booking could not be matched to it.',
  dialogTitle: (partner: string) => `Record a booking with ${partner}`,
  dialogIntro: 'This is what will be recorded:',
  fields: {
    partner: 'Partner',
    service: 'Service',
    zip: 'ZIP',
    garageSize: 'Garage size',
    leadName: 'Lead name',
    leadPhone: 'Lead phone',
  },
  none: '—',
  yourName: 'Your name',
  yourNameMissing: 'Enter your name: the owner sees who booked it.',
  pausedWarning: 'This partner is PAUSED: book only if the owner said so.',
  fullWarning: (cap: number) => `This partner is full this week (${cap} booked). Book only if the owner said so.`,
  record: 'Record booking',
  cancel: 'Cancel',
  notRecorded:
    'The booking was NOT recorded: this browser would not save it (storage blocked or full). Write it down and tell the owner.',
  bookedAt: (time: string) => `Booked ${time}`,
  waiting: (n: number, reason: WaitingReason) =>
    `${bookings(n)} waiting to send (${
      {
        offline: 'offline',
        unreachable: 'ledger unreachable',
        'bad-key': 'the ledger refused the key',
        'no-ledger': 'no ledger set up',
        'no-spreadsheet': 'the ledger script has no spreadsheet',
        'old-script': 'the ledger did not understand the request: update its script to the latest version',
      }[reason]
    })`,
  waitingListLabel: 'Bookings not yet in the ledger',
  waitingItem: (partner: string, zip: string, time: string) => `${partner} · ${zip || 'no ZIP'} · booked ${time}`,
  notTried: 'not sent yet',
  rejectedHeading: 'Not accepted by the ledger (not resent):',
  badRequest: 'the ledger could not read this booking',
  errors: {
    badKey: 'the ledger refused the key',
    busy: 'the ledger was busy',
  },
  bookedThisWeek: (n: number, cap: number | null) =>
    cap === null ? `${n} booked this week` : `${n} of ${cap} this week`,
  fullThisWeek: 'Full this week',
  ledgerRead: (ago: string, stale: boolean) =>
    `Bookings read from the ledger ${ago}${stale ? ' (could not read it just now; counts may be behind)' : ''}.`,
}
