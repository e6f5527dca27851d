// The booking ledger's wire contract (apps-script/ and the tool agree on it; docs/ledger-contract.md).
import type { ClaimedDetails } from '../leads/lead'
import type { CallOutcome, LeadAttempt, QueuedLead } from '../leads/queued-lead'
import type { SetterFigures, SpeedToLead } from '../leads/speed-to-lead'

/** Why bookings in the outbox are not sent yet, as the Search tab's waiting line says. */
export type WaitingReason = 'offline' | 'unreachable' | 'bad-key' | 'no-ledger' | 'no-spreadsheet' | 'old-script'

/** `owner-only`: a setter's key asked for an action only the owner's key may take (deliver); `not-allowed`: a lead source's key asked for anything but a lead. */
/** `weak-key`: the request carried LEDGER_KEY, and it is shorter than 20 characters, so it is no owner key. */
export type LedgerErrorCode =
  'bad-key' | 'weak-key' | 'bad-request' | 'busy' | 'no-spreadsheet' | 'owner-only' | 'not-allowed'

/** The first script version that strangers cannot use to send email: `check` answers an older one as unsafe. */
export const LEDGER_SCRIPT_VERSION = 6

/** The version of the script this tool ships (apps-script/ledger.js): the setup checklist asks for it. */
export const SHIPPED_SCRIPT_VERSION = 13

/** Whose key the request carried: the owner's (LEDGER_KEY) or a setter's (a row of the Setters tab). */
export type LedgerRole = 'owner' | 'setter'

/** Whether the owner granted every permission the script asks for (Google's consent has a checkbox each). */
export type LedgerConsent = 'complete' | 'missing'

/** What the script made of its partner sheet (PARTNER_SHEET_URL) when asked. */
export type PartnerSheetState = { ok: true; partners: number } | { ok: false; reason: string }

export interface CheckAnswer {
  ok: true
  /** The spreadsheet's name and data rows; absent from a script older than version 2. */
  spreadsheet: string | null
  bookings: number | null
  /** 1 for a script that declares none. */
  version: number
  /** The four below: null from a script older than version 3. */
  role: LedgerRole | null
  /** The setter's name from the Setters tab, for a setter's key; null for the owner's. */
  setter: string | null
  consent: LedgerConsent | null
  partnerSheet: PartnerSheetState | null
  /** Owner's key only: whether quote emails carry refund links (WEB_APP_URL and LINK_SECRET set); else null. */
  refundLinks: boolean | null
  /** Whether the script's time-driven trigger sends waiting quotes every 5 minutes; null from a script before 8. */
  sweeper: boolean | null
  /** Whether AGENCY_TIME_ZONE names a zone the script knows; null from a script before version 8. */
  timeZone: { ok: true } | { ok: false; reason: string } | null
  /** The zone the script counts agency days in, and the spreadsheet's own; null from a script before version 8. */
  agencyTimeZone: string | null
  spreadsheetTimeZone: string | null
  /** Owner's key only: whether AGENCY_NAME and REPLY_TO are set (never their values); else null. */
  agencyName: boolean | null
  replyTo: boolean | null
  /** Owner's key only: the Setters rows whose key can book; else null. */
  setterKeys: number | null
}

/** `deliver`'s request: `resend` lets it email a quote that MAY_HAVE_BEEN_SENT (the owner answered the question). */
export interface DeliverRequest {
  action: 'deliver'
  ids: readonly string[]
  resend?: boolean
}

export interface NotEmailed {
  id: string
  reason: string
}

/** What `deliver` answers, and what `book` adds; null from a script older than version 2 (no `emailed`). */
export interface DeliveryAnswer {
  emailed: string[]
  notEmailed: NotEmailed[]
  /**
   * Held bookings, past their setter's daily limit (`held: {setter}'s daily limit of {n} reached`) or a
   * second standing booking of one lead with the same partner and service (`held: same homeowner booked {Day Mon D}
   * ({Booking ID})`),
   * never among `notEmailed`; [] when the answer has none (absent), as from version 9.
   */
  held: NotEmailed[]
}

/** The owner's key only: `release` sends a held booking's quote; `withdraw` makes its Status `Cancelled`. */
export interface HeldBookingRequest {
  action: 'release' | 'withdraw'
  id: string
}

/** `release` answers as `deliver` does; `withdraw` answers `{"ok": true}`; either refuses a booking not held. */
export type HeldBookingOutcome =
  { done: true; delivery: DeliveryAnswer | null } | { done: false; error: 'not-found' | 'not-held' }

export interface BookAnswer {
  ok: true
  saved: string[]
  duplicates: string[]
  rejected: { id: string; reason: string }[]
  delivery: DeliveryAnswer | null
}

// ---- The lead queue. `queue`, `claim`, `outcome` take the owner's or a setter's key; the
// setter is the key's (the Setters tab's name, `Owner` for the owner's key), never a name in the request. ----

/** The first script version that answers `queue`, `claim`, `outcome` and `leadStats`. */
export const LEAD_QUEUE_SCRIPT_VERSION = 5

/** The owner's name in `Claimed By` and an attempt's `Setter`, when the owner's key claims or records a call. */
export const OWNER_AS_SETTER = 'Owner'

export interface QueueRequest {
  action: 'queue'
}

/** The open leads, never their name, phone, email, address or notes; leads whose phone is on Do Not Call left out. */
export interface QueueAnswer {
  ok: true
  leads: QueuedLead[]
  /** Leads answered that were never attempted. */
  waiting: number
  /** Leads answered whose Next Call At has come. */
  due: number
  /** Open rows never offered: a Received At that cannot be read (a bare number), or neither a phone nor a ZIP. */
  unreadable: number
}

/**
 * A lead by its id, or by the row and `phoneEnd` `queue` gave while the lead has no id yet: that claim
 * holds only while the row still has no id and a phone ending so; it writes the id. `renew`: only while
 * this setter still holds the lead (their claim live or lapsed, no one else's since, not ended by their taking another
 * lead or by their own call); otherwise it takes nothing back and answers `released` (or `closed`).
 */
export type ClaimRequest =
  { action: 'claim'; leadId: string; renew?: true } | { action: 'claim'; row: number; phone: string }

/** The whole lead, as `claim` answers it to the setter who now holds it. Times are ISO 8601, '' for none. */
export interface ClaimedLead extends QueuedLead, ClaimedDetails {
  lastOutcome: CallOutcome | ''
  /** The lead's calls on record, oldest first (for `Voicemail left today`). */
  calls: LeadAttempt[]
  /**
   * A rebook row's earlier booking (its Booking ID), that booking's Partner and Appointment Label; absent before
   * version 13 and for any other lead.
   */
  rebookOf?: string
  rebookPartner?: string
  rebookLabel?: string
  /** ISO time the earlier booking was booked (its `Booked At`), for the dialog's `New time for the quote booked …`. */
  rebookBookedAt?: string
}

/**
 * `claimed`: another setter holds an unexpired claim (`by`); `closed`: the lead is closed, or its phone is on Do Not
 * Call; `not-found`: no row holds that id, or the row is not one `queue` offers.
 */
export type LeadRefusal =
  | { ok: false; error: 'claimed'; by: string }
  | { ok: false; error: 'closed'; closedBy?: ClosedBy }
  | { ok: false; error: 'not-found' }

/**
 * The call that closed the lead was another setter's, made earlier than the call or renewal refused:
 * its setter, and the lead's `Closed` (the outcome, or `No contact after 6 attempts`).
 */
export interface ClosedBy {
  setter: string
  outcome: string
}

/** A renewal of a lead this setter no longer holds (see ClaimRequest). */
export interface ClaimReleased {
  ok: false
  error: 'released'
}

/** The claim lasts 15 minutes from the answer; the tool renews it every 5 while it holds the lead, up to an hour without input. */
export type ClaimAnswer = { ok: true; lead: ClaimedLead } | LeadRefusal | ClaimReleased

/** One call to record. `attemptId` is made on the device and reused by every resend. */
export interface OutcomeRequest {
  action: 'outcome'
  leadId: string
  attemptId: string
  outcome: CallOutcome
  /** ISO 8601 with its offset; `Call back` only, from now to 60 days ahead. */
  callbackAt?: string
  /** `Booked` only: the booking's id. */
  bookingId?: string
  /** The lead's IANA zone by its ZIP (the tool's ZIP data), for the cadence's local day; absent: the agency's. */
  timeZone?: string
  /** ISO 8601 with its offset: when the setter pressed the outcome; absent: when it arrives. */
  calledAt?: string
}

/** The lead's script-kept cells after the call (or as they are, for a resend); the claim is released. */
export interface LeadAfterOutcome {
  leadId: string
  attempts: number
  nextCallAt: string
  /** '' while open; else `No contact after 6 attempts`, `Bad number`, `Not interested`, `Do not call`, `Booked`. */
  closed: string
  bookingId: string
}

/**
 * `duplicate`: that attemptId was already on record; what its first run did not write (a stopped execution) is
 * written now. A refused request writes nothing:
 * `bad-request` carries the reason (src/leads/lead-queue-messages.ts outcomeRefusals, or `attemptId is missing`).
 */
export type OutcomeAnswer =
  | { ok: true; duplicate: boolean; lead: LeadAfterOutcome }
  | LeadRefusal
  | OutcomeNotYours
  | { ok: false; error: 'bad-request'; reason: string }

/** Nobody claimed the lead, or another setter held it last; only its last holder records its calls. */
export interface OutcomeNotYours {
  ok: false
  error: 'not-yours'
}

/** Owner only: the weeks are [from, to) ISO instants, the agency weeks Admin shows (at most 12). */
export interface LeadStatsRequest {
  action: 'leadStats'
  weeks: { from: string; to: string }[]
}

/** One week's figures over the leads received in it, as weekLeadStats (src/leads/speed-to-lead.ts) gives them. */
export interface LeadWeekStats {
  from: string
  to: string
  speed: SpeedToLead
  setters: SetterFigures[]
}

/** A Leads row a write reached by mistake: its Lead ID and its Ledger Note. */
export interface NotedLead {
  leadId: string
  ledgerNote: string
}

export interface LeadStatsAnswer {
  ok: true
  weeks: LeadWeekStats[]
  /** The first 20 Leads rows with a Ledger Note; absent from a script before version 9, read as none. */
  notedLeads: NotedLead[]
  /** The first 20 calls recorded after their lead's Booked since the first week began; absent before version 10. */
  lateCalls: LateCall[]
}

/** A call made before its lead's Booked that arrived after it (a Do not call still reaches Do Not Call). */
export interface LateCall {
  leadId: string
  /** The lead's Name, for the owner's Admin. */
  name: string
  outcome: CallOutcome
  setter: string
  /** When the call was made, ISO 8601. */
  at: string
}
