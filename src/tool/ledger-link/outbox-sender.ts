// Retried on start, back online, settings saved and on a timer (5 s, then at most a minute); the id makes a resend harmless.
import type { QueryClient } from '@tanstack/react-query'
import { toolDeployment } from '../../content/tool-deployment'
import { externalStore } from '../../external-store'
import { previousWeekStart } from '../../partner-time/agency-week'
import { type DeliveryAnswer, type LedgerErrorCode, type WaitingReason } from '../../ledger-api/ledger-contract'
import { BEING_SENT } from '../../bookings/booking'
import { onlineStatus } from '../../online-status'
import { bookingCopy } from '../../content/bookings/booking-copy'
import { savedLedgerKey } from '../../storage/tool-storage'
import {
  discardWaiting,
  forgetRefusedKey,
  markRejected,
  markSent,
  moveToKey,
  noteSendFailure,
  onOutboxChange,
  pruneOutbox,
  readOutbox,
  type OutboxEntry,
  type QuoteFate,
} from './booking-outbox'
import { settleBookingsHere } from './bookings-here'
import { sendBookings } from './ledger-client'
import type { OutboxRecord } from './idb-outbox'
import { fingerprintInEffect, keyFingerprint, waitsForItsKey } from './key-fingerprint'
import {
  discardWaitingOutcomes,
  forgetOutcomesRefusedKey,
  moveOutcomesToKey,
  onOutcomesChange,
  pruneOutcomes,
  readOutcomes,
} from './outcome-outbox'
import { outcomesView, reloadOutcomes, sendWaitingOutcomes, undoWindowsEnd } from './outcome-sender'
import { readLedgerAgain } from './ledger-query'
import { currentLedger } from './ledger-settings'

export interface OutboxView {
  entries: OutboxEntry[]
  /** Why waiting bookings and outcomes are not sent yet; null while none wait or a send is under way. */
  reason: WaitingReason | null
  /** The fingerprint of the key in effect; entries saved under another wait for theirs (waitsForItsKey). */
  keyFingerprint: string | null
}

export const outboxView = externalStore<OutboxView>({ entries: [], reason: null, keyFingerprint: null })

// Ten quotes to email per request keep the script well inside the answer timeout.
const BATCH_SIZE = 10
const FIRST_RETRY_MS = 5_000
const LONGEST_RETRY_MS = 60_000

/** Refusals the owner must mend (settings, or the script): the bookings keep waiting, details and all. */
const WAITS_FOR_THE_OWNER: Partial<Record<LedgerErrorCode, WaitingReason>> = {
  'bad-key': 'bad-key',
  'weak-key': 'bad-key',
  'no-spreadsheet': 'no-spreadsheet',
  'bad-request': 'old-script',
}

/** What the ledger said of each booking's quote email; a script from before delivery says nothing. */
function quoteFates(delivery: DeliveryAnswer | null): (id: string) => QuoteFate | null {
  if (!delivery) return () => ({ emailed: false, reason: bookingCopy.oldScriptQuote })
  const emailed = new Set(delivery.emailed)
  const reasons = new Map(delivery.notEmailed.map(({ id, reason }) => [id, reason]))
  const held = new Map(delivery.held.map(({ id, reason }) => [id, reason]))
  return (id) => {
    if (emailed.has(id)) return { emailed: true }
    const heldReason = held.get(id)
    if (heldReason !== undefined) return { emailed: false, reason: heldReason, held: true }
    const reason = reasons.get(id)
    // Another request is emailing it right now: its fate shows in Admin once the ledger is read.
    return reason === undefined || reason === BEING_SENT ? null : { emailed: false, reason }
  }
}

let failures = 0
/** The tool's query client, whose ledger query an acknowledged send makes stale. */
let ledgerReader: QueryClient | null = null
let retryTimer: ReturnType<typeof setTimeout> | undefined
let sending: Promise<void> | null = null
let again = false

/** Waiting, and to be sent under the key whose fingerprint is `current`. */
const sendableUnder =
  (current: string | null) =>
  (entry: OutboxRecord): boolean =>
    entry.state === 'waiting' && !waitsForItsKey(entry, current)

async function reload(reason: WaitingReason | null = outboxView.get().reason) {
  const [entries, keyFingerprint] = await Promise.all([readOutbox(), fingerprintInEffect()])
  const sendable = sendableUnder(keyFingerprint)
  const anySendable = entries.some(sendable) || outcomesView.get().some(sendable)
  outboxView.set({ entries, reason: anySendable ? reason : null, keyFingerprint })
  settleBookingsHere(entries)
  return entries
}

function retryLater() {
  clearTimeout(retryTimer)
  const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1))
  retryTimer = setTimeout(() => void flushOutbox(), delay)
}

/** The ledger refused the key in effect: what waits under it names nobody, so it goes under the next key. */
async function forgetKeyOfAllWaiting(underThisKey: (entry: OutboxRecord) => boolean) {
  const bookings = (await readOutbox()).filter(underThisKey)
  const outcomes = (await readOutcomes()).filter(underThisKey)
  await forgetRefusedKey(bookings.map((entry) => entry.booking.id))
  await forgetOutcomesRefusedKey(outcomes.map((entry) => entry.outcome.attemptId))
}

/** Sends every waiting booking; one run at a time in this tab, and (where the browser has Web Locks) across tabs. */
export function flushOutbox(): Promise<void> {
  if (sending) {
    again = true
    return sending
  }
  sending = withSendLock(sendWaiting)
    .catch(() => undefined)
    .finally(() => {
      sending = null
      if (again) {
        again = false
        void flushOutbox()
      }
    })
  return sending
}

async function withSendLock(send: () => Promise<void>): Promise<void> {
  if (navigator.locks) await navigator.locks.request('ahs-ledger-send', send)
  else await send()
}

async function sendWaiting() {
  clearTimeout(retryTimer)
  // One key for the whole run: what it sends is what was saved under it (or before keys were recorded).
  const ledger = currentLedger()
  const sendable = sendableUnder(ledger ? await keyFingerprint(ledger.key) : null)
  // Read inside the lock: another tab may just have sent these.
  const waiting = (await reload(null)).filter(sendable)
  const outcomesWaiting = (await reloadOutcomes()).some(sendable)
  if (waiting.length === 0 && !outcomesWaiting) return
  if (!ledger) return void (await reload('no-ledger'))
  if (!onlineStatus.get()) {
    failures++
    retryLater()
    return void (await reload('offline'))
  }
  for (let start = 0; start < waiting.length; start += BATCH_SIZE) {
    const batch = waiting.slice(start, start + BATCH_SIZE)
    const ids = batch.map((entry) => entry.booking.id)
    const reply = await sendBookings(
      ledger,
      batch.map((entry) => entry.booking),
    )
    if (reply.kind === 'answer') {
      failures = 0
      await markSent([...reply.body.saved, ...reply.body.duplicates], quoteFates(reply.body.delivery))
      for (const { id, reason } of reply.body.rejected) await markRejected([id], reason)
      if (ledgerReader) void readLedgerAgain(ledgerReader)
      continue
    }
    const waitReason = reply.kind === 'refused' ? WAITS_FOR_THE_OWNER[reply.error] : undefined
    if (waitReason) {
      await noteSendFailure(ids, bookingCopy.waitingReasons[waitReason])
      if (waitReason === 'bad-key') await forgetKeyOfAllWaiting(sendable)
      return void (await reload(waitReason))
    }
    failures++
    const offline = !onlineStatus.get()
    await noteSendFailure(ids, reply.kind === 'refused' ? bookingCopy.errors.busy : reply.detail)
    retryLater()
    return void (await reload(offline ? 'offline' : 'unreachable'))
  }
  const bookings = new Map((await readOutbox()).map((entry) => [entry.booking.id, entry]))
  const outcomesKept = await sendWaitingOutcomes(ledger, (id) => bookings.get(id), sendable)
  sendWhenUndoWindowsEnd()
  if (outcomesKept === 'offline' || outcomesKept === 'unreachable') {
    failures++
    retryLater()
  }
  await reload(outcomesKept)
}

/** What kept the bookings waiting may be mended (back online, the ledger settings saved): send now, retries afresh. */
export function resendOutboxNow(): Promise<void> {
  failures = 0
  return flushOutbox()
}

/** Admin's choice, confirmed: these entries saved under another key go under the key in effect, now. */
export async function sendUnderKeyInEffect(bookingIds: readonly string[], attemptIds: readonly string[]) {
  const fingerprint = await fingerprintInEffect()
  if (!fingerprint) return
  await moveToKey(bookingIds, fingerprint)
  await moveOutcomesToKey(attemptIds, fingerprint)
  await resendOutboxNow()
}

/** Admin's other choice, confirmed: these entries saved under another key are deleted from this device. */
export async function discardSavedUnderAnotherKey(bookingIds: readonly string[], attemptIds: readonly string[]) {
  await discardWaiting(bookingIds)
  await discardWaitingOutcomes(attemptIds)
  await reloadOutcomes()
  await reload()
}

let undoWindowTimer: ReturnType<typeof setTimeout> | undefined

/** Outcomes waiting out their Undo window are sent as it ends, in whichever tab runs then. */
function sendWhenUndoWindowsEnd() {
  clearTimeout(undoWindowTimer)
  const ends = undoWindowsEnd()
  if (ends !== null) undoWindowTimer = setTimeout(() => void flushOutbox(), Math.max(0, ends - Date.now()))
}

let started: Promise<void> | null = null

/** Once per page, where the query client is made: prunes, sends what waits, and listens for what should send again. */
export function startOutbox(queryClient: QueryClient): Promise<void> {
  if (started) return started
  ledgerReader = queryClient
  onlineStatus.subscribe(() => {
    if (onlineStatus.get()) void resendOutboxNow()
  })
  onOutboxChange(() => void reload().catch(() => undefined))
  // Another key (here or in another tab) changes which entries wait for their own.
  savedLedgerKey.subscribe(() => void reload().catch(() => undefined))
  onOutcomesChange(
    () =>
      void reloadOutcomes()
        .then(() => reload())
        .catch(() => undefined),
  )
  started = Promise.all([pruneOutbox(previousWeekStart(Date.now(), toolDeployment.agencyTimeZone)), pruneOutcomes()])
    .catch(() => undefined)
    .then(() => flushOutbox())
  return started
}
