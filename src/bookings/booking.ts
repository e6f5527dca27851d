// A booking's fields, once: its name as the tool sends it and `list` answers it (docs/ledger-contract.md), its Bookings
// column, its length limit, and whether it is the lead's own detail. BookingToSend and the Bookings tab derive from it.

/** The script's limit on every text a request writes. */
export const MAX_FIELD_LENGTH = 500

interface BookingColumn {
  field: string
  /** The Bookings tab's header. */
  header: string
  /** How a booking request carries it: always, or may omit it; `ignored` is still accepted from older tools, never used. */
  sent?: 'always' | 'optional' | 'ignored'
  /** The lead's own detail: kept only in the outbox until the ledger acknowledges the booking. */
  leadDetail?: true
  /** Longest text a request may write. */
  limit?: number
}

const SENT = { sent: 'always', limit: MAX_FIELD_LENGTH } as const
const MAY_SEND = { sent: 'optional', limit: MAX_FIELD_LENGTH } as const

/** Every Bookings column, in its canonical order for a new tab; the owner may reorder, insert columns and sort rows. */
export const BOOKING_COLUMNS = [
  { field: 'id', header: 'Booking ID', ...SENT },
  { field: 'bookedAt', header: 'Booked At', ...SENT },
  { field: 'setter', header: 'Setter', ...SENT },
  { field: 'partner', header: 'Partner', ...SENT },
  { field: 'service', header: 'Service', ...SENT },
  { field: 'zip', header: 'ZIP', ...SENT },
  { field: 'garageSize', header: 'Garage Size', ...SENT },
  { field: 'leadName', header: 'Lead Name', ...SENT, leadDetail: true },
  { field: 'leadPhone', header: 'Lead Phone', ...SENT, leadDetail: true },
  { field: 'status', header: 'Status' },
  { field: 'appointment', header: 'Appointment', ...MAY_SEND },
  { field: 'appointmentLabel', header: 'Appointment Label', ...MAY_SEND },
  { field: 'leadEmail', header: 'Lead Email', ...MAY_SEND, leadDetail: true },
  { field: 'leadAddress', header: 'Lead Address', ...MAY_SEND, leadDetail: true },
  { field: 'notes', header: 'Notes', ...MAY_SEND, leadDetail: true },
  { field: 'partnerEmail', header: 'Partner Email', sent: 'ignored', limit: MAX_FIELD_LENGTH },
  { field: 'emailedTo', header: 'Emailed To' },
  { field: 'emailedAt', header: 'Emailed At' },
  { field: 'emailStatus', header: 'Email Status' },
  { field: 'refundReason', header: 'Refund Reason' },
  { field: 'refundNote', header: 'Refund Note' },
  { field: 'refundAskedAt', header: 'Refund Asked At' },
  { field: 'noShowReportedAt', header: 'No-show Reported At' },
  { field: 'noShowNote', header: 'No-show Note' },
  { field: 'refundDecision', header: 'Refund Decision' },
  { field: 'refundDecidedAt', header: 'Refund Decided At' },
  { field: 'refundWhy', header: 'Refund Why' },
  { field: 'refundEmailStatus', header: 'Refund Email Status' },
  { field: 'savedAt', header: 'Saved At' },
  { field: 'ledgerNote', header: 'Ledger Note' },
  { field: 'leadId', header: 'Lead ID', ...MAY_SEND },
  { field: 'lastTry', header: 'Last Try' },
  { field: 'timeZone', header: 'Time Zone', ...MAY_SEND },
  { field: 'homeownerEmailStatus', header: 'Homeowner Email Status' },
  { field: 'homeownerEmailedAt', header: 'Homeowner Emailed At' },
  { field: 'confirmedAt', header: 'Confirmed At' },
  { field: 'rescheduleAskedAt', header: 'Reschedule Asked At' },
  { field: 'rescheduleNote', header: 'Reschedule Note' },
  { field: 'rescheduleEmailStatus', header: 'Reschedule Email Status' },
  { field: 'reminderSentAt', header: 'Reminder Sent At' },
  { field: 'rebookOf', header: 'Rebook Of' },
  { field: 'calendarSequence', header: 'Calendar Sequence' },
] as const satisfies readonly BookingColumn[]

type BookingColumnRow = (typeof BOOKING_COLUMNS)[number]
type FieldsWhere<Shape> = Extract<BookingColumnRow, Shape>['field']

/** A Bookings column's field, as the script names it. */
export type BookingColumnField = BookingColumnRow['field']

type GarageSizeText = '1-car' | '2-car' | '3-car' | ''

/**
 * One booked quote as the tool sends it. `id` is a UUID made on the device; a resend reuses it; `bookedAt` is UTC, ISO
 * 8601; `partner` the sheet's company_name and `service` the card's Service Category (or ''), trimmed; `appointment`
 * ISO 8601 with the lead's offset and `appointmentLabel` it in the lead's time (`Tue Dec 1, 10:00 AM CST`), absent in
 * the oldest bookings; `leadId` the queued lead's, absent for a pasted lead (the script holds a second standing booking
 * of one lead with the same partner and service); `timeZone` the lead's IANA zone, kept when the script knows it;
 * `partnerEmail` is ignored.
 */
export type BookingToSend = {
  [F in FieldsWhere<{ sent: 'always' }>]: F extends 'garageSize' ? GarageSizeText : string
} & {
  [F in FieldsWhere<{ sent: 'optional' | 'ignored' }>]?: string
} & {
  /** Whether the ledger emails the homeowner the appointment; absent from an older tool: never. */
  emailHomeowner?: boolean
}

/** The fields a booking request may carry and a new row takes from it, all text, in the tab's order. */
export const BOOKING_FIELDS = BOOKING_COLUMNS.flatMap((column) =>
  'sent' in column && column.sent !== 'ignored' ? [column.field] : [],
) as FieldsWhere<{ sent: 'always' | 'optional' }>[]

/** Every field a request may carry: the booking's, then those still accepted and never used. */
export const REQUEST_FIELDS: readonly FieldsWhere<{ sent: string }>[] = [
  ...BOOKING_FIELDS,
  ...BOOKING_COLUMNS.flatMap((column) => ('sent' in column && column.sent === 'ignored' ? [column.field] : [])),
]

/** The lead's own details in a booking sent to the ledger: kept only in the outbox until the ledger acknowledges it. */
export const LEDGER_LEAD_FIELDS = BOOKING_COLUMNS.flatMap((column) =>
  'leadDetail' in column ? [column.field] : [],
) as LedgerLeadField[]
export type LedgerLeadField = FieldsWhere<{ leadDetail: true }>

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
  /** Optional: a script before version 2 answers without them. */
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
  /** What a request wrote on this row by mistake (the owner sorted meanwhile), or ''; absent before version 8. */
  ledgerNote?: string
  /** The homeowner email's fate, in `emailStatus`'s words; absent before version 11. */
  homeownerEmailStatus?: string
  /** ISO time the homeowner confirmed through the link, or ''. */
  confirmedAt?: string
  /** ISO time the homeowner asked for another time, or ''. */
  rescheduleAskedAt?: string
  /** The earlier booking this one gives a new time, or ''; absent before version 13. */
  rebookOf?: string
  /** ISO time the reminder went, or '' (none, being sent, or a reason it did not go); absent before version 13. */
  reminderSentAt?: string
  /** Asked for another time, and the lead's phone is on Do Not Call (never the phone itself); absent before version 13. */
  onDoNotCall?: boolean
  /**
   * The earlier booking (its Booking ID) while this one is a new time of it, not billed: the same partner, the
   * earlier quote standing billed (src/bookings/new-times.ts); absent for any other booking and before version 13.
   */
  newTimeOf?: string
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
