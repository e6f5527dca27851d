import { bookingCopy } from './bookings/booking-copy'
import { leadSourcesCopy } from './leads/lead-sources-copy'
import { bookingPolicyText } from '../bookings/policy'

const bookings = (n: number) => (n === 1 ? '1 booking' : `${n} bookings`)

export const ledgerAdminCopy = {
  heading: 'Booking ledger',
  intro:
    'Each Mark booked is written to your private ledger spreadsheet through its Apps Script web app, which emails the quote to the partner. Until the ledger has it, the booking waits in this browser, with the lead’s details.',
  urlLabel: 'Ledger URL',
  keyLabel: 'Ledger key',
  showKey: 'Show key',
  use: 'Use This Ledger',
  remove: 'Remove Ledger',
  checking: 'Saved. Checking the ledger…',
  connected: (spreadsheet: string | null, count: number | null) =>
    spreadsheet === null || count === null
      ? 'Ledger connected.'
      : `Ledger connected: ${spreadsheet}, ${bookings(count)}.`,
  /** After `connected`, for a setter's key. */
  booksAs: (setter: string) => `This device books as ${setter}.`,
  consentMissing: 'Some permissions are missing: open the script, run authorize and tick Select all.',
  partnerSheetProblem: (reason: string) => `The script's partner sheet: ${reason}.`,
  agencyZoneProblem: (reason: string) => `The script's AGENCY_TIME_ZONE: ${reason}.`,
  spreadsheetZone: (spreadsheetZone: string, agencyZone: string) =>
    `The ledger spreadsheet's time zone is ${spreadsheetZone}; dates typed by hand are read in it, not in ${agencyZone}.`,
  sweeperOn: 'Waiting quotes are sent every 5 minutes.',
  sweeperOff: 'Waiting quotes are not sent by themselves: run authorize in the script.',
  noRefundLinks: "Quote emails carry no refund links yet: save the ledger here once with the owner's key.",
  /** While `check` answers a script older than LEDGER_SCRIPT_VERSION: to the owner, then to a setter. */
  outOfDate: 'Update the ledger script: versions before 6 let anyone send email from your account.',
  outOfDateSetter: 'Ask the owner to update the ledger script.',
  noSpreadsheet:
    'This script is not part of a spreadsheet. Open the ledger spreadsheet, then Extensions → Apps Script, and paste the script there.',
  notWebApp:
    'The ledger did not answer as a web app. Check three things: the URL is the deployment’s web app URL (ending in /exec); Who has access is Anyone; and the script runs (Apps Script → Executions lists its errors).',
  removed: 'Ledger removed from this browser. Waiting bookings stay here until a ledger is set up.',
  missing: 'Paste the web app URL and the key.',
  notUrl: 'The ledger URL must be a web address (https://script.google.com/macros/s/…/exec).',
  devUrl:
    'That is the script’s test URL (/dev), which only works for its editors. Use the deployment’s web app URL, ending in /exec.',
  blocked: (origin: string) =>
    `This site can only reach a ledger on Google (script.google.com). ${origin} is not allowed — ask whoever deploys the tool to add it (VITE_SHEET_CONNECT_SRC).`,
  badKey: bookingCopy.refusedKey,
  weakKey: bookingCopy.weakOwnerKey,
  /** Any other answer that is not the ledger's: a malformed one, or none in time. */
  otherAnswer: (detail: string) =>
    `That URL did not answer as the ledger web app (${detail}). Check it is the deployment’s /exec URL, deployed for “Anyone”.`,
  offline: 'You’re offline: saved, and bookings go once you’re back online.',
  busy: 'The ledger is busy; saved, and bookings will be retried.',
  badRequest: 'The ledger did not understand the check: paste the latest script and deploy a new version.',
  scriptTitle: 'The script (ledger.js)',
  manifestTitle: 'The manifest (appsscript.json)',
  copyScript: 'Copy script',
  copyManifest: 'Copy manifest',
  loadingScript: 'Loading the script…',
  couldNotLoadScript: 'The script could not be loaded.',
}

export const notEmailedCopy = {
  heading: 'Quotes not emailed',
  intro:
    'Bookings since the start of last week whose quote email did not go. Quotes go to the partner sheet’s address: correct it there (Google republishes a published sheet within about 5 minutes), or fix a partner’s name in the sheet or in the ledger’s Partner cell, then send again. A quote you sent yourself: type Sent by hand in its Email Status.',
  none: 'Every quote in the ledger since the start of last week was emailed.',
  heldIntro: `Held: a setter's booking past their daily limit (${bookingPolicyText.defaultDailyLimit}, or the Setters tab's Daily Limit), or a second booking of one homeowner with the same partner and service, saved but neither emailed nor billed. Send anyway emails the partner; Withdraw cancels it.`,
  item: (partner: string, zip: string, day: string, reason: string) =>
    `${partner} · ${zip || 'no ZIP'} · booked ${day} · ${reason}`,
  partnerNotInSheet: "Fix the partner's name in the partner sheet or in the ledger's Partner cell, then send again.",
  ledgerNote: (note: string) =>
    `Ledger Note: ${note}. Check this booking's cells in the Bookings tab, then clear its Ledger Note.`,
  ownerOnly: "Only the owner's key can send again.",
  sendAgain: 'Send again',
  /** A held booking (a setter's daily limit, or the same homeowner booked): its line ends with the ledger's `held: …` reason. */
  sendAnyway: 'Send anyway',
  withdraw: 'Withdraw',
  withdrawn: 'Withdrawn: its Status is Cancelled, and it is not billed.',
  /** Kept once the re-read ledger no longer holds the booking. */
  heldDecided: (partner: string, zip: string, outcome: string) => `${partner} · ${zip || 'no ZIP'}: ${outcome}`,
  heldRefusals: {
    'not-found': 'The ledger no longer has this booking.',
    'not-held': 'This booking is no longer held: the list shows it again in a moment.',
  },
  mayHaveBeenSentQuestion: 'It may have been sent already. Send it again?',
  keep: 'Keep',
  sending: 'Sending…',
  emailed: 'Quote emailed.',
  /** Kept once the re-read ledger no longer lists the row. */
  lastEmailed: (partner: string, zip: string) => `Quote emailed: ${partner} · ${zip || 'no ZIP'}.`,
  failed: {
    'bad-key': bookingCopy.refusedKey,
    'weak-key': bookingCopy.weakOwnerKey,
    'bad-request': 'The ledger did not understand the request: paste the latest script and deploy a new version.',
    busy: 'The ledger was busy: try again.',
    'no-spreadsheet': 'The ledger script has no spreadsheet.',
    'owner-only': "Only the owner's key can send again.",
    'not-allowed': leadSourcesCopy.notAllowed,
    unreachable: 'The ledger did not answer: try again.',
  },
}

export const statementCopy = {
  heading: 'Weekly statement',
  weekLegend: 'Week',
  lastWeek: 'Last week',
  thisWeek: 'This week',
  weekOf: (monday: string) => `Week of ${monday}`,
  columns: ['Partner', 'Service', 'Quotes', 'Price per quote', 'Amount'],
  noPrice: 'no price',
  noQuotes: (monday: string) => `No quotes delivered in the week of ${monday}.`,
  total: (amount: string) => `Total: ${amount}`,
  unpriced: (rows: number) =>
    `${rows === 1 ? '1 row has' : `${rows} rows have`} no price (no Price per Quote, and a service without a standard price): not in the total.`,
  pricesNote: 'The sheet’s current prices apply to every week shown.',
  deliveredNote:
    'A quote counts in the week it was emailed (a quote sent by hand, or recorded before quote emails, in the week it was booked).',
  chargeLine: (charged: string, refunds: string) => `Charged ${charged} · refund requests until ${refunds}`,
  /** Refunds approved this week for quotes billed in an earlier one: each line is `{partner} · booked {Day Mon D} · {reason} · −{price}`. */
  creditsHeading: 'Credits',
  withdrawnHeading: 'Refunded or cancelled (not billed)',
  withdrawnItem: (partner: string, day: string, status: string) => `${partner} · ${day} · ${status}`,
  undeliveredHeading: 'Not delivered (not billed)',
  undeliveredItem: (partner: string, day: string, reason: string) => `${partner} · ${day} · ${reason}`,
  inOutbox: 'not in the ledger yet',
  noLedger: 'Set up the booking ledger above; the statement appears once it has been read.',
  copy: 'Copy statement',
  copied: 'Statement copied',
}
