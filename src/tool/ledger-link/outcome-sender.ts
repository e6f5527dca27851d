// Sent after the bookings, so a Booked outcome follows its booking; the attempt id makes a resend harmless.
import { bookingCopy } from '../../content/bookings/booking-copy'
import { outcomeRefusalText } from '../../content/leads/lead-queue-copy'
import { externalStore } from '../../external-store'
import type { LedgerErrorCode, WaitingReason } from '../../ledger-api/ledger-contract'
import { onlineStatus } from '../../online-status'
import type { OutboxEntry } from './booking-outbox'
import { sendOutcome, type LedgerSettings } from './ledger-client'
import {
  forgetOutcomesRefusedKey,
  inUndoWindow,
  markOutcomeRejected,
  markOutcomeSent,
  noteOutcomeFailure,
  readOutcomes,
  type OutcomeEntry,
} from './outcome-outbox'

/** Every outcome this device recorded and still keeps, oldest first. */
export const outcomesView = externalStore<OutcomeEntry[]>([])

export async function reloadOutcomes(): Promise<OutcomeEntry[]> {
  const entries = await readOutcomes()
  outcomesView.set(entries)
  return entries
}

/** When the first outcome still in its Undo window may be sent; null when none waits so. */
export function undoWindowsEnd(now = Date.now()): number | null {
  const ends = outcomesView
    .get()
    .filter((entry) => inUndoWindow(entry, now))
    .map((entry) => entry.notBefore!)
  return ends.length === 0 ? null : Math.min(...ends)
}

/** Refusals the owner must mend: the outcomes keep waiting. */
const WAITS_FOR_THE_OWNER: Partial<Record<LedgerErrorCode, WaitingReason>> = {
  'bad-key': 'bad-key',
  'weak-key': 'bad-key',
  'no-spreadsheet': 'no-spreadsheet',
  'bad-request': 'old-script',
}

/**
 * What kept an outcome waiting, or null when all were answered; `bookingOf` gives a Booked outcome's booking,
 * `sendable` says which waiting ones go under this ledger's key.
 */
export async function sendWaitingOutcomes(
  ledger: LedgerSettings,
  bookingOf: (id: string) => OutboxEntry | undefined,
  sendable: (entry: OutcomeEntry) => boolean,
): Promise<WaitingReason | null> {
  const now = Date.now()
  const waiting = (await reloadOutcomes()).filter((entry) => sendable(entry) && !inUndoWindow(entry, now))
  for (const { outcome } of waiting) {
    // Booked leaves only once the ledger has its booking: a refused booking never closes its lead.
    const booking = outcome.bookingId === undefined ? undefined : bookingOf(outcome.bookingId)
    if (booking?.state === 'waiting') continue
    if (booking?.state === 'rejected') {
      await markOutcomeRejected(outcome.attemptId, booking.lastError ?? '')
      continue
    }
    const reply = await sendOutcome(ledger, outcome)
    if (reply.kind === 'answer') {
      if (reply.body.ok) await markOutcomeSent(outcome.attemptId)
      else await markOutcomeRejected(outcome.attemptId, outcomeRefusalText(reply.body))
      continue
    }
    const ownersReason = reply.kind === 'refused' ? WAITS_FOR_THE_OWNER[reply.error] : undefined
    await noteOutcomeFailure(
      outcome.attemptId,
      ownersReason
        ? bookingCopy.waitingReasons[ownersReason]
        : reply.kind === 'refused'
          ? bookingCopy.errors.busy
          : reply.detail,
    )
    if (ownersReason === 'bad-key') await forgetOutcomesRefusedKey([outcome.attemptId])
    await reloadOutcomes()
    return ownersReason ?? (onlineStatus.get() ? 'unreachable' : 'offline')
  }
  await reloadOutcomes()
  return null
}
