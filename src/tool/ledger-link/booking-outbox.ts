// The one place a lead's details are kept until the ledger acknowledges the booking; the rest stays for the week counts.
import { LEDGER_LEAD_FIELDS, type BookingToSend } from '../../bookings/booking'
import { idbOutbox, type OutboxRecord } from './idb-outbox'
import { newWaitingRecord } from './key-fingerprint'

export interface OutboxEntry extends OutboxRecord {
  booking: BookingToSend
  /** What the ledger said of the quote's email once it had the booking; null until then, or when it did not say. */
  quote?: QuoteFate | null
}

/** `held`: saved past the setter's daily limit, or the same homeowner booked; the owner sends or withdraws it. */
export type QuoteFate = { emailed: true } | { emailed: false; reason: string; held?: true }

const DAY_MS = 24 * 60 * 60 * 1000
/** A booking unsent for this long keeps the booking but drops the lead's details. */
const LEAD_DETAILS_KEPT_MS = 30 * DAY_MS

const outbox = idbOutbox<OutboxEntry>(
  { database: 'ahs-booking-outbox', storeName: 'bookings' },
  'booking-outbox',
  (entry) => entry.booking?.id,
)

const withoutLead = (booking: BookingToSend): BookingToSend => {
  const kept = { ...booking }
  for (const field of LEDGER_LEAD_FIELDS) delete kept[field]
  return { ...kept, leadName: '', leadPhone: '' }
}
const holdsLead = (booking: BookingToSend) => LEDGER_LEAD_FIELDS.some((field) => (booking[field] ?? '') !== '')

export const onOutboxChange = outbox.onChange

/** Rejects when the browser would not store it: the caller must then say the booking was not recorded. */
export const recordBooking = async (booking: BookingToSend, now = Date.now()) =>
  outbox.record({ booking, ...(await newWaitingRecord(now)) })

export const readOutbox = outbox.read
const change = outbox.change

/** Acknowledged (saved or already there): the lead's details are forgotten; `quoteOf` says what became of the email. */
export const markSent = (ids: readonly string[], quoteOf: (id: string) => QuoteFate | null, now = Date.now()) =>
  change(ids, (entry) => ({
    ...entry,
    state: 'sent',
    sentAt: now,
    lastError: null,
    quote: quoteOf(entry.booking.id),
    booking: withoutLead(entry.booking),
  }))

/** The ledger will never take it: shown to the setter, never resent. */
export const markRejected = (ids: readonly string[], reason: string) =>
  change(ids, (entry) => ({ ...entry, state: 'rejected', lastError: reason, booking: withoutLead(entry.booking) }))

export const noteSendFailure = (ids: readonly string[], error: string) =>
  change(ids, (entry) =>
    entry.state === 'waiting' ? { ...entry, attempts: entry.attempts + 1, lastError: error } : entry,
  )

/** Admin's choices for bookings saved under another key, and a key the ledger refused (idb-outbox.ts). */
export const { moveToKey, forgetRefusedKey, discardWaiting } = outbox

/** Drops what no count needs (booked before `keepSince`) and the details of a lead unsent after 30 days. */
export async function pruneOutbox(keepSince: number, now = Date.now()): Promise<void> {
  const all = await readOutbox()
  const old = all.filter((entry) => entry.state !== 'waiting' && Date.parse(entry.booking.bookedAt) < keepSince)
  const stale = all.filter(
    (entry) => entry.state === 'waiting' && now - entry.recordedAt > LEAD_DETAILS_KEPT_MS && holdsLead(entry.booking),
  )
  await outbox.remove(old.map((entry) => entry.booking.id))
  await change(
    stale.map((entry) => entry.booking.id),
    (entry) => ({ ...entry, booking: withoutLead(entry.booking) }),
  )
}

/** @internal For tests: each starts with an empty outbox. */
export const clearOutboxForTests = outbox.clearForTests
