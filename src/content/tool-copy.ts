// Edit freely: logic lives in src/tool/. The spec's load and search messages are in src/partners/messages.ts.

import { findGettingStarted, findShortcuts } from './partners/find-copy'
import { zipDataCredits } from './leads/lead-copy'
import { routingCopy } from './partners/routing-copy'

export const toolTitle = 'Sheets-Driven'
export const toolSubtitle = 'Partner lookup and setter desk'
export const toolSectionsLabel = 'Tool sections'
export const versionLabel = (version: string) => `Version ${version}`

export const trainingCopy = {
  heading: 'Training',
  intro:
    'Call recordings, objection drills and partner onboarding notes live in the shared training folder. New setters: work through the folder in order before taking live calls.',
  button: 'Open Training Folder',
}

export const scriptsCopy = {
  heading: 'Scripts',
  kindLabel: { folder: 'Folder', file: 'Document' },
  intro:
    'Use the script for the day of the lead’s journey. Days 1 and 2 are folders with a script per service; Days 3 and 4 are single documents.',
  links: [
    { id: 'day1Folder', label: 'Day 1 Scripts', kind: 'folder', hint: 'First call and voicemail for fresh leads' },
    { id: 'day2Folder', label: 'Day 2 Scripts', kind: 'folder', hint: 'Second-day follow-up and text templates' },
    { id: 'day3File', label: 'Day 3 Script', kind: 'file', hint: 'Re-engagement call for leads still undecided' },
    { id: 'day4File', label: 'Day 4 Script', kind: 'file', hint: 'Last-attempt call and closing message' },
  ],
} as const

export const checklistCopy = {
  heading: 'Daily Checklist',
  intro: 'Work top to bottom. Ticks are saved in this browser as you go.',
  reset: 'Reset Checklist',
  steps: [
    {
      id: 'step_1',
      text: 'Open the Search tab and confirm the status line reads “Loaded … companies.” If it shows a failure, press Refresh and tell the owner before calling.',
    },
    {
      id: 'step_2',
      text: 'Clear the support mailbox: log overnight replies, reschedules and cancellations in the CRM so no partner gets a stale booking.',
    },
    {
      id: 'step_3',
      text: 'Call every new lead in the four new-lead stages — Concrete Coating, Tree Service, Painting and Garage Door — oldest first, within minutes of it arriving.',
    },
    {
      id: 'step_4',
      text: 'Work the “Called But No Answer” list: two to three attempts spread across the day, with a voicemail and text on the first try.',
    },
    {
      id: 'step_5',
      text: 'For each booking, search the homeowner’s ZIP, pick an ACTIVE partner, book on that partner’s calendar and read the appointment back to the homeowner.',
    },
    {
      id: 'step_6',
      text: 'Make the follow-up calls that are due: quote requests older than 48 hours and any lead you promised a call-back today.',
    },
    {
      id: 'step_7',
      text: 'Before signing off, update every lead’s disposition in the CRM and note anything the next shift must know (paused partners, angry callers, open questions).',
    },
    // Ids are the stored keys of SPEC §3's checklist progress (step_1..step_7), the same ids as ChecklistProgress in src/storage.
  ] satisfies { id: `step_${1 | 2 | 3 | 4 | 5 | 6 | 7}`; text: string }[],
}

export const loginInfoCopy = {
  heading: 'Login Info',
  intro: 'Shared team logins. Do not paste them into chats, emails or customer messages.',
  supportMailbox: { title: 'Support Mailbox (Webmail)', open: 'Open Webmail' },
  fieldServiceApp: { title: 'Field-Service App', open: 'Open Field-Service App' },
  usernameLabel: 'Username',
  passwordLabel: 'Password',
}

export const copyCopy = {
  button: 'Copy',
  copied: 'Copied',
  failed: 'Copy failed — select the text and copy it by hand.',
}

export const cardCopy = {
  pausedQuestion: 'This partner is paused. Book anyway?',
  openBookingPage: 'Open booking page',
  cancel: 'Cancel',
  rows: {
    serviceCategory: 'Service Category',
    servicesOffered: 'Services Offered',
    timeZone: 'Time Zone',
    targetArea: 'Target Area',
    targetRadius: 'Target Radius (mi)',
    state: 'State',
    hours: 'Hours',
    warranty: 'Warranty',
    pricing1Car: 'Pricing 1 Car',
    pricing2Car: 'Pricing 2 Car',
    pricing3Car: 'Pricing 3 Car',
    estimator: 'Estimator',
    email: 'Email',
    serviceTypes: 'Service Types',
    notes: 'Notes',
  },
  scheduleLabel: 'Schedule',
  calendarLabel: 'Open Calendar',
  copyEmailOf: (name: string) => `Copy email of ${name}`,
  copyScheduleLinkOf: (name: string) => `Copy schedule link of ${name}`,
  copySummary: 'Copy summary',
  summaryCopied: 'Summary copied',
  local: 'local',
  openNow: 'Open now',
  closedNow: 'Closed now',
  /** The heading of a partner row that has ZIPs but no name. */
}

export const searchCopy = {
  heading: 'Find partners by ZIP',
  zipLabel: 'ZIP code',
  searchButton: 'Search',
  hint: 'Exact 5-digit ZIP.',
  keyHints: [
    { key: '/', action: 'to jump here' },
    { key: '↓', action: 'for the results' },
    { key: '?', action: 'for all shortcuts' },
  ],
  resultsLabel: 'Matching partners',
  noSheet: 'The partner sheet did not load, so this is not a list of who serves this ZIP.',
  tryAgain: 'Try again',
  recentLabel: 'Recent ZIPs',
  clearRecent: 'Clear recent',
  dataUpdated: 'Data updated — these results now reflect the latest sheet.',
  shortcutsButton: 'Keyboard shortcuts',
  showAll: (total: number) => `Show all ${total} partners`,
}

export const shortcutsCopy = {
  title: 'Keyboard shortcuts',
  close: 'Close',
  items: [
    { keys: ['/'], action: 'Jump to the ZIP box' },
    { keys: ['↓', '↑'], action: 'Move through the result cards' },
    { keys: ['Enter'], action: 'Open the focused card’s schedule link (a PAUSED partner asks first)' },
    { keys: ['c'], action: 'Copy the focused card’s summary' },
    { keys: ['Esc'], action: 'On a card: back to the ZIP box. In the ZIP box: clear it' },
    { keys: ['?'], action: 'Show this list' },
    ...findShortcuts,
    routingCopy.serviceShortcut,
  ],
  note: 'Shortcuts never fire while you type in other text fields.',
}

export const guidelinesCopy = {
  heading: 'Customer Service Guidelines',
  lists: [
    {
      title: 'Response times',
      items: [
        'Initial contact within 24 hours of a lead arriving — sooner is always better.',
        'Quote requests answered within 48 hours.',
        'Follow-up calls made within 72 hours of the last conversation.',
        'Emergencies (a tree on a roof, a blocked driveway) handled the same day.',
      ],
    },
    {
      title: 'On every call',
      items: [
        'Greet the homeowner by name and say which company you are calling for.',
        'Confirm the service address and ZIP before you search for a partner.',
        'Only book partners marked ACTIVE; never promise a price the partner card does not show.',
        'Read the date, time and estimator name back before you hang up.',
      ],
    },
    {
      title: '“Called But No Answer” leads',
      items: [
        'Contact them 2–3 times a day, spaced at least two hours apart.',
        'Leave one short voicemail a day; do not leave a message on every attempt.',
        'Send a text after the first missed call so they can reply when free.',
        'Log every attempt in the CRM so the next setter does not double-call.',
      ],
    },
    {
      title: 'When something goes wrong',
      items: [
        'Stay calm and write down exactly what the homeowner says.',
        'Never argue about a partner’s work; take the details and pass them to the owner the same day.',
        'If a partner is PAUSED or no partner serves the ZIP, say so honestly and offer to call back.',
        'Cancellations and reschedules go to the partner by email right away.',
      ],
    },
  ],
}

export const gettingStartedCopy = {
  heading: 'Getting Started',
  /** Not legal advice, no holidays; the ZIP data's sources (zipDataCredits in lead-copy.ts). */
  closingNotes: [zipDataCredits.callingHoursDisclaimer, zipDataCredits.attribution],
  paragraphs: [
    'Type the homeowner’s 5-digit ZIP code in the Search tab. Results appear as you type — there is no need to press Search, though it does no harm.',
    'The main results are the partners that list that exact ZIP on their service list in the partner sheet; each of their cards says “Lists this ZIP”. ZIP prefixes are never matched.',
    'Once the ZIP is complete, a line above the results shows where the lead is and their local time (“54025 · Somerset, WI · 2:05 PM CST”), and under it whether it is inside or outside calling hours there (8 AM–9 PM local, or the stricter window of the lead’s state) and when calling opens next.',
    'Each card also says “Same state” or “Other state”: whether the partner’s State column matches the lead’s state (no indicator when the partner has no state).',
    'Below the exact results, “Nearby partners” lists partners that do not list the ZIP but are near it: the lead is within the radius the partner gives around its Target Area, or within a few miles of one of the ZIPs it lists. Each card says why. Check with the partner before booking a lead outside its list.',
    'Spaces, dashes and other non-digits are ignored, so “540-16” finds the same partners as “54016”.',
    'Each card shows whether the partner is ACTIVE or PAUSED, any note from the owner, and their schedule and calendar buttons. Book only ACTIVE partners: a PAUSED partner’s Schedule asks “This partner is paused. Book anyway?” first, and the counts say how many partners are paused.',
    'Press / anywhere in the tool to jump to the ZIP box. The tool keeps working offline with the last partner list it loaded.',
    ...findGettingStarted,
    ...routingCopy.gettingStarted,
  ],
}

export const adminCopy = {
  heading: 'Admin',
  badge: 'Owner Only',
  notice: 'These settings are saved in this browser only. Anyone who opens the tool can see this tab.',
  sheetLabel: 'Sheet CSV URL',
  sheetHelp: 'Paste the published Google Sheet link or its CSV export link.',
  useSheet: 'Use This Sheet',
  clear: 'Clear',
  trainingLabel: 'Training folder URL',
  useTraining: 'Use Training Link',
  savedSheet: 'Saved. Reloading data…',
  clearedSheet: 'Cleared saved Sheet URL. Will use default.',
  invalidSheet: 'Please paste a valid CSV URL.',
  blockedSheetOrigin: (origin: string) =>
    `This site can only load sheets from Google Sheets. ${origin} is not allowed — ask whoever deploys the tool to add it (VITE_SHEET_CONNECT_SRC).`,
  usePreviousSheet: 'Use the previous sheet',
  savedTraining: 'Training link saved.',
  invalidTraining: 'Please paste a valid training folder URL.',
}

export const storageNotice =
  'This browser is not letting the tool save settings, so your checklist and settings will only last until this tab is closed.'

export const sheetStatusCopy = {
  snapshotLead: {
    offline: 'Offline',
    'slow-network': 'Connection too slow',
    'bad-response': 'The sheet did not answer properly',
  },
  refresh: 'Refresh',
  cancel: 'Cancel',
  /** After the spec's 'Loading data…': "4.2 of 17.5 MB", or "4.2 MB" when the size is unknown. */
  progress: (receivedMb: string, totalMb: string | null) =>
    totalMb === null ? `${receivedMb} MB` : `${receivedMb} of ${totalMb} MB`,
  loadCancelled: (n: number, time: string) => `Load cancelled — still showing the ${n} companies loaded ${time}.`,
  loadCancelledNothingShown: 'Load cancelled.',
}

export const sheetReportCopy = {
  heading: 'Last sheet load',
  source: 'Source:',
  rowsKept: (kept: number, read: number) => `${kept} of ${read} rows kept.`,
  rowsSkipped: 'Rows skipped',
  zipsIgnored: 'ZIP entries ignored (not 5 digits)',
  unsafeLinks: 'Unsafe links removed',
  unknownColumns: 'Columns not recognised',
  strayQuoteRows: 'Rows with a stray quote (check them: they may have swallowed the rows below)',
  noSheetYet: 'No sheet loaded yet.',
  more: (count: number) => `…and ${count} more`,
}

export const updatePromptCopy = {
  newVersion: 'A new version is available.',
  reload: 'Reload',
  later: 'Later',
  offlineReady: 'Ready to work offline.',
  dismiss: 'Dismiss',
}
