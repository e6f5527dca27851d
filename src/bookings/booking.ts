// A booking's fields as the tool sends them and `list` answers them (docs/ledger-contract.md).
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
  /**
   * Version 10: the queued lead's Lead ID, for a booking made from a lead `Next lead` claimed; absent for a pasted lead.
   * The script holds a second standing booking of one lead with the same partner and service.
   */
  leadId?: string
  /** The lead's IANA zone the tool found by its ZIP; the script keeps it when it knows it, else the agency's. */
  timeZone?: string
  /** Whether the ledger emails the homeowner the appointment; absent from an older tool: never. */
  emailHomeowner?: boolean
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
  /** The partner's reason (src/refunds/refund-links.ts REFUND_REASONS), or ''. */
  refundReason?: string
  /** Version 8: what a request wrote on this row by mistake (the owner sorted meanwhile), or ''. */
  ledgerNote?: string
  /** Optional: a script before version 11 answers without them. The homeowner email's fate, as `emailStatus`'s. */
  homeownerEmailStatus?: string
  /** ISO time the homeowner confirmed through the link, or ''. */
  confirmedAt?: string
  /** ISO time the homeowner asked for another time, or ''. */
  rescheduleAskedAt?: string
  /**
   * Set by the tool, never by the script: why the booking is held (`list` answered it under `held`). A held booking
   * is neither counted, billed nor offered to be emailed; the owner releases or withdraws it.
   */
  held?: string
}

/** A `notEmailed` reason that is no fate: a request is emailing that quote right now, or is about to. */
export const BEING_SENT = 'being sent'

/** A quote whose sending was cut short over 10 minutes ago: only the owner's Sent folder knows; deliver needs `resend`. */
export const MAY_HAVE_BEEN_SENT = 'may have been sent: check the Sent folder'

/** Why a version 3 script could not find where to email a quote, exactly as it answers them. */
export const PARTNER_NOT_IN_SHEET = 'partner not in the partner sheet'
export const PARTNER_SHEET_UNREADABLE = 'could not read the partner sheet'
export const NO_PARTNER_SHEET_URL = 'the script has no PARTNER_SHEET_URL'
