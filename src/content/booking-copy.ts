// Words of the booking ledger: Mark booked, the waiting line, and Admin's Booking ledger section.
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
  statement: {
    heading: 'Weekly statement',
    weekLegend: 'Week',
    lastWeek: 'Last week',
    thisWeek: 'This week',
    weekOf: (monday: string) => `Week of Monday ${monday}`,
    columns: ['Partner', 'Service', 'Quotes', 'Price per quote', 'Amount'],
    noPrice: 'no price',
    noQuotes: 'No quotes booked this week.',
    total: (amount: string) => `Total: ${amount}`,
    unpriced: (rows: number) =>
      `${rows === 1 ? '1 row has' : `${rows} rows have`} no price (no Price per Quote, and a service without a standard price): not in the total.`,
    pricesNote: 'The sheet’s current prices apply to every week shown.',
    chargeLine: (charged: string, refunds: string) => `Charged ${charged} · refund requests until ${refunds}`,
    withdrawnHeading: 'Refunded or cancelled (not billed)',
    withdrawnItem: (partner: string, day: string, status: string) => `${partner} · ${day} · ${status}`,
    noLedger: 'Set up the booking ledger above; the statement appears once it has been read.',
    copy: 'Copy statement',
    copied: 'Statement copied',
  },
  admin: {
    heading: 'Booking ledger',
    intro:
      'Each Mark booked is written to your private ledger spreadsheet through its Apps Script web app. Until the ledger has it, the booking waits in this browser, with the lead’s name and phone.',
    urlLabel: 'Ledger URL',
    keyLabel: 'Ledger key',
    showKey: 'Show key',
    use: 'Use This Ledger',
    remove: 'Remove Ledger',
    checking: 'Saved. Checking the ledger…',
    connected: 'Ledger connected.',
    removed: 'Ledger removed from this browser. Waiting bookings stay here until a ledger is set up.',
    missing: 'Paste the web app URL and the key.',
    notUrl: 'The ledger URL must be a web address (https://script.google.com/macros/s/…/exec).',
    devUrl:
      'That is the script’s test URL (/dev), which only works for its editors. Use the deployment’s web app URL, ending in /exec.',
    blocked: (origin: string) =>
      `This site can only reach a ledger on Google (script.google.com). ${origin} is not allowed — ask whoever deploys the tool to add it (VITE_SHEET_CONNECT_SRC).`,
    badKey: 'The ledger refused the key: check LEDGER_KEY in the script’s Script Properties.',
    notWebApp: (detail: string) =>
      `That URL did not answer as the ledger web app (${detail}). Check it is the deployment’s /exec URL, deployed for “Anyone”.`,
    offline: 'You’re offline: saved, and bookings go once you’re back online.',
    busy: 'The ledger is busy; saved, and bookings will be retried.',
    badRequest: 'The ledger did not understand the check: is apps-script/ deployed as its latest version?',
    setupTitle: 'Setting up the ledger (owner)',
    setupSteps: [
      'Create a private Google spreadsheet for the ledger and share it with no one.',
      'Open Extensions → Apps Script, and paste the files from the project’s apps-script/ folder (ledger.js, and appsscript.json with the manifest shown in Project Settings).',
      'In Project Settings → Script Properties, add LEDGER_KEY with a long random value.',
      'Deploy → New deployment → Web app, executing as you, with access for anyone.',
      'After every change to the code, create a new version and edit the deployment to use it.',
      'Paste the web app URL (ending in /exec) and the key here, then Use This Ledger.',
      'Publish only the partner tab of the partner sheet, never the whole document.',
    ],
  },
}
