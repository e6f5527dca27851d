import type { LeadField } from '../../leads/lead'

const partners = (n: number) => (n === 1 ? '1 partner' : `${n} partners`)

export const findCopy = {
  label: 'Find a place or partner',
  placeholder: 'Town or partner name',
  hint: 'A town (“Hudson”, “st paul mn”) or a partner’s name.',
  placesGroup: 'Places',
  partnersGroup: 'Partners',
  placeName: (place: string, state: string) => `${place}, ${state}`,
  /** How many partners serve a place: "3 partners", "2 partners, 1 paused", "no partners". */
  placePartners: (n: number, paused: number) =>
    n === 0 ? 'no partners' : paused > 0 ? `${partners(n)}, ${paused} paused` : partners(n),
  placesLoading: 'Loading places…',
  placesUnavailable: 'Places unavailable: partners only.',
  noMatches: 'No place or partner matches.',
  /** Heading of a place's ZIP buttons: "Hudson, WI has 3 ZIPs". */
  placeZips: (place: string, count: number) => `${place} has ${count} ZIPs`,
  /** Next to a ZIP button: how many partners list that ZIP. */
  zipPartners: (n: number) => (n === 0 ? 'no partners list it' : `${partners(n)} list it`),
  partnerFound: 'Partner found',
  closePartner: 'Close partner card',
  /** "Lists 54 ZIPs in WI, MN" (states unknown until the US ZIP list has loaded). */
  listsZips: (count: number, states: readonly string[]) =>
    `Lists ${count === 1 ? '1 ZIP' : `${count} ZIPs`}${states.length > 0 ? ` in ${states.join(', ')}` : ''}`,
  /** "Target Area Hudson, WI, 30 mi" */
  targetArea: (area: string, radiusMiles: number | null) =>
    `Target Area ${area}${radiusMiles === null ? '' : `, ${radiusMiles} mi`}`,
  listsNoZips: 'Lists no ZIPs',
  coverageSeparator: ' · ',
}

export const leadDetailsCopy = {
  heading: 'Lead details',
  labels: {
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    notes: 'Notes',
  } satisfies Record<LeadField, string>,
  newLead: 'New lead',
  privacy:
    'Optional for searching, needed to book. Never in the link. Mark booked records the name, phone, email, street address, appointment (in the lead’s time) and notes: they wait in this browser’s booking outbox only until the owner’s private ledger has them, and the ledger emails the quote to the partner. New lead or a reload clears this form.',
  notesHint: 'Notes go to the partner with the quote.',
  pasteLead: 'Paste lead',
  pasteFilled: 'Lead details filled from the paste.',
  undo: 'Undo',
  pasteRefused: 'Paste the lead with Ctrl+V (⌘V) in the ZIP box.',
  pasteEmpty: 'The clipboard holds no text.',
  pasteFailed: 'The paste could not be read. Paste it again.',
  /** First line of the lead's block in Copy summary. */
  summaryHeading: 'Lead:',
  /** After a Schedule button's label when the link carries the lead's details. */
  prefilled: ' (prefilled)',
  bookingAnswersReportTitle:
    'Booking Answers not read (write them like “a1=phone a2=notes”, with name, phone, email, address or notes)',
}

/** Getting Started, after the ZIP how-to. */
export const findGettingStarted = [
  'When the caller gives a town, type it in “Find a place or partner” (“Hudson”, “st paul mn”, “ft myers”): each place shows its state and how many partners serve it. A place with one ZIP searches it; a place with several lists its ZIPs to choose from.',
  'When a partner calls, type its name in the same box: its card opens above the ZIP results with what it covers, and the ZIP search stays as it was.',
  'Lead details (Name, Phone, Email, Address, Notes) are optional for searching and needed only to book. They go into Copy summary and prefill a partner’s Calendly booking link (the button then says “prefilled”); a pasted address fills an empty ZIP box. They are never put in the link.',
  'A whole lead (a lead-form email, a sheet row with its header row, a CRM card) can be pasted at once into the ZIP box, the Find box or any Lead details field, or read with Paste lead: it fills the five details, searches its ZIP and picks its service and garage size. It replaces the lead that was there; Undo brings that one back.',
  'Mark booked records the lead’s name, phone, email, street address, the appointment (in the lead’s time) and notes. They wait in this browser’s booking outbox only until the owner’s private ledger spreadsheet has them, and are then forgotten here; the ledger emails the quote to the partner. New lead clears the form (not the outbox), and so does a reload.',
]

/** The `?` list's lines for the Find box. */
export const findShortcuts = [
  { keys: ['↓', '↑'], action: 'In the Find box: move through places and partners' },
  { keys: ['Enter'], action: 'In the Find box: choose the highlighted place or partner' },
  { keys: ['Esc'], action: 'In the Find box: close the list, then clear the box' },
]
