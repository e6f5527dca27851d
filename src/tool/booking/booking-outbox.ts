// The booking outbox: every booked quote is written here first, in its own IndexedDB database, one record
// per booking id (two tabs never overwrite each other). It is the one place a lead's details are kept, until
// the ledger acknowledges the booking; the rest stays for this and last week's counts.
import { clear, createStore, del, entries, set, update, type UseStore } from 'idb-keyval'
import { LEDGER_LEAD_FIELDS, type BookingToSend } from '../../ledger/ledger-contract'
import { withStorageTimeout } from '../../storage/persisted-value'
import { announceToOtherTabs, onOtherTabChange } from '../../storage/tab-bus'

type OutboxState = 'waiting' | 'sent' | 'rejected'

export interface OutboxEntry {
  booking: BookingToSend
  state: OutboxState
  attempts: number
  /** Why the last try did not send it, or why the ledger rejected it. */
  lastError: string | null
  /** Device time it was recorded and acknowledged (ms). */
  recordedAt: number
  sentAt: number | null
  /** What the ledger said of the quote's email once it had the booking; null until then, or when it did not say. */
  quote?: QuoteFate | null
}

export type QuoteFate = { emailed: true } | { emailed: false; reason: string }

const DAY_MS = 24 * 60 * 60 * 1000
/** A booking unsent for this long keeps the booking but drops the lead's details. */
export const LEAD_DETAILS_KEPT_MS = 30 * DAY_MS
const OUTBOX_TOPIC = 'booking-outbox'

let store: UseStore | null = null
const outboxStore = () => (store ??= createStore('ahs-booking-outbox', 'bookings'))

const withoutLead = (booking: BookingToSend): BookingToSend => {
  const kept = { ...booking }
  for (const field of LEDGER_LEAD_FIELDS) delete kept[field]
  return { ...kept, leadName: '', leadPhone: '' }
}
const holdsLead = (booking: BookingToSend) => LEDGER_LEAD_FIELDS.some((field) => (booking[field] ?? '') !== '')

function isEntry(value: unknown): value is OutboxEntry {
  const entry = value as OutboxEntry | null
  return (
    !!entry &&
    typeof entry === 'object' &&
    typeof entry.booking?.id === 'string' &&
    ['waiting', 'sent', 'rejected'].includes(entry.state) &&
    typeof entry.recordedAt === 'number'
  )
}

const changeListeners = new Set<() => void>()
function announceChange() {
  announceToOtherTabs(OUTBOX_TOPIC)
  changeListeners.forEach((listener) => listener())
}

/** Called after any tab changes the outbox. */
export function onOutboxChange(listener: () => void): () => void {
  changeListeners.add(listener)
  const stopOtherTabs = onOtherTabChange(OUTBOX_TOPIC, listener)
  return () => {
    changeListeners.delete(listener)
    stopOtherTabs()
  }
}

/** Rejects when the browser would not store it: the caller must then say the booking was not recorded. */
export async function recordBooking(booking: BookingToSend, now = Date.now()): Promise<void> {
  const entry: OutboxEntry = { booking, state: 'waiting', attempts: 0, lastError: null, recordedAt: now, sentAt: null }
  await withStorageTimeout(() => set(booking.id, entry, outboxStore()))
  announceChange()
}

export async function readOutbox(): Promise<OutboxEntry[]> {
  const all = await withStorageTimeout(() => entries<string, unknown>(outboxStore()))
  return all
    .map(([, value]) => value)
    .filter(isEntry)
    .sort((a, b) => a.recordedAt - b.recordedAt)
}

async function change(ids: readonly string[], edit: (entry: OutboxEntry) => OutboxEntry) {
  await Promise.all(
    ids.map((id) =>
      withStorageTimeout(() => update<unknown>(id, (value) => (isEntry(value) ? edit(value) : value), outboxStore())),
    ),
  )
  if (ids.length > 0) announceChange()
}

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

/**
 * Drops what no count needs any more (booked before `keepSince`, the start of last week) and the lead's
 * details of a booking still unsent after 30 days.
 */
export async function pruneOutbox(keepSince: number, now = Date.now()): Promise<void> {
  const all = await readOutbox()
  const old = all.filter((entry) => entry.state !== 'waiting' && Date.parse(entry.booking.bookedAt) < keepSince)
  const stale = all.filter(
    (entry) => entry.state === 'waiting' && now - entry.recordedAt > LEAD_DETAILS_KEPT_MS && holdsLead(entry.booking),
  )
  await Promise.all(old.map((entry) => withStorageTimeout(() => del(entry.booking.id, outboxStore()))))
  await change(
    stale.map((entry) => entry.booking.id),
    (entry) => ({ ...entry, booking: withoutLead(entry.booking) }),
  )
  if (old.length > 0) announceChange()
}

export const clearOutboxForTests = () => clear(outboxStore())
