import type { WaitingReason } from '../../ledger-api/ledger-contract'
import type { BookingToSend, LedgerLeadField } from '../../bookings/booking'
import { MAX_FIELD_LENGTH } from '../../bookings/lead-fields'
import type { AppointmentProblem } from '../../partner-time/appointment'

const bookings = (n: number) => (n === 1 ? '1 booking' : `${n} bookings`)
const callOutcomes = (n: number) => (n === 1 ? '1 call outcome' : `${n} call outcomes`)
const whatWaits = (waitingBookings: number, waitingOutcomes: number) =>
  [waitingBookings > 0 ? bookings(waitingBookings) : '', waitingOutcomes > 0 ? callOutcomes(waitingOutcomes) : '']
    .filter(Boolean)
    .join(' and ')

/** A refused key, in Admin and on the waiting line: the owner's remedy and the setter's. */
const REFUSED_KEY =
  'The ledger refused this key: a setter asks the owner for their own key; the owner checks LEDGER_KEY in Script Properties.'

/** A LEDGER_KEY too short to be taken as the owner's: the owner's remedy. */
const WEAK_OWNER_KEY =
  'The owner key is shorter than 20 characters: set a longer LEDGER_KEY in Script Properties, then run authorize.'

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
  },
  leadFields: {
    leadName: 'Lead name',
    leadPhone: 'Lead phone',
    leadEmail: 'Lead email',
    leadAddress: 'Address',
    notes: 'Notes',
  } satisfies Record<LedgerLeadField, string>,
  leadProblems: {
    leadName: "Enter the lead's name.",
    leadPhone: "Enter the lead's phone (10 digits).",
    leadEmail: 'Enter one email address, or leave it empty.',
    leadAddress: 'Enter the street address of the estimate.',
  },
  fieldNames: {
    id: 'Booking ID',
    bookedAt: 'Booked at',
    setter: 'Your name',
    partner: 'Partner',
    service: 'Service',
    zip: 'ZIP',
    garageSize: 'Garage size',
    leadName: 'Lead name',
    leadPhone: 'Lead phone',
    appointment: 'Appointment',
    appointmentLabel: 'Appointment',
    leadEmail: 'Lead email',
    leadAddress: 'Address',
    notes: 'Notes',
    partnerEmail: 'Partner email',
    leadId: 'Lead ID',
    timeZone: 'Time zone',
    emailHomeowner: 'Email the homeowner',
  } satisfies Record<keyof BookingToSend, string>,
  tooLong: (field: string, length: number) => `${field}: at most ${MAX_FIELD_LENGTH} characters (now ${length}).`,
  appointment: 'Appointment',
  appointmentZone: (zone: string) => `${zone}, the lead's time`,
  appointmentProblems: {
    'no-zone': "Search the lead's ZIP first: the appointment is in the lead's time.",
    empty: "Choose the appointment's date and time.",
    past: 'The appointment must be in the future.',
    skipped: "That time does not exist in the lead's time zone (the clocks change that night).",
  } satisfies Record<AppointmentProblem, string>,
  quoteGoesTo: (address: string) => `Quote goes to ${address}`,
  homeownerGetsEmail: (email: string) => `The homeowner gets the appointment by email at ${email}.`,
  dontEmailHomeowner: "Don't email the homeowner",
  noPartnerEmail: 'This partner has no email in the sheet: the quote will not be emailed.',
  /** Why the script will not email this quote (quoteRecipient's reason). */
  notEmailed: (reason: string) =>
    reason === 'no partner email' ? bookingCopy.noPartnerEmail : `The quote will not be emailed: ${reason}.`,
  leadKeptNote:
    'The lead’s details stay in this browser only until the ledger has the booking; the ledger emails the quote to the partner.',
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
  bookedWaiting: (time: string) => `Booked ${time} · waiting to send`,
  bookedEmailed: (time: string, address: string) => `Booked ${time} · quote emailed to ${address}`,
  bookedNotEmailed: (time: string, reason: string) => `Booked ${time} · quote NOT emailed (${reason})`,
  /** The quote's sending was cut short: it may be in the Sent folder, so the setter is offered no email of it. */
  bookedMayHaveBeenSent: (time: string) =>
    `Booked ${time} · quote may have been sent. Check the Sent folder before sending it again.`,
  /** `reason` is the ledger's: `held: {setter}'s daily limit of {n} reached` or `held: same homeowner booked …`. */
  bookedHeld: (time: string, reason: string) =>
    `Booked ${time} · quote NOT emailed (${reason}): the owner sends it or withdraws it.`,
  bookedRejected: (time: string, reason: string) => `Booked ${time} · not accepted by the ledger (${reason})`,
  emailItYourself: 'Email it yourself',
  oldScriptQuote: 'the ledger script is out of date',
  waitingReasons: {
    offline: 'offline',
    unreachable: 'ledger unreachable',
    'no-ledger': 'no ledger set up',
    'no-spreadsheet': 'the ledger script has no spreadsheet',
    'old-script': 'the ledger did not understand the request: update its script to the latest version',
    'bad-key': REFUSED_KEY,
  } satisfies Record<WaitingReason, string>,
  waiting: (waitingBookings: number, waitingOutcomes: number, reason: WaitingReason) =>
    reason === 'bad-key'
      ? `${whatWaits(waitingBookings, waitingOutcomes)} waiting to send. ${REFUSED_KEY}`
      : `${whatWaits(waitingBookings, waitingOutcomes)} waiting to send (${bookingCopy.waitingReasons[reason]}).`,
  /** Bookings and outcomes saved under another key than the one in effect: sent only under theirs, or as Admin says. */
  waitingForTheirKey: (n: number) => `${n} waiting for the key they were saved with.`,
  savedUnderAnotherKey: 'saved under another key: Admin can send it under this key or discard it',
  refusedKey: REFUSED_KEY,
  weakOwnerKey: WEAK_OWNER_KEY,
  bookedBy: (setter: string) => `Booked by ${setter}`,
  waitingListLabel: 'Bookings and call outcomes not yet in the ledger',
  waitingItem: (partner: string, zip: string, time: string) => `${partner} · ${zip || 'no ZIP'} · booked ${time}`,
  waitingOutcomeItem: (outcome: string, time: string) => `${outcome} · called ${time}`,
  notTried: 'not sent yet',
  rejectedHeading: 'Not accepted by the ledger (not resent):',
  errors: {
    busy: 'the ledger was busy',
  },
  bookedThisWeek: (n: number, cap: number | null) =>
    cap === null ? `${n} booked this week` : `${n} of ${cap} this week`,
  fullThisWeek: 'Full this week',
  ledgerRead: (ago: string, stale: boolean) =>
    `Bookings read from the ledger ${ago}${stale ? ' (could not read it just now; counts may be behind)' : ''}.`,
}
