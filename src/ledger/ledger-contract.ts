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
}

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
}

/** Why bookings in the outbox are not sent yet, as the Search tab's waiting line says. */
export type WaitingReason = 'offline' | 'unreachable' | 'bad-key' | 'no-ledger'

export type LedgerErrorCode = 'bad-key' | 'bad-request' | 'busy'

export interface BookAnswer {
  ok: true
  saved: string[]
  duplicates: string[]
  rejected: { id: string; reason: string }[]
}

/** The `Bookings` tab's header row, exactly. */
export const BOOKINGS_HEADER = [
  'Booking ID',
  'Booked At',
  'Setter',
  'Partner',
  'Service',
  'ZIP',
  'Garage Size',
  'Lead Name',
  'Lead Phone',
  'Status',
] as const
