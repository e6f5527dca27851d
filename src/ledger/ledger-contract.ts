// The booking ledger's wire contract (apps-script/ and the tool agree on it; docs/ledger-contract.md).

type GarageSizeText = '1-car' | '2-car' | '3-car' | ''

/** One booked quote as the tool sends it. `id` is a UUID made on the device; a resend reuses it. */
export interface BookingToSend {
  id: string
  /** UTC, ISO 8601. */
  bookedAt: string
  setter: string
  /** The sheet's company_name, trimmed. */
  partner: string
  /** The card's Service Category, trimmed, or ''. */
  service: string
  zip: string
  garageSize: GarageSizeText
  leadName: string
  leadPhone: string
  /** ISO 8601 with the lead's offset, e.g. `2026-12-01T10:00:00-06:00`. Absent in bookings made before round 5. */
  appointment?: string
  /** `Tue Dec 1, 10:00 AM CST`: the appointment in the lead's time (src/partner-time/appointment.ts). */
  appointmentLabel?: string
  leadEmail?: string
  leadAddress?: string
  notes?: string
  /** Ignored by a version 3 script, which emails the partner sheet's address (quote-recipient.ts). */
  partnerEmail?: string
}

/** The lead's own details in a booking sent to the ledger: kept only in the outbox until the ledger acknowledges it. */
export const LEDGER_LEAD_FIELDS = ['leadName', 'leadPhone', 'leadEmail', 'leadAddress', 'notes'] as const
export type LedgerLeadField = (typeof LEDGER_LEAD_FIELDS)[number]

/** One booking as `list` answers it: never the lead's name or phone. */
export interface ListedBooking {
  id: string
  bookedAt: string
  partner: string
  service: string
  zip: string
  garageSize: string
  /** The owner's Status cell (`Refunded`, `Cancelled`, …), or ''. */
  status: string
  /** Optional: a ledger whose script predates round 5 answers without them. */
  appointment?: string
  appointmentLabel?: string
  /**
   * `Sent`, `Sent by hand`, a reason the quote was not sent, `being sent`, MAY_HAVE_BEEN_SENT, or '' (a row from
   * before delivery); from a version 2 script also a raw `Sending since {ISO time}` mark.
   */
  emailStatus?: string
  /** ISO time the quote was emailed, or ''. */
  emailedAt?: string
  /** Optional: a script before version 4 answers without them. `Approved`, `Declined`, or '' (not decided). */
  refundDecision?: string
  /** ISO time of the owner's refund decision, or ''. */
  refundDecidedAt?: string
  /** The partner's reason (src/ledger/refund-links.ts REFUND_REASONS), or ''. */
  refundReason?: string
}

/** Why bookings in the outbox are not sent yet, as the Search tab's waiting line says. */
export type WaitingReason = 'offline' | 'unreachable' | 'bad-key' | 'no-ledger' | 'no-spreadsheet' | 'old-script'

/** `owner-only`: a setter's key asked for an action only the owner's key may take (deliver). */
export type LedgerErrorCode = 'bad-key' | 'bad-request' | 'busy' | 'no-spreadsheet' | 'owner-only'

/** The script version this tool is written for: `check` answers an older one as out of date. */
export const LEDGER_SCRIPT_VERSION = 3

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
  /** Version 4, owner's key only: whether quote emails carry refund links (WEB_APP_URL and LINK_SECRET set); else null. */
  refundLinks: boolean | null
}

/** A `notEmailed` reason that is no fate: a request is emailing that quote right now, or is about to. */
export const BEING_SENT = 'being sent'

/** A quote whose sending was cut short over 10 minutes ago: only the owner's Sent folder knows; deliver needs `resend`. */
export const MAY_HAVE_BEEN_SENT = 'may have been sent: check the Sent folder'

/** Why a version 3 script could not find where to email a quote, exactly as it answers them. */
export const PARTNER_NOT_IN_SHEET = 'partner not in the partner sheet'
export const PARTNER_SHEET_UNREADABLE = 'could not read the partner sheet'
export const NO_PARTNER_SHEET_URL = 'the script has no PARTNER_SHEET_URL'

/** `deliver`'s request: `resend` lets it email a quote that MAY_HAVE_BEEN_SENT (the owner answered the question). */
export interface DeliverRequest {
  action: 'deliver'
  ids: string[]
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
}

export interface BookAnswer {
  ok: true
  saved: string[]
  duplicates: string[]
  rejected: { id: string; reason: string }[]
  delivery: DeliveryAnswer | null
}
